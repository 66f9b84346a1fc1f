import type { SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";
import {
  avatar,
  bannerLinks,
  DARK_GRADIENT,
  icon,
  LIGHT_BACKGROUND,
  mobileBanner,
  panel,
  poster,
  promo,
  webBanner,
} from "./personal-sme-media";

/** Personal contact ("/personal/contactUs"): channels, shop details and the contact form last. */
export const personalContactUsPage: SeedPage = {
  id: "PersonalContactUs",
  text: pageTitle("PersonalContactUs"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ទំនាក់ទំនងយើងខ្ញុំ" },
        en: { title: "Contact us" },
        zh: { title: "联系我们" },
      },
      items: [
        {
          data: {
            image: webBanner("home-contact-web.svg"),
            mobileImage: mobileBanner("home-contact-mobile.svg"),
            banner: bannerLinks("/personal/contactUs#contact"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "យើងនៅទីនេះសម្រាប់អ្នក ទាំងថ្ងៃ ទាំងយប់",
              bannerDescription:
                "ទូរស័ព្ទមកលេខ 023 888 168 គ្រប់ពេល ផ្ញើសារមកយើងតាម Telegram ឬ Facebook Messenger ឬអញ្ជើញមកហាងរបស់យើង។",
              title: "ផ្ញើសារមកយើង",
              imageAlt: "ពពុះសន្ទនាពីរ មួយពណ៌ស្វាយមានចំណុចពណ៌មាស មួយទៀតពណ៌មាស នៅក្បែរទូរស័ព្ទ",
            },
            en: {
              bannerTitle: "We are here for you, day and night",
              bannerDescription:
                "Call 023 888 168 any time, message us on Telegram or Facebook Messenger, or visit one of our shops.",
              title: "Send us a message",
              imageAlt: "Two speech bubbles, one purple with gold dots and one gold, next to a phone",
            },
            zh: {
              bannerTitle: "日日夜夜，我们都在",
              bannerDescription:
                "随时拨打 023 888 168，通过 Telegram 或 Facebook Messenger 给我们留言，或前往我们的营业厅。",
              title: "给我们留言",
              imageAlt: "手机旁的两个对话气泡，一个紫色带金色圆点，一个金色",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 1, name: "Icons" },
      text: {
        km: { title: "វិធីទាក់ទងយើង" },
        en: { title: "Ways to reach us" },
        zh: { title: "联系方式" },
      },
      items: [
        {
          data: { lottieFile: "lottie-support.json" },
          text: {
            km: {
              title: "ខ្សែទូរស័ព្ទបន្ទាន់ ២៤/៧",
              description: "023 888 168 ជាភាសាខ្មែរ អង់គ្លេស និងចិន រៀងរាល់ថ្ងៃពេញមួយឆ្នាំ។",
            },
            en: {
              title: "24/7 hotline",
              description: "023 888 168, in Khmer, English and Chinese, every day of the year.",
            },
            zh: { title: "24/7 热线", description: "023 888 168，全年无休，提供高棉语、英语和中文服务。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-telegram.svg") },
          text: {
            km: {
              title: "Telegram",
              description: "@RomdoulNetCare ឆ្លើយតបក្នុងរយៈពេល ១៥ នាទី ពីម៉ោង ៧ ព្រឹក ដល់ម៉ោង ១០ យប់។",
            },
            en: {
              title: "Telegram",
              description: "@RomdoulNetCare replies within 15 minutes, from 7 am to 10 pm.",
            },
            zh: { title: "Telegram", description: "@RomdoulNetCare，早 7 点至晚 10 点，15 分钟内回复。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-chat.svg") },
          text: {
            km: {
              title: "Facebook Messenger",
              description: "ផ្ញើសារមកទំព័រ Romdoul Net សម្រាប់សំណួរអំពីវិក្កយបត្រ កញ្ចប់សេវា និងជំនួយបច្ចេកទេស។",
            },
            en: {
              title: "Facebook Messenger",
              description: "Message the Romdoul Net page about bills, plans and technical help.",
            },
            zh: {
              title: "Facebook Messenger",
              description: "给 Romdoul Net 主页留言，咨询账单、套餐和技术问题。",
            },
          },
        },
        {
          data: { titleIcon: icon("home-icon-mail.svg") },
          text: {
            km: {
              title: "អ៊ីមែល",
              description: "care@romdoul.example យើងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។",
            },
            en: { title: "Email", description: "care@romdoul.example: we reply within one working day." },
            zh: { title: "电子邮件", description: "care@romdoul.example，一个工作日内回复。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-shop.svg") },
          text: {
            km: {
              title: "ហាងរំដួលណិត",
              description: "នៅភ្នំពេញ សៀមរាប និងបាត់ដំបង បើករៀងរាល់ថ្ងៃ។",
            },
            en: {
              title: "Romdoul Net shops",
              description: "In Phnom Penh, Siem Reap and Battambang, open every day.",
            },
            zh: { title: "隆都网络营业厅", description: "位于金边、暹粒和马德望，每天营业。" },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "channels",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "ព័ត៌មានទំនាក់ទំនង" },
        en: { title: "Contact details" },
        zh: { title: "联系信息" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>ទូរស័ព្ទ និងសារ</h3>" +
                "<ul>" +
                '<li><strong>ខ្សែទូរស័ព្ទបន្ទាន់ ២៤/៧៖</strong> <a href="tel:+85523888168">023 888 168</a> (ចុចលេខ ១ សម្រាប់ភាសាខ្មែរ លេខ ២ សម្រាប់ភាសាអង់គ្លេស លេខ ៣ សម្រាប់ភាសាចិន)</li>' +
                "<li><strong>Telegram៖</strong> @RomdoulNetCare</li>" +
                "<li><strong>Facebook Messenger៖</strong> ទំព័រ Romdoul Net</li>" +
                '<li><strong>អ៊ីមែល៖</strong> <a href="mailto:care@romdoul.example">care@romdoul.example</a></li>' +
                "</ul>" +
                "<h3>ហាងរំដួលណិត</h3>" +
                "<table><thead><tr><th>ហាង</th><th>អាសយដ្ឋាន</th><th>ម៉ោងបើក</th></tr></thead><tbody>" +
                "<tr><td>ភ្នំពេញ ទួលគោក</td><td>ផ្លូវ ២៨៩ សង្កាត់បឹងកក់ទី២</td><td>ម៉ោង ៨ ព្រឹក ដល់ ៨ យប់ រៀងរាល់ថ្ងៃ</td></tr>" +
                "<tr><td>ភ្នំពេញ បឹងកេងកង</td><td>ផ្លូវ ៥១ សង្កាត់បឹងកេងកងទី១</td><td>ម៉ោង ៨ ព្រឹក ដល់ ៨ យប់ រៀងរាល់ថ្ងៃ</td></tr>" +
                "<tr><td>ភ្នំពេញ សែនសុខ</td><td>ផ្លូវ ១៩២៨ សង្កាត់ភ្នំពេញថ្មី</td><td>ម៉ោង ៨ ព្រឹក ដល់ ៨ យប់ រៀងរាល់ថ្ងៃ</td></tr>" +
                "<tr><td>សៀមរាប</td><td>មហាវិថីសិវត្ថា ក្រុងសៀមរាប</td><td>ម៉ោង ៨ ព្រឹក ដល់ ៦ ល្ងាច រៀងរាល់ថ្ងៃ</td></tr>" +
                "<tr><td>បាត់ដំបង</td><td>ផ្លូវលេខ ៣ ក្បែរផ្សារណាត់ ក្រុងបាត់ដំបង</td><td>ម៉ោង ៨ ព្រឹក ដល់ ៦ ល្ងាច រៀងរាល់ថ្ងៃ</td></tr>" +
                "</tbody></table>" +
                "<p>សូមយកអត្តសញ្ញាណប័ណ្ណ ឬលិខិតឆ្លងដែនមកជាមួយ នៅពេលចុះឈ្មោះសេវាថ្មី ឬប្ដូរឈ្មោះម្ចាស់គណនី។</p>",
            },
            en: {
              content:
                "<h3>Phone and messaging</h3>" +
                "<ul>" +
                '<li><strong>24/7 hotline:</strong> <a href="tel:+85523888168">023 888 168</a> (press 1 for Khmer, 2 for English, 3 for Chinese)</li>' +
                "<li><strong>Telegram:</strong> @RomdoulNetCare</li>" +
                "<li><strong>Facebook Messenger:</strong> the Romdoul Net page</li>" +
                '<li><strong>Email:</strong> <a href="mailto:care@romdoul.example">care@romdoul.example</a></li>' +
                "</ul>" +
                "<h3>Romdoul Net shops</h3>" +
                "<table><thead><tr><th>Shop</th><th>Address</th><th>Opening hours</th></tr></thead><tbody>" +
                "<tr><td>Phnom Penh, Toul Kork</td><td>Street 289, Boeung Kak 2</td><td>8 am – 8 pm daily</td></tr>" +
                "<tr><td>Phnom Penh, Boeung Keng Kang</td><td>Street 51, Boeung Keng Kang 1</td><td>8 am – 8 pm daily</td></tr>" +
                "<tr><td>Phnom Penh, Sen Sok</td><td>Street 1928, Phnom Penh Thmey</td><td>8 am – 8 pm daily</td></tr>" +
                "<tr><td>Siem Reap</td><td>Sivatha Boulevard, Siem Reap City</td><td>8 am – 6 pm daily</td></tr>" +
                "<tr><td>Battambang</td><td>Street 3, near Psar Nat, Battambang City</td><td>8 am – 6 pm daily</td></tr>" +
                "</tbody></table>" +
                "<p>Please bring your ID card or passport when you sign up for a new service or change the account holder.</p>",
            },
            zh: {
              content:
                "<h3>电话与在线消息</h3>" +
                "<ul>" +
                '<li><strong>24/7 热线：</strong><a href="tel:+85523888168">023 888 168</a>（高棉语按 1，英语按 2，中文按 3）</li>' +
                "<li><strong>Telegram：</strong>@RomdoulNetCare</li>" +
                "<li><strong>Facebook Messenger：</strong>Romdoul Net 主页</li>" +
                '<li><strong>电子邮件：</strong><a href="mailto:care@romdoul.example">care@romdoul.example</a></li>' +
                "</ul>" +
                "<h3>隆都网络营业厅</h3>" +
                "<table><thead><tr><th>营业厅</th><th>地址</th><th>营业时间</th></tr></thead><tbody>" +
                "<tr><td>金边堆谷区</td><td>289 号街，万谷湖二分区</td><td>每天 8:00–20:00</td></tr>" +
                "<tr><td>金边万景岗区</td><td>51 号街，万景岗一分区</td><td>每天 8:00–20:00</td></tr>" +
                "<tr><td>金边森速区</td><td>1928 号街，新金边分区</td><td>每天 8:00–20:00</td></tr>" +
                "<tr><td>暹粒</td><td>暹粒市西瓦塔大道</td><td>每天 8:00–18:00</td></tr>" +
                "<tr><td>马德望</td><td>马德望市 3 号街，中央市场附近</td><td>每天 8:00–18:00</td></tr>" +
                "</tbody></table>" +
                "<p>办理新业务或变更账户持有人时，请携带身份证或护照。</p>",
            },
          },
        },
      ],
    },
    {
      type: "ContactForm",
      anchor: "contact",
      text: {
        km: {
          title: "ផ្ញើសារមកយើង",
          description:
            "ប្រាប់យើងពីអ្វីដែលយើងអាចជួយបាន ហើយយើងនឹងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។ សម្រាប់បញ្ហាបន្ទាន់ សូមទូរស័ព្ទមកលេខ 023 888 168។",
        },
        en: {
          title: "Send us a message",
          description:
            "Tell us how we can help and we will reply within one working day. For urgent faults, please call 023 888 168.",
        },
        zh: {
          title: "给我们留言",
          description: "请告诉我们需要什么帮助，我们将在一个工作日内回复。紧急故障请拨打 023 888 168。",
        },
      },
      items: [],
    },
  ],
};

/** Promotions ("/personal/promo" and "/promos"): slider, the four current offers, how to claim, terms. */
export const promotionsPage: SeedPage = {
  id: "Promotions",
  text: pageTitle("Promotions"),
  webParts: [
    {
      type: "BannerSlider",
      text: {
        km: { title: "ការផ្តល់ជូនពិសេស" },
        en: { title: "Promotions" },
        zh: { title: "优惠活动" },
      },
      items: [
        {
          data: {
            image: webBanner("home-promotions-web.svg"),
            mobileImage: mobileBanner("home-promotions-mobile.svg"),
            banner: bannerLinks("/personal/promo#offers"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ការផ្តល់ជូនល្អបំផុតប្រចាំរដូវនេះ",
              bannerDescription: "ប្រើឥតគិតថ្លៃបន្ថែម ឧបករណ៍ឥតគិតថ្លៃ និងការបញ្ចុះតម្លៃលើកញ្ចប់ ១២ ខែ។ ចំនួនមានកំណត់។",
              title: "មើលការផ្តល់ជូនទាំងអស់",
              imageAlt: "ប្រអប់កាដូពណ៌ស្វាយចងខ្សែពណ៌មាស ជុំវិញដោយផ្កាយតូចៗ",
            },
            en: {
              bannerTitle: "This season's best offers",
              bannerDescription:
                "Free months, free equipment and savings on 12-month plans. Limited availability.",
              title: "See all offers",
              imageAlt: "A purple gift box with a gold ribbon, surrounded by small stars",
            },
            zh: {
              bannerTitle: "本季超值优惠",
              bannerDescription: "免费月份、免费设备和 12 个月套餐折扣，名额有限。",
              title: "查看全部优惠",
              imageAlt: "系着金色丝带的紫色礼盒，周围点缀着小星星",
            },
          },
        },
        {
          data: {
            image: webBanner("home-megasurf-web.svg"),
            mobileImage: mobileBanner("home-megasurf-mobile.svg"),
            banner: bannerLinks("/personal/mega_surf#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "បង់ ១២ ខែ ប្រើ ១៤ ខែ",
              bannerDescription: "បង់ប្រាក់ជាមុនសម្រាប់កញ្ចប់ MegaSurf ណាមួយ ហើយទទួលបានពីរខែបន្ថែមដោយឥតគិតថ្លៃ។",
              title: "ជ្រើសរើសកញ្ចប់ MegaSurf",
              imageAlt: "ខ្សែល្បឿនពណ៌មាសរត់សំដៅទៅរកផែនដីពណ៌ស្វាយ",
            },
            en: {
              bannerTitle: "Pay for 12 months, surf for 14",
              bannerDescription: "Pay any MegaSurf plan in advance and get two extra months free.",
              title: "Choose a MegaSurf plan",
              imageAlt: "Gold speed lines rushing towards a purple globe",
            },
            zh: {
              bannerTitle: "付 12 个月，用 14 个月",
              bannerDescription: "预付任意 MegaSurf 套餐，额外赠送两个月。",
              title: "选择 MegaSurf 套餐",
              imageAlt: "金色速度线条冲向紫色地球",
            },
          },
        },
        {
          data: {
            image: webBanner("home-ott-tv-web.svg"),
            mobileImage: mobileBanner("home-ott-tv-mobile.svg"),
            banner: bannerLinks("/personal/ott_tv#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ប្រអប់ Android TV ឥតគិតថ្លៃ",
              bannerDescription: "ចុះឈ្មោះ OTT Premium រយៈពេល ១២ ខែ ហើយទទួលបានប្រអប់ Android TV 4K ដោយឥតគិតថ្លៃ។",
              title: "មើលកញ្ចប់ OTT",
              imageAlt: "ទូរទស្សន៍មានប៊ូតុងចាក់ នៅកណ្ដាលផ្ទាំងមាតិកាអណ្ដែតជុំវិញ",
            },
            en: {
              bannerTitle: "A free Android TV box",
              bannerDescription: "Sign up for 12 months of OTT Premium and get a 4K Android TV box free.",
              title: "See OTT plans",
              imageAlt: "A television with a play button, surrounded by floating content tiles",
            },
            zh: {
              bannerTitle: "免费送 Android TV 盒子",
              bannerDescription: "签约 12 个月 OTT Premium，免费获得 4K Android TV 盒子。",
              title: "查看 OTT 套餐",
              imageAlt: "带播放按钮的电视，周围漂浮着内容卡片",
            },
          },
        },
      ],
    },
    {
      type: "Promotions",
      anchor: "offers",
      text: {
        km: {
          title: "ការផ្តល់ជូនបច្ចុប្បន្ន",
          description: "ចុចលើការផ្តល់ជូន ដើម្បីចុះឈ្មោះតាមអ៊ីនធឺណិតក្នុងរយៈពេលប៉ុន្មាននាទី។",
        },
        en: { title: "Current offers", description: "Tap an offer to sign up online in a few minutes." },
        zh: { title: "当前优惠", description: "点击优惠，几分钟即可在线办理。" },
      },
      items: [
        {
          data: {
            image: promo("home-promo-free-months.svg"),
            actionUrl: "/register-steps?productId=203",
            showButton: true,
            productId: 203,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "MegaSurf៖ បង់ ១២ ខែ ប្រើ ១៤ ខែ",
              description: "បង់ប្រាក់ជាមុន ១២ ខែ សម្រាប់កញ្ចប់ MegaSurf ណាមួយ ហើយពីរខែបន្ថែមនឹងត្រូវបូកចូលដោយស្វ័យប្រវត្តិ។",
              priceDescription: "MegaSurf 100៖ $360 សម្រាប់ ១៤ ខែ",
              imageAlt: "ប្រតិទិនដែលមានពីរថ្ងៃគូសបញ្ជាក់ និងផ្កាយពណ៌មាស",
            },
            en: {
              title: "MegaSurf: pay 12 months, surf 14",
              description:
                "Pay any MegaSurf plan 12 months in advance and two extra months are added automatically.",
              priceDescription: "MegaSurf 100: $360 for 14 months",
              imageAlt: "A calendar with two highlighted days and gold stars",
            },
            zh: {
              title: "MegaSurf：付 12 个月，用 14 个月",
              description: "预付任意 MegaSurf 套餐 12 个月，系统自动赠送两个月。",
              priceDescription: "MegaSurf 100：$360 享 14 个月",
              imageAlt: "标出两天的日历和金色星星",
            },
          },
        },
        {
          data: {
            image: promo("home-promo-mesh.svg"),
            actionUrl: "/register-steps?productId=311",
            showButton: true,
            productId: 311,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "FTTR៖ ឧបករណ៍បន្ទប់បន្ថែម ឥតគិតថ្លៃ ៣ ខែ",
              description: "បន្ថែមឧបករណ៍ Wi-Fi 6 មួយទៀតទៅកញ្ចប់ FTTR របស់អ្នក សម្រាប់បន្ទប់ ឬជាន់ដែលសញ្ញាខ្សោយ។",
              priceDescription: "$0 រយៈពេល ៣ ខែ បន្ទាប់មក $4 / ខែ",
              imageAlt: "ឧបករណ៍ពង្រីកសញ្ញាពណ៌សបីភ្ជាប់គ្នាដោយខ្សែចំណុចពណ៌មាស",
            },
            en: {
              title: "FTTR: extra room unit free for 3 months",
              description:
                "Add one more Wi-Fi 6 unit to your FTTR plan for the room or floor with weak signal.",
              priceDescription: "$0 for 3 months, then $4 / month",
              imageAlt: "Three white mesh units linked by dotted gold lines",
            },
            zh: {
              title: "FTTR：加装房间单元前 3 个月免费",
              description: "为 FTTR 套餐加装一个 Wi-Fi 6 单元，解决信号弱的房间或楼层。",
              priceDescription: "前 3 个月 $0，之后 $4 / 月",
              imageAlt: "由金色虚线相连的三个白色 Mesh 设备",
            },
          },
        },
        {
          data: {
            image: promo("home-promo-tv-box.svg"),
            actionUrl: "/register-steps?productId=521",
            showButton: true,
            productId: 521,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "OTT Premium៖ ប្រអប់ Android TV ឥតគិតថ្លៃ",
              description: "ចុះឈ្មោះ OTT Premium រយៈពេល ១២ ខែ ហើយទទួលបានប្រអប់ Android TV 4K ជាមួយតេឡេបញ្ជាដោយសំឡេង។",
              priceDescription: "ឥតគិតថ្លៃ (តម្លៃធម្មតា $35)",
              imageAlt: "ប្រអប់ទទួលសញ្ញាពណ៌ស្វាយ និងតេឡេបញ្ជា",
            },
            en: {
              title: "OTT Premium: free Android TV box",
              description:
                "Sign up for 12 months of OTT Premium and get a 4K Android TV box with a voice remote.",
              priceDescription: "Free (normally $35)",
              imageAlt: "A purple set-top box and a remote control",
            },
            zh: {
              title: "OTT Premium：免费送 Android TV 盒子",
              description: "签约 12 个月 OTT Premium，即送带语音遥控器的 4K Android TV 盒子。",
              priceDescription: "免费（原价 $35）",
              imageAlt: "紫色机顶盒和遥控器",
            },
          },
        },
        {
          data: {
            image: promo("home-promo-smart-kit.svg"),
            actionUrl: "/register-steps?productId=401",
            showButton: true,
            productId: 401,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ឈុតផ្ទះឆ្លាតវៃ សន្សំ $20",
              description: "កាមេរ៉ាក្នុងផ្ទះ ឧបករណ៍ចាប់សញ្ញាទ្វារ និងព្រីភ្លើងឆ្លាតវៃពីរ រួមទាំងការដំឡើង។",
              priceDescription: "$39 (តម្លៃធម្មតា $59)",
              imageAlt: "ផ្ទះតូចក្នុងរង្វង់ពណ៌មាស ភ្ជាប់ទៅកាមេរ៉ា ព្រីភ្លើង និងឧបករណ៍ចាប់សញ្ញា",
            },
            en: {
              title: "Smart home kit: save $20",
              description: "An indoor camera, a door sensor and two smart plugs, with installation included.",
              priceDescription: "$39 (normally $59)",
              imageAlt: "A small house in a gold circle linked to a camera, plugs and a sensor",
            },
            zh: {
              title: "智能家居套装立省 $20",
              description: "室内摄像头、门磁传感器和两个智能插座，含安装。",
              priceDescription: "$39（原价 $59）",
              imageAlt: "金色圆圈中的小房子连接着摄像头、插座和传感器",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 3, name: "Checks" },
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "របៀបទទួលការផ្តល់ជូន" },
        en: { title: "How to claim an offer" },
        zh: { title: "如何领取优惠" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "ជ្រើសរើសការផ្តល់ជូន ហើយចុះឈ្មោះ",
              description: "ចុះឈ្មោះតាមអ៊ីនធឺណិត ក្នុងកម្មវិធី Romdoul App ឬនៅហាងរំដួលណិតណាមួយ។",
            },
            en: {
              title: "Choose an offer and sign up",
              description: "Sign up online, in the Romdoul App or at any Romdoul Net shop.",
            },
            zh: {
              title: "选择优惠并报名",
              description: "可在线、通过 Romdoul App 或在任意隆都网络营业厅办理。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "យើងទូរស័ព្ទទៅបញ្ជាក់",
              description: "ក្នុងរយៈពេលពីរម៉ោងធ្វើការ ដើម្បីពិនិត្យតំបន់គ្របដណ្ដប់ និងណាត់ពេលដំឡើង។",
            },
            en: {
              title: "We call you to confirm",
              description:
                "Within two working hours, to check coverage at your address and book the installation.",
            },
            zh: {
              title: "我们致电确认",
              description: "两个工作小时内致电，确认您地址的覆盖情况并预约安装。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ដំឡើង និងចាប់ផ្ដើមប្រើ",
              description: "ការផ្តល់ជូនត្រូវបានអនុវត្តដោយស្វ័យប្រវត្តិ លើវិក្កយបត្រដំបូងរបស់អ្នក។",
            },
            en: {
              title: "Installation and activation",
              description: "The offer is applied automatically to your first bill.",
            },
            zh: { title: "安装开通", description: "优惠将自动体现在您的首期账单中。" },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "terms",
      text: {
        km: { title: "លក្ខខណ្ឌនៃការផ្តល់ជូន" },
        en: { title: "Offer terms" },
        zh: { title: "优惠条款" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<ul>" +
                "<li>ការផ្តល់ជូនសម្រាប់អតិថិជនលំនៅដ្ឋានថ្មី លើកលែងតែមានចែងផ្សេង។ មួយអាសយដ្ឋានទទួលបានការផ្តល់ជូនមួយ។</li>" +
                "<li>ខែឥតគិតថ្លៃត្រូវបានបូកបន្ថែមនៅចុងកិច្ចសន្យា ហើយមិនអាចប្ដូរជាប្រាក់បានទេ។</li>" +
                "<li>ឧបករណ៍ដែលផ្តល់ជូនឥតគិតថ្លៃ នៅតែជាកម្មសិទ្ធិរបស់រំដួលណិត រហូតដល់ចប់កិច្ចសន្យា។</li>" +
                "<li>ការបញ្ឈប់សេវាមុនកាលកំណត់ អាចនឹងត្រូវបង់ថ្លៃតម្លៃនៃការផ្តល់ជូនដែលបានទទួល។</li>" +
                "<li>រំដួលណិតអាចកែប្រែ ឬបញ្ចប់ការផ្តល់ជូនបានគ្រប់ពេល ដោយមិនប៉ះពាល់ដល់អតិថិជនដែលបានចុះឈ្មោះរួច។</li>" +
                "</ul>" +
                '<p>សូមអានលក្ខខណ្ឌពេញលេញនៅ<a href="/personal/mega_surf">ទំព័រ MegaSurf</a> ឬសួរយើងតាមលេខ 023 888 168។</p>',
            },
            en: {
              content:
                "<ul>" +
                "<li>Offers are for new residential customers unless stated otherwise, one offer per address.</li>" +
                "<li>Free months are added at the end of the contract and cannot be exchanged for cash.</li>" +
                "<li>Free equipment remains Romdoul Net property until the end of the contract.</li>" +
                "<li>Ending a contract early may mean paying back the value of the offer received.</li>" +
                "<li>Romdoul Net may change or end an offer at any time without affecting customers who have already signed up.</li>" +
                "</ul>" +
                '<p>Read the full terms on the <a href="/personal/mega_surf">MegaSurf page</a> or ask us on 023 888 168.</p>',
            },
            zh: {
              content:
                "<ul>" +
                "<li>除另有说明外，优惠仅限新住宅客户，每个地址限享一项优惠。</li>" +
                "<li>赠送月份在合约期结束时累加，不可兑换现金。</li>" +
                "<li>免费设备在合约期内归隆都网络所有。</li>" +
                "<li>提前解约可能需退还已享受的优惠金额。</li>" +
                "<li>隆都网络可随时调整或终止优惠，已办理的客户不受影响。</li>" +
                "</ul>" +
                '<p>完整条款请参阅 <a href="/personal/mega_surf">MegaSurf 页面</a>，或拨打 023 888 168 咨询。</p>',
            },
          },
        },
      ],
    },
  ],
};

