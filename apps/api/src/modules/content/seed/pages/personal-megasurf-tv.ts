import type { SeedItem, SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";
import {
  avatar,
  bannerLinks,
  device,
  icon,
  LIGHT_BACKGROUND,
  mobileBanner,
  panel,
  poster,
  promo,
  webBanner,
} from "./personal-sme-media";

/** The contract table shown under "more details" of every MegaSurf plan. */
const contractTable = {
  km:
    "<table><thead><tr><th>កិច្ចសន្យា</th><th>ការដំឡើង</th><th>រ៉ោតទ័រ</th></tr></thead><tbody>" +
    "<tr><td>១២ ខែ</td><td>ឥតគិតថ្លៃ</td><td>Wi-Fi 6 ឥតគិតថ្លៃ</td></tr>" +
    "<tr><td>៦ ខែ</td><td>$20</td><td>Wi-Fi 6 ឥតគិតថ្លៃ</td></tr>" +
    "<tr><td>ប្រចាំខែ</td><td>$35</td><td>ប្រាក់កក់ $30</td></tr>" +
    "</tbody></table>",
  en:
    "<table><thead><tr><th>Contract</th><th>Installation</th><th>Router</th></tr></thead><tbody>" +
    "<tr><td>12 months</td><td>Free</td><td>Wi-Fi 6, free</td></tr>" +
    "<tr><td>6 months</td><td>$20</td><td>Wi-Fi 6, free</td></tr>" +
    "<tr><td>Monthly</td><td>$35</td><td>$30 deposit</td></tr>" +
    "</tbody></table>",
  zh:
    "<table><thead><tr><th>合约期</th><th>安装费</th><th>路由器</th></tr></thead><tbody>" +
    "<tr><td>12 个月</td><td>免费</td><td>免费 Wi-Fi 6</td></tr>" +
    "<tr><td>6 个月</td><td>$20</td><td>免费 Wi-Fi 6</td></tr>" +
    "<tr><td>按月</td><td>$35</td><td>押金 $30</td></tr>" +
    "</tbody></table>",
};

type PlanText = { subTitle: string; description: string; priceDescription: string; recommendedFor: string };

/** A MegaSurf plan card; the plan name is the same in every language. */
function megaSurfPlan(productId: number, title: string, km: PlanText, en: PlanText, zh: PlanText): SeedItem {
  return {
    data: {
      actionUrl: `/register-steps?productId=${productId}`,
      showButton: true,
      productId,
      productCategoryId: 1,
      isAddon: false,
      isShowMore: true,
    },
    text: {
      km: { title, ...km, content: contractTable.km },
      en: { title, ...en, content: contractTable.en },
      zh: { title, ...zh, content: contractTable.zh },
    },
  };
}

/** MegaSurf ("/personal/mega_surf"): slider, the four plans, what is included, offers, reviews, terms. */
export const megaSurfPage: SeedPage = {
  id: "MegaSurf",
  text: pageTitle("MegaSurf"),
  webParts: [
    {
      type: "BannerSlider",
      text: {
        km: { title: "អ៊ីនធឺណិតខ្សែកាបអុបទិក MegaSurf" },
        en: { title: "MegaSurf fiber internet" },
        zh: { title: "MegaSurf 光纤宽带" },
      },
      items: [
        {
          data: {
            image: webBanner("home-megasurf-web.svg"),
            mobileImage: mobileBanner("home-megasurf-mobile.svg"),
            banner: bannerLinks("/personal/mega_surf#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ខ្សែកាបអុបទិកគ្មានកំណត់ទិន្នន័យ ចាប់ពី $15 / ខែ",
              bannerDescription:
                "កញ្ចប់ MegaSurf ពី ៣០ ដល់ ២០០ Mbps សុទ្ធតែគ្មានកំណត់ទិន្នន័យ ដំឡើងឥតគិតថ្លៃ និងមានរ៉ោតទ័រ Wi-Fi 6។",
              title: "ប្រៀបធៀបកញ្ចប់",
              imageAlt: "ខ្សែល្បឿនពណ៌មាសរត់សំដៅទៅរកផែនដីពណ៌ស្វាយ",
            },
            en: {
              bannerTitle: "Unlimited fiber from $15 a month",
              bannerDescription:
                "MegaSurf plans from 30 to 200 Mbps, all with unlimited data, free installation and a Wi-Fi 6 router.",
              title: "Compare plans",
              imageAlt: "Gold speed lines rushing towards a purple globe",
            },
            zh: {
              bannerTitle: "不限流量光纤，每月 $15 起",
              bannerDescription:
                "MegaSurf 套餐 30 至 200 Mbps，全部不限流量、免费安装，并配 Wi-Fi 6 路由器。",
              title: "比较套餐",
              imageAlt: "金色速度线条冲向紫色地球",
            },
          },
        },
        {
          data: {
            image: webBanner("home-fttr-web.svg"),
            mobileImage: mobileBanner("home-fttr-mobile.svg"),
            banner: bannerLinks("/personal/fttr"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "Wi-Fi ខ្លាំងនៅគ្រប់ជាន់",
              bannerDescription:
                "បន្ថែម FTTR ទៅកញ្ចប់ MegaSurf របស់អ្នក ដើម្បីនាំខ្សែកាបអុបទិកដល់បន្ទប់នីមួយៗ ចាប់ពី $10 / ខែ។",
              title: "ស្វែងយល់ពី FTTR",
              imageAlt: "គំនូរផ្ទះមានបួនបន្ទប់ ដែលខ្សែកាបអុបទិកពណ៌មាសភ្ជាប់ទៅឧបករណ៍ Wi-Fi ក្នុងបន្ទប់នីមួយៗ",
            },
            en: {
              bannerTitle: "Strong Wi-Fi on every floor",
              bannerDescription:
                "Add FTTR to your MegaSurf plan and bring fiber to each room, from $10 a month.",
              title: "Discover FTTR",
              imageAlt: "A four-room house with gold fiber lines running to a Wi-Fi unit in each room",
            },
            zh: {
              bannerTitle: "每一层都有强劲 Wi-Fi",
              bannerDescription: "为 MegaSurf 套餐加购 FTTR，把光纤接到每个房间，每月 $10 起。",
              title: "了解 FTTR",
              imageAlt: "四个房间的房屋示意图，金色光纤连接到每个房间的 Wi-Fi 设备",
            },
          },
        },
        {
          data: {
            image: webBanner("home-app-web.svg"),
            mobileImage: mobileBanner("home-app-mobile.svg"),
            banner: bannerLinks("/personal/romdoul_app#download"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "បង់ប្រាក់ក្នុងរយៈពេលប៉ុន្មានវិនាទី តាម KHQR",
              bannerDescription:
                "បង់វិក្កយបត្រ MegaSurf តាម KHQR, ABA ឬ Wing ក្នុងកម្មវិធី Romdoul App ហើយទទួលបានបង្កាន់ដៃភ្លាមៗ។",
              title: "ទាញយកកម្មវិធី",
              imageAlt: "ទូរស័ព្ទបង្ហាញកូដ QR និងសញ្ញាធីកពណ៌មាស",
            },
            en: {
              bannerTitle: "Pay in seconds with KHQR",
              bannerDescription:
                "Pay your MegaSurf bill with KHQR, ABA or Wing in the Romdoul App and get your receipt instantly.",
              title: "Get the app",
              imageAlt: "A phone showing a QR code and a gold check mark",
            },
            zh: {
              bannerTitle: "KHQR 秒速缴费",
              bannerDescription: "在 Romdoul App 中用 KHQR、ABA 或 Wing 缴纳 MegaSurf 账单，即时获取收据。",
              title: "下载应用",
              imageAlt: "显示二维码和金色对勾的手机",
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
          title: "ជ្រើសរើសកញ្ចប់ MegaSurf",
          description: "គ្រប់កញ្ចប់គ្មានកំណត់ទិន្នន័យ។ តម្លៃរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "Choose your MegaSurf plan",
          description: "Unlimited data on every plan. Prices include VAT.",
        },
        zh: {
          title: "选择 MegaSurf 套餐",
          description: "所有套餐均不限流量，价格已含增值税。",
        },
      },
      items: [
        megaSurfPlan(
          201,
          "MegaSurf 30",
          {
            subTitle: "ល្បឿន ៣០ Mbps",
            description:
              "<ul><li>ទិន្នន័យគ្មានកំណត់</li><li>មើលវីដេអូកម្រិត HD លើឧបករណ៍ ២ ទៅ ៣</li><li>ល្អសម្រាប់រៀនអនឡាញ និងបណ្ដាញសង្គម</li></ul>",
            priceDescription: "$15 / ខែ",
            recommendedFor: "សិស្ស និស្សិត និងអ្នករស់នៅម្នាក់ឯង",
          },
          {
            subTitle: "30 Mbps fiber",
            description:
              "<ul><li>Unlimited data</li><li>HD streaming on 2–3 devices</li><li>Great for online classes and social media</li></ul>",
            priceDescription: "$15 / month",
            recommendedFor: "Students and people living alone",
          },
          {
            subTitle: "30 Mbps 光纤",
            description:
              "<ul><li>不限流量</li><li>2–3 台设备流畅观看高清视频</li><li>适合网课和社交媒体</li></ul>",
            priceDescription: "$15 / 月",
            recommendedFor: "学生和独居人士",
          },
        ),
        megaSurfPlan(
          202,
          "MegaSurf 60",
          {
            subTitle: "ល្បឿន ៦០ Mbps",
            description:
              "<ul><li>ទិន្នន័យគ្មានកំណត់</li><li>មើលវីដេអូកម្រិត HD លើឧបករណ៍ ៤ ទៅ ៥</li><li>ហៅជាវីដេអូ និងប្រជុំអនឡាញបានរលូន</li></ul>",
            priceDescription: "$22 / ខែ",
            recommendedFor: "គូស្វាមីភរិយា និងគ្រួសារតូច",
          },
          {
            subTitle: "60 Mbps fiber",
            description:
              "<ul><li>Unlimited data</li><li>HD streaming on 4–5 devices</li><li>Smooth video calls and online meetings</li></ul>",
            priceDescription: "$22 / month",
            recommendedFor: "Couples and small families",
          },
          {
            subTitle: "60 Mbps 光纤",
            description:
              "<ul><li>不限流量</li><li>4–5 台设备流畅观看高清视频</li><li>视频通话和线上会议流畅</li></ul>",
            priceDescription: "$22 / 月",
            recommendedFor: "两口之家和小家庭",
          },
        ),
        megaSurfPlan(
          203,
          "MegaSurf 100",
          {
            subTitle: "ល្បឿន ១០០ Mbps",
            description:
              "<ul><li>ទិន្នន័យគ្មានកំណត់</li><li>មើលវីដេអូកម្រិត 4K បានរលូន</li><li>ទូរទស្សន៍ OTT ឥតគិតថ្លៃ ១ ខែ</li></ul>",
            priceDescription: "$30 / ខែ",
            recommendedFor: "គ្រួសារ ៤ ទៅ ៦ នាក់ និងអ្នកធ្វើការពីផ្ទះ",
          },
          {
            subTitle: "100 Mbps fiber",
            description:
              "<ul><li>Unlimited data</li><li>Smooth 4K streaming</li><li>1 month of OTT TV free</li></ul>",
            priceDescription: "$30 / month",
            recommendedFor: "Families of 4–6 and people working from home",
          },
          {
            subTitle: "100 Mbps 光纤",
            description:
              "<ul><li>不限流量</li><li>4K 视频流畅播放</li><li>免费赠送 1 个月 OTT 电视</li></ul>",
            priceDescription: "$30 / 月",
            recommendedFor: "4–6 口之家和居家办公人士",
          },
        ),
        megaSurfPlan(
          204,
          "MegaSurf 200",
          {
            subTitle: "ល្បឿន ២០០ Mbps",
            description:
              "<ul><li>ទិន្នន័យគ្មានកំណត់</li><li>រ៉ោតទ័រ Wi-Fi 6 និងឧបករណ៍ពង្រីកសញ្ញាឥតគិតថ្លៃ</li><li>ទូរទស្សន៍ OTT ឥតគិតថ្លៃ ៣ ខែ</li><li>ជំនួយជាអាទិភាព</li></ul>",
            priceDescription: "$45 / ខែ",
            recommendedFor: "ផ្ទះធំ អ្នកលេងហ្គេម និងអ្នកផ្សាយផ្ទាល់",
          },
          {
            subTitle: "200 Mbps fiber",
            description:
              "<ul><li>Unlimited data</li><li>Free Wi-Fi 6 router plus a mesh unit</li><li>3 months of OTT TV free</li><li>Priority support</li></ul>",
            priceDescription: "$45 / month",
            recommendedFor: "Large homes, gamers and live streamers",
          },
          {
            subTitle: "200 Mbps 光纤",
            description:
              "<ul><li>不限流量</li><li>免费 Wi-Fi 6 路由器及 Mesh 扩展器</li><li>免费赠送 3 个月 OTT 电视</li><li>优先支持</li></ul>",
            priceDescription: "$45 / 月",
            recommendedFor: "大户型、游戏玩家和主播",
          },
        ),
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 1, name: "Icons" },
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "គ្រប់កញ្ចប់ MegaSurf រួមមាន" },
        en: { title: "Every MegaSurf plan includes" },
        zh: { title: "每个 MegaSurf 套餐都包含" },
      },
      items: [
        {
          data: { titleIcon: icon("home-icon-unlimited.svg") },
          text: {
            km: {
              title: "ទិន្នន័យគ្មានកំណត់",
              description: "គ្មានកម្រិតទិន្នន័យ គ្មានការបន្ថយល្បឿននៅចុងខែ និងគ្មានថ្លៃលាក់កំបាំង។",
            },
            en: {
              title: "Unlimited data",
              description: "No data caps, no slowdown at the end of the month and no hidden fees.",
            },
            zh: { title: "不限流量", description: "没有流量上限，月底不降速，也没有隐藏费用。" },
          },
        },
        {
          data: { lottieFile: "lottie-signal.json" },
          text: {
            km: {
              title: "រ៉ោតទ័រ Wi-Fi 6",
              description: "សញ្ញាខ្លាំង និងលឿនសម្រាប់ទូរស័ព្ទ ទូរទស្សន៍ និងកុំព្យូទ័រជាច្រើនក្នុងពេលតែមួយ។",
            },
            en: {
              title: "Wi-Fi 6 router",
              description: "A strong, fast signal for many phones, TVs and computers at the same time.",
            },
            zh: {
              title: "Wi-Fi 6 路由器",
              description: "信号强、速度快，多部手机、电视和电脑同时使用也不卡。",
            },
          },
        },
        {
          data: { titleIcon: icon("home-icon-tools.svg") },
          text: {
            km: {
              title: "ដំឡើងក្នុង ៤៨ ម៉ោង",
              description: "នៅរាជធានីភ្នំពេញ យើងដំឡើងជូនក្នុងរយៈពេល ៤៨ ម៉ោង និងនៅទីរួមខេត្តក្នុង ២ ទៅ ៣ ថ្ងៃធ្វើការ។",
            },
            en: {
              title: "Installed within 48 hours",
              description: "Within 48 hours in Phnom Penh and 2–3 working days in provincial towns.",
            },
            zh: { title: "48 小时内安装", description: "金边 48 小时内上门安装，各省城镇 2–3 个工作日。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-qr.svg") },
          text: {
            km: {
              title: "បង់ប្រាក់តាមចិត្ត",
              description: "KHQR, ABA, Wing ក្នុងកម្មវិធី Romdoul App ឬនៅហាងរំដួលណិតណាមួយ។",
            },
            en: {
              title: "Pay your way",
              description: "KHQR, ABA, Wing, in the Romdoul App or at any Romdoul Net shop.",
            },
            zh: { title: "多种缴费方式", description: "KHQR、ABA、Wing、Romdoul App 或任意隆都网络营业厅。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-support.svg") },
          text: {
            km: {
              title: "ជំនួយ ២៤/៧",
              description: "ទូរស័ព្ទមកលេខ 023 888 168 គ្រប់ពេល ជាភាសាខ្មែរ អង់គ្លេស ឬចិន។",
            },
            en: {
              title: "24/7 support",
              description: "Call 023 888 168 any time, in Khmer, English or Chinese.",
            },
            zh: { title: "24/7 支持", description: "随时拨打 023 888 168，提供高棉语、英语和中文服务。" },
          },
        },
      ],
    },
    {
      type: "Promotions",
      text: {
        km: { title: "ការផ្តល់ជូន MegaSurf" },
        en: { title: "MegaSurf offers" },
        zh: { title: "MegaSurf 优惠" },
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
              title: "បង់ ១២ ខែ ប្រើ ១៤ ខែ",
              description: "បង់ប្រាក់ជាមុនសម្រាប់កញ្ចប់ MegaSurf ណាមួយរយៈពេល ១២ ខែ ហើយទទួលបានពីរខែបន្ថែមដោយឥតគិតថ្លៃ។",
              priceDescription: "ចាប់ពី $180 សម្រាប់ ១៤ ខែ",
              imageAlt: "ប្រតិទិនដែលមានពីរថ្ងៃគូសបញ្ជាក់ និងផ្កាយពណ៌មាស",
            },
            en: {
              title: "Pay for 12 months, surf for 14",
              description: "Pay any MegaSurf plan 12 months in advance and get two extra months free.",
              priceDescription: "From $180 for 14 months",
              imageAlt: "A calendar with two highlighted days and gold stars",
            },
            zh: {
              title: "付 12 个月，用 14 个月",
              description: "预付任意 MegaSurf 套餐 12 个月，额外赠送两个月。",
              priceDescription: "$180 起享 14 个月",
              imageAlt: "标出两天的日历和金色星星",
            },
          },
        },
        {
          data: {
            image: promo("home-promo-router.svg"),
            actionUrl: "/register-steps?productId=201",
            showButton: true,
            productId: 201,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "តម្លៃពិសេសសម្រាប់សិស្ស និស្សិត",
              description:
                "បង្ហាញប័ណ្ណសិស្ស ឬនិស្សិតដែលនៅមានសុពលភាព ហើយប្រើ MegaSurf 30 ក្នុងតម្លៃពិសេស ជាមួយកិច្ចសន្យា ១២ ខែ។",
              priceDescription: "$12 / ខែ",
              imageAlt: "ផែនដីពណ៌ស្វាយ និងខ្សែល្បឿនពណ៌មាស",
            },
            en: {
              title: "Student price",
              description:
                "Show a valid student card and get MegaSurf 30 at a special price on a 12-month contract.",
              priceDescription: "$12 / month",
              imageAlt: "A purple globe with gold speed lines",
            },
            zh: {
              title: "学生特惠",
              description: "出示有效学生证，签约 12 个月即可以特价使用 MegaSurf 30。",
              priceDescription: "$12 / 月",
              imageAlt: "紫色地球与金色速度线条",
            },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "អតិថិជននិយាយអំពី MegaSurf" },
        en: { title: "What customers say about MegaSurf" },
        zh: { title: "客户对 MegaSurf 的评价" },
      },
      items: [
        {
          data: { image: avatar("home-avatar-a.svg") },
          text: {
            km: {
              customerName: "សុខ ដារ៉ា",
              district: "សែនសុខ ភ្នំពេញ",
              content:
                "គ្រួសារខ្ញុំមានបួននាក់ ដែលធ្វើការ និងរៀនពីផ្ទះ។ តាំងពីប្ដូរមកប្រើ MegaSurf 100 ការហៅជាវីដេអូ និងថ្នាក់រៀនអនឡាញដំណើរការក្នុងពេលតែមួយ ដោយមិនគាំងទាល់តែសោះ។",
              imageAlt: "",
            },
            en: {
              customerName: "Sok Dara",
              district: "Sen Sok, Phnom Penh",
              content:
                "There are four of us working and studying from home. Since we moved to MegaSurf 100, video calls and online classes run at the same time without freezing.",
              imageAlt: "",
            },
            zh: {
              customerName: "Sok Dara",
              district: "金边森速区",
              content:
                "我们家四口人都在家工作和上课。换成 MegaSurf 100 之后，视频通话和网课同时进行也不会卡。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-b.svg") },
          text: {
            km: {
              customerName: "ចាន់ ស្រីនាង",
              district: "ក្រុងបាត់ដំបង",
              content:
                "ក្រុមការងារមកដំឡើងនៅថ្ងៃបន្ទាប់ពីខ្ញុំចុះឈ្មោះ ហើយអ្នកបច្ចេកទេសបានពន្យល់ពីរបៀបប្ដូរលេខសម្ងាត់ Wi-Fi។ ខែនីមួយៗ ខ្ញុំបង់ប្រាក់តាម ABA ត្រឹមតែប៉ុន្មានវិនាទីប៉ុណ្ណោះ។",
              imageAlt: "",
            },
            en: {
              customerName: "Chan Sreyneang",
              district: "Battambang City",
              content:
                "They installed it the day after I signed up, and the technician showed me how to change the Wi-Fi password. Every month I pay with ABA in a few seconds.",
              imageAlt: "",
            },
            zh: {
              customerName: "Chan Sreyneang",
              district: "马德望市",
              content:
                "我报装后第二天就来安装了，技术人员还教我怎么修改 Wi-Fi 密码。每个月用 ABA 几秒钟就能缴费。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-c.svg") },
          text: {
            km: {
              customerName: "លឹម ម៉េងហួរ",
              district: "ទួលគោក ភ្នំពេញ",
              content:
                "ខ្សែទូរស័ព្ទជំនួយជាភាសាចិន បានជួយឪពុកម្ដាយខ្ញុំរៀបចំទូរទស្សន៍ថ្មី។ ការតភ្ជាប់នៅតែល្អ ទោះបីពេលភ្លៀងធ្លាក់ខ្លាំងក៏ដោយ។",
              imageAlt: "",
            },
            en: {
              customerName: "Lim Meng Hour",
              district: "Toul Kork, Phnom Penh",
              content:
                "The Chinese-language hotline helped my parents set up their new TV. The connection stays stable even during heavy rain.",
              imageAlt: "",
            },
            zh: {
              customerName: "Lim Meng Hour",
              district: "金边堆谷区",
              content: "中文客服热线帮我父母装好了新电视。即使下大雨，网络也一直很稳定。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-d.svg") },
          text: {
            km: {
              customerName: "អ៊ុក រិទ្ធី",
              district: "កំពត",
              content:
                "ខ្ញុំគ្រប់គ្រងទំព័រផ្ទះសំណាក់តូចមួយពីផ្ទះ ហើយផ្ញើរូបថតច្រើនជារៀងរាល់ថ្ងៃ។ MegaSurf 200 លឿនណាស់ ហើយតម្លៃសមរម្យសម្រាប់នៅកំពត។",
              imageAlt: "",
            },
            en: {
              customerName: "Ouk Rithy",
              district: "Kampot",
              content:
                "I run a small guesthouse page from home and upload lots of photos every day. MegaSurf 200 is fast and the price is fair for Kampot.",
              imageAlt: "",
            },
            zh: {
              customerName: "Ouk Rithy",
              district: "贡布",
              content:
                "我在家经营一家小旅馆的网页，每天上传很多照片。MegaSurf 200 很快，在贡布这个价格很合理。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      text: {
        km: { title: "ឯកសារ" },
        en: { title: "Documents" },
        zh: { title: "相关文件" },
      },
      items: [
        {
          data: { file: "home-internet-terms.pdf" },
          text: {
            km: {
              title: "លក្ខខណ្ឌសេវាអ៊ីនធឺណិតតាមផ្ទះ",
              description:
                "រយៈពេលកិច្ចសន្យា គោលការណ៍ប្រើប្រាស់ដោយសមរម្យ ការដំឡើង ការផ្លាស់ប្ដូរទីលំនៅ និងការបញ្ឈប់សេវា សម្រាប់កញ្ចប់ MegaSurf និង FTTR។",
            },
            en: {
              title: "Home internet terms and conditions",
              description:
                "Contract length, fair use, installation, moving house and cancellation for MegaSurf and FTTR plans.",
            },
            zh: {
              title: "家庭宽带服务条款",
              description: "MegaSurf 和 FTTR 套餐的合约期、合理使用、安装、搬家移机和退订说明。",
            },
          },
        },
      ],
    },
  ],
};

/** OTT TV ("/personal/ott_tv"): plans, features, videos and Android TV devices. */
export const ottTvPage: SeedPage = {
  id: "OttTv",
  text: pageTitle("OttTv"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ទូរទស្សន៍ OTT" },
        en: { title: "OTT TV" },
        zh: { title: "OTT 电视" },
      },
      items: [
        {
          data: {
            image: webBanner("home-ott-tv-web.svg"),
            mobileImage: mobileBanner("home-ott-tv-mobile.svg"),
            banner: bannerLinks("/personal/ott_tv#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ទូរទស្សន៍ផ្ទាល់ និងភាពយន្ត លើគ្រប់អេក្រង់",
              bannerDescription:
                "ប៉ុស្តិ៍ផ្ទាល់ជាង ១០០ ព្រមទាំងភាពយន្ត និងរឿងភាគរាប់ពាន់ លើទូរទស្សន៍ឆ្លាតវៃ ទូរស័ព្ទ ឬថេប្លេត។ ចាប់ពី $5 / ខែ។",
              title: "មើលកញ្ចប់ទូរទស្សន៍",
              imageAlt: "ទូរទស្សន៍មានប៊ូតុងចាក់ នៅកណ្ដាលផ្ទាំងមាតិកាអណ្ដែតជុំវិញ",
            },
            en: {
              bannerTitle: "Live TV and films on every screen",
              bannerDescription:
                "More than 100 live channels plus thousands of films and series, on your smart TV, phone or tablet. From $5 a month.",
              title: "See TV plans",
              imageAlt: "A television with a play button, surrounded by floating content tiles",
            },
            zh: {
              bannerTitle: "直播和电影，任意屏幕随心看",
              bannerDescription:
                "100 多个直播频道和数千部影视剧，可在智能电视、手机或平板上观看。每月 $5 起。",
              title: "查看电视套餐",
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
          title: "កញ្ចប់ទូរទស្សន៍ OTT",
          description: "ប្រើបានជាមួយការតភ្ជាប់អ៊ីនធឺណិតណាក៏បាន ដែលមានល្បឿនចាប់ពី ១០ Mbps ឡើងទៅ។ បញ្ឈប់បានគ្រប់ពេល។",
        },
        en: {
          title: "OTT TV plans",
          description: "Works on any internet connection of 10 Mbps or more. Cancel any time.",
        },
        zh: {
          title: "OTT 电视套餐",
          description: "任何 10 Mbps 及以上的网络均可使用，可随时退订。",
        },
      },
      items: [
        {
          data: {
            image: icon("home-icon-tv.svg"),
            actionUrl: "/register-steps?productId=501",
            showButton: true,
            productId: 501,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "OTT Lite",
              subTitle: "ប៉ុស្តិ៍ផ្ទាល់ជាង ១០០",
              description:
                "<ul><li>ប៉ុស្តិ៍ខ្មែរ និងអន្តរជាតិកម្រិត HD</li><li>មើលឡើងវិញបាន ៧ ថ្ងៃ</li><li>មើលលើអេក្រង់ ២ ក្នុងពេលតែមួយ</li></ul>",
              priceDescription: "$5 / ខែ",
              recommendedFor: "អ្នកចូលចិត្តព័ត៌មាន និងរឿងភាគខ្មែរ",
              imageAlt: "",
            },
            en: {
              title: "OTT Lite",
              subTitle: "100+ live channels",
              description:
                "<ul><li>Khmer and international channels in HD</li><li>7-day replay</li><li>Watch on 2 screens at once</li></ul>",
              priceDescription: "$5 / month",
              recommendedFor: "News and Khmer drama fans",
              imageAlt: "",
            },
            zh: {
              title: "OTT Lite",
              subTitle: "100+ 直播频道",
              description:
                "<ul><li>高清高棉语及国际频道</li><li>7 天回看</li><li>可同时在 2 个屏幕观看</li></ul>",
              priceDescription: "$5 / 月",
              recommendedFor: "喜欢新闻和高棉电视剧的观众",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-tv.svg"),
            actionUrl: "/register-steps?productId=502",
            showButton: true,
            productId: 502,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "OTT Plus",
              subTitle: "ប៉ុស្តិ៍ផ្ទាល់ + ភាពយន្ត និងរឿងភាគ",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង OTT Lite</li><li>ភាពយន្ត និងរឿងភាគខ្មែរ ចិន ថៃ និងកូរ៉េរាប់ពាន់</li><li>មើលលើអេក្រង់ ៣ ក្នុងពេលតែមួយ</li></ul>",
              priceDescription: "$8 / ខែ",
              recommendedFor: "គ្រួសារដែលចូលចិត្តរឿងភាគ",
              imageAlt: "",
            },
            en: {
              title: "OTT Plus",
              subTitle: "Live channels + films and series",
              description:
                "<ul><li>Everything in OTT Lite</li><li>Thousands of Khmer, Chinese, Thai and Korean films and series</li><li>Watch on 3 screens at once</li></ul>",
              priceDescription: "$8 / month",
              recommendedFor: "Families who love drama series",
              imageAlt: "",
            },
            zh: {
              title: "OTT Plus",
              subTitle: "直播频道 + 影视剧",
              description:
                "<ul><li>包含 OTT Lite 全部内容</li><li>数千部高棉、中国、泰国和韩国影视剧</li><li>可同时在 3 个屏幕观看</li></ul>",
              priceDescription: "$8 / 月",
              recommendedFor: "爱追剧的家庭",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-tv.svg"),
            actionUrl: "/register-steps?productId=503",
            showButton: true,
            productId: 503,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "OTT Premium",
              subTitle: "4K កីឡាផ្ទាល់ និងភាពយន្តថ្មីៗ",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង OTT Plus</li><li>ប៉ុស្តិ៍កីឡា និងបាល់ទាត់ផ្ទាល់</li><li>ភាពយន្តកម្រិត 4K</li><li>មើលលើអេក្រង់ ៥ ក្នុងពេលតែមួយ</li></ul>",
              priceDescription: "$12 / ខែ",
              recommendedFor: "អ្នកគាំទ្របាល់ទាត់ និងគ្រួសារធំ",
              imageAlt: "",
            },
            en: {
              title: "OTT Premium",
              subTitle: "4K, live sport and new releases",
              description:
                "<ul><li>Everything in OTT Plus</li><li>Live sport and football channels</li><li>Films in 4K</li><li>Watch on 5 screens at once</li></ul>",
              priceDescription: "$12 / month",
              recommendedFor: "Football fans and large families",
              imageAlt: "",
            },
            zh: {
              title: "OTT Premium",
              subTitle: "4K、体育直播和新片",
              description:
                "<ul><li>包含 OTT Plus 全部内容</li><li>体育和足球直播频道</li><li>4K 电影</li><li>可同时在 5 个屏幕观看</li></ul>",
              priceDescription: "$12 / 月",
              recommendedFor: "足球迷和大家庭",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 2, name: "Bullets" },
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "មើលតាមរបៀបរបស់អ្នក" },
        en: { title: "Watch your way" },
        zh: { title: "随心观看" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "លើអេក្រង់ណាក៏បាន",
              description: "ទូរទស្សន៍ឆ្លាតវៃ ប្រអប់ Android TV ទូរស័ព្ទ ថេប្លេត ឬកុំព្យូទ័រ ដោយប្រើគណនីតែមួយ។",
            },
            en: {
              title: "On any screen",
              description: "Smart TV, Android TV box, phone, tablet or computer, all with one account.",
            },
            zh: {
              title: "任意屏幕",
              description: "智能电视、Android TV 盒子、手机、平板或电脑，一个账号通用。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "មើលឡើងវិញ ៧ ថ្ងៃ",
              description: "ខកខានរឿងភាគពេលល្ងាច? មើលវាឡើងវិញបានគ្រប់ពេល ក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់។",
            },
            en: {
              title: "7-day replay",
              description: "Missed the evening drama? Watch it whenever you like during the next seven days.",
            },
            zh: { title: "7 天回看", description: "错过了晚间电视剧？七天内随时回看。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ប៉ុស្តិ៍ពីគ្រប់ទិសទី",
              description: "ប៉ុស្តិ៍ខ្មែរ ចិន ថៃ កូរ៉េ និងអន្តរជាតិ ព្រមទាំងអក្សររត់ជាភាសាខ្មែរសម្រាប់ភាពយន្តជាច្រើន។",
            },
            en: {
              title: "Channels from everywhere",
              description:
                "Khmer, Chinese, Thai, Korean and international channels, with Khmer subtitles on many films.",
            },
            zh: {
              title: "频道丰富",
              description: "高棉语、中文、泰语、韩语及国际频道，许多电影配有高棉语字幕。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការគ្រប់គ្រងសម្រាប់មាតាបិតា",
              description: "ចាក់សោប៉ុស្តិ៍ ឬភាពយន្តដោយលេខកូដ PIN និងបង្កើតទម្រង់សម្រាប់កុមារ។",
            },
            en: {
              title: "Parental controls",
              description: "Lock channels or films with a PIN and create a profile just for the children.",
            },
            zh: { title: "家长控制", description: "用 PIN 码锁定频道或影片，并为孩子创建专属档案。" },
          },
        },
      ],
    },
    {
      type: "VideoCarousel",
      text: {
        km: { title: "មើលវីដេអូ" },
        en: { title: "Watch and learn" },
        zh: { title: "视频介绍" },
      },
      items: [
        {
          data: { videoUrl: "video-app-tour.mp4", image: poster("video-app-tour.svg") },
          text: {
            km: {
              title: "ណែនាំកម្មវិធី Romdoul App",
              description: "របៀបចាប់ផ្ដើមមើលទូរទស្សន៍ OTT ស្វែងរកប៉ុស្តិ៍ និងមើលកម្មវិធីឡើងវិញ ក្នុងកម្មវិធី Romdoul App។",
              imageAlt: "ទូរស័ព្ទដែលបង្ហាញកម្មវិធី Romdoul App",
            },
            en: {
              title: "A tour of the Romdoul App",
              description: "How to start OTT TV, find a channel and use replay in the Romdoul App.",
              imageAlt: "A phone showing the Romdoul App",
            },
            zh: {
              title: "Romdoul App 使用导览",
              description: "在 Romdoul App 中开通 OTT 电视、查找频道和使用回看功能。",
              imageAlt: "显示 Romdoul App 的手机",
            },
          },
        },
        {
          data: { videoUrl: "video-fiber-installation.mp4", image: poster("video-fiber-installation.svg") },
          text: {
            km: {
              title: "របៀបដែលយើងដំឡើងខ្សែកាបអុបទិក",
              description: "តាមដានអ្នកបច្ចេកទេស ពីខ្សែនៅតាមផ្លូវ រហូតដល់ប៉ុស្តិ៍ដំបូងលើទូរទស្សន៍របស់អ្នក ក្នុងរយៈពេលមិនដល់បីនាទី។",
              imageAlt: "អ្នកបច្ចេកទេសកំពុងដំឡើងខ្សែកាបអុបទិកក្នុងផ្ទះ",
            },
            en: {
              title: "How we install your fiber",
              description:
                "Follow a technician from the street cable to the first channel on your TV, in under three minutes.",
              imageAlt: "A technician installing fiber in a home",
            },
            zh: {
              title: "光纤安装全过程",
              description: "不到三分钟，跟随技术人员从街边光缆一直到电视上的第一个频道。",
              imageAlt: "技术人员在家中安装光纤",
            },
          },
        },
        {
          data: { videoUrl: "video-customer-story.mp4", image: poster("video-customer-story.svg") },
          text: {
            km: {
              title: "ពេលល្ងាចរបស់គ្រួសារមួយនៅសែនសុខ",
              description: "គ្រួសារមួយប្រាប់យើងពីរបៀបដែលពួកគេមើលរឿងភាគ បាល់ទាត់ និងតុក្កតា លើអេក្រង់បីក្នុងពេលតែមួយ។",
              imageAlt: "គ្រួសារមួយកំពុងអង្គុយមើលទូរទស្សន៍ជាមួយគ្នា",
            },
            en: {
              title: "A family evening in Sen Sok",
              description:
                "A family tells us how they watch dramas, football and cartoons on three screens at once.",
              imageAlt: "A family sitting together in front of the TV",
            },
            zh: {
              title: "森速区一家人的夜晚",
              description: "一家人讲述他们如何在三块屏幕上同时看电视剧、足球和动画片。",
              imageAlt: "一家人坐在一起看电视",
            },
          },
        },
      ],
    },
    {
      type: "DevicePromotion",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: {
          title: "ឧបករណ៍សម្រាប់មើលទូរទស្សន៍",
          description: "ប្រែក្លាយទូរទស្សន៍ណាមួយដែលមានរន្ធ HDMI ឱ្យទៅជាទូរទស្សន៍ឆ្លាតវៃ។",
        },
        en: {
          title: "Devices for your TV",
          description: "Turn any TV with an HDMI port into a smart TV.",
        },
        zh: { title: "电视设备", description: "让任何带 HDMI 接口的电视变身智能电视。" },
      },
      items: [
        {
          data: { image: device("home-device-tv-box.svg") },
          text: {
            km: {
              title: "ប្រអប់ Android TV 4K",
              subTitle: "Tevoda",
              description: "ប្រអប់ Android TV កម្រិត 4K មានតេឡេបញ្ជាដោយសំឡេង និងកម្មវិធីទូរទស្សន៍ OTT ដំឡើងរួចជាស្រេច។",
              priceDescription: "$35 ឬឥតគិតថ្លៃជាមួយ OTT Premium ១២ ខែ",
              content:
                "<ul><li>Android TV 12 រូបភាព 4K HDR</li><li>អង្គចងចាំ ២ GB និងទំហំផ្ទុក ១៦ GB</li><li>Wi-Fi 6 និងរន្ធ LAN</li><li>រន្ធ HDMI 2.1 និង USB</li><li>តេឡេបញ្ជាដោយសំឡេង មានប៊ូតុងផ្ទាល់សម្រាប់ OTT</li></ul>",
              imageAlt: "ប្រអប់ទទួលសញ្ញាពណ៌ស្វាយ និងតេឡេបញ្ជាពណ៌ស",
            },
            en: {
              title: "Android TV box 4K",
              subTitle: "Tevoda",
              description: "A 4K Android TV box with a voice remote and the OTT TV app ready to go.",
              priceDescription: "$35, or free with 12 months of OTT Premium",
              content:
                "<ul><li>Android TV 12, 4K HDR picture</li><li>2 GB memory, 16 GB storage</li><li>Wi-Fi 6 and LAN port</li><li>HDMI 2.1 and USB ports</li><li>Voice remote with a dedicated OTT button</li></ul>",
              imageAlt: "A purple set-top box and a white remote control",
            },
            zh: {
              title: "Android TV 4K 盒子",
              subTitle: "Tevoda",
              description: "4K Android TV 盒子，配语音遥控器，预装 OTT 电视应用。",
              priceDescription: "$35，或订购 12 个月 OTT Premium 免费赠送",
              content:
                "<ul><li>Android TV 12，4K HDR 画质</li><li>2 GB 内存，16 GB 存储</li><li>Wi-Fi 6 和 LAN 口</li><li>HDMI 2.1 和 USB 接口</li><li>带 OTT 专用键的语音遥控器</li></ul>",
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
              description: "ដោតចូលរន្ធ HDMI នៃទូរទស្សន៍របស់អ្នក ហើយប្រែក្លាយវាទៅជាទូរទស្សន៍ឆ្លាតវៃ។",
              priceDescription: "$25",
              content:
                "<ul><li>Android TV រូបភាពកម្រិត HD (១០៨០p)</li><li>Wi-Fi 5 រលកពីរ</li><li>ទទួលថាមពលតាមរន្ធ USB របស់ទូរទស្សន៍</li><li>តេឡេបញ្ជាតូច ប្រើងាយស្រួល</li></ul>",
              imageAlt: "ឧបករណ៍ដោតពណ៌ស្វាយ ជាមួយតេឡេបញ្ជាតូចពណ៌ស",
            },
            en: {
              title: "TV Stick HD",
              subTitle: "Tevoda",
              description: "Plug it into your TV's HDMI port and turn it into a smart TV.",
              priceDescription: "$25",
              content:
                "<ul><li>Android TV in Full HD</li><li>Dual-band Wi-Fi 5</li><li>Powered from the TV's USB port</li><li>Small, easy remote</li></ul>",
              imageAlt: "A purple streaming stick with a small white remote",
            },
            zh: {
              title: "TV Stick HD 电视棒",
              subTitle: "Tevoda",
              description: "插入电视 HDMI 接口，即可变身智能电视。",
              priceDescription: "$25",
              content:
                "<ul><li>全高清 Android TV</li><li>双频 Wi-Fi 5</li><li>由电视 USB 口供电</li><li>小巧易用的遥控器</li></ul>",
              imageAlt: "紫色电视棒和白色小遥控器",
            },
          },
        },
        {
          data: { image: device("home-device-mesh-tower.svg") },
          text: {
            km: {
              title: "ឧបករណ៍ពង្រីកសញ្ញា M6",
              subTitle: "Lumenet",
              description: "ដាក់នៅក្បែរទូរទស្សន៍ ដើម្បីឱ្យការមើលកម្រិត 4K រលូន ទោះបីរ៉ោតទ័រនៅបន្ទប់ផ្សេងក៏ដោយ។",
              priceDescription: "$39",
              content:
                "<ul><li>Wi-Fi 6 ភ្ជាប់គ្នាជាបណ្ដាញតែមួយ</li><li>រន្ធ LAN ២ សម្រាប់ភ្ជាប់ប្រអប់ទូរទស្សន៍ដោយខ្សែ</li><li>គ្របដណ្ដប់ប្រហែល ៨០ ម៉ែត្រការ៉េ</li></ul>",
              imageAlt: "ឧបករណ៍ពង្រីកសញ្ញាពណ៌សរាងបញ្ឈរ",
            },
            en: {
              title: "M6 mesh unit",
              subTitle: "Lumenet",
              description: "Place it next to the TV for smooth 4K, even when the router is in another room.",
              priceDescription: "$39",
              content:
                "<ul><li>Wi-Fi 6 mesh</li><li>2 LAN ports to connect the TV box by cable</li><li>Covers about 80 m²</li></ul>",
              imageAlt: "A white tower-shaped mesh unit",
            },
            zh: {
              title: "M6 Mesh 扩展器",
              subTitle: "Lumenet",
              description: "放在电视旁，即使路由器在其他房间，4K 播放也流畅。",
              priceDescription: "$39",
              content:
                "<ul><li>Wi-Fi 6 Mesh</li><li>2 个 LAN 口，可用网线连接电视盒子</li><li>覆盖约 80 平方米</li></ul>",
              imageAlt: "白色塔式 Mesh 扩展器",
            },
          },
        },
      ],
    },
  ],
};

