import type { SeedPage } from "../seed-types";
import {
  CHECKS_OPTION,
  ICONS_OPTION,
  icon,
  mobileBanner,
  panelImage,
  promoImage,
  salesContactForm,
  webBanner,
} from "./business-pages-shared";
import { pageTitle } from "./page-titles";

const internetBannerAlt = {
  km: "ខ្សែកាបអុបទិកពណ៌ស្វាយស្រាល និងពណ៌មាស ប្រមូលផ្ដុំទៅកាន់ចំណុចបណ្ដាញពណ៌មាសដែលកំពុងភ្លឺ លើផ្ទៃខាងក្រោយពណ៌ស្វាយចាស់",
  en: "Lilac and gold fiber lines converging on a glowing gold network node over a deep purple background",
  zh: "淡紫色与金色光纤线条汇聚到深紫色背景上一个发光的金色网络节点",
};

/** /business/internet: business fiber plans, what is included, reviews and brochures. */
export const businessInternet: SeedPage = {
  id: "BusinessInternet",
  text: pageTitle("BusinessInternet"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "អ៊ីនធឺណិតសម្រាប់អាជីវកម្ម" },
        en: { title: "Business internet" },
        zh: { title: "企业互联网" },
      },
      items: [
        {
          data: {
            image: webBanner("biz-internet-web.svg"),
            mobileImage: mobileBanner("biz-internet-mobile.svg"),
            banner: { actionUrl: "#plans", webButtonsLayout: "row", mobileButtonsLayout: "column" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "អ៊ីនធឺណិតដែលរក្សាអាជីវកម្មរបស់អ្នកឱ្យដំណើរការជានិច្ច",
              bannerDescription:
                "ខ្សែកាបអុបទិកល្បឿនស្មើគ្នាទាំងពីរទិស ចាប់ពី ៥០ Mbps ដល់ ១០ Gbps មានអាសយដ្ឋានអ៊ីនធឺណិតថេរ និង SLA ៩៩,៩% ហើយដំឡើងរួចក្នុងរយៈពេលត្រឹមតែ ៥ ថ្ងៃធ្វើការនៅភ្នំពេញ។",
              title: "ប្រៀបធៀបកញ្ចប់",
              imageAlt: internetBannerAlt.km,
            },
            en: {
              bannerTitle: "Business internet that keeps you open",
              bannerDescription:
                "Symmetrical fiber from 50 Mbps to 10 Gbps with static IPs and a 99.9% SLA, installed in as little as 5 working days in Phnom Penh.",
              title: "Compare plans",
              imageAlt: internetBannerAlt.en,
            },
            zh: {
              bannerTitle: "让您的生意永不掉线",
              bannerDescription:
                "50 Mbps 至 10 Gbps 上下行对称光纤，含固定 IP 和 99.9% SLA，金边市内最快 5 个工作日开通。",
              title: "比较套餐",
              imageAlt: internetBannerAlt.zh,
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
          title: "ជ្រើសរើសកញ្ចប់សម្រាប់អាជីវកម្មរបស់អ្នក",
          description:
            "គ្រប់កញ្ចប់ជាខ្សែកាបអុបទិកឯកជន ល្បឿនស្មើគ្នាទាំងពីរទិស និងមាន SLA ៩៩,៩%។ តម្លៃជាដុល្លារអាមេរិក មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម សម្រាប់កិច្ចសន្យា ១២ ខែ។",
        },
        en: {
          title: "Choose your business plan",
          description:
            "All plans are dedicated fiber with symmetrical speeds and a 99.9% uptime SLA. Prices in USD, excluding VAT, on a 12-month contract.",
        },
        zh: {
          title: "选择适合您的企业套餐",
          description:
            "所有套餐均为上下行对称的专线光纤，含 99.9% 可用性 SLA。价格以美元计，不含增值税，合约期 12 个月。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=101",
            showButton: true,
            productId: 101,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaBiz 50",
              subTitle: "៥០ Mbps ល្បឿនស្មើគ្នាទាំងពីរទិស",
              description:
                "<ul><li>SLA ៩៩,៩% ធានាដំណើរការ</li><li>អាសយដ្ឋានអ៊ីនធឺណិតថេរ ១</li><li>តាមដានបណ្ដាញ ២៤/៧</li><li>ដំឡើងឥតគិតថ្លៃ</li></ul>",
              content:
                "<ul><li>រួមបញ្ចូលរ៉ោតទ័រអាជីវកម្មដែលយើងគ្រប់គ្រងជូន</li><li>គ្មានកំណត់ទំហំទិន្នន័យ</li><li>ដំឡើងរួចក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការនៅភ្នំពេញ</li><li>ប្ដូរទៅកញ្ចប់ខ្ពស់ជាងបានគ្រប់ពេល ដោយមិនគិតថ្លៃ</li></ul>",
              priceDescription: "$75 / ខែ",
              recommendedFor: "ហាង និងការិយាល័យមានបុគ្គលិករហូតដល់ ១០ នាក់",
            },
            en: {
              title: "MegaBiz 50",
              subTitle: "50 Mbps symmetrical",
              description:
                "<ul><li>99.9% uptime SLA</li><li>1 static IP address</li><li>24/7 NOC monitoring</li><li>Free installation</li></ul>",
              content:
                "<ul><li>Managed business router included</li><li>No data caps</li><li>Installed within 5 working days in Phnom Penh</li><li>Move up to a faster plan at any time, free of charge</li></ul>",
              priceDescription: "$75 / month",
              recommendedFor: "Shops and offices of up to 10 staff",
            },
            zh: {
              title: "MegaBiz 50",
              subTitle: "50 Mbps 上下行对称",
              description:
                "<ul><li>99.9% 可用性 SLA</li><li>1 个固定 IP 地址</li><li>NOC 24/7 全天候监控</li><li>免费安装</li></ul>",
              content:
                "<ul><li>含企业级托管路由器</li><li>不限流量</li><li>金边市内 5 个工作日内完成安装</li><li>可随时免费升级到更高速率的套餐</li></ul>",
              priceDescription: "$75 / 月",
              recommendedFor: "10 人以内的商铺和办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=102",
            showButton: true,
            productId: 102,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaBiz 100",
              subTitle: "១០០ Mbps ល្បឿនស្មើគ្នាទាំងពីរទិស",
              description:
                "<ul><li>SLA ៩៩,៩% ធានាដំណើរការ</li><li>អាសយដ្ឋានអ៊ីនធឺណិតថេរ ៤</li><li>តាមដានបណ្ដាញ ២៤/៧</li><li>វិស្វករមកដល់ទីតាំងក្នុងរយៈពេល ៤ ម៉ោងនៅភ្នំពេញ</li></ul>",
              content:
                "<ul><li>រួមបញ្ចូលរ៉ោតទ័រអាជីវកម្មដែលយើងគ្រប់គ្រងជូន</li><li>គ្មានកំណត់ទំហំទិន្នន័យ</li><li>របាយការណ៍ការប្រើប្រាស់ប្រចាំខែតាមអ៊ីមែល</li><li>ប្ដូរទៅកញ្ចប់ខ្ពស់ជាងបានគ្រប់ពេល ដោយមិនគិតថ្លៃ</li></ul>",
              priceDescription: "$120 / ខែ",
              recommendedFor: "ការិយាល័យមានបុគ្គលិកពី ១០ ទៅ ៣០ នាក់",
            },
            en: {
              title: "MegaBiz 100",
              subTitle: "100 Mbps symmetrical",
              description:
                "<ul><li>99.9% uptime SLA</li><li>4 static IP addresses</li><li>24/7 NOC monitoring</li><li>4-hour on-site response in Phnom Penh</li></ul>",
              content:
                "<ul><li>Managed business router included</li><li>No data caps</li><li>Monthly usage report by email</li><li>Move up to a faster plan at any time, free of charge</li></ul>",
              priceDescription: "$120 / month",
              recommendedFor: "Offices of 10–30 staff",
            },
            zh: {
              title: "MegaBiz 100",
              subTitle: "100 Mbps 上下行对称",
              description:
                "<ul><li>99.9% 可用性 SLA</li><li>4 个固定 IP 地址</li><li>NOC 24/7 全天候监控</li><li>金边市内 4 小时上门响应</li></ul>",
              content:
                "<ul><li>含企业级托管路由器</li><li>不限流量</li><li>每月通过邮件发送用量报告</li><li>可随时免费升级到更高速率的套餐</li></ul>",
              priceDescription: "$120 / 月",
              recommendedFor: "10–30 人的办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=103",
            showButton: true,
            productId: 103,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaBiz 300",
              subTitle: "៣០០ Mbps ល្បឿនស្មើគ្នាទាំងពីរទិស",
              description:
                "<ul><li>SLA ៩៩,៩% ធានាដំណើរការ</li><li>អាសយដ្ឋានអ៊ីនធឺណិតថេរ ៨</li><li>រួមបញ្ចូលខ្សែបម្រុងឥតខ្សែ</li><li>អ្នកគ្រប់គ្រងគណនីផ្ទាល់ខ្លួន</li></ul>",
              content:
                "<ul><li>ខ្សែបម្រុងឥតខ្សែប្ដូរដោយស្វ័យប្រវត្តិ ពេលខ្សែកាបអុបទិកមានបញ្ហា</li><li>អាទិភាពក្នុងការចុះជួសជុលនៅទីតាំង</li><li>ការពិនិត្យសេវាប្រចាំត្រីមាសជាមួយអ្នកគ្រប់គ្រងគណនី</li><li>គ្មានកំណត់ទំហំទិន្នន័យ</li></ul>",
              priceDescription: "$290 / ខែ",
              recommendedFor: "ការិយាល័យមានបុគ្គលិកពី ៣០ ទៅ ១០០ នាក់ សណ្ឋាគារ និងគ្លីនិក",
            },
            en: {
              title: "MegaBiz 300",
              subTitle: "300 Mbps symmetrical",
              description:
                "<ul><li>99.9% uptime SLA</li><li>8 static IP addresses</li><li>Wireless backup link included</li><li>Dedicated account manager</li></ul>",
              content:
                "<ul><li>The wireless backup takes over automatically if the fiber fails</li><li>Priority on-site repairs</li><li>Quarterly service review with your account manager</li><li>No data caps</li></ul>",
              priceDescription: "$290 / month",
              recommendedFor: "Offices of 30–100 staff, hotels and clinics",
            },
            zh: {
              title: "MegaBiz 300",
              subTitle: "300 Mbps 上下行对称",
              description:
                "<ul><li>99.9% 可用性 SLA</li><li>8 个固定 IP 地址</li><li>含无线备份链路</li><li>专属客户经理</li></ul>",
              content:
                "<ul><li>光纤故障时自动切换到无线备份链路</li><li>优先安排上门维修</li><li>客户经理每季度进行服务回顾</li><li>不限流量</li></ul>",
              priceDescription: "$290 / 月",
              recommendedFor: "30–100 人的办公室、酒店和诊所",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=104",
            showButton: true,
            productId: 104,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "MegaBiz 500",
              subTitle: "៥០០ Mbps ល្បឿនស្មើគ្នាទាំងពីរទិស",
              description:
                "<ul><li>SLA ៩៩,៩៥% ធានាដំណើរការ</li><li>អាសយដ្ឋានអ៊ីនធឺណិតថេរ ១៦</li><li>ខ្សែកាបអុបទិកបម្រុងតាមផ្លូវខុសគ្នា</li><li>រួមបញ្ចូលការការពារ DDoS កម្រិតមូលដ្ឋាន</li></ul>",
              content:
                "<ul><li>ខ្សែកាបអុបទិកពីរខ្សែចូលអគាររបស់អ្នកតាមផ្លូវខុសគ្នា</li><li>ការការពារ DDoS រហូតដល់ ២ Gbps</li><li>អាចប្រើ BGP តាមការស្នើសុំ</li><li>ការពិនិត្យសេវាប្រចាំត្រីមាស</li></ul>",
              priceDescription: "$450 / ខែ",
              recommendedFor: "ធនាគារ រោងចក្រ និងក្រុមហ៊ុនមានសាខាច្រើន",
            },
            en: {
              title: "MegaBiz 500",
              subTitle: "500 Mbps symmetrical",
              description:
                "<ul><li>99.95% uptime SLA</li><li>16 static IP addresses</li><li>Backup fiber on a diverse route</li><li>Basic DDoS protection included</li></ul>",
              content:
                "<ul><li>Two fibers enter your building on separate routes</li><li>DDoS protection up to 2 Gbps</li><li>BGP available on request</li><li>Quarterly service review</li></ul>",
              priceDescription: "$450 / month",
              recommendedFor: "Banks, factories and multi-site companies",
            },
            zh: {
              title: "MegaBiz 500",
              subTitle: "500 Mbps 上下行对称",
              description:
                "<ul><li>99.95% 可用性 SLA</li><li>16 个固定 IP 地址</li><li>异路由备份光纤</li><li>含基础 DDoS 防护</li></ul>",
              content:
                "<ul><li>两条光纤经不同路由进入您的大楼</li><li>最高 2 Gbps 的 DDoS 防护</li><li>可按需开通 BGP</li><li>每季度服务回顾</li></ul>",
              priceDescription: "$450 / 月",
              recommendedFor: "银行、工厂和多分支企业",
            },
          },
        },
        {
          data: { actionUrl: "/business/internet/dia", showButton: true },
          text: {
            km: {
              title: "អ៊ីនធឺណិតឯកជន DIA",
              subTitle: "៥០ Mbps ដល់ ១០ Gbps មិនចែករំលែក ១:១",
              description:
                "<ul><li>កម្រិតបញ្ជូនបម្រុងទុកសម្រាប់តែអ្នកប៉ុណ្ណោះ</li><li>SLA ៩៩,៩៥%</li><li>ប្លុកអាសយដ្ឋានអ៊ីនធឺណិតផ្ទាល់ខ្លួន និង BGP</li></ul>",
              priceDescription: "ចាប់ពី $180 / ខែ",
              recommendedFor: "ធនាគារ វេទិកាឌីជីថល និងការិយាល័យធំៗ",
            },
            en: {
              title: "Dedicated Internet Access",
              subTitle: "50 Mbps – 10 Gbps, 1:1 uncontended",
              description:
                "<ul><li>Bandwidth reserved for you alone</li><li>99.95% SLA</li><li>Your own IP blocks and BGP</li></ul>",
              priceDescription: "From $180 / month",
              recommendedFor: "Banks, digital platforms and large offices",
            },
            zh: {
              title: "专线互联网接入 DIA",
              subTitle: "50 Mbps – 10 Gbps，1:1 独享",
              description: "<ul><li>带宽由您独享</li><li>99.95% SLA</li><li>自有 IP 地址段与 BGP</li></ul>",
              priceDescription: "$180 / 月起",
              recommendedFor: "银行、数字平台和大型办公室",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      anchor: "included",
      backgroundColor: "#f5edfb",
      optionType: ICONS_OPTION,
      text: {
        km: { title: "រួមបញ្ចូលក្នុងគ្រប់កញ្ចប់អាជីវកម្ម" },
        en: { title: "Included with every business plan" },
        zh: { title: "所有企业套餐均包含" },
      },
      items: [
        {
          data: { titleIcon: icon("biz-icon-shield-check.svg") },
          text: {
            km: {
              title: "SLA ៩៩,៩% ធានាដំណើរការ",
              description: "ប្រសិនបើយើងមិនបានសម្រេចតាមការធានា អ្នកនឹងទទួលបានសំណងសេវា ដែលមានចែងច្បាស់ក្នុងកិច្ចសន្យា។",
            },
            en: {
              title: "99.9% uptime SLA",
              description: "Service credits are written into your contract if we ever miss it.",
            },
            zh: { title: "99.9% 可用性 SLA", description: "如未达到承诺，将按合同约定给予服务赔偿。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-globe.svg") },
          text: {
            km: {
              title: "អាសយដ្ឋានអ៊ីនធឺណិតថេរ",
              description: "ដំណើរការម៉ាស៊ីនមេ កាមេរ៉ាសុវត្ថិភាព VPN និងការចូលប្រើពីចម្ងាយបានយ៉ាងងាយស្រួល។",
            },
            en: {
              title: "Static IP addresses",
              description: "Run servers, CCTV, VPNs and remote access without workarounds.",
            },
            zh: { title: "固定 IP 地址", description: "轻松运行服务器、监控摄像头、VPN 和远程访问。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-headset.svg") },
          text: {
            km: {
              title: "ការគាំទ្រក្នុងស្រុក ២៤/៧",
              description: "ទូរស័ព្ទមកលេខ 023 888 168 គ្រប់ពេល ដើម្បីនិយាយជាមួយវិស្វករជាភាសាខ្មែរ អង់គ្លេស ឬចិន។",
            },
            en: {
              title: "24/7 local support",
              description: "Call 023 888 168 any time and speak to an engineer in Khmer, English or Chinese.",
            },
            zh: {
              title: "本地 24/7 支持",
              description: "随时拨打 023 888 168，工程师可用高棉语、英语或中文为您服务。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-wrench.svg") },
          text: {
            km: {
              title: "វិស្វករមកដល់ក្នុងរយៈពេល ៤ ម៉ោង",
              description: "វិស្វករមកដល់ទីតាំងរបស់អ្នកក្នុងរយៈពេល ៤ ម៉ោងនៅភ្នំពេញ និងនៅថ្ងៃធ្វើការបន្ទាប់នៅតាមខេត្ត។",
            },
            en: {
              title: "4-hour on-site response",
              description:
                "An engineer at your premises within 4 hours in Phnom Penh, and by the next working day in the provinces.",
            },
            zh: { title: "4 小时上门响应", description: "金边市内 4 小时内上门，其他省份下一个工作日到达。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-speed.svg") },
          text: {
            km: {
              title: "ដំឡើង និងរ៉ោតទ័រឥតគិតថ្លៃ",
              description: "យើងទាញខ្សែកាបអុបទិកដល់ការិយាល័យ និងផ្ដល់រ៉ោតទ័រអាជីវកម្ម ដោយមិនគិតថ្លៃបន្ថែមសម្រាប់កិច្ចសន្យា ១២ ខែ។",
            },
            en: {
              title: "Free installation and router",
              description:
                "Fiber to your office and a managed business router at no extra cost on 12-month contracts.",
            },
            zh: {
              title: "免费安装和路由器",
              description: "签约 12 个月即免费将光纤接入办公室，并提供托管式企业路由器。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-route.svg") },
          text: {
            km: {
              title: "ខ្សែបម្រុងតាមតម្រូវការ",
              description: "បន្ថែមខ្សែបម្រុងឥតខ្សែ ឬខ្សែកាបអុបទិកតាមផ្លូវទីពីរ ដើម្បីកុំឱ្យការដាច់ខ្សែរំខានដល់ការលក់របស់អ្នក។",
            },
            en: {
              title: "Optional backup link",
              description: "Add a wireless or second fiber path so a cut cable never stops your sales.",
            },
            zh: { title: "可选备份链路", description: "增加无线或第二条光纤路由，线缆被挖断也不影响营业。" },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      anchor: "reviews",
      text: {
        km: { title: "មតិរបស់អតិថិជនអាជីវកម្ម" },
        en: { title: "What our business customers say" },
        zh: { title: "企业客户的评价" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              customerName: "ជា សុផល · សណ្ឋាគារគិរី",
              district: "ក្រុងសៀមរាប",
              content:
                "ភ្ញៀវរបស់យើងមើលវីដេអូ និងហៅជាវីដេអូពេញមួយល្ងាច ប៉ុន្តែការតភ្ជាប់មិនដែលដាច់ទេ។ ពេលព្យុះធ្វើឱ្យរលំបង្គោលនៅផ្លូវរបស់យើង ក្រុមការងាររំដួលណិតបានធ្វើឱ្យយើងប្រើអ៊ីនធឺណិតវិញនៅរសៀលថ្ងៃដដែល។",
            },
            en: {
              customerName: "Chea Sophal · Kiri Hotel",
              district: "Siem Reap City",
              content:
                "Our guests stream and make video calls all evening and the connection never drops. When a storm brought down a pole on our street, Romdoul Net had us back online the same afternoon.",
            },
            zh: {
              customerName: "Chea Sophal · Kiri 酒店",
              district: "暹粒市",
              content:
                "客人整晚看视频、打视频电话，网络从不掉线。一次暴风雨刮倒了我们街上的电线杆，隆都网络当天下午就帮我们恢复了网络。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "លីម ម៉េងហួត · ក្រុមហ៊ុនពាណិជ្ជកម្មហួត",
              district: "ទួលគោក រាជធានីភ្នំពេញ",
              content:
                "ឆ្នាំមុន យើងបានផ្លាស់ប្រព័ន្ធ ERP ទៅលើក្លោដ។ ជាមួយកញ្ចប់ MegaBiz 300 ការិយាល័យកណ្ដាល និងឃ្លាំងទាំងបីរបស់យើងប្រើវាពេញមួយថ្ងៃដោយមិនយឺតសោះ ហើយអាសយដ្ឋានអ៊ីនធឺណិតថេរធ្វើឱ្យការរៀបចំ VPN ងាយស្រួលណាស់។",
            },
            en: {
              customerName: "Lim Meng Huot · Huot Trading Co., Ltd.",
              district: "Toul Kork, Phnom Penh",
              content:
                "We moved our ERP to the cloud last year. On MegaBiz 300, our head office and three warehouses use it all day without slowing down, and the static IPs made our VPN setup simple.",
            },
            zh: {
              customerName: "Lim Meng Huot · Huot 贸易有限公司",
              district: "金边堆谷区",
              content:
                "去年我们把 ERP 系统迁到了云端。使用 MegaBiz 300 后，总部和三个仓库全天使用也毫不卡顿，固定 IP 让 VPN 配置变得非常简单。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "វេជ្ជបណ្ឌិត កែវ ស្រីមុំ · គ្លីនិកគ្រួសារសែនសុខ",
              district: "សែនសុខ រាជធានីភ្នំពេញ",
              content:
                "កំណត់ត្រាអ្នកជំងឺ លទ្ធផលពិសោធន៍ និងការពិគ្រោះជំងឺតាមវីដេអូ សុទ្ធតែពឹងលើអ៊ីនធឺណិត។ ក្នុងរយៈពេលពីរឆ្នាំ យើងមានការថែទាំប្រព័ន្ធតែម្ដងប៉ុណ្ណោះ ហើយក៏ត្រូវបានជូនដំណឹងមុនមួយសប្ដាហ៍ដែរ។",
            },
            en: {
              customerName: "Dr Keo Sreymom · Sen Sok Family Clinic",
              district: "Sen Sok, Phnom Penh",
              content:
                "Patient records, lab results and video consultations all depend on the internet. In two years we have had one maintenance window, and it was announced a week in advance.",
            },
            zh: {
              customerName: "Keo Sreymom 医生 · 森速家庭诊所",
              district: "金边森速区",
              content:
                "病历、化验结果和视频问诊都离不开网络。两年来只有过一次计划内维护，而且提前一周就通知了我们。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "ទូច វណ្ណៈ · ហាងកាហ្វេវណ្ណៈ",
              district: "ចំការមន រាជធានីភ្នំពេញ",
              content:
                "ហាងកាហ្វេទាំងប្រាំរបស់យើងមានខ្សែ MegaBiz 50 រៀងៗខ្លួន ហើយទិន្នន័យលក់ទៅដល់ការិយាល័យកណ្ដាលភ្លាមៗ។ វិក្កយបត្រតែមួយសម្រាប់គ្រប់សាខា ជួយសន្សំពេលវេលារបស់គណនេយ្យកររបស់ខ្ញុំបានច្រើនម៉ោងក្នុងមួយខែ។",
            },
            en: {
              customerName: "Touch Vannak · Vannak Coffee",
              district: "Chamkar Mon, Phnom Penh",
              content:
                "Each of our five cafés has its own MegaBiz 50 line and sales reach head office in real time. One invoice for every branch saves my accountant hours each month.",
            },
            zh: {
              customerName: "Touch Vannak · Vannak 咖啡",
              district: "金边桑园区",
              content:
                "我们五家咖啡店各有一条 MegaBiz 50 专线，销售数据实时传回总部。所有分店合并为一张账单，每月为会计节省好几个小时。",
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      anchor: "downloads",
      text: {
        km: { title: "ឯកសារសម្រាប់ទាញយក" },
        en: { title: "Brochures and service terms" },
        zh: { title: "资料下载" },
      },
      items: [
        {
          data: { file: "business-internet-brochure.pdf" },
          text: {
            km: {
              title: "ខិត្តប័ណ្ណអ៊ីនធឺណិតអាជីវកម្ម",
              description: "កញ្ចប់សេវា ល្បឿន រយៈពេលដំឡើង និងអ្វីដែលរួមបញ្ចូលក្នុងគ្រប់កញ្ចប់។",
            },
            en: {
              title: "Business internet brochure",
              description: "Plans, speeds, installation times and what every plan includes.",
            },
            zh: { title: "企业互联网宣传册", description: "套餐、速率、安装周期以及各套餐包含的服务。" },
          },
        },
        {
          data: { file: "sla-business.pdf" },
          text: {
            km: {
              title: "កិច្ចព្រមព្រៀងកម្រិតសេវាអាជីវកម្ម SLA",
              description: "ការធានាដំណើរការ រយៈពេលឆ្លើយតបពេលមានបញ្ហា និងសំណងសេវា។",
            },
            en: {
              title: "Business service level agreement",
              description: "Our uptime commitments, fault response times and service credits.",
            },
            zh: { title: "企业服务等级协议（SLA）", description: "可用性承诺、故障响应时间和服务赔偿说明。" },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/internet/dia: dedicated internet access. */
export const dia: SeedPage = {
  id: "Dia",
  text: pageTitle("Dia"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "អ៊ីនធឺណិតឯកជន DIA" },
        en: { title: "Dedicated Internet Access" },
        zh: { title: "专线互联网接入" },
      },
      items: [
        {
          data: {
            image: webBanner("biz-internet-web.svg"),
            mobileImage: mobileBanner("biz-internet-mobile.svg"),
            banner: { actionUrl: "#contact" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "អ៊ីនធឺណិតឯកជន ១:១ មិនចែករំលែកជាមួយអ្នកដទៃ",
              bannerDescription:
                "កម្រិតបញ្ជូនបម្រុងទុកសម្រាប់តែអាជីវកម្មរបស់អ្នក ចាប់ពី ៥០ Mbps ដល់ ១០ Gbps ជាមួយ SLA ៩៩,៩៥% BGP និងផ្លូវអន្តរជាតិច្រើនខ្សែ។",
              title: "ស្នើសុំតម្លៃ",
              imageAlt: internetBannerAlt.km,
            },
            en: {
              bannerTitle: "Dedicated Internet Access, 1:1 and uncontended",
              bannerDescription:
                "Bandwidth reserved for your business alone, from 50 Mbps to 10 Gbps, with a 99.95% SLA, BGP and diverse international routes.",
              title: "Request a quote",
              imageAlt: internetBannerAlt.en,
            },
            zh: {
              bannerTitle: "1:1 独享的专线互联网",
              bannerDescription: "从 50 Mbps 到 10 Gbps，带宽由您独享，提供 99.95% SLA、BGP 和多条国际路由。",
              title: "获取报价",
              imageAlt: internetBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      anchor: "why-dia",
      optionType: ICONS_OPTION,
      text: {
        km: {
          title: "ហេតុអ្វីជ្រើសរើស DIA",
          description: "បង្កើតឡើងសម្រាប់ស្ថាប័នដែលរាល់នាទីនៃការដាច់អ៊ីនធឺណិត សុទ្ធតែជាការខាតបង់។",
        },
        en: {
          title: "Why choose DIA",
          description: "Built for organisations where every minute offline costs money.",
        },
        zh: { title: "为什么选择 DIA", description: "专为每一分钟断网都意味着损失的机构打造。" },
      },
      items: [
        {
          data: { lottieFile: "lottie-signal.json" },
          text: {
            km: {
              title: "កម្រិតបញ្ជូន ១:១ មិនចែករំលែក",
              description: "ល្បឿនដែលអ្នកបង់ប្រាក់ ទទួលបានពេញលេញទាំងម៉ោង ៩ ព្រឹក និងម៉ោង ៩ យប់ ដោយមិនចែករំលែកជាមួយអតិថិជនផ្សេង។",
            },
            en: {
              title: "Uncontended 1:1 bandwidth",
              description:
                "The speed you pay for at 9 in the morning and at 9 at night, never shared with other customers.",
            },
            zh: {
              title: "1:1 独享带宽",
              description: "无论早上 9 点还是晚上 9 点，都能获得您所购买的全部速率，绝不与他人共享。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-shield-check.svg") },
          text: {
            km: {
              title: "SLA ៩៩,៩៥%",
              description: "ធានាដោយសំណងសេវា ហើយមជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញរបស់យើងបើកសំបុត្របញ្ហា មុនពេលអ្នកដឹងខ្លួនទៅទៀត។",
            },
            en: {
              title: "99.95% availability SLA",
              description:
                "Backed by service credits, with fault tickets opened by our NOC before you notice a problem.",
            },
            zh: {
              title: "99.95% 可用性 SLA",
              description: "以服务赔偿为保障，NOC 会在您察觉之前主动创建故障工单。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-globe.svg") },
          text: {
            km: {
              title: "ប្លុកអាសយដ្ឋានផ្ទាល់ខ្លួន និង BGP",
              description: "ប្លុក IPv4 ពី /29 ដល់ /24 រួមទាំង IPv6 និងវគ្គ BGP សម្រាប់បណ្ដាញដែលភ្ជាប់ជាមួយអ្នកផ្ដល់សេវាច្រើន។",
            },
            en: {
              title: "Your own IP blocks and BGP",
              description:
                "IPv4 blocks from /29 to /24, IPv6 included, and BGP sessions for multi-homed networks.",
            },
            zh: {
              title: "自有 IP 地址段与 BGP",
              description: "提供 /29 至 /24 的 IPv4 地址段，含 IPv6，并支持多归属网络的 BGP 会话。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-route.svg") },
          text: {
            km: {
              title: "ផ្លូវអន្តរជាតិច្រើនខ្សែ",
              description:
                "ចរាចរណ៍ចេញពីកម្ពុជាតាមខ្សែក្រោមសមុទ្រ និងខ្សែលើដីច្រើនខ្សែ ដូច្នេះការដាច់ខ្សែមួយមិនធ្វើឱ្យអ្នកដាច់អ៊ីនធឺណិតឡើយ។",
            },
            en: {
              title: "Diverse international routes",
              description:
                "Traffic leaves Cambodia over several submarine and land cables, so a single cut never takes you offline.",
            },
            zh: {
              title: "多条国际路由",
              description: "流量经由多条海底光缆和陆地光缆出境，单条线路中断也不会导致断网。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-chart.svg") },
          text: {
            km: {
              title: "ផ្ទាំងតាមដានចរាចរណ៍ផ្ទាល់",
              description: "តាមដានការប្រើប្រាស់ ពេលពន្យារ និងភាពដំណើរការតាមអ៊ីនធឺណិត ហើយទាញយករបាយការណ៍ប្រចាំខែ។",
            },
            en: {
              title: "Live traffic portal",
              description: "Follow usage, latency and availability online and download a report every month.",
            },
            zh: { title: "实时流量门户", description: "在线查看用量、时延和可用性，并可下载每月报告。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-headset.svg") },
          text: {
            km: {
              title: "ក្រុមគ្រប់គ្រងគណនីផ្ទាល់ខ្លួន",
              description: "អ្នកគ្រប់គ្រងគណនី និងវិស្វករដែលស្គាល់បណ្ដាញរបស់អ្នកយ៉ាងច្បាស់។",
            },
            en: {
              title: "A named account team",
              description: "An account manager and engineers who know your network by heart.",
            },
            zh: { title: "专属客户团队", description: "专属客户经理和熟悉您网络的工程师。" },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "pricing",
      text: {
        km: {
          title: "តម្លៃ DIA",
          description:
            "តម្លៃប្រចាំខែប្រហាក់ប្រហែលនៅភ្នំពេញ សម្រាប់កិច្ចសន្យា ៣៦ ខែ។ ទីតាំងនៅតាមខេត្ត និងល្បឿនផ្សេងទៀត នឹងផ្ដល់តម្លៃតាមការស្នើសុំ។ តម្លៃមិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម។",
        },
        en: {
          title: "DIA pricing",
          description:
            "Indicative monthly prices in Phnom Penh on a 36-month contract. Provincial sites and other speeds are quoted on request. Prices exclude VAT.",
        },
        zh: {
          title: "DIA 价格",
          description: "以下为金边地区 36 个月合约的参考月价。外省站点及其他速率请询价。价格不含增值税。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=311",
            showButton: true,
            productId: 311,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "DIA 50",
              subTitle: "៥០ Mbps ១:១",
              description:
                "<ul><li>ប្លុក IPv4 /29</li><li>SLA ៩៩,៩៥%</li><li>រ៉ោតទ័រដែលយើងគ្រប់គ្រងជូន</li><li>ដំឡើងឥតគិតថ្លៃ</li></ul>",
              priceDescription: "$180 / ខែ",
              recommendedFor: "ការិយាល័យរហូតដល់ ៥០ នាក់ ដែលប្រើកម្មវិធីលើក្លោដ",
            },
            en: {
              title: "DIA 50",
              subTitle: "50 Mbps 1:1",
              description:
                "<ul><li>/29 IPv4 block</li><li>99.95% SLA</li><li>Managed router</li><li>Free installation</li></ul>",
              priceDescription: "$180 / month",
              recommendedFor: "Offices of up to 50 staff on cloud apps",
            },
            zh: {
              title: "DIA 50",
              subTitle: "50 Mbps 1:1 独享",
              description:
                "<ul><li>/29 IPv4 地址段</li><li>99.95% SLA</li><li>托管路由器</li><li>免费安装</li></ul>",
              priceDescription: "$180 / 月",
              recommendedFor: "使用云应用、50 人以内的办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=312",
            showButton: true,
            productId: 312,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "DIA 100",
              subTitle: "១០០ Mbps ១:១",
              description:
                "<ul><li>ប្លុក IPv4 /29</li><li>SLA ៩៩,៩៥%</li><li>BGP តាមការស្នើសុំ</li><li>របាយការណ៍ចរាចរណ៍ប្រចាំខែ</li></ul>",
              priceDescription: "$320 / ខែ",
              recommendedFor: "សណ្ឋាគារ សាលារៀន និងការិយាល័យមានបុគ្គលិក ៥០ ទៅ ១៥០ នាក់",
            },
            en: {
              title: "DIA 100",
              subTitle: "100 Mbps 1:1",
              description:
                "<ul><li>/29 IPv4 block</li><li>99.95% SLA</li><li>BGP on request</li><li>Monthly traffic report</li></ul>",
              priceDescription: "$320 / month",
              recommendedFor: "Hotels, schools and offices of 50–150 staff",
            },
            zh: {
              title: "DIA 100",
              subTitle: "100 Mbps 1:1 独享",
              description:
                "<ul><li>/29 IPv4 地址段</li><li>99.95% SLA</li><li>可按需开通 BGP</li><li>每月流量报告</li></ul>",
              priceDescription: "$320 / 月",
              recommendedFor: "酒店、学校及 50–150 人的办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=313",
            showButton: true,
            productId: 313,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "DIA 500",
              subTitle: "៥០០ Mbps ១:១",
              description:
                "<ul><li>ប្លុក IPv4 /28</li><li>ខ្សែកាបអុបទិកតាមផ្លូវខុសគ្នា</li><li>ការការពារ DDoS កម្រិតមូលដ្ឋាន</li><li>BGP ជាមួយតារាងផ្លូវពេញលេញ ឬផ្លូវលំនាំដើម</li></ul>",
              priceDescription: "$1,250 / ខែ",
              recommendedFor: "ធនាគារ មន្ទីរពេទ្យ និងវេទិកាពាណិជ្ជកម្មអេឡិចត្រូនិក",
            },
            en: {
              title: "DIA 500",
              subTitle: "500 Mbps 1:1",
              description:
                "<ul><li>/28 IPv4 block</li><li>Diverse fiber route</li><li>Basic DDoS protection</li><li>BGP with full or default routes</li></ul>",
              priceDescription: "$1,250 / month",
              recommendedFor: "Banks, hospitals and e-commerce platforms",
            },
            zh: {
              title: "DIA 500",
              subTitle: "500 Mbps 1:1 独享",
              description:
                "<ul><li>/28 IPv4 地址段</li><li>异路由光纤</li><li>基础 DDoS 防护</li><li>BGP，可选全量路由或默认路由</li></ul>",
              priceDescription: "$1,250 / 月",
              recommendedFor: "银行、医院和电商平台",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=314",
            showButton: true,
            productId: 314,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "DIA 1G",
              subTitle: "១ Gbps ១:១",
              description:
                "<ul><li>ប្លុក IPv4 /27</li><li>ខ្សែកាបអុបទិកពីរខ្សែតាមផ្លូវខុសគ្នា</li><li>ការការពារ DDoS កម្រិតមូលដ្ឋាន</li><li>វិស្វករទទួលបន្ទុកគណនីផ្ទាល់ខ្លួន</li></ul>",
              priceDescription: "$2,200 / ខែ",
              recommendedFor: "សហគ្រាសដែលប្រើទិន្នន័យច្រើន និងវេទិកាមាតិកា",
            },
            en: {
              title: "DIA 1G",
              subTitle: "1 Gbps 1:1",
              description:
                "<ul><li>/27 IPv4 block</li><li>Two diverse fiber routes</li><li>Basic DDoS protection</li><li>Dedicated account engineer</li></ul>",
              priceDescription: "$2,200 / month",
              recommendedFor: "Data-heavy enterprises and content platforms",
            },
            zh: {
              title: "DIA 1G",
              subTitle: "1 Gbps 1:1 独享",
              description:
                "<ul><li>/27 IPv4 地址段</li><li>两条异路由光纤</li><li>基础 DDoS 防护</li><li>专属客户工程师</li></ul>",
              priceDescription: "$2,200 / 月",
              recommendedFor: "数据密集型企业和内容平台",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "រចនាឡើងយ៉ាងហ្មត់ចត់ពីចុងម្ខាងដល់ចុងម្ខាង" },
        en: { title: "Engineered end to end" },
        zh: { title: "端到端精心设计" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-fiber.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "ខ្សែកាបអុបទិកផ្ទាល់ខ្លួន ពីអគាររបស់អ្នកទៅកាន់ពិភពលោក",
              subTitle: "ជាកម្មសិទ្ធិ និងដំណើរការដោយយើងនៅកម្ពុជា",
              content:
                "<p>សេវា DIA របស់អ្នកដំណើរការលើខ្សែកាបអុបទិករបស់រំដួលណិត ពីអគាររបស់អ្នកទៅកាន់បណ្ដាញស្នូលរបស់យើងនៅភ្នំពេញ បន្ទាប់មកចេញទៅក្រៅប្រទេសតាមកម្រិតបញ្ជូនអន្តរជាតិដែលយើងជួលលើប្រព័ន្ធខ្សែច្រើន។</p>" +
                "<ul><li>មិនពឹងលើខ្សែរបស់ភាគីទីបីសម្រាប់ផ្នែកចុងក្រោយនៅភ្នំពេញ សៀមរាប បាត់ដំបង និងព្រះសីហនុ</li>" +
                "<li>ផ្លូវបម្រុងប្ដូរដោយស្វ័យប្រវត្តិក្នុងរយៈពេលតិចជាង ៥០ មិល្លីវិនាទី</li>" +
                "<li>ការតភ្ជាប់ផ្ទាល់ជាមួយបណ្ដាញក្នុងស្រុក រក្សាចរាចរណ៍ក្នុងប្រទេសឱ្យនៅក្នុងប្រទេស</li></ul>",
              imageAlt: "ផ្នែកកាត់នៃខ្សែកាបអុបទិកដែលមានសរសៃពណ៌មាស និងពណ៌ស្វាយស្រាល បែកចេញជាខ្សែពន្លឺជាច្រើន",
            },
            en: {
              title: "Our own fiber, from your building to the world",
              subTitle: "Owned and operated in Cambodia",
              content:
                "<p>Your DIA runs on Romdoul Net fiber from your building to our core network in Phnom Penh, then out of the country over international capacity we hold on several cable systems.</p>" +
                "<ul><li>No third-party last mile in Phnom Penh, Siem Reap, Battambang and Sihanoukville</li>" +
                "<li>Protected paths switch over in under 50 ms</li>" +
                "<li>Direct peering with local networks keeps Cambodian traffic in Cambodia</li></ul>",
              imageAlt:
                "Cross-section of a fiber cable with gold and lilac strands fanning out into beams of light",
            },
            zh: {
              title: "自建光纤，从您的大楼通往世界",
              subTitle: "在柬埔寨自有自营",
              content:
                "<p>您的 DIA 线路全程使用隆都网络自有光纤，从您的大楼接入我们在金边的核心网，再经由我们在多个海缆系统上的国际带宽出境。</p>" +
                "<ul><li>金边、暹粒、马德望和西哈努克的最后一公里不依赖第三方</li>" +
                "<li>保护路由在 50 毫秒内自动切换</li>" +
                "<li>与本地网络直接互联，国内流量不绕行境外</li></ul>",
              imageAlt: "光纤横截面，金色与淡紫色纤芯向外散开成多道光束",
            },
          },
        },
        {
          data: { image: panelImage("biz-panel-noc.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "តាមដានជាប់ជានិច្ច ២៤ ម៉ោង",
              subTitle: "មជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញនៅភ្នំពេញ",
              content:
                "<p>វិស្វករនៅមជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញរបស់យើង តាមដានគ្រប់ខ្សែ DIA ២៤ ម៉ោងក្នុងមួយថ្ងៃ។ ប្រសិនបើខ្សែណាមួយចុះខ្សោយ យើងបើកសំបុត្របញ្ហា ចាប់ផ្ដើមជួសជុល ហើយទូរស័ព្ទជូនដំណឹងអ្នក ជាធម្មតាមុនពេលក្រុមការងាររបស់អ្នកកត់សម្គាល់ឃើញ។</p>" +
                "<ul><li>ជូនដំណឹងពេលបាត់កញ្ចប់ទិន្នន័យ ពេលពន្យារកើនឡើង ឬមានកំហុស មិនមែនតែពេលដាច់ខ្សែប៉ុណ្ណោះទេ</li>" +
                "<li>ការងារថែទាំដែលគ្រោងទុក ត្រូវជូនដំណឹងមុនយ៉ាងហោចណាស់ ៧ ថ្ងៃ</li>" +
                "<li>របាយការណ៍ភាពដំណើរការប្រចាំខែ ធៀបនឹង SLA របស់អ្នក</li></ul>",
              imageAlt: "ជញ្ជាំងអេក្រង់តាមដានបង្ហាញក្រាហ្វ និងតារាង ដោយមានវិស្វករពីរនាក់អង្គុយនៅខាងមុខ",
            },
            en: {
              title: "Watched around the clock",
              subTitle: "Network operations centre in Phnom Penh",
              content:
                "<p>Engineers in our NOC watch every DIA link 24 hours a day. If a link degrades we open a ticket, start the repair and call you, usually before your team notices anything.</p>" +
                "<ul><li>Alarms on packet loss, latency and errors, not just on a link going down</li>" +
                "<li>Planned work announced at least 7 days ahead</li>" +
                "<li>Monthly availability report against your SLA</li></ul>",
              imageAlt:
                "A wall of monitoring screens showing graphs and gauges, with two engineers seated in front",
            },
            zh: {
              title: "全天候监控",
              subTitle: "位于金边的网络运营中心",
              content:
                "<p>NOC 工程师 24 小时监控每一条 DIA 线路。一旦线路质量下降，我们会立即创建工单、着手修复并致电通知您，通常在您的团队察觉之前。</p>" +
                "<ul><li>不仅监控断线，也监控丢包、时延和误码</li>" +
                "<li>计划内维护至少提前 7 天通知</li>" +
                "<li>每月提供对照 SLA 的可用性报告</li></ul>",
              imageAlt: "一面显示图表和仪表的监控屏幕墙，前方坐着两名工程师",
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      anchor: "sla",
      text: {
        km: { title: "កិច្ចព្រមព្រៀងកម្រិតសេវា" },
        en: { title: "Service level agreement" },
        zh: { title: "服务等级协议" },
      },
      items: [
        {
          data: { file: "sla-business.pdf" },
          text: {
            km: {
              title: "SLA អាជីវកម្មសម្រាប់ DIA និងបណ្ដាញឯកជន",
              description: "គោលដៅភាពដំណើរការ រយៈពេលឆ្លើយតប និងជួសជុល ព្រមទាំងរបៀបគណនាសំណងសេវា។",
            },
            en: {
              title: "Business SLA for DIA and private networks",
              description:
                "Availability targets, response and repair times, and how service credits are calculated.",
            },
            zh: {
              title: "DIA 与专网企业 SLA",
              description: "可用性目标、响应与修复时限，以及服务赔偿的计算方式。",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/unified_communication: SIP trunks and cloud PBX. */
export const unifiedCommunication: SeedPage = {
  id: "UnifiedCommunication",
  text: pageTitle("UnifiedCommunication"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ប្រព័ន្ធទំនាក់ទំនងរួមបញ្ចូលគ្នា" },
        en: { title: "Unified communication" },
        zh: { title: "统一通信" },
      },
      items: [
        {
          data: {
            image: webBanner("biz-voice-web.svg"),
            mobileImage: mobileBanner("biz-voice-mobile.svg"),
            banner: { actionUrl: "#plans" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ការហៅ កិច្ចប្រជុំ និងការជជែក នៅកន្លែងតែមួយ",
              bannerDescription:
                "រក្សាលេខទូរស័ព្ទដដែល ផ្លាស់ប្រព័ន្ធទូរស័ព្ទរបស់អ្នកទៅលើក្លោដ ហើយឱ្យក្រុមការងារទទួលការហៅបានពីការិយាល័យ ពីផ្ទះ ឬតាមទូរស័ព្ទដៃ។",
              title: "មើលកញ្ចប់សេវា",
              imageAlt: "ទូរស័ព្ទដៃដែលមានរលកសំឡេង នៅក្បែរពពុះសារពណ៌ស្វាយ និងពណ៌មាស",
            },
            en: {
              bannerTitle: "Calls, meetings and chat in one place",
              bannerDescription:
                "Keep your numbers, move your phone system to the cloud and let your team take calls from the office, from home or on their mobiles.",
              title: "See plans",
              imageAlt: "A mobile phone sending sound waves towards purple and gold chat bubbles",
            },
            zh: {
              bannerTitle: "通话、会议和聊天，一站搞定",
              bannerDescription: "保留原有号码，将电话系统迁移上云，团队在办公室、家中或用手机都能接听来电。",
              title: "查看套餐",
              imageAlt: "一部发出声波的手机，旁边是紫色和金色的对话气泡",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "វិធីពីរយ៉ាងដើម្បីធ្វើទំនើបកម្មការហៅទូរស័ព្ទ" },
        en: { title: "Two ways to modernise your calls" },
        zh: { title: "两种方式升级您的通话系统" },
      },
      items: [
        {
          data: {
            image: panelImage("biz-panel-pbx.svg"),
            imageLocation: "left",
            actionUrl: "#plans",
            showButton: true,
          },
          text: {
            km: {
              title: "ខ្សែទូរស័ព្ទ SIP",
              subTitle: "ភ្ជាប់ជាមួយ PBX ដែលអ្នកមានស្រាប់",
              content:
                "<p>ជំនួសខ្សែទូរស័ព្ទចាស់ៗ ដោយខ្សែ SIP ដែលដំណើរការលើខ្សែកាបអុបទិករំដួលណិតរបស់អ្នក។ រក្សាលេខ 023 របស់អ្នក បន្ថែមលេខថ្មីក្នុងរយៈពេលប៉ុន្មាននាទី និងបង់ថ្លៃហៅក្នុងស្រុក និងអន្តរជាតិក្នុងតម្លៃទាប។</p>" +
                "<ul><li>ពី ១០ ដល់ ៣០០ ការហៅក្នុងពេលតែមួយ</li><li>គុណភាពសំឡេងត្រូវបានធានា ដោយចរាចរណ៍សំឡេងមានអាទិភាពលើបណ្ដាញ</li><li>ដំណើរការជាមួយ PBX ស្ទើរតែគ្រប់ម៉ាក</li></ul>",
              imageAlt: "ទូរស័ព្ទលើតុពណ៌ស្វាយ ដែលមានក្ដារចុច អេក្រង់ និងរលកសំឡេងពណ៌មាស",
            },
            en: {
              title: "SIP trunk",
              subTitle: "Connect the PBX you already have",
              content:
                "<p>Replace old phone lines with SIP channels over your Romdoul Net fiber. Keep your 023 numbers, add new ones in minutes and pay low local and international rates.</p>" +
                "<ul><li>From 10 to 300 simultaneous calls</li><li>Voice traffic is prioritised on our network for clear calls</li><li>Works with almost every PBX brand</li></ul>",
              imageAlt: "A purple desk phone with keypad, display and gold sound waves",
            },
            zh: {
              title: "SIP 中继",
              subTitle: "对接您现有的 PBX",
              content:
                "<p>通过隆都网络光纤上的 SIP 通道取代老旧电话线路。保留 023 号码，几分钟即可增加新号码，享受低廉的本地和国际通话费率。</p>" +
                "<ul><li>支持 10 至 300 路并发通话</li><li>语音流量在网络中优先传输，通话清晰</li><li>兼容几乎所有品牌的 PBX</li></ul>",
              imageAlt: "一部带键盘和屏幕的紫色桌面电话，旁边有金色声波",
            },
          },
        },
        {
          data: {
            image: panelImage("biz-panel-meeting.svg"),
            imageLocation: "right",
            actionUrl: "#plans",
            showButton: true,
          },
          text: {
            km: {
              title: "PBX លើក្លោដ",
              subTitle: "ប្រព័ន្ធទូរស័ព្ទពេញលេញ ដោយគ្មានឧបករណ៍ត្រូវថែទាំ",
              content:
                "<p>បុគ្គលិកម្នាក់ៗមានលេខខាងក្នុងរបស់ខ្លួន ដែលរោទ៍លើទូរស័ព្ទលើតុ កុំព្យូទ័រ និងទូរស័ព្ទដៃក្នុងពេលតែមួយ។ អ្នកគ្រប់គ្រងការកំណត់ទាំងអស់តាមគេហទំព័រ។</p>" +
                "<ul><li>ប្រព័ន្ធឆ្លើយតបស្វ័យប្រវត្តិ និងជួររង់ចាំការហៅចូល</li><li>ការថតការសន្ទនា និងសារជាសំឡេងផ្ញើទៅអ៊ីមែល</li><li>ភ្ជាប់ជាមួយ Microsoft Teams សម្រាប់កញ្ចប់ Pro</li></ul>",
              imageAlt: "កិច្ចប្រជុំតាមវីដេអូមានអ្នកចូលរួមបួននាក់ ក្នុងប្រអប់ពណ៌ស្វាយ និងរបារប៊ូតុងនៅខាងក្រោម",
            },
            en: {
              title: "Cloud PBX",
              subTitle: "A complete phone system with no hardware to maintain",
              content:
                "<p>Every employee gets an extension that rings on a desk phone, a computer and a mobile at the same time. You manage everything from a web portal.</p>" +
                "<ul><li>Auto attendant menus and call queues</li><li>Call recording and voicemail to email</li><li>Microsoft Teams integration on the Pro plan</li></ul>",
              imageAlt: "A video meeting with four participants in purple tiles and a control bar below",
            },
            zh: {
              title: "云 PBX",
              subTitle: "完整的电话系统，无需维护硬件",
              content:
                "<p>每位员工拥有一个分机，桌面电话、电脑和手机可同时响铃。所有设置均可在网页门户中管理。</p>" +
                "<ul><li>自动语音导航和来电排队</li><li>通话录音和语音信箱转邮件</li><li>Pro 套餐支持集成 Microsoft Teams</li></ul>",
              imageAlt: "四人参加的视频会议画面，紫色画面格下方是控制栏",
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
          title: "កញ្ចប់សេវាសំឡេង",
          description: "តម្លៃប្រចាំខែជាដុល្លារអាមេរិក មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម។ ការហៅក្នុងស្រុកចាប់ពី $0.015 ក្នុងមួយនាទី។",
        },
        en: {
          title: "Voice plans",
          description: "Monthly prices in USD, excluding VAT. Local calls from $0.015 per minute.",
        },
        zh: { title: "语音套餐", description: "月费以美元计，不含增值税。本地通话每分钟 $0.015 起。" },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=321",
            showButton: true,
            productId: 321,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "SIP Trunk 10",
              subTitle: "ការហៅក្នុងពេលតែមួយ ១០",
              description:
                "<ul><li>លេខ 023 ចំនួន ១</li><li>ហៅក្នុងស្រុកចាប់ពី $0.015 / នាទី</li><li>ហៅអន្តរជាតិចាប់ពី $0.03 / នាទី</li><li>ផ្ទេរលេខដែលមានស្រាប់ដោយឥតគិតថ្លៃ</li></ul>",
              priceDescription: "$45 / ខែ",
              recommendedFor: "ការិយាល័យដែលមាន PBX ស្រាប់",
            },
            en: {
              title: "SIP Trunk 10",
              subTitle: "10 simultaneous calls",
              description:
                "<ul><li>1 number in 023</li><li>Local calls from $0.015 / minute</li><li>International calls from $0.03 / minute</li><li>Free porting of existing numbers</li></ul>",
              priceDescription: "$45 / month",
              recommendedFor: "Offices with their own PBX",
            },
            zh: {
              title: "SIP Trunk 10",
              subTitle: "10 路并发通话",
              description:
                "<ul><li>1 个 023 号码</li><li>本地通话 $0.015 / 分钟起</li><li>国际通话 $0.03 / 分钟起</li><li>免费携入现有号码</li></ul>",
              priceDescription: "$45 / 月",
              recommendedFor: "已有 PBX 的办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=322",
            showButton: true,
            productId: 322,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "SIP Trunk 30",
              subTitle: "ការហៅក្នុងពេលតែមួយ ៣០",
              description:
                "<ul><li>ប្លុកលេខ 023 ចំនួន ១០</li><li>ខ្សែបម្រុងទៅកាន់ទូរស័ព្ទដៃ ពេលការិយាល័យដាច់ភ្លើង</li><li>របាយការណ៍ការហៅប្រចាំខែ</li><li>ផ្ទេរលេខដែលមានស្រាប់ដោយឥតគិតថ្លៃ</li></ul>",
              priceDescription: "$120 / ខែ",
              recommendedFor: "មជ្ឈមណ្ឌលទំនាក់ទំនងអតិថិជន និងសណ្ឋាគារ",
            },
            en: {
              title: "SIP Trunk 30",
              subTitle: "30 simultaneous calls",
              description:
                "<ul><li>Block of 10 numbers in 023</li><li>Calls divert to mobiles during a power cut</li><li>Monthly call reports</li><li>Free porting of existing numbers</li></ul>",
              priceDescription: "$120 / month",
              recommendedFor: "Call centres and hotels",
            },
            zh: {
              title: "SIP Trunk 30",
              subTitle: "30 路并发通话",
              description:
                "<ul><li>10 个 023 号码段</li><li>办公室停电时来电自动转接手机</li><li>每月通话报告</li><li>免费携入现有号码</li></ul>",
              priceDescription: "$120 / 月",
              recommendedFor: "呼叫中心和酒店",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=323",
            showButton: true,
            productId: 323,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Cloud PBX Standard",
              subTitle: "គិតតាមអ្នកប្រើម្នាក់",
              description:
                "<ul><li>លេខខាងក្នុង និងកម្មវិធីទូរស័ព្ទដៃ</li><li>ប្រព័ន្ធឆ្លើយតបស្វ័យប្រវត្តិ</li><li>សារជាសំឡេងផ្ញើទៅអ៊ីមែល</li><li>ការហៅរវាងលេខខាងក្នុងឥតគិតថ្លៃ</li></ul>",
              priceDescription: "$6 / អ្នកប្រើ / ខែ",
              recommendedFor: "ក្រុមការងារពី ៥ ទៅ ៥០ នាក់",
            },
            en: {
              title: "Cloud PBX Standard",
              subTitle: "Per user",
              description:
                "<ul><li>Extension and mobile app</li><li>Auto attendant menu</li><li>Voicemail to email</li><li>Free calls between extensions</li></ul>",
              priceDescription: "$6 / user / month",
              recommendedFor: "Teams of 5–50 people",
            },
            zh: {
              title: "Cloud PBX Standard",
              subTitle: "按用户计费",
              description:
                "<ul><li>分机及手机应用</li><li>自动语音导航</li><li>语音信箱转邮件</li><li>分机之间免费通话</li></ul>",
              priceDescription: "$6 / 用户 / 月",
              recommendedFor: "5–50 人的团队",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=324",
            showButton: true,
            productId: 324,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Cloud PBX Pro",
              subTitle: "គិតតាមអ្នកប្រើម្នាក់",
              description:
                "<ul><li>គ្រប់មុខងាររបស់ Standard</li><li>ថតការសន្ទនា រក្សាទុក ៩០ ថ្ងៃ</li><li>ជួររង់ចាំការហៅចូល និងផ្ទាំងតាមដានផ្ទាល់</li><li>ភ្ជាប់ជាមួយ Microsoft Teams</li></ul>",
              priceDescription: "$10 / អ្នកប្រើ / ខែ",
              recommendedFor: "ផ្នែកលក់ និងផ្នែកសេវាអតិថិជន",
            },
            en: {
              title: "Cloud PBX Pro",
              subTitle: "Per user",
              description:
                "<ul><li>Everything in Standard</li><li>Call recording kept for 90 days</li><li>Call queues and live wallboard</li><li>Microsoft Teams integration</li></ul>",
              priceDescription: "$10 / user / month",
              recommendedFor: "Sales and customer service teams",
            },
            zh: {
              title: "Cloud PBX Pro",
              subTitle: "按用户计费",
              description:
                "<ul><li>包含 Standard 全部功能</li><li>通话录音保存 90 天</li><li>来电排队和实时看板</li><li>集成 Microsoft Teams</li></ul>",
              priceDescription: "$10 / 用户 / 月",
              recommendedFor: "销售和客服团队",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      backgroundColor: "#f5edfb",
      optionType: CHECKS_OPTION,
      text: {
        km: { title: "គ្រប់កញ្ចប់រួមបញ្ចូល" },
        en: { title: "Every plan includes" },
        zh: { title: "所有套餐均包含" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "រក្សាលេខទូរស័ព្ទដដែល",
              description: "យើងផ្ទេរលេខ 023 និងលេខដែលអ្នកមានស្រាប់ ដោយមិនរំខានដល់ការហៅរបស់អ្នក។",
            },
            en: {
              title: "Keep your existing numbers",
              description: "We port your 023 and other numbers without interrupting your calls.",
            },
            zh: { title: "保留现有号码", description: "我们为您携转 023 等现有号码，通话不受影响。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "រៀបចំសារស្វាគមន៍ជាភាសាខ្មែរ អង់គ្លេស និងចិន ឥតគិតថ្លៃ",
              description: "យើងថតសារស្វាគមន៍ និងម៉ឺនុយជ្រើសរើសសម្រាប់អតិថិជនរបស់អ្នកជាបីភាសា។",
            },
            en: {
              title: "Free greetings in Khmer, English and Chinese",
              description: "We record your welcome message and menu options in three languages.",
            },
            zh: {
              title: "免费录制高棉语、英语和中文问候语",
              description: "我们用三种语言为您录制欢迎词和菜单选项。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "គុណភាពសំឡេងច្បាស់",
              description: "ចរាចរណ៍សំឡេងមានអាទិភាពលើខ្សែកាបអុបទិករបស់យើង ទោះបីនៅម៉ោងមមាញឹកក៏ដោយ។",
            },
            en: {
              title: "Clear call quality",
              description: "Voice traffic has priority on our fiber, even at the busiest times of day.",
            },
            zh: {
              title: "清晰的通话质量",
              description: "即使在最繁忙的时段，语音流量在我们的光纤网络中也享有优先级。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "កម្មវិធីសម្រាប់ទូរស័ព្ទដៃ និងកុំព្យូទ័រ",
              description: "ទទួល និងហៅចេញដោយប្រើលេខការិយាល័យ ពីគ្រប់ទីកន្លែង។",
            },
            en: {
              title: "Mobile and desktop apps",
              description: "Make and take calls on your office number from anywhere.",
            },
            zh: { title: "手机和电脑应用", description: "随时随地使用办公室号码拨打和接听电话。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "វិក្កយបត្រតែមួយជាដុល្លារ",
              description: "ថ្លៃសេវាសំឡេង អ៊ីនធឺណិត និងការហៅ បង្ហាញលើវិក្កយបត្រតែមួយ រួមទាំងព័ត៌មានលម្អិតតាមលេខខាងក្នុង។",
            },
            en: {
              title: "One invoice in USD",
              description: "Voice, internet and call charges on a single bill, with details per extension.",
            },
            zh: {
              title: "美元统一账单",
              description: "语音、宽带和通话费用合并在一张账单上，并可按分机查看明细。",
            },
          },
        },
      ],
    },
    {
      type: "Promotions",
      anchor: "offers",
      text: {
        km: { title: "ការផ្ដល់ជូនពិសេស" },
        en: { title: "Current offers" },
        zh: { title: "当前优惠" },
      },
      items: [
        {
          data: {
            image: promoImage("biz-promo-cloud-pbx.svg"),
            actionUrl: "/register-steps?productId=324",
            showButton: true,
            productId: 324,
            subscriptionId: 3241,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "PBX លើក្លោដ ឥតគិតថ្លៃ ៣ ខែ",
              description:
                "ផ្លាស់អ្នកប្រើចាប់ពី ១០ នាក់ឡើងទៅមក Cloud PBX Standard ឬ Pro សម្រាប់កិច្ចសន្យា ១២ ខែ ហើយមិនបង់ថ្លៃសម្រាប់បីខែដំបូង។",
              priceDescription: "សន្សំបានរហូតដល់ $300",
              imageAlt: "ទូរស័ព្ទដៃ និងពពុះសារ នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានរូបកាដូ",
            },
            en: {
              title: "3 months free on Cloud PBX",
              description:
                "Move 10 or more users to Cloud PBX Standard or Pro on a 12-month plan and pay nothing for the first three months.",
              priceDescription: "Save up to $300",
              imageAlt: "A mobile phone and chat bubbles beside a gold badge with a gift box",
            },
            zh: {
              title: "云 PBX 免费用 3 个月",
              description: "10 名及以上用户签约 12 个月 Cloud PBX Standard 或 Pro，前三个月免费。",
              priceDescription: "最多节省 $300",
              imageAlt: "手机和对话气泡旁边是一枚带礼盒图案的金色徽章",
            },
          },
        },
        {
          data: {
            image: promoImage("biz-promo-desk-phone.svg"),
            actionUrl: "#contact",
            showButton: true,
            productId: 322,
            subscriptionId: 3222,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ទូរស័ព្ទលើតុឥតគិតថ្លៃ",
              description:
                "ចុះកិច្ចសន្យា SIP Trunk 30 រយៈពេល ២៤ ខែ ហើយទទួលបានទូរស័ព្ទលើតុរហូតដល់ ១០ គ្រឿង ដែលកំណត់រួចរាល់ និងដឹកជញ្ជូនដល់ការិយាល័យ។",
              priceDescription: "តម្លៃ $650",
              imageAlt: "ទូរស័ព្ទលើតុពណ៌ស្វាយ នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានរូបកាដូ",
            },
            en: {
              title: "Free IP desk phones",
              description:
                "Sign a 24-month SIP Trunk 30 contract and receive up to 10 desk phones, configured and delivered to your office.",
              priceDescription: "Worth $650",
              imageAlt: "A purple desk phone beside a gold badge with a gift box",
            },
            zh: {
              title: "免费赠送 IP 桌面电话",
              description: "签约 24 个月 SIP Trunk 30，即可获赠最多 10 部已配置好的桌面电话，送货到办公室。",
              priceDescription: "价值 $650",
              imageAlt: "紫色桌面电话旁边是一枚带礼盒图案的金色徽章",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/DDoS_protection: always-on detection and scrubbing. */
export const ddosProtection: SeedPage = {
  id: "DdosProtection",
  text: pageTitle("DdosProtection"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ការការពារការវាយប្រហារ DDoS" },
        en: { title: "DDoS protection" },
        zh: { title: "DDoS 防护" },
      },
      items: [
        {
          data: {
            image: webBanner("biz-ddos-web.svg"),
            mobileImage: mobileBanner("biz-ddos-mobile.svg"),
            banner: { actionUrl: "#plans" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "បន្តដំណើរការ ទោះពេលមានការវាយប្រហារ",
              bannerDescription:
                "ប្រព័ន្ធរកឃើញ និងច្រោះចរាចរណ៍ដែលដំណើរការជាប់ជានិច្ចក្នុងបណ្ដាញរបស់យើង បំបាត់ចរាចរណ៍វាយប្រហារក្នុងរយៈពេលប៉ុន្មានវិនាទី ដូច្នេះអតិថិជនរបស់អ្នកឃើញតែគេហទំព័ររបស់អ្នក មិនមែនការវាយប្រហារទេ។",
              title: "ចាប់ផ្ដើមការពារ",
              imageAlt: "ខែលដែលមានគែមពណ៌មាស កំពុងរារាំងភាគល្អិតពណ៌ស្វាយស្រាល ខណៈខ្សែពណ៌មាសស្អាតឆ្លងកាត់ទៅម្ខាងទៀត",
            },
            en: {
              bannerTitle: "Stay online when attackers strike",
              bannerDescription:
                "Always-on detection and scrubbing inside our network removes attack traffic within seconds, so your customers see your site, not the attack.",
              title: "Get protected",
              imageAlt:
                "A gold-edged shield deflecting streams of lilac particles while a clean gold line passes through",
            },
            zh: {
              bannerTitle: "遭遇攻击，业务照常在线",
              bannerDescription:
                "网络内置全天候检测与清洗，数秒内清除攻击流量，客户看到的是您的网站，而不是攻击。",
              title: "立即防护",
              imageAlt: "金边盾牌挡开一束束淡紫色粒子，一条干净的金色线条穿过盾牌",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: ICONS_OPTION,
      text: {
        km: { title: "របៀបដែលយើងរក្សាអ្នកឱ្យដំណើរការ" },
        en: { title: "How we keep you online" },
        zh: { title: "我们如何保障您在线" },
      },
      items: [
        {
          data: { lottieFile: "lottie-signal.json" },
          text: {
            km: {
              title: "រកឃើញក្នុងរយៈពេលប៉ុន្មានវិនាទី",
              description: "ការវិភាគលំហូរចរាចរណ៍លើរ៉ោតទ័រគែមបណ្ដាញនីមួយៗ រកឃើញការវាយប្រហារជាធម្មតាក្នុងរយៈពេល ១០ វិនាទី។",
            },
            en: {
              title: "Detection in seconds",
              description: "Flow analysis on every edge router typically spots a flood within 10 seconds.",
            },
            zh: {
              title: "秒级检测",
              description: "每台边缘路由器都进行流量分析，通常 10 秒内即可发现流量攻击。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-filter.svg") },
          text: {
            km: {
              title: "សមត្ថភាពច្រោះ ៤០០ Gbps",
              description: "មជ្ឈមណ្ឌលច្រោះរបស់យើងនៅភ្នំពេញ ហើយចរាចរណ៍លើសពីនេះត្រូវបានច្រោះដោយដៃគូអន្តរជាតិរបស់យើង។",
            },
            en: {
              title: "400 Gbps of scrubbing capacity",
              description:
                "Our scrubbing centre is in Phnom Penh, and overflow is cleaned by our international upstream partners.",
            },
            zh: {
              title: "400 Gbps 清洗能力",
              description: "清洗中心位于金边，超出部分由我们的国际上游合作伙伴协同清洗。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-layers.svg") },
          text: {
            km: {
              title: "ការពារគ្រប់ស្រទាប់",
              description: "ការវាយប្រហារបែបបរិមាណ បែបពិធីការ និងបែបកម្មវិធី រួមទាំងការវាយប្រហារ HTTP លើគេហទំព័រ។",
            },
            en: {
              title: "Layer 3 to layer 7",
              description:
                "Volumetric, protocol and application attacks, including HTTP floods against websites.",
            },
            zh: {
              title: "覆盖第 3 至第 7 层",
              description: "防御流量型、协议型和应用层攻击，包括针对网站的 HTTP 洪水攻击。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-chart.svg") },
          text: {
            km: {
              title: "របាយការណ៍ការវាយប្រហារ",
              description: "មើលរាល់ការវាយប្រហារ ទំហំរបស់វា និងចរាចរណ៍ដែលត្រូវបានច្រោះចោល នៅក្នុងផ្ទាំងគ្រប់គ្រងរបស់អ្នក។",
            },
            en: {
              title: "Attack reports",
              description: "See every attack, its size and what was dropped in your customer portal.",
            },
            zh: { title: "攻击报告", description: "在客户门户中查看每次攻击的规模以及被丢弃的流量。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-headset.svg") },
          text: {
            km: {
              title: "ក្រុមសន្តិសុខ ២៤/៧",
              description: "វិស្វកររង់ចាំជានិច្ច ដើម្បីកែសម្រួលការការពារឱ្យត្រូវនឹងកម្មវិធីរបស់អ្នក ក្នុងពេលមានការវាយប្រហារ។",
            },
            en: {
              title: "Security operations 24/7",
              description: "Engineers on call to tune protection for your applications during an attack.",
            },
            zh: {
              title: "24/7 安全运营",
              description: "工程师随时待命，在攻击期间针对您的应用调整防护策略。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-shield-check.svg") },
          text: {
            km: {
              title: "មិនចាំបាច់ផ្លាស់ប្ដូរការរៀបចំ",
              description:
                "ការការពារដំណើរការក្នុងបណ្ដាញរបស់យើង ដោយមិនត្រូវការឧបករណ៍ ឬផ្លាស់ប្ដូរ DNS សម្រាប់អតិថិជនអ៊ីនធឺណិតរំដួលណិត។",
            },
            en: {
              title: "No change to your setup",
              description:
                "Protection runs inside our network: no hardware and no DNS changes for Romdoul Net internet customers.",
            },
            zh: {
              title: "无需改动现有架构",
              description: "防护在我们的网络内完成，隆都网络宽带客户无需添置硬件，也无需修改 DNS。",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      anchor: "how-it-works",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ការច្រោះចរាចរណ៍ដំណើរការយ៉ាងដូចម្ដេច" },
        en: { title: "How scrubbing works" },
        zh: { title: "流量清洗如何运作" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-shield.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "ការវាយប្រហារត្រូវបានច្រោះចោល ចរាចរណ៍ល្អបន្តដំណើរ",
              subTitle: "ស្វ័យប្រវត្តិទាំងស្រុង",
              content:
                "<ol><li>ចរាចរណ៍ទៅកាន់អាសយដ្ឋានរបស់អ្នក ត្រូវបានតាមដានជាប់ជានិច្ច។</li>" +
                "<li>ពេលការវាយប្រហារចាប់ផ្ដើម ចរាចរណ៍ត្រូវបានបង្វែរទៅមជ្ឈមណ្ឌលច្រោះតាម BGP។</li>" +
                "<li>កញ្ចប់ទិន្នន័យវាយប្រហារត្រូវបានបោះចោល ហើយចរាចរណ៍ស្របច្បាប់ត្រូវបានបញ្ជូនមកអ្នកវិញតាមផ្លូវស្អាត។</li>" +
                "<li>ពេលការវាយប្រហារបញ្ចប់ ផ្លូវបណ្ដាញត្រឡប់ទៅសភាពធម្មតាវិញដោយស្វ័យប្រវត្តិ។</li></ol>",
              imageAlt: "ខែលពណ៌ស្វាយដែលមានសញ្ញាធីកពណ៌មាស រារាំងខ្សែចរាចរណ៍ជាច្រើន ហើយមានព្រួញពណ៌មាសចេញទៅខាងស្ដាំ",
            },
            en: {
              title: "Attacks are dropped, good traffic flows on",
              subTitle: "Fully automatic",
              content:
                "<ol><li>Traffic to your IP addresses is monitored all the time.</li>" +
                "<li>When an attack starts, your traffic is redirected to our scrubbing centre using BGP.</li>" +
                "<li>Attack packets are dropped and legitimate traffic is sent back to you over a clean path.</li>" +
                "<li>When the attack ends, routing returns to normal by itself.</li></ol>",
              imageAlt:
                "A purple shield with a gold check mark blocking streaks of traffic, with a gold arrow leaving on the right",
            },
            zh: {
              title: "丢弃攻击，放行正常流量",
              subTitle: "全程自动",
              content:
                "<ol><li>持续监控发往您 IP 地址的流量。</li>" +
                "<li>攻击开始时，通过 BGP 将流量牵引至清洗中心。</li>" +
                "<li>丢弃攻击报文，正常流量经干净路径回注给您。</li>" +
                "<li>攻击结束后，路由自动恢复正常。</li></ol>",
              imageAlt: "带金色对勾的紫色盾牌挡住一道道流量，右侧伸出一支金色箭头",
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
          title: "កញ្ចប់ការពារ DDoS",
          description: "តម្លៃប្រចាំខែជាដុល្លារអាមេរិក មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម សម្រាប់អាសយដ្ឋានរហូតដល់ /24។",
        },
        en: {
          title: "DDoS protection plans",
          description: "Monthly prices in USD, excluding VAT, for up to a /24 of protected addresses.",
        },
        zh: { title: "DDoS 防护套餐", description: "月费以美元计，不含增值税，可防护最多一个 /24 地址段。" },
      },
      items: [
        {
          data: { actionUrl: "/business/internet/dia", showButton: true },
          text: {
            km: {
              title: "Basic",
              subTitle: "រួមបញ្ចូលជាមួយ DIA និង MegaBiz 500",
              description:
                "<ul><li>ការពារការវាយប្រហារបែបបរិមាណរហូតដល់ ២ Gbps</li><li>ការទប់ស្កាត់ដោយស្វ័យប្រវត្តិ</li><li>ការជូនដំណឹងតាមអ៊ីមែល</li></ul>",
              priceDescription: "ឥតគិតថ្លៃ",
              recommendedFor: "គេហទំព័រ និងការិយាល័យទូទៅ",
            },
            en: {
              title: "Basic",
              subTitle: "Included with DIA and MegaBiz 500",
              description:
                "<ul><li>Volumetric protection up to 2 Gbps</li><li>Automatic mitigation</li><li>Email alerts</li></ul>",
              priceDescription: "Free",
              recommendedFor: "Company websites and offices",
            },
            zh: {
              title: "Basic",
              subTitle: "DIA 和 MegaBiz 500 用户免费享有",
              description: "<ul><li>最高 2 Gbps 流量型攻击防护</li><li>自动缓解</li><li>邮件告警</li></ul>",
              priceDescription: "免费",
              recommendedFor: "企业官网和办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=422",
            showButton: true,
            productId: 422,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Advanced",
              subTitle: "ការវាយប្រហាររហូតដល់ ២០ Gbps",
              description:
                "<ul><li>ការពារស្រទាប់ទី ៣ ដល់ទី ៤ និងការវាយប្រហារ HTTP កម្រិតមូលដ្ឋាន</li><li>ចាប់ផ្ដើមទប់ស្កាត់ក្នុងរយៈពេលក្រោម ១ នាទី</li><li>របាយការណ៍ការវាយប្រហារក្នុងផ្ទាំងគ្រប់គ្រង</li></ul>",
              priceDescription: "$350 / ខែ",
              recommendedFor: "ហាងលក់តាមអ៊ីនធឺណិត និងវេទិកាហ្គេម",
            },
            en: {
              title: "Advanced",
              subTitle: "Attacks up to 20 Gbps",
              description:
                "<ul><li>Layer 3–4 protection plus basic HTTP flood defence</li><li>Mitigation starts in under 1 minute</li><li>Attack reports in the portal</li></ul>",
              priceDescription: "$350 / month",
              recommendedFor: "Online shops and gaming platforms",
            },
            zh: {
              title: "Advanced",
              subTitle: "防护最高 20 Gbps 攻击",
              description:
                "<ul><li>第 3–4 层防护及基础 HTTP 洪水防御</li><li>1 分钟内启动缓解</li><li>门户内查看攻击报告</li></ul>",
              priceDescription: "$350 / 月",
              recommendedFor: "网店和游戏平台",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=423",
            showButton: true,
            productId: 423,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Premium",
              subTitle: "ការវាយប្រហាររហូតដល់ ១០០ Gbps",
              description:
                "<ul><li>ការពារគ្រប់ស្រទាប់ រួមទាំងការច្រោះ HTTP ជាប់ជានិច្ច</li><li>វិស្វករសន្តិសុខឆ្លើយតបក្នុងរយៈពេល ១៥ នាទី</li><li>ការធ្វើតេស្តការពារប្រចាំឆ្នាំ</li></ul>",
              priceDescription: "$1,200 / ខែ",
              recommendedFor: "ធនាគារ ក្រុមហ៊ុនទូទាត់ និងស្ថាប័នរដ្ឋ",
            },
            en: {
              title: "Premium",
              subTitle: "Attacks up to 100 Gbps",
              description:
                "<ul><li>Full layer 3–7 protection with always-on HTTP filtering</li><li>Security engineer response within 15 minutes</li><li>Annual protection test</li></ul>",
              priceDescription: "$1,200 / month",
              recommendedFor: "Banks, payment companies and public institutions",
            },
            zh: {
              title: "Premium",
              subTitle: "防护最高 100 Gbps 攻击",
              description:
                "<ul><li>第 3–7 层全面防护，HTTP 流量常态化过滤</li><li>安全工程师 15 分钟内响应</li><li>每年一次防护演练</li></ul>",
              priceDescription: "$1,200 / 月",
              recommendedFor: "银行、支付公司和公共机构",
            },
          },
        },
      ],
    },
    {
      type: "Promotions",
      text: {
        km: { title: "ការផ្ដល់ជូនពិសេស" },
        en: { title: "Current offers" },
        zh: { title: "当前优惠" },
      },
      items: [
        {
          data: {
            image: promoImage("biz-promo-ddos-trial.svg"),
            actionUrl: "/register-steps?productId=422",
            showButton: true,
            productId: 422,
            subscriptionId: 4221,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "សាកល្បង Advanced ឥតគិតថ្លៃ ៣០ ថ្ងៃ",
              description: "ការពារគេហទំព័ររបស់អ្នកដោយកញ្ចប់ Advanced រយៈពេលមួយខែ ដោយមិនចាំបាច់ចុះកិច្ចសន្យា។",
              priceDescription: "ឥតគិតថ្លៃ ៣០ ថ្ងៃ",
              imageAlt: "ខែលពណ៌ស្វាយដែលមានសញ្ញាធីកពណ៌មាស នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានរូបផ្កាយ",
            },
            en: {
              title: "30-day free trial of Advanced",
              description:
                "Protect your website with the Advanced plan for a month, with no contract to sign.",
              priceDescription: "Free for 30 days",
              imageAlt: "A purple shield with a gold check mark beside a gold badge with a star",
            },
            zh: {
              title: "Advanced 免费试用 30 天",
              description: "无需签约，即可使用 Advanced 套餐保护您的网站一个月。",
              priceDescription: "30 天免费",
              imageAlt: "带金色对勾的紫色盾牌旁边是一枚带星形图案的金色徽章",
            },
          },
        },
        {
          data: {
            image: promoImage("biz-promo-ddos-premium.svg"),
            actionUrl: "/register-steps?productId=423",
            showButton: true,
            productId: 423,
            subscriptionId: 4232,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "បញ្ចុះតម្លៃ ២០% លើ Premium",
              description: "ចុះកិច្ចសន្យា Premium រយៈពេល ១២ ខែ ហើយបង់ត្រឹម $960 ក្នុងមួយខែ ជំនួសឱ្យ $1,200។",
              priceDescription: "$960 / ខែ",
              imageAlt: "ខែលពណ៌ស្វាយ នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានសញ្ញាភាគរយ",
            },
            en: {
              title: "20% off Premium",
              description: "Sign a 12-month Premium contract and pay $960 a month instead of $1,200.",
              priceDescription: "$960 / month",
              imageAlt: "A purple shield beside a gold badge with a percent sign",
            },
            zh: {
              title: "Premium 八折",
              description: "签约 12 个月 Premium 套餐，每月只需 $960，原价 $1,200。",
              priceDescription: "$960 / 月",
              imageAlt: "紫色盾牌旁边是一枚带百分号的金色徽章",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};
