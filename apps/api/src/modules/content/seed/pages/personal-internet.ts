import type { SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";

const icon = (fileName: string) => ({ fileName, width: 96, height: 96 });

/** Home internet ("/personal" and "/personal/internet"): banner, MegaSurf plans, installation and TV. */
export const personalInternet: SeedPage = {
  id: "PersonalInternet",
  text: pageTitle("PersonalInternet"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "អ៊ីនធឺណិតតាមផ្ទះ MegaSurf" },
        en: { title: "MegaSurf home internet" },
        zh: { title: "MegaSurf 家庭宽带" },
      },
      items: [
        {
          data: {
            image: { fileName: "personal-banner-web.svg", width: 1600, height: 600 },
            mobileImage: { fileName: "personal-banner-mobile.svg", width: 720, height: 900 },
            banner: { actionUrl: "/coverage_map" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ខ្សែកាបអុបទិកលឿន និងទុកចិត្តបានសម្រាប់គ្រប់គេហដ្ឋាន",
              bannerDescription:
                "កញ្ចប់ MegaSurf ចាប់ពី $15 / ខែ ជាមួយរ៉ោតទ័រ Wi-Fi 6 ឥតគិតថ្លៃ និងដំឡើងក្នុងរយៈពេល ៤៨ ម៉ោង។",
              title: "ពិនិត្យតំបន់គ្របដណ្ដប់",
              imageAlt: "គំនូរផ្ទះដែលមានរ៉ោតទ័រ Wi-Fi បញ្ចេញរលកសញ្ញាពណ៌មាស",
            },
            en: {
              bannerTitle: "Fast, reliable fiber for every home",
              bannerDescription:
                "MegaSurf plans from $15 a month, with a free Wi-Fi 6 router and installation within 48 hours.",
              title: "Check coverage",
              imageAlt: "A house outline with a Wi-Fi router sending gold signal waves",
            },
            zh: {
              bannerTitle: "为每个家庭提供快速稳定的光纤网络",
              bannerDescription: "MegaSurf 套餐每月仅需 $15 起，免费赠送 Wi-Fi 6 路由器，48 小时内完成安装。",
              title: "查询覆盖范围",
              imageAlt: "房屋轮廓中的 Wi-Fi 路由器发出金色信号波",
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      actionUrl: "/personal/mega_surf",
      text: {
        km: {
          title: "អ៊ីនធឺណិតតាមផ្ទះ MegaSurf",
          description: "ខ្សែកាបអុបទិកដល់ផ្ទះ ទិន្នន័យគ្មានកំណត់គ្រប់កញ្ចប់។ តម្លៃរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
          actionUrlName: "មើលកញ្ចប់ MegaSurf ទាំងអស់",
        },
        en: {
          title: "MegaSurf home internet",
          description: "Fiber to your home with unlimited data on every plan. Prices include VAT.",
          actionUrlName: "See all MegaSurf plans",
        },
        zh: {
          title: "MegaSurf 家庭宽带",
          description: "光纤到户，所有套餐均不限流量。价格已含增值税。",
          actionUrlName: "查看全部 MegaSurf 套餐",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=201",
            showButton: true,
            productId: 201,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaSurf 30",
              subTitle: "ល្បឿន ៣០ Mbps",
              description:
                "<ul><li>ទិន្នន័យគ្មានកំណត់</li><li>រួមបញ្ចូលរ៉ោតទ័រ Wi-Fi</li><li>ដំឡើងឥតគិតថ្លៃ</li><li>មើលវីដេអូច្បាស់ៗលើឧបករណ៍ ២ ទៅ ៣</li></ul>",
              priceDescription: "$15 / ខែ",
              recommendedFor: "សិស្ស និស្សិត និងអ្នករស់នៅម្នាក់ឯង",
            },
            en: {
              title: "MegaSurf 30",
              subTitle: "30 Mbps fiber",
              description:
                "<ul><li>Unlimited data</li><li>Wi-Fi router included</li><li>Free installation</li><li>HD streaming on 2–3 devices</li></ul>",
              priceDescription: "$15 / month",
              recommendedFor: "Students and people living alone",
            },
            zh: {
              title: "MegaSurf 30",
              subTitle: "30 Mbps 光纤",
              description:
                "<ul><li>不限流量</li><li>含 Wi-Fi 路由器</li><li>免费安装</li><li>2–3 台设备流畅观看高清视频</li></ul>",
              priceDescription: "$15 / 月",
              recommendedFor: "学生和独居人士",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=202",
            showButton: true,
            productId: 202,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaSurf 60",
              subTitle: "ល្បឿន ៦០ Mbps",
              description:
                "<ul><li>ទិន្នន័យគ្មានកំណត់</li><li>រ៉ោតទ័រ Wi-Fi 6 ឥតគិតថ្លៃសម្រាប់កញ្ចប់ ១២ ខែ</li><li>ដំឡើងឥតគិតថ្លៃ</li><li>មើលវីដេអូច្បាស់ៗលើឧបករណ៍ ៤ ទៅ ៥</li></ul>",
              priceDescription: "$22 / ខែ",
              recommendedFor: "គូស្វាមីភរិយា និងគ្រួសារតូច",
            },
            en: {
              title: "MegaSurf 60",
              subTitle: "60 Mbps fiber",
              description:
                "<ul><li>Unlimited data</li><li>Free Wi-Fi 6 router on 12-month plans</li><li>Free installation</li><li>HD streaming on 4–5 devices</li></ul>",
              priceDescription: "$22 / month",
              recommendedFor: "Couples and small families",
            },
            zh: {
              title: "MegaSurf 60",
              subTitle: "60 Mbps 光纤",
              description:
                "<ul><li>不限流量</li><li>12 个月套餐免费赠送 Wi-Fi 6 路由器</li><li>免费安装</li><li>4–5 台设备流畅观看高清视频</li></ul>",
              priceDescription: "$22 / 月",
              recommendedFor: "两口之家和小家庭",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=203",
            showButton: true,
            productId: 203,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaSurf 100",
              subTitle: "ល្បឿន ១០០ Mbps",
              description:
                "<ul><li>ទិន្នន័យគ្មានកំណត់</li><li>រ៉ោតទ័រ Wi-Fi 6 ឥតគិតថ្លៃសម្រាប់កញ្ចប់ ១២ ខែ</li><li>ទូរទស្សន៍ OTT ឥតគិតថ្លៃ ១ ខែ</li><li>មើលវីដេអូកម្រិតច្បាស់ខ្ពស់ និងហៅជាវីដេអូបានរលូន</li></ul>",
              priceDescription: "$30 / ខែ",
              recommendedFor: "គ្រួសារ ៤ ទៅ ៦ នាក់ និងអ្នកធ្វើការពីផ្ទះ",
            },
            en: {
              title: "MegaSurf 100",
              subTitle: "100 Mbps fiber",
              description:
                "<ul><li>Unlimited data</li><li>Free Wi-Fi 6 router on 12-month plans</li><li>1 month of OTT TV free</li><li>Smooth 4K streaming and video calls</li></ul>",
              priceDescription: "$30 / month",
              recommendedFor: "Families of 4–6 and home offices",
            },
            zh: {
              title: "MegaSurf 100",
              subTitle: "100 Mbps 光纤",
              description:
                "<ul><li>不限流量</li><li>12 个月套餐免费赠送 Wi-Fi 6 路由器</li><li>免费赠送 1 个月 OTT 电视</li><li>4K 视频和视频通话流畅无卡顿</li></ul>",
              priceDescription: "$30 / 月",
              recommendedFor: "4–6 口之家和居家办公",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=204",
            showButton: true,
            productId: 204,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaSurf 200",
              subTitle: "ល្បឿន ២០០ Mbps",
              description:
                "<ul><li>ទិន្នន័យគ្មានកំណត់</li><li>រ៉ោតទ័រ Wi-Fi 6 និងឧបករណ៍ពង្រីកសញ្ញាឥតគិតថ្លៃ</li><li>ទូរទស្សន៍ OTT ឥតគិតថ្លៃ ៣ ខែ</li><li>ជំនួយជាអាទិភាពតាមលេខ 023 888 168</li></ul>",
              priceDescription: "$45 / ខែ",
              recommendedFor: "ផ្ទះធំ អ្នកលេងហ្គេម និងអ្នកផ្សាយផ្ទាល់",
            },
            en: {
              title: "MegaSurf 200",
              subTitle: "200 Mbps fiber",
              description:
                "<ul><li>Unlimited data</li><li>Free Wi-Fi 6 router plus a mesh extender</li><li>3 months of OTT TV free</li><li>Priority support on 023 888 168</li></ul>",
              priceDescription: "$45 / month",
              recommendedFor: "Large homes, gamers and streamers",
            },
            zh: {
              title: "MegaSurf 200",
              subTitle: "200 Mbps 光纤",
              description:
                "<ul><li>不限流量</li><li>免费 Wi-Fi 6 路由器及 Mesh 扩展器</li><li>免费赠送 3 个月 OTT 电视</li><li>023 888 168 优先支持</li></ul>",
              priceDescription: "$45 / 月",
              recommendedFor: "大户型、游戏玩家和主播",
            },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "getting-connected",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ការតភ្ជាប់ងាយស្រួល" },
        en: { title: "Getting connected is easy" },
        zh: { title: "轻松开通宽带" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>ប្រើអ៊ីនធឺណិតបានក្នុងរយៈពេល ៤៨ ម៉ោង</h3>" +
                "<p>នៅរាជធានីភ្នំពេញ អ្នកបច្ចេកទេសរបស់យើងនឹងដំឡើងខ្សែកាបអុបទិកជូនអ្នកក្នុងរយៈពេល <strong>៤៨ ម៉ោង</strong> បន្ទាប់ពីចុះឈ្មោះ ដោយមិនគិតថ្លៃបន្ថែម។ នៅតាមទីរួមខេត្ត ការដំឡើងជាធម្មតាចំណាយពេលពីពីរ ទៅបីថ្ងៃធ្វើការ។</p>" +
                "<ul>" +
                "<li><strong>រ៉ោតទ័រ Wi-Fi 6 ឥតគិតថ្លៃ</strong> សម្រាប់គ្រប់កញ្ចប់ ១២ ខែ។</li>" +
                "<li>បង់វិក្កយបត្រប្រចាំខែបានយ៉ាងរហ័សតាមរយៈ <strong>KHQR</strong>, <strong>ABA</strong> ឬ <strong>Wing</strong> ឬក្នុងកម្មវិធី Romdoul App។</li>" +
                "<li>ខ្សែទូរស័ព្ទបន្ទាន់ <strong>023 888 168</strong> បម្រើ ២៤/៧ ជាភាសាខ្មែរ អង់គ្លេស និងចិន។</li>" +
                "</ul>" +
                '<p><a href="/coverage_map">ពិនិត្យតំបន់គ្របដណ្ដប់នៅអាសយដ្ឋានរបស់អ្នក</a> ឬ <a href="/personal/contactUs">ផ្ញើសំណួរមកយើង</a>។</p>',
            },
            en: {
              content:
                "<h3>Online within 48 hours</h3>" +
                "<p>In Phnom Penh our technicians install your fiber within <strong>48 hours</strong> of sign-up, at no extra cost. In provincial towns installation usually takes two to three working days.</p>" +
                "<ul>" +
                "<li>A <strong>free Wi-Fi 6 router</strong> with every 12-month plan.</li>" +
                "<li>Pay your monthly bill in seconds with <strong>KHQR</strong>, <strong>ABA</strong> or <strong>Wing</strong>, or in the Romdoul App.</li>" +
                "<li>Our hotline <strong>023 888 168</strong> answers 24/7 in Khmer, English and Chinese.</li>" +
                "</ul>" +
                '<p><a href="/coverage_map">Check coverage at your address</a> or <a href="/personal/contactUs">ask us a question</a>.</p>',
            },
            zh: {
              content:
                "<h3>48 小时内开通上网</h3>" +
                "<p>在金边，我们的技术人员会在您签约后 <strong>48 小时</strong>内上门安装光纤，不收取额外费用。在各省城镇，安装通常需要两到三个工作日。</p>" +
                "<ul>" +
                "<li>办理 12 个月套餐即<strong>免费赠送 Wi-Fi 6 路由器</strong>。</li>" +
                "<li>通过 <strong>KHQR</strong>、<strong>ABA</strong> 或 <strong>Wing</strong>，或在 Romdoul App 中几秒钟即可缴纳月费。</li>" +
                "<li>热线 <strong>023 888 168</strong> 24/7 全天候提供高棉语、英语和中文服务。</li>" +
                "</ul>" +
                '<p><a href="/coverage_map">查询您地址的网络覆盖</a>，或<a href="/personal/contactUs">向我们咨询</a>。</p>',
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      text: {
        km: {
          title: "ទូរទស្សន៍ និងការកម្សាន្ត",
          description: "បន្ថែមទូរទស្សន៍ទៅកញ្ចប់ MegaSurf របស់អ្នក ហើយទស្សនាលើអេក្រង់ណាមួយក្នុងផ្ទះ។",
        },
        en: {
          title: "TV and entertainment",
          description: "Add TV to your MegaSurf plan and watch on any screen at home.",
        },
        zh: {
          title: "电视与娱乐",
          description: "为您的 MegaSurf 套餐加购电视服务，家中任意屏幕皆可观看。",
        },
      },
      items: [
        {
          data: {
            image: icon("icon-ott-tv.svg"),
            actionUrl: "/personal/ott_tv",
            showButton: true,
            mediumLayoutColumnCnt: 4,
          },
          text: {
            km: {
              title: "ទូរទស្សន៍ OTT",
              description:
                "ប៉ុស្តិ៍ផ្ទាល់ជាង ១០០ ព្រមទាំងភាពយន្ត និងរឿងភាគតាមតម្រូវការ លើទូរទស្សន៍ឆ្លាតវៃ ទូរស័ព្ទ ឬថេប្លេតរបស់អ្នក។",
              priceDescription: "ចាប់ពី $5 / ខែ",
              imageAlt: "",
            },
            en: {
              title: "OTT TV",
              description:
                "More than 100 live channels plus films and series on demand, on your smart TV, phone or tablet.",
              priceDescription: "From $5 / month",
              imageAlt: "",
            },
            zh: {
              title: "OTT 电视",
              description: "100 多个直播频道及海量点播影视剧，可在智能电视、手机或平板上观看。",
              priceDescription: "$5 / 月起",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("icon-one-tv.svg"),
            actionUrl: "/personal/one_tv",
            showButton: true,
            mediumLayoutColumnCnt: 4,
          },
          text: {
            km: {
              title: "One TV",
              description:
                "ប៉ុស្តិ៍ខ្មែរ ចិន និងអន្តរជាតិផ្ទាល់លើទូរទស្សន៍ណាមួយ តាមរយៈប្រអប់ទទួលសញ្ញាតែមួយ និងអាចមើលឡើងវិញបាន ៧ ថ្ងៃ។",
              priceDescription: "ចាប់ពី $8 / ខែ",
              imageAlt: "",
            },
            en: {
              title: "One TV",
              description:
                "Live Khmer, Chinese and international channels on any TV through one set-top box, with seven-day catch-up.",
              priceDescription: "From $8 / month",
              imageAlt: "",
            },
            zh: {
              title: "One TV",
              description: "一个机顶盒即可在任意电视上收看高棉语、中文及国际直播频道，支持七天回看。",
              priceDescription: "$8 / 月起",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("icon-fttr.svg"),
            actionUrl: "/personal/fttr",
            showButton: true,
            mediumLayoutColumnCnt: 4,
          },
          text: {
            km: {
              title: "FTTR ខ្សែកាបអុបទិកដល់គ្រប់បន្ទប់",
              description:
                "ខ្សែកាបអុបទិកដល់បន្ទប់នីមួយៗ ជាមួយឧបករណ៍ Wi-Fi 6 ផ្ទាល់ខ្លួន ដើម្បីឱ្យគ្រប់ជ្រុងនៃផ្ទះទទួលបានល្បឿនពេញលេញ។",
              priceDescription: "ចាប់ពី $10 / ខែ",
              imageAlt: "",
            },
            en: {
              title: "FTTR fiber to the room",
              description:
                "Fiber runs to each room with its own Wi-Fi 6 access point, so every corner of your home gets full speed.",
              priceDescription: "From $10 / month",
              imageAlt: "",
            },
            zh: {
              title: "FTTR 全屋光纤",
              description: "光纤接入每个房间并配备独立 Wi-Fi 6 接入点，让家中每个角落都享受满速网络。",
              priceDescription: "$10 / 月起",
              imageAlt: "",
            },
          },
        },
      ],
    },
  ],
};
