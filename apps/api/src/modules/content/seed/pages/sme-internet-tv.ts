import type { SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";
import {
  avatar,
  bannerLinks,
  device,
  icon,
  LIGHT_BACKGROUND,
  mobileBanner,
  panel,
  webBanner,
} from "./personal-sme-media";
import { smeContactForm } from "./sme-contact-form";

/** MegaBiz internet ("/business/sme/internet"): plans, why MegaBiz, reviews, brochure and contact. */
export const smeInternetPage: SeedPage = {
  id: "SmeInternet",
  text: pageTitle("SmeInternet"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "អ៊ីនធឺណិត MegaBiz" },
        en: { title: "MegaBiz internet" },
        zh: { title: "MegaBiz 企业宽带" },
      },
      items: [
        {
          data: {
            image: webBanner("home-sme-internet-web.svg"),
            mobileImage: mobileBanner("home-sme-internet-mobile.svg"),
            banner: bannerLinks("/business/sme/internet#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "អ៊ីនធឺណិតខ្សែកាបអុបទិក ដែលធ្វើឱ្យហាងរបស់អ្នកដំណើរការមិនឈប់",
              bannerDescription:
                "កញ្ចប់ MegaBiz សម្រាប់ហាង ហាងកាហ្វេ និងការិយាល័យតូចៗ ចាប់ពី $35 / ខែ មាន IP ថេរ Wi-Fi សម្រាប់ភ្ញៀវ និងជួសជុលក្នុងរយៈពេល ៤ ម៉ោងនៅភ្នំពេញ។",
              title: "មើលកញ្ចប់ MegaBiz",
              imageAlt: "មុខហាងមានដំបូលក្រណាត់ឆ្នូតពណ៌មាស និងស និងសញ្ញា Wi-Fi នៅលើបង្អួច",
            },
            en: {
              bannerTitle: "Fiber internet that keeps your shop running",
              bannerDescription:
                "MegaBiz plans for shops, cafés and small offices from $35 a month, with a static IP, guest Wi-Fi and 4-hour repairs in Phnom Penh.",
              title: "See MegaBiz plans",
              imageAlt: "A shopfront with a gold and white striped awning and a Wi-Fi sign in the window",
            },
            zh: {
              bannerTitle: "让店铺全天候在线的光纤宽带",
              bannerDescription:
                "MegaBiz 套餐专为商铺、咖啡馆和小型办公室打造，每月 $35 起，含固定 IP、访客 Wi-Fi，金边 4 小时上门维修。",
              title: "查看 MegaBiz 套餐",
              imageAlt: "金白条纹遮阳篷的店面，橱窗上有 Wi-Fi 标志",
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "plans",
      text: {
        km: {
          title: "កញ្ចប់ MegaBiz",
          description: "ទិន្នន័យគ្មានកំណត់ និងវិក្កយបត្រអាករជាឈ្មោះក្រុមហ៊ុនរបស់អ្នក។ តម្លៃរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "MegaBiz plans",
          description: "Unlimited data and a VAT invoice in your company's name. Prices include VAT.",
        },
        zh: {
          title: "MegaBiz 套餐",
          description: "不限流量，以贵公司名义开具增值税发票。价格已含增值税。",
        },
      },
      items: [
        {
          data: {
            image: icon("home-icon-shop.svg"),
            actionUrl: "/register-steps?productId=701",
            showButton: true,
            productId: 701,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaBiz 50",
              subTitle: "ល្បឿន ៥០ Mbps",
              description:
                "<ul><li>រ៉ោតទ័រ Wi-Fi 6 សម្រាប់អាជីវកម្ម</li><li>Wi-Fi ដាច់ដោយឡែកសម្រាប់ភ្ញៀវ</li><li>ជួសជុលនៅថ្ងៃធ្វើការបន្ទាប់</li></ul>",
              priceDescription: "$35 / ខែ",
              recommendedFor: "ហាងកាហ្វេ ឱសថស្ថាន និងហាងលក់ទំនិញ អ្នកប្រើរហូតដល់ ១០ នាក់",
              content: "<p>កិច្ចសន្យា ១២ ខែ ដំឡើងឥតគិតថ្លៃ។ កិច្ចសន្យា ៦ ខែ ថ្លៃដំឡើង $30។</p>",
              imageAlt: "",
            },
            en: {
              title: "MegaBiz 50",
              subTitle: "50 Mbps fiber",
              description:
                "<ul><li>Business Wi-Fi 6 router</li><li>Separate guest Wi-Fi</li><li>Next-working-day repairs</li></ul>",
              priceDescription: "$35 / month",
              recommendedFor: "Cafés, pharmacies and shops with up to 10 users",
              content: "<p>12-month contract: free installation. 6-month contract: $30 installation.</p>",
              imageAlt: "",
            },
            zh: {
              title: "MegaBiz 50",
              subTitle: "50 Mbps 光纤",
              description:
                "<ul><li>商用 Wi-Fi 6 路由器</li><li>独立访客 Wi-Fi</li><li>下一个工作日上门维修</li></ul>",
              priceDescription: "$35 / 月",
              recommendedFor: "10 人以内的咖啡馆、药店和商铺",
              content: "<p>12 个月合约免费安装；6 个月合约安装费 $30。</p>",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-shop.svg"),
            actionUrl: "/register-steps?productId=702",
            showButton: true,
            productId: 702,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaBiz 100",
              subTitle: "ល្បឿន ១០០ Mbps",
              description: "<ul><li>IP ថេរ ១</li><li>Wi-Fi សម្រាប់ភ្ញៀវ</li><li>ជួសជុលក្នុងរយៈពេល ៨ ម៉ោង</li></ul>",
              priceDescription: "$55 / ខែ",
              recommendedFor: "ការិយាល័យមានបុគ្គលិក ១០ ទៅ ២៥ នាក់",
              content:
                "<p>IP ថេរសម្រាប់កាមេរ៉ាសុវត្ថិភាព ម៉ាស៊ីនគិតលុយ និងការចូលប្រើពីចម្ងាយ។ កិច្ចសន្យា ១២ ខែ ដំឡើងឥតគិតថ្លៃ។</p>",
              imageAlt: "",
            },
            en: {
              title: "MegaBiz 100",
              subTitle: "100 Mbps fiber",
              description: "<ul><li>1 static IP</li><li>Guest Wi-Fi</li><li>Repairs within 8 hours</li></ul>",
              priceDescription: "$55 / month",
              recommendedFor: "Offices with 10–25 staff",
              content:
                "<p>A static IP for security cameras, POS terminals and remote access. 12-month contract: free installation.</p>",
              imageAlt: "",
            },
            zh: {
              title: "MegaBiz 100",
              subTitle: "100 Mbps 光纤",
              description: "<ul><li>1 个固定 IP</li><li>访客 Wi-Fi</li><li>8 小时内维修</li></ul>",
              priceDescription: "$55 / 月",
              recommendedFor: "10–25 名员工的办公室",
              content: "<p>固定 IP 可用于监控摄像头、收银系统和远程访问。12 个月合约免费安装。</p>",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-shop.svg"),
            actionUrl: "/register-steps?productId=703",
            showButton: true,
            productId: 703,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaBiz 200",
              subTitle: "ល្បឿន ២០០ Mbps",
              description:
                "<ul><li>IP ថេរ ១</li><li>ជួសជុលក្នុងរយៈពេល ៤ ម៉ោងនៅភ្នំពេញ</li><li>បណ្ដាញ 4G បម្រុងដោយស្វ័យប្រវត្តិ</li></ul>",
              priceDescription: "$85 / ខែ",
              recommendedFor: "ភោជនីយដ្ឋាន គ្លីនិក និងការិយាល័យ អ្នកប្រើ ២៥ ទៅ ៥០ នាក់",
              content:
                "<p>ប្រសិនបើខ្សែកាបអុបទិកដាច់ រ៉ោតទ័រនឹងប្ដូរទៅប្រើបណ្ដាញ 4G ដោយស្វ័យប្រវត្តិ ដើម្បីឱ្យម៉ាស៊ីនគិតលុយ និងការកម្មង់តាមអនឡាញនៅតែដំណើរការ។</p>",
              imageAlt: "",
            },
            en: {
              title: "MegaBiz 200",
              subTitle: "200 Mbps fiber",
              description:
                "<ul><li>1 static IP</li><li>4-hour repairs in Phnom Penh</li><li>Automatic 4G backup</li></ul>",
              priceDescription: "$85 / month",
              recommendedFor: "Restaurants, clinics and offices with 25–50 users",
              content:
                "<p>If the fiber is cut, the router switches to 4G automatically, so your POS and online orders keep working.</p>",
              imageAlt: "",
            },
            zh: {
              title: "MegaBiz 200",
              subTitle: "200 Mbps 光纤",
              description:
                "<ul><li>1 个固定 IP</li><li>金边 4 小时上门维修</li><li>4G 自动备份线路</li></ul>",
              priceDescription: "$85 / 月",
              recommendedFor: "25–50 名用户的餐厅、诊所和办公室",
              content: "<p>光纤一旦中断，路由器会自动切换到 4G，收银系统和线上订单不受影响。</p>",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-shop.svg"),
            actionUrl: "/register-steps?productId=704",
            showButton: true,
            productId: 704,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaBiz 500",
              subTitle: "ល្បឿន ៥០០ Mbps",
              description:
                "<ul><li>IP ថេរ ៤</li><li>ជួសជុលក្នុងរយៈពេល ៤ ម៉ោងនៅភ្នំពេញ</li><li>បណ្ដាញ 4G បម្រុង</li><li>អ្នកគ្រប់គ្រងគណនីផ្ទាល់ខ្លួន</li></ul>",
              priceDescription: "$150 / ខែ",
              recommendedFor: "សណ្ឋាគារ និងការិយាល័យមមាញឹក អ្នកប្រើលើសពី ៥០ នាក់",
              content:
                "<p>អ្នកគ្រប់គ្រងគណនីរបស់អ្នកជួយរៀបចំ Wi-Fi សម្រាប់បន្ទប់ភ្ញៀវ និងការិយាល័យច្រើនកន្លែង ព្រមទាំងផ្ញើរបាយការណ៍ប្រើប្រាស់ប្រចាំខែ។</p>",
              imageAlt: "",
            },
            en: {
              title: "MegaBiz 500",
              subTitle: "500 Mbps fiber",
              description:
                "<ul><li>4 static IPs</li><li>4-hour repairs in Phnom Penh</li><li>4G backup</li><li>Dedicated account manager</li></ul>",
              priceDescription: "$150 / month",
              recommendedFor: "Hotels and busy offices with 50+ users",
              content:
                "<p>Your account manager helps plan Wi-Fi for guest rooms and multiple offices, and sends a monthly usage report.</p>",
              imageAlt: "",
            },
            zh: {
              title: "MegaBiz 500",
              subTitle: "500 Mbps 光纤",
              description:
                "<ul><li>4 个固定 IP</li><li>金边 4 小时上门维修</li><li>4G 备份线路</li><li>专属客户经理</li></ul>",
              priceDescription: "$150 / 月",
              recommendedFor: "50 名以上用户的酒店和繁忙办公室",
              content: "<p>专属客户经理协助规划客房和多处办公室的 Wi-Fi，并每月发送使用报告。</p>",
              imageAlt: "",
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
        km: { title: "ហេតុអ្វីអាជីវកម្មជ្រើសរើស MegaBiz" },
        en: { title: "Why businesses choose MegaBiz" },
        zh: { title: "企业为何选择 MegaBiz" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "ជំនួយជាអាទិភាពសម្រាប់អាជីវកម្ម",
              description: "ទូរស័ព្ទមកលេខ 023 888 168 ហើយចុចលេខ ៤ ដើម្បីនិយាយជាមួយក្រុមការងារអាជីវកម្មដោយផ្ទាល់ ២៤/៧។",
            },
            en: {
              title: "Priority business support",
              description: "Call 023 888 168 and press 4 to reach the business team directly, 24/7.",
            },
            zh: { title: "企业优先支持", description: "拨打 023 888 168 按 4，24/7 直达企业服务团队。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ជួសជុលរហ័ស",
              description: "ក្នុងរយៈពេល ៤ ម៉ោងនៅភ្នំពេញ សម្រាប់ MegaBiz 200 និង 500 និងនៅថ្ងៃធ្វើការបន្ទាប់នៅតាមខេត្ត។",
            },
            en: {
              title: "Fast repairs",
              description:
                "Within 4 hours in Phnom Penh on MegaBiz 200 and 500, and the next working day in the provinces.",
            },
            zh: {
              title: "快速维修",
              description: "MegaBiz 200 和 500 在金边 4 小时内上门，各省下一个工作日。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "IP ថេរ",
              description: "សម្រាប់កាមេរ៉ាសុវត្ថិភាព ម៉ាស៊ីនគិតលុយ និងការចូលប្រើប្រព័ន្ធរបស់អ្នកពីចម្ងាយ។",
            },
            en: {
              title: "Static IP",
              description: "For security cameras, POS systems and remote access to your systems.",
            },
            zh: { title: "固定 IP", description: "适用于监控摄像头、收银系统和远程访问。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "Wi-Fi សម្រាប់ភ្ញៀវ",
              description: "បណ្ដាញដាច់ដោយឡែកសម្រាប់អតិថិជន ដូច្នេះប្រព័ន្ធរបស់ហាងនៅតែមានសុវត្ថិភាព។",
            },
            en: {
              title: "Guest Wi-Fi",
              description: "A separate network for customers, so your shop's own systems stay secure.",
            },
            zh: { title: "访客 Wi-Fi", description: "为顾客提供独立网络，店铺自身系统更安全。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "វិក្កយបត្រអាករប្រចាំខែ",
              description: "ជាឈ្មោះក្រុមហ៊ុនរបស់អ្នក បង់បានតាម KHQR, ABA, Wing ឬផ្ទេរតាមធនាគារ។",
            },
            en: {
              title: "Monthly VAT invoice",
              description: "In your company's name, payable by KHQR, ABA, Wing or bank transfer.",
            },
            zh: {
              title: "每月增值税发票",
              description: "以贵公司名义开具，可通过 KHQR、ABA、Wing 或银行转账支付。",
            },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      text: {
        km: { title: "ម្ចាស់អាជីវកម្មនិយាយអំពី MegaBiz" },
        en: { title: "Business owners on MegaBiz" },
        zh: { title: "商户怎么说" },
      },
      items: [
        {
          data: { image: avatar("home-avatar-b.svg") },
          text: {
            km: {
              customerName: "សន ពិសី",
              district: "បឹងកេងកង ភ្នំពេញ",
              content: "ភ្ញៀវនៅហាងកាហ្វេយូរជាងមុន ព្រោះ Wi-Fi លឿន ហើយម៉ាស៊ីនគិតលុយ និងកម្មវិធីដឹកជញ្ជូនរបស់យើងមិនដែលដាច់ទេ។",
              imageAlt: "",
            },
            en: {
              customerName: "Sorn Pisey",
              district: "Boeung Keng Kang, Phnom Penh",
              content:
                "Customers stay longer in our café because the guest Wi-Fi is fast, and our POS and delivery apps never drop.",
              imageAlt: "",
            },
            zh: {
              customerName: "Sorn Pisey",
              district: "金边万景岗区",
              content: "访客 Wi-Fi 很快，顾客愿意在咖啡馆多坐一会儿；我们的收银和外卖应用也从没掉线。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-a.svg") },
          text: {
            km: {
              customerName: "ម៉ៅ សុខា",
              district: "ក្រុងបាត់ដំបង",
              content:
                "ប្រព័ន្ធឱសថស្ថានរបស់យើងត្រូវការអ៊ីនធឺណិតពេញមួយថ្ងៃ។ ពេលខ្សែត្រូវដាច់នៅលើផ្លូវ ក្រុមការងារបានជួសជុលរួចនៅរសៀលថ្ងៃដដែល។",
              imageAlt: "",
            },
            en: {
              customerName: "Mao Sokha",
              district: "Battambang City",
              content:
                "Our pharmacy system needs the internet all day. When a cable was cut on the road, they fixed it the same afternoon.",
              imageAlt: "",
            },
            zh: {
              customerName: "Mao Sokha",
              district: "马德望市",
              content: "我们药店的系统全天都离不开网络。有一次路上的光缆被挖断，当天下午就修好了。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-d.svg") },
          text: {
            km: {
              customerName: "ឈុន វិច្ឆិកា",
              district: "កំពត",
              content:
                "ភ្ញៀវតែងសួររក Wi-Fi មុនគេ។ តាំងពីប្រើ MegaBiz 200 ការវាយតម្លៃអំពីអ៊ីនធឺណិតនៅផ្ទះសំណាក់របស់យើង សុទ្ធតែល្អ។",
              imageAlt: "",
            },
            en: {
              customerName: "Chhun Vicheka",
              district: "Kampot",
              content:
                "Guests always ask for the Wi-Fi first. Since we moved to MegaBiz 200, every review of our guesthouse's internet has been positive.",
              imageAlt: "",
            },
            zh: {
              customerName: "Chhun Vicheka",
              district: "贡布",
              content:
                "客人入住第一件事就是问 Wi-Fi。换成 MegaBiz 200 之后，关于我们旅馆网络的评价全是好评。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "ឯកសារ" },
        en: { title: "Documents" },
        zh: { title: "相关文件" },
      },
      items: [
        {
          data: { file: "sme-brochure.pdf" },
          text: {
            km: {
              title: "ខិត្តប័ណ្ណសេវាសម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
              description: "កញ្ចប់ MegaBiz ទូរទស្សន៍សម្រាប់អាជីវកម្ម WeWatch និងសេវាក្លោដ ព្រមទាំងតម្លៃ ក្នុងឯកសារតែមួយ។",
            },
            en: {
              title: "SME services brochure",
              description:
                "MegaBiz plans, business TV, WeWatch and cloud services, with prices, in one document.",
            },
            zh: {
              title: "中小企业服务手册",
              description: "MegaBiz 套餐、商用电视、WeWatch 和云服务及价格，尽在一份文件中。",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីអាសយដ្ឋាន និងចំនួនអ្នកប្រើប្រាស់ ហើយក្រុមការងាររបស់យើងនឹងពិនិត្យតំបន់គ្របដណ្ដប់ និងទូរស័ព្ទទៅអ្នកក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។",
      en: "Tell us your address and how many people use the internet, and our team will check coverage and call you within one working day.",
      zh: "请告诉我们您的地址和上网人数，我们的团队将查询覆盖情况，并在一个工作日内与您联系。",
    }),
  ],
};

/** Business OTT TV ("/business/sme/ott_tv"): screen plans, features, devices and contact. */
export const smeOttTvPage: SeedPage = {
  id: "SmeOttTv",
  text: pageTitle("SmeOttTv"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ទូរទស្សន៍ OTT សម្រាប់អាជីវកម្ម" },
        en: { title: "OTT TV for business" },
        zh: { title: "商用 OTT 电视" },
      },
      items: [
        {
          data: {
            image: webBanner("home-ott-tv-web.svg"),
            mobileImage: mobileBanner("home-ott-tv-mobile.svg"),
            banner: bannerLinks("/business/sme/ott_tv#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ទូរទស្សន៍ដែលធ្វើឱ្យភ្ញៀវចង់នៅយូរ",
              bannerDescription:
                "ប៉ុស្តិ៍ផ្ទាល់ បាល់ទាត់ និងភាពយន្ត លើអេក្រង់នៅភោជនីយដ្ឋាន សណ្ឋាគារ ឬបន្ទប់រង់ចាំរបស់អ្នក ដោយមានអាជ្ញាប័ណ្ណសម្រាប់ការទស្សនាជាសាធារណៈ។",
              title: "មើលកញ្ចប់សម្រាប់អាជីវកម្ម",
              imageAlt: "ទូរទស្សន៍មានប៊ូតុងចាក់ នៅកណ្ដាលផ្ទាំងមាតិកាអណ្ដែតជុំវិញ",
            },
            en: {
              bannerTitle: "TV that keeps customers watching",
              bannerDescription:
                "Live channels, football and films on the screens of your restaurant, hotel or waiting room, licensed for public viewing.",
              title: "See business TV plans",
              imageAlt: "A television with a play button, surrounded by floating content tiles",
            },
            zh: {
              bannerTitle: "让顾客看得停不下来",
              bannerDescription:
                "在餐厅、酒店或候客区的屏幕上播放直播频道、足球和电影，并已获公共场所播放许可。",
              title: "查看商用电视套餐",
              imageAlt: "带播放按钮的电视，周围漂浮着内容卡片",
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "plans",
      text: {
        km: {
          title: "កញ្ចប់តាមចំនួនអេក្រង់",
          description: "រួមបញ្ចូលអាជ្ញាប័ណ្ណសម្រាប់ការទស្សនាជាសាធារណៈ។ តម្លៃរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "Plans by number of screens",
          description: "Public viewing licence included. Prices include VAT.",
        },
        zh: { title: "按屏幕数量选择套餐", description: "含公共场所播放许可，价格已含增值税。" },
      },
      items: [
        {
          data: {
            image: icon("home-icon-tv.svg"),
            actionUrl: "/register-steps?productId=721",
            showButton: true,
            productId: 721,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Biz OTT 3",
              subTitle: "អេក្រង់ ៣",
              description:
                "<ul><li>ប៉ុស្តិ៍ផ្ទាល់ជាង ១០០</li><li>ប៉ុស្តិ៍ព័ត៌មាន តន្ត្រី និងកីឡា</li><li>អាជ្ញាប័ណ្ណទស្សនាជាសាធារណៈ</li></ul>",
              priceDescription: "$15 / ខែ",
              recommendedFor: "ហាងកាហ្វេ ហាងកាត់សក់ និងបន្ទប់រង់ចាំ",
              imageAlt: "",
            },
            en: {
              title: "Biz OTT 3",
              subTitle: "3 screens",
              description:
                "<ul><li>100+ live channels</li><li>News, music and sport channels</li><li>Public viewing licence</li></ul>",
              priceDescription: "$15 / month",
              recommendedFor: "Cafés, salons and waiting rooms",
              imageAlt: "",
            },
            zh: {
              title: "Biz OTT 3",
              subTitle: "3 块屏幕",
              description:
                "<ul><li>100+ 直播频道</li><li>新闻、音乐和体育频道</li><li>公共场所播放许可</li></ul>",
              priceDescription: "$15 / 月",
              recommendedFor: "咖啡馆、美发店和候客区",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-tv.svg"),
            actionUrl: "/register-steps?productId=722",
            showButton: true,
            productId: 722,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Biz OTT 6",
              subTitle: "អេក្រង់ ៦",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង Biz OTT 3</li><li>បាល់ទាត់ និងកីឡាផ្ទាល់</li><li>បង្ហាញម៉ឺនុយ និងការផ្សព្វផ្សាយរបស់អ្នក</li></ul>",
              priceDescription: "$25 / ខែ",
              recommendedFor: "ភោជនីយដ្ឋាន និងហាងស្រាបៀរ",
              imageAlt: "",
            },
            en: {
              title: "Biz OTT 6",
              subTitle: "6 screens",
              description:
                "<ul><li>Everything in Biz OTT 3</li><li>Live football and sport</li><li>Show your menu and promotions</li></ul>",
              priceDescription: "$25 / month",
              recommendedFor: "Restaurants and beer gardens",
              imageAlt: "",
            },
            zh: {
              title: "Biz OTT 6",
              subTitle: "6 块屏幕",
              description:
                "<ul><li>包含 Biz OTT 3 全部内容</li><li>足球和体育直播</li><li>展示菜单和促销信息</li></ul>",
              priceDescription: "$25 / 月",
              recommendedFor: "餐厅和啤酒花园",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-tv.svg"),
            actionUrl: "/register-steps?productId=723",
            showButton: true,
            productId: 723,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Biz OTT 12",
              subTitle: "អេក្រង់ ១២",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង Biz OTT 6</li><li>ភាពយន្ត និងរឿងភាគតាមតម្រូវការ</li><li>គ្រប់គ្រងអេក្រង់ទាំងអស់ពីកន្លែងតែមួយ</li></ul>",
              priceDescription: "$45 / ខែ",
              recommendedFor: "សណ្ឋាគារ និងមន្ទីរពេទ្យឯកជន",
              imageAlt: "",
            },
            en: {
              title: "Biz OTT 12",
              subTitle: "12 screens",
              description:
                "<ul><li>Everything in Biz OTT 6</li><li>Films and series on demand</li><li>Manage every screen from one place</li></ul>",
              priceDescription: "$45 / month",
              recommendedFor: "Hotels and private clinics",
              imageAlt: "",
            },
            zh: {
              title: "Biz OTT 12",
              subTitle: "12 块屏幕",
              description:
                "<ul><li>包含 Biz OTT 6 全部内容</li><li>影视剧点播</li><li>集中管理所有屏幕</li></ul>",
              priceDescription: "$45 / 月",
              recommendedFor: "酒店和私立诊所",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 1, name: "Icons" },
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "បង្កើតឡើងសម្រាប់កន្លែងអាជីវកម្ម" },
        en: { title: "Built for business premises" },
        zh: { title: "专为经营场所打造" },
      },
      items: [
        {
          data: { titleIcon: icon("home-icon-licence.svg") },
          text: {
            km: {
              title: "អាជ្ញាប័ណ្ណត្រឹមត្រូវ",
              description: "ចាក់ប៉ុស្តិ៍ និងការប្រកួតកីឡាជូនភ្ញៀវបានដោយស្របច្បាប់ ដោយគ្មានការព្រួយបារម្ភ។",
            },
            en: {
              title: "Properly licensed",
              description:
                "Show channels and matches to your customers legally, with nothing to worry about.",
            },
            zh: { title: "正规授权", description: "合法向顾客播放频道和体育赛事，无后顾之忧。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-tv.svg") },
          text: {
            km: {
              title: "គ្រប់គ្រងពីកន្លែងតែមួយ",
              description: "ប្ដូរប៉ុស្តិ៍ កម្រិតសំឡេង ឬបិទអេក្រង់ទាំងអស់ពីទូរស័ព្ទរបស់អ្នកគ្រប់គ្រង។",
            },
            en: {
              title: "Manage from one place",
              description:
                "Change channels, set the volume or switch off every screen from the manager's phone.",
            },
            zh: { title: "集中管理", description: "在店长手机上即可切换频道、调节音量或关闭所有屏幕。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-signage.svg") },
          text: {
            km: {
              title: "ម៉ឺនុយ និងការផ្សព្វផ្សាយ",
              description: "បង្ហាញម៉ឺនុយ តម្លៃពិសេស ឬព័ត៌មានរបស់អ្នក នៅចន្លោះកម្មវិធីទូរទស្សន៍។",
            },
            en: {
              title: "Menus and promotions",
              description: "Show your menu, daily specials or notices between programmes.",
            },
            zh: { title: "菜单与促销", description: "在节目间隙展示菜单、每日特价或店内公告。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-support.svg") },
          text: {
            km: {
              title: "ជំនួយ ២៤/៧",
              description: "ក្រុមការងារអាជីវកម្មរបស់យើងឆ្លើយតបគ្រប់ពេល សូម្បីតែនៅពេលប្រកួតបាល់ទាត់ពាក់កណ្ដាលអធ្រាត្រ។",
            },
            en: {
              title: "24/7 support",
              description: "Our business team answers any time, even during a midnight football match.",
            },
            zh: { title: "24/7 支持", description: "企业服务团队随时响应，半夜的足球赛也不例外。" },
          },
        },
      ],
    },
    {
      type: "DevicePromotion",
      text: {
        km: {
          title: "ឧបករណ៍សម្រាប់អេក្រង់អាជីវកម្ម",
          description: "អ្នកបច្ចេកទេសរបស់យើងដំឡើង និងរៀបចំឧបករណ៍នីមួយៗជូនដោយឥតគិតថ្លៃ។",
        },
        en: {
          title: "Devices for business screens",
          description: "Our technicians install and configure every device free of charge.",
        },
        zh: { title: "商用屏幕设备", description: "技术人员免费上门安装和配置每台设备。" },
      },
      items: [
        {
          data: { image: device("home-device-tv-box.svg") },
          text: {
            km: {
              title: "ប្រអប់ Android TV 4K Pro",
              subTitle: "Tevoda",
              description: "ប្រអប់ Android TV សម្រាប់ប្រើពេញមួយថ្ងៃ មានរបៀបចាក់សោការកំណត់ ដើម្បីកុំឱ្យភ្ញៀវប្ដូរ។",
              priceDescription: "$49 ឬឥតគិតថ្លៃជាមួយ Biz OTT 6 រយៈពេល ១២ ខែ",
              content:
                "<ul><li>Android TV 12 រូបភាព 4K HDR</li><li>អង្គចងចាំ ៤ GB និងទំហំផ្ទុក ៣២ GB</li><li>រន្ធ LAN ១ Gbps និង Wi-Fi 6</li><li>បើកដោយស្វ័យប្រវត្តិទៅប៉ុស្តិ៍ដែលបានកំណត់</li><li>ធានា ២ ឆ្នាំ</li></ul>",
              imageAlt: "ប្រអប់ទទួលសញ្ញាពណ៌ស្វាយ និងតេឡេបញ្ជាពណ៌ស",
            },
            en: {
              title: "Android TV box 4K Pro",
              subTitle: "Tevoda",
              description:
                "An Android TV box built to run all day, with a settings lock so customers cannot change it.",
              priceDescription: "$49, or free with 12 months of Biz OTT 6",
              content:
                "<ul><li>Android TV 12, 4K HDR</li><li>4 GB memory, 32 GB storage</li><li>1 Gbps LAN port and Wi-Fi 6</li><li>Starts straight on your chosen channel</li><li>2-year warranty</li></ul>",
              imageAlt: "A purple set-top box and a white remote control",
            },
            zh: {
              title: "Android TV 4K Pro 盒子",
              subTitle: "Tevoda",
              description: "可全天运行的 Android TV 盒子，带设置锁，顾客无法随意更改。",
              priceDescription: "$49，或签约 12 个月 Biz OTT 6 免费赠送",
              content:
                "<ul><li>Android TV 12，4K HDR</li><li>4 GB 内存，32 GB 存储</li><li>1 Gbps LAN 口和 Wi-Fi 6</li><li>开机直接进入指定频道</li><li>保修 2 年</li></ul>",
              imageAlt: "紫色机顶盒和白色遥控器",
            },
          },
        },
        {
          data: { image: device("home-device-tv-stick.svg") },
          text: {
            km: {
              title: "ឧបករណ៍ដោត TV Stick HD",
              subTitle: "Tevoda",
              description: "ដំណោះស្រាយតូច និងតម្លៃសមរម្យ សម្រាប់អេក្រង់ដែលព្យួរលើជញ្ជាំង។",
              priceDescription: "$25",
              content:
                "<ul><li>Android TV រូបភាពកម្រិត HD (១០៨០p)</li><li>លាក់នៅពីក្រោយអេក្រង់បាន</li><li>ទទួលថាមពលតាមរន្ធ USB របស់ទូរទស្សន៍</li></ul>",
              imageAlt: "ឧបករណ៍ដោតពណ៌ស្វាយ ជាមួយតេឡេបញ្ជាតូចពណ៌ស",
            },
            en: {
              title: "TV Stick HD",
              subTitle: "Tevoda",
              description: "A small, affordable option for wall-mounted screens.",
              priceDescription: "$25",
              content:
                "<ul><li>Android TV in Full HD</li><li>Hides behind the screen</li><li>Powered from the TV's USB port</li></ul>",
              imageAlt: "A purple streaming stick with a small white remote",
            },
            zh: {
              title: "TV Stick HD 电视棒",
              subTitle: "Tevoda",
              description: "小巧实惠，适合壁挂屏幕。",
              priceDescription: "$25",
              content:
                "<ul><li>全高清 Android TV</li><li>可隐藏在屏幕后方</li><li>由电视 USB 口供电</li></ul>",
              imageAlt: "紫色电视棒和白色小遥控器",
            },
          },
        },
        {
          data: { image: device("home-device-signage-player.svg") },
          text: {
            km: {
              title: "ឧបករណ៍ចាក់ផ្ទាំងផ្សព្វផ្សាយ S1",
              subTitle: "Tevoda",
              description: "បង្ហាញម៉ឺនុយ និងការផ្តល់ជូនរបស់អ្នកលើអេក្រង់បញ្ឈរ ឬឆ្លាស់គ្នាជាមួយប៉ុស្តិ៍ទូរទស្សន៍។",
              priceDescription: "$79",
              content:
                "<ul><li>ចាក់រូបភាព និងវីដេអូកម្រិត 4K</li><li>កែប្រែម៉ឺនុយពីទូរស័ព្ទ ឬកុំព្យូទ័រ</li><li>កំណត់ម៉ោងសម្រាប់ម៉ឺនុយពេលព្រឹក និងពេលល្ងាច</li><li>ប្រើបានជាមួយអេក្រង់ផ្ដេក និងបញ្ឈរ</li></ul>",
              imageAlt: "អេក្រង់បញ្ឈរបង្ហាញប្លុកម៉ឺនុយ និងឧបករណ៍ចាក់តូចពណ៌ស",
            },
            en: {
              title: "S1 signage player",
              subTitle: "Tevoda",
              description:
                "Shows your menu and offers on a portrait screen, or alternates them with TV channels.",
              priceDescription: "$79",
              content:
                "<ul><li>Plays 4K images and video</li><li>Edit the menu from your phone or computer</li><li>Schedules for breakfast and dinner menus</li><li>Works with landscape and portrait screens</li></ul>",
              imageAlt: "A portrait screen showing menu blocks and a small white player",
            },
            zh: {
              title: "S1 数字标牌播放器",
              subTitle: "Tevoda",
              description: "在竖屏上展示菜单和优惠，或与电视频道轮播。",
              priceDescription: "$79",
              content:
                "<ul><li>播放 4K 图片和视频</li><li>用手机或电脑编辑菜单</li><li>早餐和晚餐菜单定时切换</li><li>支持横屏和竖屏</li></ul>",
              imageAlt: "显示菜单方块的竖屏和白色小播放器",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីចំនួនអេក្រង់ និងប្រភេទអាជីវកម្មរបស់អ្នក ហើយយើងនឹងផ្ញើតារាងតម្លៃ និងណាត់ពេលមកពិនិត្យទីតាំងដោយឥតគិតថ្លៃ។",
      en: "Tell us how many screens you have and what kind of business you run, and we will send a quote and book a free site visit.",
      zh: "请告诉我们屏幕数量和经营类型，我们将发送报价并预约免费上门勘察。",
    }),
  ],
};

/** Business One TV ("/business/sme/one_tv"): hospitality features, box packages, welcome screen, contact. */
export const smeOneTvPage: SeedPage = {
  id: "SmeOneTv",
  text: pageTitle("SmeOneTv"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "One TV សម្រាប់អាជីវកម្ម" },
        en: { title: "One TV for business" },
        zh: { title: "商用 One TV" },
      },
      items: [
        {
          data: {
            image: webBanner("home-one-tv-web.svg"),
            mobileImage: mobileBanner("home-one-tv-mobile.svg"),
            banner: bannerLinks("/business/sme/one_tv#contact"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ប៉ុស្តិ៍ផ្ទាល់សម្រាប់គ្រប់បន្ទប់",
              bannerDescription:
                "ប៉ុស្តិ៍ខ្មែរ ចិន និងអន្តរជាតិ សម្រាប់សណ្ឋាគារ ផ្ទះសំណាក់ និងភោជនីយដ្ឋាន ដោយប្រើប្រអប់ទទួលសញ្ញាសាមញ្ញមួយសម្រាប់អេក្រង់នីមួយៗ។",
              title: "ស្នើសុំតារាងតម្លៃ",
              imageAlt: "ផ្ទាំងប៉ុស្តិ៍ចម្រុះពណ៌ នៅពីលើប្រអប់ទទួលសញ្ញាដែលបញ្ចេញរលកពណ៌មាស",
            },
            en: {
              bannerTitle: "Live channels for every room",
              bannerDescription:
                "Khmer, Chinese and international channels for hotels, guesthouses and restaurants, with one simple box per screen.",
              title: "Get a quote",
              imageAlt: "A grid of colourful channel tiles above a set-top box sending gold signals",
            },
            zh: {
              bannerTitle: "每个房间都有直播频道",
              bannerDescription:
                "为酒店、旅馆和餐厅提供高棉语、中文及国际频道，每块屏幕只需一个简单的机顶盒。",
              title: "获取报价",
              imageAlt: "彩色频道方块下方是发出金色信号的机顶盒",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 2, name: "Bullets" },
      text: {
        km: { title: "រចនាឡើងសម្រាប់វិស័យបដិសណ្ឋារកិច្ច" },
        en: { title: "Made for hospitality" },
        zh: { title: "专为酒店餐饮业设计" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "អេក្រង់ស្វាគមន៍",
              description: "បង្ហាញនិមិត្តសញ្ញា ឈ្មោះភ្ញៀវ និងព័ត៌មាន Wi-Fi នៅពេលភ្ញៀវបើកទូរទស្សន៍។",
            },
            en: {
              title: "Welcome screen",
              description: "Show your logo, the guest's name and Wi-Fi details when the TV is switched on.",
            },
            zh: { title: "欢迎界面", description: "开机即显示您的标志、客人姓名和 Wi-Fi 信息。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ប៉ុស្តិ៍សម្រាប់ភ្ញៀវអន្តរជាតិ",
              description: "ព័ត៌មានជាភាសាអង់គ្លេស ចិន កូរ៉េ និងបារាំង ព្រមទាំងប៉ុស្តិ៍កីឡា។",
            },
            en: {
              title: "Channels for international guests",
              description: "News in English, Chinese, Korean and French, plus sport channels.",
            },
            zh: { title: "面向国际客人的频道", description: "英语、中文、韩语和法语新闻，以及体育频道。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ចាក់សោការកំណត់",
              description: "ភ្ញៀវមើលបានគ្រប់ប៉ុស្តិ៍ ប៉ុន្តែមិនអាចប្ដូរការកំណត់ ឬលុបប៉ុស្តិ៍បានទេ។",
            },
            en: {
              title: "Locked settings",
              description: "Guests can watch every channel but cannot change settings or delete channels.",
            },
            zh: { title: "设置锁定", description: "客人可观看所有频道，但无法更改设置或删除频道。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "បង់ប្រាក់តាមចំនួនប្រអប់",
              description: "បន្ថែម ឬដកបន្ទប់បានគ្រប់ពេល ហើយវិក្កយបត្រនឹងកែតម្រូវនៅខែបន្ទាប់។",
            },
            en: {
              title: "Pay per box",
              description: "Add or remove rooms at any time; your bill adjusts the following month.",
            },
            zh: { title: "按机顶盒计费", description: "可随时增减房间，账单次月自动调整。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ដំឡើងក្រៅម៉ោងមមាញឹក",
              description: "អ្នកបច្ចេកទេសអាចមកដំឡើងនៅពេលព្រឹកព្រលឹម ឬពេលយប់ ដើម្បីកុំរំខានភ្ញៀវ។",
            },
            en: {
              title: "Installed outside busy hours",
              description:
                "Technicians can come early in the morning or at night so your guests are not disturbed.",
            },
            zh: { title: "避开高峰安装", description: "技术人员可在清晨或夜间上门安装，不打扰客人。" },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "packages",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: {
          title: "កញ្ចប់ One TV សម្រាប់អាជីវកម្ម",
          description: "ប៉ុស្តិ៍ ១១០ រួមបញ្ចូលប្រអប់ទទួលសញ្ញា និងការដំឡើង។ តម្លៃរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "One TV business packages",
          description: "110 channels, set-top boxes and installation included. Prices include VAT.",
        },
        zh: { title: "商用 One TV 套餐", description: "110 个频道，含机顶盒和安装，价格已含增值税。" },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=731",
            showButton: true,
            productId: 731,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "One TV Biz 5",
              subTitle: "ប្រអប់ ៥",
              description: "<ul><li>ប៉ុស្តិ៍ ១១០</li><li>អេក្រង់ស្វាគមន៍</li><li>ចាក់សោការកំណត់</li></ul>",
              priceDescription: "$30 / ខែ",
              recommendedFor: "ផ្ទះសំណាក់ និងភោជនីយដ្ឋានតូច",
            },
            en: {
              title: "One TV Biz 5",
              subTitle: "5 boxes",
              description: "<ul><li>110 channels</li><li>Welcome screen</li><li>Locked settings</li></ul>",
              priceDescription: "$30 / month",
              recommendedFor: "Guesthouses and small restaurants",
            },
            zh: {
              title: "One TV Biz 5",
              subTitle: "5 个机顶盒",
              description: "<ul><li>110 个频道</li><li>欢迎界面</li><li>设置锁定</li></ul>",
              priceDescription: "$30 / 月",
              recommendedFor: "旅馆和小型餐厅",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=732",
            showButton: true,
            productId: 732,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "One TV Biz 10",
              subTitle: "ប្រអប់ ១០",
              description: "<ul><li>ប៉ុស្តិ៍ ១១០</li><li>អេក្រង់ស្វាគមន៍មានឈ្មោះភ្ញៀវ</li><li>ប៉ុស្តិ៍កីឡា</li></ul>",
              priceDescription: "$55 / ខែ",
              recommendedFor: "សណ្ឋាគារតូច និងផ្ទះសំណាក់ធំ",
            },
            en: {
              title: "One TV Biz 10",
              subTitle: "10 boxes",
              description:
                "<ul><li>110 channels</li><li>Welcome screen with the guest's name</li><li>Sport channels</li></ul>",
              priceDescription: "$55 / month",
              recommendedFor: "Boutique hotels and large guesthouses",
            },
            zh: {
              title: "One TV Biz 10",
              subTitle: "10 个机顶盒",
              description: "<ul><li>110 个频道</li><li>显示客人姓名的欢迎界面</li><li>体育频道</li></ul>",
              priceDescription: "$55 / 月",
              recommendedFor: "精品酒店和大型旅馆",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=733",
            showButton: true,
            productId: 733,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "One TV Biz 20",
              subTitle: "ប្រអប់ ២០",
              description:
                "<ul><li>ប៉ុស្តិ៍ ១៥០ រួមទាំងភាពយន្ត</li><li>អេក្រង់ស្វាគមន៍ និងព័ត៌មានសណ្ឋាគារ</li><li>អ្នកគ្រប់គ្រងគណនីផ្ទាល់ខ្លួន</li></ul>",
              priceDescription: "$100 / ខែ",
              recommendedFor: "សណ្ឋាគារ។ បើមានបន្ទប់លើសពី ២០ សូមទាក់ទងយើងសម្រាប់តម្លៃពិសេស",
            },
            en: {
              title: "One TV Biz 20",
              subTitle: "20 boxes",
              description:
                "<ul><li>150 channels including films</li><li>Welcome screen and hotel information</li><li>Dedicated account manager</li></ul>",
              priceDescription: "$100 / month",
              recommendedFor: "Hotels; for more than 20 rooms, ask us for a special price",
            },
            zh: {
              title: "One TV Biz 20",
              subTitle: "20 个机顶盒",
              description:
                "<ul><li>150 个频道，含电影频道</li><li>欢迎界面和酒店信息</li><li>专属客户经理</li></ul>",
              priceDescription: "$100 / 月",
              recommendedFor: "酒店；超过 20 间客房请联系我们获取优惠价",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "បទពិសោធន៍ភ្ញៀវ" },
        en: { title: "The guest experience" },
        zh: { title: "宾客体验" },
      },
      items: [
        {
          data: {
            image: panel("home-panel-hotel-tv.svg"),
            imageLocation: "right",
            actionUrl: "/business/sme/one_tv#contact",
            showButton: true,
          },
          text: {
            km: {
              title: "អេក្រង់ស្វាគមន៍សម្រាប់ភ្ញៀវគ្រប់រូប",
              subTitle: "ធ្វើឱ្យភ្ញៀវមានអារម្មណ៍ដូចនៅផ្ទះ",
              content:
                "<p>នៅពេលភ្ញៀវបើកទូរទស្សន៍ ពួកគេឃើញសារស្វាគមន៍ ព័ត៌មាន Wi-Fi ម៉ោងអាហារពេលព្រឹក និងលេខទំនាក់ទំនងផ្នែកទទួលភ្ញៀវ។ អ្នកអាចកែប្រែព័ត៌មានទាំងនេះពីកុំព្យូទ័រក្នុងរយៈពេលប៉ុន្មាននាទី។</p><ul><li>ជាភាសាខ្មែរ អង់គ្លេស និងចិន</li><li>បង្ហាញការផ្តល់ជូនរបស់ភោជនីយដ្ឋាន ឬស្ប៉ា</li></ul>",
              imageAlt: "ទូរទស្សន៍មានប៊ូតុងចាក់ និងផ្ទាំងមាតិកាជុំវិញ",
            },
            en: {
              title: "A welcome screen for every guest",
              subTitle: "Make guests feel at home",
              content:
                "<p>When guests switch on the TV they see a welcome message, Wi-Fi details, breakfast times and the reception number. You can change this information from a computer in minutes.</p><ul><li>In Khmer, English and Chinese</li><li>Promote your restaurant or spa</li></ul>",
              imageAlt: "A television with a play button and content tiles around it",
            },
            zh: {
              title: "为每位客人准备的欢迎界面",
              subTitle: "让客人宾至如归",
              content:
                "<p>客人打开电视即可看到欢迎语、Wi-Fi 信息、早餐时间和前台电话。您可以在电脑上几分钟内修改这些信息。</p><ul><li>支持高棉语、英语和中文</li><li>推广您的餐厅或水疗服务</li></ul>",
              imageAlt: "带播放按钮的电视和周围的内容卡片",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីចំនួនបន្ទប់ ឬអេក្រង់ ហើយយើងនឹងផ្ញើតារាងតម្លៃ និងបញ្ជីប៉ុស្តិ៍ដែលសមស្របនឹងភ្ញៀវរបស់អ្នក។",
      en: "Tell us how many rooms or screens you have, and we will send a quote and a channel line-up that suits your guests.",
      zh: "请告诉我们房间或屏幕数量，我们将发送报价和适合您客人的频道列表。",
    }),
  ],
};

/** WeWatch ("/business/sme/we_watch"): cloud cameras, plans, how it works, reviews and contact. */
export const smeWeWatchPage: SeedPage = {
  id: "SmeWeWatch",
  text: pageTitle("SmeWeWatch"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "WeWatch" },
        en: { title: "WeWatch" },
        zh: { title: "WeWatch 云监控" },
      },
      items: [
        {
          data: {
            image: webBanner("home-iot-web.svg"),
            mobileImage: mobileBanner("home-iot-mobile.svg"),
            banner: bannerLinks("/business/sme/we_watch#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "មើលហាងរបស់អ្នកពីគ្រប់ទីកន្លែង",
              bannerDescription:
                "កាមេរ៉ា WeWatch ថតវីដេអូ ២៤ ម៉ោង និងរក្សាទុកវីដេអូ ៣០ ថ្ងៃលើក្លោដ ដោយមិនចាំបាច់ទិញម៉ាស៊ីនថត។ ចាប់ពី $12 / ខែ។",
              title: "មើលកញ្ចប់ WeWatch",
              imageAlt: "ចំណុចកណ្ដាលក្នុងរង្វង់ពណ៌មាស ភ្ជាប់ទៅកាមេរ៉ា និងឧបករណ៍ឆ្លាតវៃជុំវិញ",
            },
            en: {
              bannerTitle: "Keep an eye on your shop from anywhere",
              bannerDescription:
                "WeWatch cameras record around the clock and keep 30 days of video in the cloud, with no recorder to buy. From $12 a month.",
              title: "See WeWatch plans",
              imageAlt: "A hub in a gold circle linked to a camera and other smart devices around it",
            },
            zh: {
              bannerTitle: "随时随地看店",
              bannerDescription:
                "WeWatch 摄像头全天候录像，云端保存 30 天视频，无需购买录像机。每月 $12 起。",
              title: "查看 WeWatch 套餐",
              imageAlt: "金色圆圈中的中枢连接着摄像头和周围的智能设备",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 1, name: "Icons" },
      text: {
        km: { title: "ហេតុអ្វីជ្រើសរើស WeWatch" },
        en: { title: "Why WeWatch" },
        zh: { title: "为什么选择 WeWatch" },
      },
      items: [
        {
          data: { titleIcon: icon("home-icon-phone.svg") },
          text: {
            km: { title: "មើលផ្ទាល់ពីទូរស័ព្ទ", description: "មើលកាមេរ៉ាទាំងអស់ ពីផ្ទះ ពីផ្សារ ឬពីក្រៅប្រទេស។" },
            en: {
              title: "Live view on your phone",
              description: "Watch every camera from home, the market or abroad.",
            },
            zh: { title: "手机实时查看", description: "在家、在市场或在国外都能查看所有摄像头。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-cloud.svg") },
          text: {
            km: {
              title: "រក្សាទុក ៣០ ថ្ងៃលើក្លោដ",
              description: "វីដេអូនៅតែមានសុវត្ថិភាព ទោះបីកាមេរ៉ាត្រូវគេលួច ឬខូចក៏ដោយ។",
            },
            en: {
              title: "30 days in the cloud",
              description: "Video stays safe even if a camera is stolen or broken.",
            },
            zh: { title: "云端保存 30 天", description: "即使摄像头被盗或损坏，录像依然安全。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-bell.svg") },
          text: {
            km: {
              title: "ការជូនដំណឹងឆ្លាតវៃ",
              description: "ទទួលដំណឹងពេលមានមនុស្សនៅក្នុងហាងក្រោយម៉ោងបិទ ឬនៅពេលកាមេរ៉ាដាច់។",
            },
            en: {
              title: "Smart alerts",
              description:
                "Get notified when someone is in the shop after closing time or when a camera goes offline.",
            },
            zh: { title: "智能提醒", description: "打烊后店内有人或摄像头离线时，立即通知您。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-shop.svg") },
          text: {
            km: {
              title: "ហាងច្រើន កម្មវិធីតែមួយ",
              description: "មើលសាខាទាំងអស់របស់អ្នកក្នុងកម្មវិធី Romdoul App តែមួយ។",
            },
            en: {
              title: "Many shops, one app",
              description: "See all your branches in the one Romdoul App.",
            },
            zh: { title: "多店一个应用", description: "在同一个 Romdoul App 中查看所有分店。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-people.svg") },
          text: {
            km: {
              title: "ចែករំលែកជាមួយបុគ្គលិក",
              description: "ផ្តល់សិទ្ធិឱ្យអ្នកគ្រប់គ្រងហាងមើលកាមេរ៉ាមួយចំនួន ដោយមិនឃើញកាមេរ៉ាផ្សេងទៀត។",
            },
            en: {
              title: "Share with staff",
              description: "Let a shop manager view some cameras without seeing the others.",
            },
            zh: { title: "与员工共享", description: "可让店长查看部分摄像头，而看不到其他摄像头。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-shield.svg") },
          text: {
            km: {
              title: "ការពារឯកជនភាព",
              description: "វីដេអូត្រូវបានអ៊ិនគ្រីប និងរក្សាទុកនៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងក្នុងរាជធានីភ្នំពេញ។",
            },
            en: {
              title: "Privacy protected",
              description: "Video is encrypted and stored in our own data centre in Phnom Penh.",
            },
            zh: { title: "隐私保护", description: "视频经过加密，保存在我们位于金边的自有数据中心。" },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "plans",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: {
          title: "កញ្ចប់ WeWatch",
          description: "រួមបញ្ចូលកាមេរ៉ា ការដំឡើង និងការរក្សាទុកលើក្លោដ ៣០ ថ្ងៃ។ កិច្ចសន្យា ១២ ខែ។",
        },
        en: {
          title: "WeWatch plans",
          description: "Cameras, installation and 30 days of cloud storage included. 12-month contract.",
        },
        zh: { title: "WeWatch 套餐", description: "含摄像头、安装和 30 天云存储，合约期 12 个月。" },
      },
      items: [
        {
          data: {
            image: icon("home-icon-camera.svg"),
            actionUrl: "/register-steps?productId=741",
            showButton: true,
            productId: 741,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "WeWatch 2",
              subTitle: "កាមេរ៉ា ២",
              description:
                "<ul><li>កាមេរ៉ាក្នុងផ្ទះ ឬក្រៅផ្ទះ 2K</li><li>រក្សាទុកលើក្លោដ ៣០ ថ្ងៃ</li><li>អ្នកប្រើ ៣ នាក់</li></ul>",
              priceDescription: "$12 / ខែ",
              recommendedFor: "ហាងតូច និងតូបលក់ទំនិញ",
              imageAlt: "",
            },
            en: {
              title: "WeWatch 2",
              subTitle: "2 cameras",
              description:
                "<ul><li>2K indoor or outdoor cameras</li><li>30 days of cloud storage</li><li>3 users</li></ul>",
              priceDescription: "$12 / month",
              recommendedFor: "Small shops and market stalls",
              imageAlt: "",
            },
            zh: {
              title: "WeWatch 2",
              subTitle: "2 个摄像头",
              description: "<ul><li>2K 室内或室外摄像头</li><li>30 天云存储</li><li>3 个用户</li></ul>",
              priceDescription: "$12 / 月",
              recommendedFor: "小商铺和市场摊位",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-camera.svg"),
            actionUrl: "/register-steps?productId=742",
            showButton: true,
            productId: 742,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "WeWatch 4",
              subTitle: "កាមេរ៉ា ៤",
              description:
                "<ul><li>កាមេរ៉ា 2K ក្នុងផ្ទះ និងក្រៅផ្ទះ</li><li>រក្សាទុកលើក្លោដ ៣០ ថ្ងៃ</li><li>ការជូនដំណឹងពេលមានមនុស្ស</li><li>អ្នកប្រើ ៥ នាក់</li></ul>",
              priceDescription: "$20 / ខែ",
              recommendedFor: "ហាងលក់ទំនិញ ហាងកាហ្វេ និងការិយាល័យ",
              imageAlt: "",
            },
            en: {
              title: "WeWatch 4",
              subTitle: "4 cameras",
              description:
                "<ul><li>2K indoor and outdoor cameras</li><li>30 days of cloud storage</li><li>Person detection alerts</li><li>5 users</li></ul>",
              priceDescription: "$20 / month",
              recommendedFor: "Mini-marts, cafés and offices",
              imageAlt: "",
            },
            zh: {
              title: "WeWatch 4",
              subTitle: "4 个摄像头",
              description:
                "<ul><li>2K 室内和室外摄像头</li><li>30 天云存储</li><li>人形检测提醒</li><li>5 个用户</li></ul>",
              priceDescription: "$20 / 月",
              recommendedFor: "便利店、咖啡馆和办公室",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-camera.svg"),
            actionUrl: "/register-steps?productId=743",
            showButton: true,
            productId: 743,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "WeWatch 8",
              subTitle: "កាមេរ៉ា ៨",
              description:
                "<ul><li>កាមេរ៉ា 2K ក្នុងផ្ទះ និងក្រៅផ្ទះ</li><li>រក្សាទុកលើក្លោដ ៦០ ថ្ងៃ</li><li>ការជូនដំណឹងពេលមានមនុស្ស និងយានយន្ត</li><li>អ្នកប្រើមិនកំណត់</li></ul>",
              priceDescription: "$36 / ខែ",
              recommendedFor: "ឃ្លាំង យានដ្ឋាន និងអាជីវកម្មមានសាខាច្រើន",
              imageAlt: "",
            },
            en: {
              title: "WeWatch 8",
              subTitle: "8 cameras",
              description:
                "<ul><li>2K indoor and outdoor cameras</li><li>60 days of cloud storage</li><li>Person and vehicle alerts</li><li>Unlimited users</li></ul>",
              priceDescription: "$36 / month",
              recommendedFor: "Warehouses, garages and businesses with several branches",
              imageAlt: "",
            },
            zh: {
              title: "WeWatch 8",
              subTitle: "8 个摄像头",
              description:
                "<ul><li>2K 室内和室外摄像头</li><li>60 天云存储</li><li>人形和车辆提醒</li><li>用户数不限</li></ul>",
              priceDescription: "$36 / 月",
              recommendedFor: "仓库、修车行和多分店企业",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "WeWatch ដំណើរការយ៉ាងដូចម្ដេច" },
        en: { title: "How WeWatch works" },
        zh: { title: "WeWatch 如何运作" },
      },
      items: [
        {
          data: { image: panel("home-panel-wewatch.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "គ្មានម៉ាស៊ីនថត គ្មានខ្សែរញ៉េរញ៉ៃ",
              subTitle: "កាមេរ៉ាផ្ញើវីដេអូដោយផ្ទាល់ទៅក្លោដ",
              content:
                "<p>កាមេរ៉ានីមួយៗផ្ញើវីដេអូដែលបានអ៊ិនគ្រីប តាមអ៊ីនធឺណិតរបស់ហាងទៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើង។ គ្មានអ្វីត្រូវបានរក្សាទុកនៅក្នុងហាងឡើយ ដូច្នេះចោរមិនអាចយកភស្តុតាងទៅជាមួយបានទេ។</p><ul><li>កាមេរ៉ានីមួយៗប្រើល្បឿនបញ្ជូនប្រហែល ១ Mbps</li><li>ដំណើរការជាមួយ MegaBiz ឬការតភ្ជាប់ណាមួយ</li><li>ទាញយកឃ្លីបវីដេអូសម្រាប់ប៉ូលិស ឬក្រុមហ៊ុនធានារ៉ាប់រង</li></ul>",
              imageAlt: "កាមេរ៉ាលើជញ្ជាំង និងអេក្រង់បង្ហាញរូបភាពពីកាមេរ៉ា",
            },
            en: {
              title: "No recorder, no messy cables",
              subTitle: "Cameras send video straight to the cloud",
              content:
                "<p>Each camera sends encrypted video over your shop's internet to our data centre. Nothing is stored in the shop, so a thief cannot take the evidence away.</p><ul><li>Each camera uses about 1 Mbps of upload</li><li>Works on MegaBiz or any connection</li><li>Download clips for the police or your insurer</li></ul>",
              imageAlt: "A wall camera and a screen showing its picture",
            },
            zh: {
              title: "无需录像机，告别杂乱线缆",
              subTitle: "摄像头直接把视频传到云端",
              content:
                "<p>每个摄像头通过店内网络将加密视频传送到我们的数据中心。店内不存储任何录像，窃贼无法带走证据。</p><ul><li>每个摄像头约占用 1 Mbps 上行带宽</li><li>MegaBiz 或任何网络均可使用</li><li>可下载视频片段提供给警方或保险公司</li></ul>",
              imageAlt: "壁挂摄像头和显示其画面的屏幕",
            },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "ម្ចាស់ហាងដែលប្រើ WeWatch" },
        en: { title: "Shop owners using WeWatch" },
        zh: { title: "WeWatch 商户评价" },
      },
      items: [
        {
          data: { image: avatar("home-avatar-b.svg") },
          text: {
            km: {
              customerName: "ទេព ស្រីមុំ",
              district: "សែនសុខ ភ្នំពេញ",
              content: "ខ្ញុំមានហាងលក់ទំនិញពីរ ហើយនៅពេលល្ងាច ខ្ញុំមើលហាងទាំងពីរពីទូរស័ព្ទរបស់ខ្ញុំ។",
              imageAlt: "",
            },
            en: {
              customerName: "Tep Sreymom",
              district: "Sen Sok, Phnom Penh",
              content: "I have two mini-marts, and in the evening I check on both of them from my phone.",
              imageAlt: "",
            },
            zh: {
              customerName: "Tep Sreymom",
              district: "金边森速区",
              content: "我有两家便利店，晚上用手机就能同时照看两家店。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-c.svg") },
          text: {
            km: {
              customerName: "គង់ ប៊ុនធឿន",
              district: "ក្រុងសៀមរាប",
              content:
                "យប់មួយមានគេបំបែកទ្វារកញ្ចក់ហាងទូរស័ព្ទរបស់ខ្ញុំ។ ការជូនដំណឹងបានដាស់ខ្ញុំ ហើយវីដេអូត្រូវបានរក្សាទុកលើក្លោដរួចជាស្រេច សម្រាប់ប្រគល់ឱ្យប៉ូលិស។",
              imageAlt: "",
            },
            en: {
              customerName: "Kong Bunthoeun",
              district: "Siem Reap City",
              content:
                "One night someone broke the glass door of my phone shop. The alert woke me up, and the video was already safe in the cloud for the police.",
              imageAlt: "",
            },
            zh: {
              customerName: "Kong Bunthoeun",
              district: "暹粒市",
              content:
                "有天晚上有人砸了我手机店的玻璃门。提醒把我叫醒了，录像早已安全存在云端，可以直接交给警方。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-a.svg") },
          text: {
            km: {
              customerName: "ស៊ឹម ដាលីន",
              district: "កំពត",
              content:
                "គ្មានប្រអប់ថតវីដេអូ គ្មានខ្សែរត់ទៅបន្ទប់ក្រោយ។ ការដំឡើងកាមេរ៉ាបួននៅហាងសម្លៀកបំពាក់របស់ខ្ញុំ ចំណាយពេលតែមួយព្រឹកប៉ុណ្ណោះ។",
              imageAlt: "",
            },
            en: {
              customerName: "Sim Dalin",
              district: "Kampot",
              content:
                "No recorder box, no cables to the back room. Installing four cameras in my clothes shop took just one morning.",
              imageAlt: "",
            },
            zh: {
              customerName: "Sim Dalin",
              district: "贡布",
              content: "没有录像机，也不用往后屋拉线。在我的服装店装四个摄像头，一个上午就搞定了。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីទំហំហាង និងចំនួនកាមេរ៉ាដែលអ្នកត្រូវការ ហើយអ្នកបច្ចេកទេសនឹងមកពិនិត្យទីតាំងដោយឥតគិតថ្លៃ។",
      en: "Tell us the size of your shop and how many cameras you need, and a technician will visit for a free survey.",
      zh: "请告诉我们店铺面积和所需摄像头数量，技术人员将免费上门勘察。",
    }),
  ],
};