/** One TV ("/personal/one_tv"): packages, catch-up and the box, offers, reviews and the channel guide. */
export const oneTvPage: SeedPage = {
  id: "OneTv",
  text: pageTitle("OneTv"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "One TV" },
        en: { title: "One TV" },
        zh: { title: "One TV 电视" },
      },
      items: [
        {
          data: {
            image: webBanner("home-one-tv-web.svg"),
            mobileImage: mobileBanner("home-one-tv-mobile.svg"),
            banner: bannerLinks("/personal/one_tv#packages"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "គ្រប់ប៉ុស្តិ៍ ក្នុងប្រអប់តែមួយ",
              bannerDescription: "ប៉ុស្តិ៍ខ្មែរ ចិន និងអន្តរជាតិផ្ទាល់ លើទូរទស្សន៍ណាមួយ អាចមើលឡើងវិញបាន ៧ ថ្ងៃ។ ចាប់ពី $8 / ខែ។",
              title: "ជ្រើសរើសកញ្ចប់",
              imageAlt: "ផ្ទាំងប៉ុស្តិ៍ចម្រុះពណ៌ នៅពីលើប្រអប់ទទួលសញ្ញាដែលបញ្ចេញរលកពណ៌មាស",
            },
            en: {
              bannerTitle: "Every channel, one box",
              bannerDescription:
                "Khmer, Chinese and international channels live on any TV, with seven-day catch-up. From $8 a month.",
              title: "Choose a package",
              imageAlt: "A grid of colourful channel tiles above a set-top box sending gold signals",
            },
            zh: {
              bannerTitle: "所有频道，一个盒子",
              bannerDescription: "高棉语、中文及国际频道在任意电视上直播，支持七天回看。每月 $8 起。",
              title: "选择套餐",
              imageAlt: "彩色频道方块下方是发出金色信号的机顶盒",
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "packages",
      text: {
        km: {
          title: "កញ្ចប់ One TV",
          description: "ប្រអប់ទទួលសញ្ញាមួយ និងការដំឡើងរួមបញ្ចូលក្នុងគ្រប់កញ្ចប់។ តម្លៃរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "One TV packages",
          description: "One set-top box and installation are included in every package. Prices include VAT.",
        },
        zh: {
          title: "One TV 套餐",
          description: "每个套餐均包含一个机顶盒和安装服务，价格已含增值税。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=601",
            showButton: true,
            productId: 601,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "One TV Khmer",
              subTitle: "ប៉ុស្តិ៍ ៦០",
              description:
                "<ul><li>ប៉ុស្តិ៍ជាតិខ្មែរទាំងអស់កម្រិត HD</li><li>ព័ត៌មាន តន្ត្រី និងកម្មវិធីកុមារ</li><li>មើលឡើងវិញ ៧ ថ្ងៃ</li></ul>",
              priceDescription: "$8 / ខែ",
              recommendedFor: "ជីដូនជីតា និងអ្នកចូលចិត្តកម្មវិធីខ្មែរ",
            },
            en: {
              title: "One TV Khmer",
              subTitle: "60 channels",
              description:
                "<ul><li>All national Khmer channels in HD</li><li>News, music and children's programmes</li><li>7-day catch-up</li></ul>",
              priceDescription: "$8 / month",
              recommendedFor: "Grandparents and fans of Khmer programmes",
            },
            zh: {
              title: "One TV Khmer",
              subTitle: "60 个频道",
              description:
                "<ul><li>全部柬埔寨国家频道高清直播</li><li>新闻、音乐和少儿节目</li><li>7 天回看</li></ul>",
              priceDescription: "$8 / 月",
              recommendedFor: "长辈和喜爱高棉语节目的观众",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=602",
            showButton: true,
            productId: 602,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "One TV Family",
              subTitle: "ប៉ុស្តិ៍ ១១០",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង One TV Khmer</li><li>ប៉ុស្តិ៍ចិន កូរ៉េ និងថៃ</li><li>ប៉ុស្តិ៍តុក្កតា និងឯកសារ</li><li>មើលឡើងវិញ ៧ ថ្ងៃ</li></ul>",
              priceDescription: "$12 / ខែ",
              recommendedFor: "គ្រួសារច្រើនជំនាន់",
            },
            en: {
              title: "One TV Family",
              subTitle: "110 channels",
              description:
                "<ul><li>Everything in One TV Khmer</li><li>Chinese, Korean and Thai channels</li><li>Cartoon and documentary channels</li><li>7-day catch-up</li></ul>",
              priceDescription: "$12 / month",
              recommendedFor: "Families with several generations",
            },
            zh: {
              title: "One TV Family",
              subTitle: "110 个频道",
              description:
                "<ul><li>包含 One TV Khmer 全部频道</li><li>中文、韩语和泰语频道</li><li>动画和纪录片频道</li><li>7 天回看</li></ul>",
              priceDescription: "$12 / 月",
              recommendedFor: "三代同堂的家庭",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=603",
            showButton: true,
            productId: 603,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "One TV Max",
              subTitle: "ប៉ុស្តិ៍ ១៥០",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង One TV Family</li><li>ប៉ុស្តិ៍កីឡា និងភាពយន្ត</li><li>ប៉ុស្តិ៍ជ្រើសរើសកម្រិត 4K</li><li>ផ្អាក និងខាថយក្រោយកម្មវិធីផ្ទាល់</li></ul>",
              priceDescription: "$16 / ខែ",
              recommendedFor: "អ្នកគាំទ្រកីឡា និងអ្នកចូលចិត្តភាពយន្ត",
            },
            en: {
              title: "One TV Max",
              subTitle: "150 channels",
              description:
                "<ul><li>Everything in One TV Family</li><li>Sport and movie channels</li><li>Selected channels in 4K</li><li>Pause and rewind live TV</li></ul>",
              priceDescription: "$16 / month",
              recommendedFor: "Sport fans and film lovers",
            },
            zh: {
              title: "One TV Max",
              subTitle: "150 个频道",
              description:
                "<ul><li>包含 One TV Family 全部频道</li><li>体育和电影频道</li><li>部分频道 4K 播出</li><li>直播可暂停和倒退</li></ul>",
              priceDescription: "$16 / 月",
              recommendedFor: "体育迷和电影爱好者",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=611",
            showButton: true,
            productId: 611,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ប្រអប់ទទួលសញ្ញាបន្ថែម",
              subTitle: "សម្រាប់ទូរទស្សន៍មួយទៀត",
              description:
                "<ul><li>កញ្ចប់ប៉ុស្តិ៍ដូចគ្នានឹងប្រអប់មេ</li><li>មើលកម្មវិធីផ្សេងគ្នាក្នុងបន្ទប់ផ្សេងគ្នា</li><li>ដំឡើងឥតគិតថ្លៃ</li></ul>",
              priceDescription: "$3 / ខែ",
              recommendedFor: "បន្ទប់គេង ឬហាងនៅជាន់ក្រោម",
            },
            en: {
              title: "Extra set-top box",
              subTitle: "For another TV",
              description:
                "<ul><li>Same channel package as your main box</li><li>Watch different programmes in different rooms</li><li>Free installation</li></ul>",
              priceDescription: "$3 / month",
              recommendedFor: "Bedrooms or a ground-floor shop",
            },
            zh: {
              title: "加装机顶盒",
              subTitle: "给另一台电视",
              description:
                "<ul><li>频道与主机顶盒相同</li><li>不同房间可看不同节目</li><li>免费安装</li></ul>",
              priceDescription: "$3 / 月",
              recommendedFor: "卧室或一楼店面",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "ងាយស្រួលមើល ងាយស្រួលប្រើ" },
        en: { title: "Easy to watch, easy to use" },
        zh: { title: "好看又好用" },
      },
      items: [
        {
          data: { image: panel("home-panel-one-tv.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "ផ្អាក ខាថយក្រោយ និងមើលឡើងវិញ",
              subTitle: "មិនខកខានរឿងភាគ ឬព័ត៌មានណាមួយឡើយ",
              content:
                "<p>តារាងកម្មវិធីបង្ហាញអ្វីដែលកំពុងចាក់ និងអ្វីដែលនឹងចាក់បន្ទាប់ លើគ្រប់ប៉ុស្តិ៍។ ខកខានកម្មវិធី? ត្រឡប់ទៅមើលវិញបានរហូតដល់ ៧ ថ្ងៃ។</p><ul><li>តារាងកម្មវិធី ៧ ថ្ងៃ</li><li>ប៉ុស្តិ៍ដែលចូលចិត្ត និងការរំលឹក</li><li>ចាក់សោប៉ុស្តិ៍សម្រាប់កុមារ</li></ul>",
              imageAlt: "ផ្ទាំងប៉ុស្តិ៍ចម្រុះពណ៌លើអេក្រង់ និងប្រអប់ទទួលសញ្ញា",
            },
            en: {
              title: "Pause, rewind and catch up",
              subTitle: "Never miss a drama episode or the news",
              content:
                "<p>The programme guide shows what is on now and next on every channel. Missed a show? Go back up to 7 days.</p><ul><li>7-day programme guide</li><li>Favourite channels and reminders</li><li>Channel lock for children</li></ul>",
              imageAlt: "Colourful channel tiles on a screen above a set-top box",
            },
            zh: {
              title: "暂停、倒退、回看",
              subTitle: "电视剧和新闻一集不落",
              content:
                "<p>节目指南显示每个频道正在播放和即将播放的节目。错过了？最多可回看 7 天。</p><ul><li>7 天节目指南</li><li>收藏频道和节目提醒</li><li>儿童频道锁</li></ul>",
              imageAlt: "屏幕上的彩色频道方块和机顶盒",
            },
          },
        },
        {
          data: { image: panel("home-panel-tv-box.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "ប្រអប់សាមញ្ញ តេឡេបញ្ជាងាយស្រួល",
              subTitle: "ប្រើបានជាមួយទូរទស្សន៍ចាស់ និងថ្មី",
              content:
                "<p>អ្នកបច្ចេកទេសរបស់យើងភ្ជាប់ប្រអប់ទទួលសញ្ញាទៅទូរទស្សន៍របស់អ្នកតាមរន្ធ HDMI ឬខ្សែ AV ហើយរៀបចំប៉ុស្តិ៍ជូនរួចរាល់។ តេឡេបញ្ជាមានប៊ូតុងធំៗ ងាយស្រួលសម្រាប់មនុស្សចាស់។</p>",
              imageAlt: "ប្រអប់ទទួលសញ្ញាពណ៌ស្វាយ និងតេឡេបញ្ជាពណ៌ស",
            },
            en: {
              title: "A simple box and an easy remote",
              subTitle: "Works with old and new TVs",
              content:
                "<p>Our technician connects the set-top box to your TV by HDMI or AV cable and sets up the channels for you. The remote has large buttons that older family members find easy to use.</p>",
              imageAlt: "A purple set-top box and a white remote control",
            },
            zh: {
              title: "简单的机顶盒，好用的遥控器",
              subTitle: "新旧电视都能用",
              content:
                "<p>技术人员通过 HDMI 或 AV 线将机顶盒连接到电视，并为您设置好频道。遥控器按键大，长辈也能轻松使用。</p>",
              imageAlt: "紫色机顶盒和白色遥控器",
            },
          },
        },
      ],
    },
    {
      type: "Promotions",
      text: {
        km: { title: "ការផ្តល់ជូន One TV" },
        en: { title: "One TV offers" },
        zh: { title: "One TV 优惠" },
      },
      items: [
        {
          data: {
            image: promo("home-promo-tv-box.svg"),
            actionUrl: "/register-steps?productId=611",
            showButton: true,
            productId: 611,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ប្រអប់ទីពីរឥតគិតថ្លៃ",
              description:
                "ចុះឈ្មោះ One TV Family ឬ One TV Max រយៈពេល ១២ ខែ ហើយទទួលបានប្រអប់ទទួលសញ្ញាទីពីរ ដោយមិនបង់ថ្លៃប្រចាំខែ។",
              priceDescription: "$0 / ខែ ពេញកិច្ចសន្យា",
              imageAlt: "ប្រអប់ទទួលសញ្ញាពណ៌ស្វាយ និងតេឡេបញ្ជា",
            },
            en: {
              title: "Second box free",
              description:
                "Sign up for One TV Family or One TV Max for 12 months and get a second set-top box with no monthly fee.",
              priceDescription: "$0 / month for the whole contract",
              imageAlt: "A purple set-top box and a remote control",
            },
            zh: {
              title: "第二个机顶盒免费",
              description: "签约 12 个月 One TV Family 或 One TV Max，第二个机顶盒免月费。",
              priceDescription: "合约期内 $0 / 月",
              imageAlt: "紫色机顶盒和遥控器",
            },
          },
        },
        {
          data: {
            image: promo("home-promo-bundle.svg"),
            actionUrl: "/register-steps?productId=602",
            showButton: true,
            productId: 602,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "អ៊ីនធឺណិត + ទូរទស្សន៍ សន្សំ $5 រៀងរាល់ខែ",
              description: "ភ្ជាប់ One TV Family ជាមួយកញ្ចប់ MegaSurf ណាមួយ ហើយសន្សំបាន $5 លើវិក្កយបត្ររៀងរាល់ខែ។",
              priceDescription: "One TV Family តែ $7 / ខែ",
              imageAlt: "ទូរទស្សន៍មានប៊ូតុងចាក់ និងផ្ទាំងមាតិកាជុំវិញ",
            },
            en: {
              title: "Internet + TV: save $5 every month",
              description: "Combine One TV Family with any MegaSurf plan and save $5 on every monthly bill.",
              priceDescription: "One TV Family for just $7 / month",
              imageAlt: "A television with a play button and content tiles around it",
            },
            zh: {
              title: "宽带 + 电视，每月省 $5",
              description: "One TV Family 搭配任意 MegaSurf 套餐，每月账单立减 $5。",
              priceDescription: "One TV Family 仅需 $7 / 月",
              imageAlt: "带播放按钮的电视和周围的内容卡片",
            },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "គ្រួសារដែលមើល One TV" },
        en: { title: "Families watching One TV" },
        zh: { title: "One TV 用户心声" },
      },
      items: [
        {
          data: { image: avatar("home-avatar-b.svg") },
          text: {
            km: {
              customerName: "ហេង បុប្ផា",
              district: "មានជ័យ ភ្នំពេញ",
              content:
                "ម្ដាយខ្ញុំមើលរឿងភាគខ្មែររៀងរាល់ល្ងាច ហើយកូនៗមើលតុក្កតានៅពេលរសៀល។ ដោយសារអាចមើលឡើងវិញបាន គ្មាននរណាខកខានអ្វីទេ។",
              imageAlt: "",
            },
            en: {
              customerName: "Heng Bopha",
              district: "Mean Chey, Phnom Penh",
              content:
                "My mother watches Khmer dramas every evening and the children watch cartoons in the afternoon. With catch-up, nobody misses anything.",
              imageAlt: "",
            },
            zh: {
              customerName: "Heng Bopha",
              district: "金边棉芷区",
              content: "我母亲每晚看高棉电视剧，孩子们下午看动画片。有了回看功能，谁都不会错过。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-c.svg") },
          text: {
            km: {
              customerName: "ជា សុផល",
              district: "ក្រុងសៀមរាប",
              content: "រូបភាពច្បាស់ល្អ សូម្បីតែនៅរដូវវស្សា ដែលកាលពីមុនចានផ្កាយរណបចាស់របស់យើងមិនដែលធ្វើបានទេ។",
              imageAlt: "",
            },
            en: {
              customerName: "Chea Sophal",
              district: "Siem Reap City",
              content:
                "The picture stays clear even in the rainy season, which our old satellite dish never managed.",
              imageAlt: "",
            },
            zh: {
              customerName: "Chea Sophal",
              district: "暹粒市",
              content: "即使在雨季画面也很清晰，以前的卫星锅从来做不到。",
              imageAlt: "",
            },
          },
        },
        {
          data: { image: avatar("home-avatar-a.svg") },
          text: {
            km: {
              customerName: "លី គឹមសេង",
              district: "ក្រុងកំពង់ចាម",
              content:
                "ឪពុកខ្ញុំចូលចិត្តប៉ុស្តិ៍ព័ត៌មានចិន ហើយខ្ញុំចូលចិត្តបាល់ទាត់។ One TV Max មានទាំងពីរ ហើយតេឡេបញ្ជាងាយស្រួលសម្រាប់គាត់ប្រើ។",
              imageAlt: "",
            },
            en: {
              customerName: "Ly Kim Seng",
              district: "Kampong Cham City",
              content:
                "My father likes the Chinese news channels and I like football. One TV Max has both, and the remote is easy for him to use.",
              imageAlt: "",
            },
            zh: {
              customerName: "Ly Kim Seng",
              district: "磅湛市",
              content:
                "我父亲喜欢看中文新闻频道，我喜欢看足球。One TV Max 两样都有，遥控器他用起来也很方便。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      text: {
        km: { title: "បញ្ជីប៉ុស្តិ៍" },
        en: { title: "Channel list" },
        zh: { title: "频道列表" },
      },
      items: [
        {
          data: { file: "tv-channel-guide.pdf" },
          text: {
            km: {
              title: "មគ្គុទ្ទេសក៍ប៉ុស្តិ៍ One TV និង OTT",
              description: "បញ្ជីប៉ុស្តិ៍ពេញលេញតាមកញ្ចប់ និងលេខប៉ុស្តិ៍ ព្រមទាំងប៉ុស្តិ៍ដែលមានកម្រិត HD និង 4K។",
            },
            en: {
              title: "One TV and OTT TV channel guide",
              description:
                "The full channel list by package and channel number, with the channels available in HD and 4K.",
            },
            zh: {
              title: "One TV 与 OTT 电视频道指南",
              description: "按套餐和频道号排列的完整频道列表，并标明高清和 4K 频道。",
            },
          },
        },
      ],
    },
  ],
};