/** Romdoul App ("/personal/romdoul_app"): what it does, paying and support, videos, reviews, download. */
export const appPage: SeedPage = {
  id: "App",
  text: pageTitle("App"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "កម្មវិធី Romdoul App" },
        en: { title: "Romdoul App" },
        zh: { title: "Romdoul App" },
      },
      items: [
        {
          data: {
            image: webBanner("home-app-web.svg"),
            mobileImage: mobileBanner("home-app-mobile.svg"),
            banner: bannerLinks("/personal/romdoul_app#download"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "រំដួលណិត នៅក្នុងហោប៉ៅរបស់អ្នក",
              bannerDescription:
                "បង់វិក្កយបត្រតាម KHQR, ABA ឬ Wing តាមដានការដំឡើង រាយការណ៍បញ្ហា និងប្ដូរកញ្ចប់ ទាំងអស់នៅក្នុងកម្មវិធី Romdoul App។",
              title: "ទាញយកកម្មវិធី",
              imageAlt: "ទូរស័ព្ទបង្ហាញកូដ QR និងសញ្ញាធីកពណ៌មាស",
            },
            en: {
              bannerTitle: "Romdoul Net in your pocket",
              bannerDescription:
                "Pay bills with KHQR, ABA or Wing, track your installation, report a fault and change your plan, all in the Romdoul App.",
              title: "Download the app",
              imageAlt: "A phone showing a QR code and a gold check mark",
            },
            zh: {
              bannerTitle: "把隆都网络装进口袋",
              bannerDescription:
                "用 KHQR、ABA 或 Wing 缴费，跟踪安装进度，报修故障，变更套餐，尽在 Romdoul App。",
              title: "下载应用",
              imageAlt: "显示二维码和金色对勾的手机",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 1, name: "Icons" },
      text: {
        km: { title: "អ្វីដែលអ្នកអាចធ្វើបានក្នុងកម្មវិធី" },
        en: { title: "What you can do in the app" },
        zh: { title: "应用功能" },
      },
      items: [
        {
          data: { titleIcon: icon("home-icon-qr.svg") },
          text: {
            km: {
              title: "បង់វិក្កយបត្រ",
              description: "បង់តាម KHQR, ABA ឬ Wing ហើយទទួលបានបង្កាន់ដៃភ្លាមៗ។ កំណត់ឱ្យរំលឹកមុនថ្ងៃផុតកំណត់។",
            },
            en: {
              title: "Pay bills",
              description:
                "Pay with KHQR, ABA or Wing and get your receipt at once. Set a reminder before the due date.",
            },
            zh: {
              title: "缴纳账单",
              description: "使用 KHQR、ABA 或 Wing 缴费，即时获取收据，还可设置到期提醒。",
            },
          },
        },
        {
          data: { titleIcon: icon("home-icon-order.svg") },
          text: {
            km: {
              title: "តាមដានការបញ្ជាទិញ",
              description: "មើលថាការដំឡើងរបស់អ្នកដល់ដំណាក់កាលណា និងពេលណាអ្នកបច្ចេកទេសនឹងមកដល់។",
            },
            en: {
              title: "Track orders",
              description: "See where your installation is up to and when the technician will arrive.",
            },
            zh: { title: "跟踪订单", description: "查看安装进度以及技术人员预计到达时间。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-fault.svg") },
          text: {
            km: {
              title: "រាយការណ៍បញ្ហា",
              description: "ធ្វើតេស្តខ្សែដោយខ្លួនឯង បើកសំណើជួសជុល និងទទួលដំណឹងរហូតដល់បញ្ហាត្រូវបានដោះស្រាយ។",
            },
            en: {
              title: "Report a fault",
              description:
                "Run a line test yourself, open a repair ticket and get updates until it is fixed.",
            },
            zh: { title: "故障报修", description: "自助检测线路、提交报修单，并实时获取处理进展直至修复。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-upgrade.svg") },
          text: {
            km: {
              title: "ប្ដូរកញ្ចប់",
              description: "ដំឡើងល្បឿន ឬបន្ថែមទូរទស្សន៍ដោយចុចតែពីរបីដង។ ល្បឿនថ្មីដំណើរការក្នុងរយៈពេលប៉ុន្មាននាទី។",
            },
            en: {
              title: "Change plan",
              description: "Upgrade your speed or add TV in a few taps. The new speed works within minutes.",
            },
            zh: { title: "变更套餐", description: "轻点几下即可提速或加购电视，新网速几分钟内生效。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-usage.svg") },
          text: {
            km: {
              title: "ពិនិត្យការប្រើប្រាស់",
              description: "មើលឧបករណ៍ដែលកំពុងភ្ជាប់ ល្បឿនជាក់ស្ដែង និងប្រវត្តិវិក្កយបត្រ។",
            },
            en: {
              title: "Check usage",
              description: "See connected devices, your real speed and your billing history.",
            },
            zh: { title: "查看用量", description: "查看已连接设备、实际网速和历史账单。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-bell.svg") },
          text: {
            km: {
              title: "ការជូនដំណឹង",
              description: "ទទួលដំណឹងអំពីការថែទាំបណ្ដាញនៅតំបន់របស់អ្នក និងការផ្តល់ជូនពិសេសសម្រាប់អតិថិជន។",
            },
            en: {
              title: "Notifications",
              description: "Hear about network maintenance in your area and special offers for customers.",
            },
            zh: { title: "消息通知", description: "及时了解所在区域的网络维护和客户专享优惠。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "សាមញ្ញ លឿន និងមានសុវត្ថិភាព" },
        en: { title: "Simple, fast and secure" },
        zh: { title: "简单、快捷、安全" },
      },
      items: [
        {
          data: { image: panel("home-panel-app-pay.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "បង់ប្រាក់ក្នុងរយៈពេលប៉ុន្មានវិនាទី",
              subTitle: "KHQR, ABA និង Wing",
              content:
                "<ol><li>បើកកម្មវិធី Romdoul App ហើយចុច <strong>បង់វិក្កយបត្រ</strong>។</li><li>ស្កេន KHQR ជាមួយកម្មវិធីធនាគាររបស់អ្នក ឬជ្រើសរើស ABA ឬ Wing។</li><li>បញ្ជាក់ការបង់ប្រាក់ ហើយបង្កាន់ដៃនឹងបង្ហាញភ្លាមៗ។</li></ol><p>មិនគិតថ្លៃសេវាបន្ថែមឡើយ។</p>",
              imageAlt: "ទូរស័ព្ទបង្ហាញកូដ QR និងសញ្ញាធីកពណ៌មាស",
            },
            en: {
              title: "Pay in seconds",
              subTitle: "KHQR, ABA and Wing",
              content:
                "<ol><li>Open the Romdoul App and tap <strong>Pay bill</strong>.</li><li>Scan the KHQR code with your banking app, or choose ABA or Wing.</li><li>Confirm, and your receipt appears at once.</li></ol><p>There is no extra fee.</p>",
              imageAlt: "A phone showing a QR code and a gold check mark",
            },
            zh: {
              title: "秒速缴费",
              subTitle: "KHQR、ABA 和 Wing",
              content:
                "<ol><li>打开 Romdoul App，点击<strong>缴纳账单</strong>。</li><li>用银行应用扫描 KHQR，或选择 ABA 或 Wing。</li><li>确认付款，收据即时显示。</li></ol><p>不收取任何手续费。</p>",
              imageAlt: "显示二维码和金色对勾的手机",
            },
          },
        },
        {
          data: { image: panel("home-panel-app-support.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "រាយការណ៍បញ្ហា ហើយតាមដានការជួសជុល",
              subTitle: "មិនចាំបាច់រង់ចាំតាមទូរស័ព្ទ",
              content:
                "<p>ប្រសិនបើអ៊ីនធឺណិតដាច់ កម្មវិធីនឹងពិនិត្យខ្សែ និងរ៉ោតទ័ររបស់អ្នកដោយស្វ័យប្រវត្តិ។ ប្រសិនបើត្រូវការអ្នកបច្ចេកទេស អ្នកអាចជ្រើសរើសម៉ោងដែលសមស្រប ហើយមើលពេលដែលគាត់កំពុងធ្វើដំណើរមក។</p>",
              imageAlt: "ពពុះសន្ទនាពីរ និងទូរស័ព្ទ",
            },
            en: {
              title: "Report a fault and follow the fix",
              subTitle: "No waiting on the phone",
              content:
                "<p>If your internet stops, the app checks your line and router automatically. If a technician is needed, choose a time that suits you and see when they are on the way.</p>",
              imageAlt: "Two speech bubbles and a phone",
            },
            zh: {
              title: "报修故障，跟踪维修",
              subTitle: "无需电话排队",
              content:
                "<p>网络中断时，应用会自动检测您的线路和路由器。如需技术人员上门，可选择方便的时间，并查看其是否已在路上。</p>",
              imageAlt: "两个对话气泡和一部手机",
            },
          },
        },
      ],
    },
    {
      type: "VideoCarousel",
      text: {
        km: { title: "វីដេអូណែនាំ" },
        en: { title: "See it in action" },
        zh: { title: "视频演示" },
      },
      items: [
        {
          data: { videoUrl: "video-app-tour.mp4", image: poster("video-app-tour.svg") },
          text: {
            km: {
              title: "ណែនាំកម្មវិធីក្នុងរយៈពេលពីរនាទី",
              description: "ការបង់វិក្កយបត្រ ការប្ដូរកញ្ចប់ និងការរាយការណ៍បញ្ហា ពីអេក្រង់ដើមរហូតដល់បង្កាន់ដៃ។",
              imageAlt: "ទូរស័ព្ទដែលបង្ហាញកម្មវិធី Romdoul App",
            },
            en: {
              title: "The app in two minutes",
              description:
                "Paying a bill, changing plan and reporting a fault, from the home screen to the receipt.",
              imageAlt: "A phone showing the Romdoul App",
            },
            zh: {
              title: "两分钟了解应用",
              description: "从首页到收据，演示缴费、变更套餐和故障报修。",
              imageAlt: "显示 Romdoul App 的手机",
            },
          },
        },
        {
          data: { videoUrl: "video-fiber-installation.mp4", image: poster("video-fiber-installation.svg") },
          text: {
            km: {
              title: "ពីការបញ្ជាទិញ ដល់ការដំឡើង",
              description: "មើលថាមានអ្វីកើតឡើង បន្ទាប់ពីអ្នកចុះឈ្មោះក្នុងកម្មវិធី រហូតដល់ Wi-Fi ដំណើរការ។",
              imageAlt: "អ្នកបច្ចេកទេសកំពុងដំឡើងខ្សែកាបអុបទិកក្នុងផ្ទះ",
            },
            en: {
              title: "From order to installation",
              description: "What happens after you sign up in the app, until your Wi-Fi is working.",
              imageAlt: "A technician installing fiber in a home",
            },
            zh: {
              title: "从下单到安装",
              description: "在应用中报装后到 Wi-Fi 开通的全过程。",
              imageAlt: "技术人员在家中安装光纤",
            },
          },
        },
        {
          data: { videoUrl: "video-customer-story.mp4", image: poster("video-customer-story.svg") },
          text: {
            km: {
              title: "រឿងរបស់អតិថិជន",
              description: "គ្រួសារមួយនៅភ្នំពេញ ចែករំលែកពីរបៀបដែលពួកគេគ្រប់គ្រងអ៊ីនធឺណិត និងទូរទស្សន៍ពីទូរស័ព្ទ។",
              imageAlt: "គ្រួសារមួយកំពុងអង្គុយមើលទូរទស្សន៍ជាមួយគ្នា",
            },
            en: {
              title: "A customer's story",
              description:
                "A Phnom Penh family shares how they manage their internet and TV from their phones.",
              imageAlt: "A family sitting together in front of the TV",
            },
            zh: {
              title: "客户故事",
              description: "金边一家人分享他们如何用手机管理家里的宽带和电视。",
              imageAlt: "一家人坐在一起看电视",
            },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "អ្នកប្រើប្រាស់និយាយអំពីកម្មវិធី" },
        en: { title: "What users say" },
        zh: { title: "用户评价" },
      },
      items: [
        {
          data: { image: avatar("home-avatar-d.svg") },
          text: {
            km: {
              customerName: "កែវ វុធី",
              district: "ដូនពេញ ភ្នំពេញ",
              content: "ខ្ញុំបង់ថ្លៃអ៊ីនធឺណិតឱ្យឪពុកម្ដាយនៅតាកែវ ពីទូរស័ព្ទរបស់ខ្ញុំតាម KHQR។ មិនចាំបាច់តម្រង់ជួរនៅហាងទៀតទេ។",
              imageAlt: "",
            },
            en: {
              customerName: "Keo Vuthy",
              district: "Daun Penh, Phnom Penh",
              content:
                "I pay my parents' internet bill in Takeo from my own phone with KHQR. No more queuing at the shop.",
              imageAlt: "",
            },
            zh: {
              customerName: "Keo Vuthy",
              district: "金边隆边区",
              content: "我用手机通过 KHQR 给住在茶胶的父母缴网费，再也不用去营业厅排队了。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-b.svg") },
          text: {
            km: {
              customerName: "នៅ ស្រីពៅ",
              district: "ក្រុងព្រះសីហនុ",
              content: "ពេលអ៊ីនធឺណិតដាច់ក្រោយខ្យល់ព្យុះ ខ្ញុំរាយការណ៍ក្នុងកម្មវិធី ហើយអាចមើលឃើញថាអ្នកបច្ចេកទេសនឹងមកដល់នៅពេលណា។",
              imageAlt: "",
            },
            en: {
              customerName: "Nov Sreypov",
              district: "Sihanoukville",
              content:
                "When the internet went down after a storm, I reported it in the app and could see exactly when the technician would arrive.",
              imageAlt: "",
            },
            zh: {
              customerName: "Nov Sreypov",
              district: "西哈努克市",
              content: "暴风雨过后网络断了，我在应用里报修，还能清楚看到技术人员什么时候到。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-c.svg") },
          text: {
            km: {
              customerName: "ពេជ្រ សុវណ្ណ",
              district: "ក្រុងបាត់ដំបង",
              content:
                "ខ្ញុំដំឡើងកញ្ចប់ពី MegaSurf 60 ទៅ 100 ក្នុងកម្មវិធីនៅពេលយប់ ហើយល្បឿនថ្មីដំណើរការក្នុងរយៈពេលប៉ុន្មាននាទីប៉ុណ្ណោះ។",
              imageAlt: "",
            },
            en: {
              customerName: "Pich Sovann",
              district: "Battambang City",
              content:
                "I upgraded from MegaSurf 60 to 100 in the app one evening, and the new speed was working within minutes.",
              imageAlt: "",
            },
            zh: {
              customerName: "Pich Sovann",
              district: "马德望市",
              content: "一天晚上我在应用里把 MegaSurf 60 升级到 100，几分钟后新网速就生效了。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "download",
      backgroundGradient: DARK_GRADIENT,
      textColor: "#ffffff",
      text: {
        km: { title: "ទាញយកកម្មវិធី Romdoul App" },
        en: { title: "Download the Romdoul App" },
        zh: { title: "下载 Romdoul App" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>ឥតគិតថ្លៃ សម្រាប់ Android និង iPhone</h3>" +
                "<p>ស្វែងរក <strong>Romdoul App</strong> ក្នុង Google Play ឬ App Store រួចចូលគណនីដោយប្រើលេខទូរស័ព្ទដែលបានចុះឈ្មោះជាមួយរំដួលណិត។ ជាអតិថិជនថ្មី? អ្នកអាចចុះឈ្មោះកញ្ចប់សេវាដោយផ្ទាល់ក្នុងកម្មវិធី។</p>" +
                "<ul><li>Android ជំនាន់ ៨ ឡើងទៅ</li><li>iOS ជំនាន់ ១៤ ឡើងទៅ</li><li>មានជាភាសាខ្មែរ អង់គ្លេស និងចិន</li></ul>",
            },
            en: {
              content:
                "<h3>Free for Android and iPhone</h3>" +
                "<p>Search for <strong>Romdoul App</strong> in Google Play or the App Store, then sign in with the phone number registered with Romdoul Net. New customer? You can sign up for a plan right in the app.</p>" +
                "<ul><li>Android 8 or later</li><li>iOS 14 or later</li><li>Available in Khmer, English and Chinese</li></ul>",
            },
            zh: {
              content:
                "<h3>Android 和 iPhone 免费下载</h3>" +
                "<p>在 Google Play 或 App Store 搜索 <strong>Romdoul App</strong>，用在隆都网络登记的手机号登录即可。新客户？可直接在应用中办理套餐。</p>" +
                "<ul><li>Android 8 及以上</li><li>iOS 14 及以上</li><li>支持高棉语、英语和中文</li></ul>",
            },
          },
        },
      ],
    },
  ],
};
