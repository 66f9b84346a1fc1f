import type { SeedPage } from "../seed-types";
import {
  BULLETS_OPTION,
  CHECKS_OPTION,
  ICONS_OPTION,
  icon,
  mobileBanner,
  panelImage,
  partnerLogo,
  promoImage,
  salesContactForm,
  videoPoster,
  webBanner,
} from "./business-pages-shared";
import { pageTitle } from "./page-titles";

const dataCenterBanner = {
  image: webBanner("biz-data-center-web.svg"),
  mobileImage: mobileBanner("biz-data-center-mobile.svg"),
};
const dataCenterBannerAlt = {
  km: "ទូម៉ាស៊ីនមេពណ៌ស្វាយបួន ដែលមានភ្លើងសញ្ញាពណ៌មាស និងពណ៌ស លើផ្ទៃខាងក្រោយពណ៌ស្វាយចាស់",
  en: "Four purple server racks with gold and white status lights on a deep purple background",
  zh: "深紫色背景上四个亮着金色和白色状态灯的紫色服务器机柜",
};
const nocPanelAlt = {
  km: "ជញ្ជាំងអេក្រង់តាមដានបង្ហាញក្រាហ្វ និងតារាង ដោយមានវិស្វករពីរនាក់អង្គុយនៅខាងមុខ",
  en: "A wall of monitoring screens showing graphs and gauges, with two engineers seated in front",
  zh: "一面显示图表和仪表的监控屏幕墙，前方坐着两名工程师",
};

/** /business/data_center: the Phnom Penh facility and its services. */
export const dataCenter: SeedPage = {
  id: "DataCenter",
  text: pageTitle("DataCenter"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "មជ្ឈមណ្ឌលទិន្នន័យ" },
        en: { title: "Data centre" },
        zh: { title: "数据中心" },
      },
      items: [
        {
          data: { ...dataCenterBanner, banner: { actionUrl: "#contact" }, showButton: true },
          text: {
            km: {
              bannerTitle: "មជ្ឈមណ្ឌលទិន្នន័យកម្រិត Tier III នៅចំកណ្ដាលរាជធានីភ្នំពេញ",
              bannerDescription:
                "ប្រព័ន្ធអគ្គិសនី និងប្រព័ន្ធត្រជាក់ដែលអាចថែទាំបានដោយមិនបិទដំណើរការ សន្តិសុខ ២៤/៧ និងខ្សែកាបអុបទិកផ្ទាល់ទៅកាន់បណ្ដាញធំៗទាំងអស់នៅកម្ពុជា។",
              title: "កក់ពេលទស្សនា",
              imageAlt: dataCenterBannerAlt.km,
            },
            en: {
              bannerTitle: "A Tier III data centre in the heart of Phnom Penh",
              bannerDescription:
                "Concurrently maintainable power and cooling, 24/7 security and direct fiber to every major network in Cambodia.",
              title: "Book a visit",
              imageAlt: dataCenterBannerAlt.en,
            },
            zh: {
              bannerTitle: "金边市中心的 Tier III 数据中心",
              bannerDescription: "电力与制冷可在线维护，24/7 安保，光纤直连柬埔寨各大主要网络。",
              title: "预约参观",
              imageAlt: dataCenterBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      anchor: "facility",
      optionType: ICONS_OPTION,
      text: {
        km: { title: "រចនាឡើងដើម្បីដំណើរការជានិច្ច" },
        en: { title: "Built to stay on" },
        zh: { title: "为持续运行而建" },
      },
      items: [
        {
          data: { titleIcon: icon("biz-icon-building.svg") },
          text: {
            km: {
              title: "ការរចនាកម្រិត Tier III",
              description: "គ្រប់ផ្លូវអគ្គិសនី និងប្រព័ន្ធត្រជាក់ អាចថែទាំបាន ដោយមិនចាំបាច់បិទឧបករណ៍របស់អ្នក។",
            },
            en: {
              title: "Tier III design",
              description:
                "Every power and cooling path can be serviced without switching off your equipment.",
            },
            zh: {
              title: "Tier III 设计",
              description: "每一路电力和制冷均可在不关停您设备的情况下进行维护。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-power.svg") },
          text: {
            km: {
              title: "អគ្គិសនីពីរផ្លូវ 2N",
              description:
                "ខ្សែភ្លើងឯករាជ្យពីរទៅកាន់ទូនីមួយៗ គាំទ្រដោយប្រព័ន្ធថាមពលបម្រុង និងម៉ាស៊ីនភ្លើងដែលមានប្រេងគ្រប់គ្រាន់សម្រាប់ ៤៨ ម៉ោង។",
            },
            en: {
              title: "2N power",
              description:
                "Two independent power feeds to every rack, backed by UPS and generators with 48 hours of fuel on site.",
            },
            zh: {
              title: "2N 供电",
              description: "每个机柜两路独立供电，配备 UPS 和现场储油可供 48 小时的发电机。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-cooling.svg") },
          text: {
            km: {
              title: "ប្រព័ន្ធត្រជាក់ N+1",
              description: "ការបិទជិតច្រកខ្យល់ត្រជាក់ រក្សាសីតុណ្ហភាពឧបករណ៍នៅ ២២ អង្សាសេ បូកឬដក ២ អង្សា។",
            },
            en: {
              title: "N+1 precision cooling",
              description: "Cold-aisle containment keeps equipment at 22 °C, plus or minus 2 degrees.",
            },
            zh: { title: "N+1 精密空调", description: "冷通道封闭，设备环境温度保持在 22 °C 上下 2 度。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-camera.svg") },
          text: {
            km: {
              title: "សន្តិសុខ ២៤/៧",
              description: "សន្តិសុខប្រចាំការ កាមេរ៉ាសុវត្ថិភាព ការចូលដោយស្កេនស្នាមម្រាមដៃ ព្រមទាំងទូ និងរបងដែលចាក់សោ។",
            },
            en: {
              title: "24/7 security",
              description: "Guards on site, CCTV, biometric access, and locked racks and cages.",
            },
            zh: { title: "24/7 安保", description: "现场保安、视频监控、生物识别门禁，机柜与笼位均上锁。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-fiber.svg") },
          text: {
            km: {
              title: "បើកចំហសម្រាប់គ្រប់ក្រុមហ៊ុនបណ្ដាញ",
              description: "បន្ទប់តភ្ជាប់ដែលមានរំដួលណិត និងក្រុមហ៊ុនបណ្ដាញក្នុងស្រុក និងអន្តរជាតិផ្សេងទៀត។",
            },
            en: {
              title: "Carrier-neutral",
              description: "A meet-me room with Romdoul Net and other local and international carriers.",
            },
            zh: { title: "运营商中立", description: "设有汇聚机房，可接入隆都网络及其他本地和国际运营商。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-wrench.svg") },
          text: {
            km: {
              title: "ជំនួយបច្ចេកទេសនៅនឹងកន្លែង",
              description: "អ្នកបច្ចេកទេសរបស់យើងចាប់ផ្ដើមម៉ាស៊ីនមេឡើងវិញ ប្ដូរថាស និងតភ្ជាប់ខ្សែជូនអ្នក ទាំងថ្ងៃទាំងយប់។",
            },
            en: {
              title: "Remote hands",
              description:
                "Our technicians reboot servers, swap disks and patch cables for you, day and night.",
            },
            zh: { title: "现场代维", description: "技术人员日夜为您重启服务器、更换硬盘和跳线。" },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "services",
      backgroundColor: "#f5edfb",
      text: {
        km: {
          title: "សេវាមជ្ឈមណ្ឌលទិន្នន័យ",
          description: "សេវាទាំងអស់ដំណើរការក្នុងមជ្ឈមណ្ឌល Tier III តែមួយ ដែលភ្ជាប់ទៅបណ្ដាញខ្សែកាបអុបទិករបស់យើង។",
        },
        en: {
          title: "Data centre services",
          description: "Everything runs in the same Tier III facility, connected to our fiber network.",
        },
        zh: {
          title: "数据中心服务",
          description: "所有服务均在同一 Tier III 设施内运行，并接入我们的光纤网络。",
        },
      },
      items: [
        {
          data: {
            image: icon("biz-icon-server.svg"),
            actionUrl: "/business/data_center/colocation",
            showButton: true,
          },
          text: {
            km: {
              title: "សេវាដាក់ម៉ាស៊ីនមេ",
              subTitle: "កន្លែងសម្រាប់ម៉ាស៊ីនមេរបស់អ្នក",
              description: "<p>ចាប់ពីម៉ាស៊ីនមេ 1U តែមួយ រហូតដល់ទូពេញ និងបន្ទប់ឯកជន។</p>",
              priceDescription: "ចាប់ពី $49 / ខែ",
              imageAlt: "រូបតំណាងម៉ាស៊ីនមេបីតម្រួតលើគ្នា",
            },
            en: {
              title: "Colocation",
              subTitle: "Space for your servers",
              description: "<p>From a single 1U server to full racks and private cages.</p>",
              priceDescription: "From $49 / month",
              imageAlt: "Icon of three stacked servers",
            },
            zh: {
              title: "机柜托管",
              subTitle: "为您的服务器提供机位",
              description: "<p>从单台 1U 服务器到整机柜和独立笼位。</p>",
              priceDescription: "$49 / 月起",
              imageAlt: "三台叠放服务器的图标",
            },
          },
        },
        {
          data: {
            image: icon("biz-icon-globe.svg"),
            actionUrl: "/business/data_center/web_hosting",
            showButton: true,
          },
          text: {
            km: {
              title: "សេវាបង្ហោះគេហទំព័រ",
              subTitle: "គេហទំព័រ និងអ៊ីមែលអាជីវកម្ម",
              description: "<p>ការបង្ហោះក្នុងស្រុកដែលលឿន ជាមួយ SSL ឥតគិតថ្លៃ និងការបម្រុងទុកប្រចាំថ្ងៃ។</p>",
              priceDescription: "ចាប់ពី $5 / ខែ",
              imageAlt: "រូបតំណាងផែនដីពណ៌ស្វាយ",
            },
            en: {
              title: "Web hosting",
              subTitle: "Websites and business email",
              description: "<p>Fast local hosting with free SSL and daily backups.</p>",
              priceDescription: "From $5 / month",
              imageAlt: "Icon of a purple globe",
            },
            zh: {
              title: "网站托管",
              subTitle: "网站与企业邮箱",
              description: "<p>快速的本地托管，免费 SSL，每日备份。</p>",
              priceDescription: "$5 / 月起",
              imageAlt: "紫色地球图标",
            },
          },
        },
        {
          data: {
            image: icon("biz-icon-cloud.svg"),
            actionUrl: "/business/vm_ware",
            showButton: true,
          },
          text: {
            km: {
              title: "ក្លោដឯកជន VMware",
              subTitle: "ម៉ាស៊ីនមេនិម្មិតតាមតម្រូវការ",
              description: "<p>ធនធាន VMware ឯកជន ជាមួយការបម្រុងទុកទិន្នន័យ និងការស្ដារប្រព័ន្ធពេលមានគ្រោះ។</p>",
              priceDescription: "ចាប់ពី $45 / ខែ",
              imageAlt: "រូបតំណាងពពកពណ៌ស្វាយ",
            },
            en: {
              title: "VMware private cloud",
              subTitle: "Virtual servers on demand",
              description: "<p>Dedicated VMware resources with backup and disaster recovery.</p>",
              priceDescription: "From $45 / month",
              imageAlt: "Icon of a purple cloud",
            },
            zh: {
              title: "VMware 私有云",
              subTitle: "按需使用的虚拟服务器",
              description: "<p>专属 VMware 资源，含备份和灾难恢复。</p>",
              priceDescription: "$45 / 月起",
              imageAlt: "紫色云朵图标",
            },
          },
        },
        {
          data: {
            image: icon("biz-icon-link.svg"),
            actionUrl: "/business/cloud_direct_connect",
            showButton: true,
          },
          text: {
            km: {
              title: "ការតភ្ជាប់ផ្ទាល់ទៅក្លោដ",
              subTitle: "ខ្សែឯកជនទៅកាន់ក្លោដសាធារណៈ",
              description: "<p>ភ្ជាប់ទូរបស់អ្នកទៅ AWS, Microsoft Azure, Google Cloud និង Huawei Cloud។</p>",
              priceDescription: "ចាប់ពី $260 / ខែ",
              imageAlt: "រូបតំណាងចំណុចពីរភ្ជាប់គ្នាដោយខ្សែពណ៌មាស",
            },
            en: {
              title: "Cloud direct connect",
              subTitle: "Private links to public clouds",
              description:
                "<p>Connect your racks to AWS, Microsoft Azure, Google Cloud and Huawei Cloud.</p>",
              priceDescription: "From $260 / month",
              imageAlt: "Icon of two points joined by a gold line",
            },
            zh: {
              title: "云专线直连",
              subTitle: "通往公有云的专线",
              description: "<p>将您的机柜连接到 AWS、Microsoft Azure、Google Cloud 和华为云。</p>",
              priceDescription: "$260 / 月起",
              imageAlt: "两点由金色线条相连的图标",
            },
          },
        },
      ],
    },
    {
      type: "VideoCarousel",
      anchor: "videos",
      text: {
        km: { title: "ទស្សនាខាងក្នុង" },
        en: { title: "Take a look inside" },
        zh: { title: "走进数据中心" },
      },
      items: [
        {
          data: { videoUrl: "video-data-center-tour.mp4", image: videoPoster("video-data-center-tour.svg") },
          text: {
            km: {
              title: "ដំណើរទស្សនាមជ្ឈមណ្ឌលទិន្នន័យ",
              description: "ដើរឆ្លងកាត់ច្រកចូលដែលមានសុវត្ថិភាព សាលដាក់ម៉ាស៊ីនមេ និងបន្ទប់អគ្គិសនី នៃមជ្ឈមណ្ឌលរបស់យើងនៅភ្នំពេញ។",
              imageAlt: "រូបភាពគម្របវីដេអូដំណើរទស្សនាមជ្ឈមណ្ឌលទិន្នន័យ",
            },
            en: {
              title: "Data centre tour",
              description:
                "Walk through the secure entrance, the data halls and the power room of our Phnom Penh facility.",
              imageAlt: "Poster of the data centre tour video",
            },
            zh: {
              title: "数据中心参观",
              description: "带您走过金边数据中心的安全入口、机房和配电室。",
              imageAlt: "数据中心参观视频封面",
            },
          },
        },
        {
          data: { videoUrl: "video-noc-24-7.mp4", image: videoPoster("video-noc-24-7.svg") },
          text: {
            km: {
              title: "អ្នកណាតាមដានម៉ាស៊ីនមេរបស់អ្នកនៅម៉ោង ៣ យប់",
              description: "ក្រុមប្រតិបត្តិការរបស់យើងតាមដានអគ្គិសនី ប្រព័ន្ធត្រជាក់ និងបណ្ដាញ សម្រាប់ទូនីមួយៗ ជុំវិញនាឡិកា។",
              imageAlt: "រូបភាពគម្របវីដេអូអំពីមជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញ",
            },
            en: {
              title: "Who watches your servers at 3 a.m.",
              description:
                "Our operations team monitors power, cooling and network for every rack, around the clock.",
              imageAlt: "Poster of the network operations centre video",
            },
            zh: {
              title: "凌晨 3 点，谁在守护您的服务器",
              description: "运维团队全天候监控每个机柜的电力、制冷和网络。",
              imageAlt: "网络运营中心视频封面",
            },
          },
        },
        {
          data: { videoUrl: "video-customer-story.mp4", image: videoPoster("video-customer-story.svg") },
          text: {
            km: {
              title: "រឿងរ៉ាវអតិថិជន៖ ដៃគូតែមួយ សម្រាប់សាខា និងម៉ាស៊ីនមេ",
              description:
                "របៀបដែលគ្រឹះស្ថានមីក្រូហិរញ្ញវត្ថុមួយដំណើរការប្រព័ន្ធធនាគារស្នូលនៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើង ហើយភ្ជាប់សាខា ៤០ ទៅកាន់វាតាម MPLS។",
              imageAlt: "រូបភាពគម្របវីដេអូរឿងរ៉ាវអតិថិជន",
            },
            en: {
              title: "Customer story: one partner for branches and servers",
              description:
                "How a microfinance institution runs its core banking system in our data centre and links 40 branches to it over MPLS.",
              imageAlt: "Poster of the customer story video",
            },
            zh: {
              title: "客户故事：网点与服务器，一个伙伴全搞定",
              description:
                "一家小额信贷机构如何把核心银行系统放在我们的数据中心，并通过 MPLS 连接 40 个网点。",
              imageAlt: "客户故事视频封面",
            },
          },
        },
      ],
    },
    {
      type: "PartnerLogos",
      text: {
        km: {
          title: "ដៃគូបច្ចេកវិទ្យា និងក្រុមហ៊ុនបណ្ដាញ",
          description: "ដៃគូផ្គត់ផ្គង់ឧបករណ៍ អគ្គិសនី និងការតភ្ជាប់ នៅក្នុងមជ្ឈមណ្ឌលរបស់យើងនៅភ្នំពេញ។",
        },
        en: {
          title: "Technology and carrier partners",
          description: "Equipment, power and connectivity partners in our Phnom Penh facility.",
        },
        zh: { title: "技术与运营商合作伙伴", description: "我们金边数据中心的设备、电力与连接合作伙伴。" },
      },
      items: [
        partnerLogo("kravix"),
        partnerLogo("preyla"),
        partnerLogo("chanra"),
        partnerLogo("vattra"),
        partnerLogo("nagaro"),
        partnerLogo("mekora"),
        partnerLogo("lotara"),
        partnerLogo("sovanta"),
      ],
    },
    salesContactForm(),
  ],
};

/** /business/data_center/colocation: rack space, power and remote hands. */
export const colocation: SeedPage = {
  id: "Colocation",
  text: pageTitle("Colocation"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "សេវាដាក់ម៉ាស៊ីនមេ" },
        en: { title: "Colocation" },
        zh: { title: "机柜托管" },
      },
      items: [
        {
          data: { ...dataCenterBanner, banner: { actionUrl: "#prices" }, showButton: true },
          text: {
            km: {
              bannerTitle: "កន្លែងដាក់ម៉ាស៊ីនមេ ដែលអាចពង្រីកបាន",
              bannerDescription:
                "ពីម៉ាស៊ីនមេតែមួយ ដល់បន្ទប់ឯកជន ក្នុងមជ្ឈមណ្ឌល Tier III របស់យើង ជាមួយអគ្គិសនីពីរផ្លូវ និងខ្សែកាបអុបទិកផ្ទាល់។",
              title: "មើលតម្លៃទូ",
              imageAlt: dataCenterBannerAlt.km,
            },
            en: {
              bannerTitle: "Rack space with room to grow",
              bannerDescription:
                "From a single server to a private cage, in our Tier III facility with 2N power and direct fiber.",
              title: "See rack prices",
              imageAlt: dataCenterBannerAlt.en,
            },
            zh: {
              bannerTitle: "可随需扩展的机柜空间",
              bannerDescription: "从单台服务器到独立笼位，尽在我们的 Tier III 数据中心，2N 供电，光纤直连。",
              title: "查看机柜价格",
              imageAlt: dataCenterBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "prices",
      text: {
        km: {
          title: "តម្លៃសេវាដាក់ម៉ាស៊ីនមេ",
          description:
            "តម្លៃប្រចាំខែជាដុល្លារអាមេរិក មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម សម្រាប់កិច្ចសន្យា ១២ ខែ។ អគ្គិសនីលើសពីកម្រិតដែលរួមបញ្ចូល គិតថ្លៃ $0.28 ក្នុងមួយគីឡូវ៉ាត់ម៉ោង។",
        },
        en: {
          title: "Colocation prices",
          description:
            "Monthly prices in USD, excluding VAT, on a 12-month contract. Power above the included amount is billed at $0.28 per kWh.",
        },
        zh: {
          title: "机柜托管价格",
          description: "月费以美元计，不含增值税，合约期 12 个月。超出套餐的用电按每千瓦时 $0.28 计费。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=361",
            showButton: true,
            productId: 361,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ម៉ាស៊ីនមេ 1U",
              subTitle: "ទំហំ 1U អគ្គិសនី ០,៥ អំពែរ",
              description:
                "<ul><li>ច្រក ១០០ Mbps ចែករំលែក</li><li>អាសយដ្ឋាន IPv4 ១</li><li>ជំនួយបច្ចេកទេសនៅនឹងកន្លែង ២ ម៉ោងក្នុងមួយខែ</li></ul>",
              priceDescription: "$49 / ខែ",
              recommendedFor: "ម៉ាស៊ីនមេ ឬជញ្ជាំងការពារតែមួយ",
            },
            en: {
              title: "1U Server",
              subTitle: "1U space, 0.5 A power",
              description:
                "<ul><li>100 Mbps shared port</li><li>1 IPv4 address</li><li>2 hours of remote hands a month</li></ul>",
              priceDescription: "$49 / month",
              recommendedFor: "A single server or firewall",
            },
            zh: {
              title: "1U Server",
              subTitle: "1U 机位，0.5 A 电力",
              description:
                "<ul><li>100 Mbps 共享端口</li><li>1 个 IPv4 地址</li><li>每月 2 小时现场代维</li></ul>",
              priceDescription: "$49 / 月",
              recommendedFor: "单台服务器或防火墙",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=362",
            showButton: true,
            productId: 362,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "មួយភាគបួនទូ",
              subTitle: "10U អគ្គិសនី ១ kVA",
              description:
                "<ul><li>ប្រអប់ចាក់សោដាច់ដោយឡែក</li><li>ច្រក ១ Gbps រួមបញ្ចូលអ៊ីនធឺណិត ៥០ Mbps</li><li>ជំនួយបច្ចេកទេសនៅនឹងកន្លែង ៤ ម៉ោងក្នុងមួយខែ</li></ul>",
              priceDescription: "$190 / ខែ",
              recommendedFor: "ក្រុមម៉ាស៊ីនមេតូច និងប្រព័ន្ធបម្រុងទុកទិន្នន័យ",
            },
            en: {
              title: "Quarter Rack",
              subTitle: "10U, 1 kVA",
              description:
                "<ul><li>Lockable compartment</li><li>1 Gbps port with 50 Mbps internet included</li><li>4 hours of remote hands a month</li></ul>",
              priceDescription: "$190 / month",
              recommendedFor: "Small server clusters and backup systems",
            },
            zh: {
              title: "Quarter Rack",
              subTitle: "10U，1 kVA",
              description:
                "<ul><li>独立上锁隔间</li><li>1 Gbps 端口，含 50 Mbps 互联网</li><li>每月 4 小时现场代维</li></ul>",
              priceDescription: "$190 / 月",
              recommendedFor: "小型服务器集群和备份系统",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=363",
            showButton: true,
            productId: 363,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "កន្លះទូ",
              subTitle: "21U អគ្គិសនី ២ kVA",
              description:
                "<ul><li>កន្លះទូចាក់សោផ្ទាល់ខ្លួន</li><li>ច្រក ១ Gbps រួមបញ្ចូលអ៊ីនធឺណិត ១០០ Mbps</li><li>ខ្សែភ្លើងពីរផ្លូវ</li></ul>",
              priceDescription: "$350 / ខែ",
              recommendedFor: "ក្រុមហ៊ុនកំពុងរីកចម្រើន និងក្រុមហ៊ុនកម្មវិធី",
            },
            en: {
              title: "Half Rack",
              subTitle: "21U, 2 kVA",
              description:
                "<ul><li>Your own lockable half rack</li><li>1 Gbps port with 100 Mbps internet included</li><li>Dual power feeds</li></ul>",
              priceDescription: "$350 / month",
              recommendedFor: "Growing companies and software firms",
            },
            zh: {
              title: "Half Rack",
              subTitle: "21U，2 kVA",
              description:
                "<ul><li>独立上锁的半机柜</li><li>1 Gbps 端口，含 100 Mbps 互联网</li><li>双路供电</li></ul>",
              priceDescription: "$350 / 月",
              recommendedFor: "成长型企业和软件公司",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=364",
            showButton: true,
            productId: 364,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "ទូពេញ",
              subTitle: "42U អគ្គិសនី ៤ kVA",
              description:
                "<ul><li>ទូចាក់សោសម្រាប់តែអ្នក</li><li>ច្រក ១ Gbps ពីរ រួមបញ្ចូលអ៊ីនធឺណិត ២០០ Mbps</li><li>ខ្សែភ្លើងពីរផ្លូវ តាមដានតាមរន្ធដោតនីមួយៗ</li></ul>",
              content: "<p>ត្រូវការលើសពីមួយទូ? យើងសាងសង់បន្ទប់ឯកជនចាប់ពី ៤ ទូឡើងទៅ ដែលមានប្រព័ន្ធគ្រប់គ្រងការចូលផ្ទាល់ខ្លួន។</p>",
              priceDescription: "$620 / ខែ",
              recommendedFor: "ធនាគារ ក្រុមហ៊ុនទូរគមនាគមន៍ និងប្រព័ន្ធព័ត៌មានវិទ្យាធំៗ",
            },
            en: {
              title: "Full Rack",
              subTitle: "42U, 4 kVA",
              description:
                "<ul><li>Dedicated lockable rack</li><li>Two 1 Gbps ports with 200 Mbps internet included</li><li>Dual power feeds, monitored per outlet</li></ul>",
              content:
                "<p>Need more than one rack? We build private cages from 4 racks upwards, with their own access control.</p>",
              priceDescription: "$620 / month",
              recommendedFor: "Banks, telecoms and large IT systems",
            },
            zh: {
              title: "Full Rack",
              subTitle: "42U，4 kVA",
              description:
                "<ul><li>独享上锁机柜</li><li>两个 1 Gbps 端口，含 200 Mbps 互联网</li><li>双路供电，按插座监控</li></ul>",
              content: "<p>需要不止一个机柜？我们可为 4 个及以上机柜建设独立笼位，配备专属门禁。</p>",
              priceDescription: "$620 / 月",
              recommendedFor: "银行、电信和大型 IT 系统",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "នៅខាងក្នុងសាលម៉ាស៊ីនមេរបស់យើង" },
        en: { title: "Inside our data halls" },
        zh: { title: "走进我们的机房" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-racks.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "អគ្គិសនី និងប្រព័ន្ធត្រជាក់ដែលអាចទុកចិត្តបាន",
              subTitle: "Tier III អាចថែទាំបានដោយមិនបិទដំណើរការ",
              content:
                "<p>ទូនីមួយៗទទួលអគ្គិសនីពីផ្លូវពីរដាច់ដោយឡែកពីគ្នា ដែលផ្លូវនីមួយៗមានប្រព័ន្ធថាមពលបម្រុង និងម៉ាស៊ីនភ្លើងផ្ទាល់ខ្លួន។ ម៉ាស៊ីនត្រជាក់មានគ្រឿងបម្រុង ដូច្នេះការថែទាំមិនតម្រូវឱ្យបិទឧបករណ៍ទេ។</p>" +
                "<ul><li>រហូតដល់ ៨ kVA ក្នុងមួយទូ តាមការស្នើសុំ</li><li>មើលការប្រើប្រាស់អគ្គិសនីក្នុងផ្ទាំងគ្រប់គ្រងរបស់អ្នក</li><li>ប្រព័ន្ធរកឃើញអគ្គិភ័យ និងពន្លត់ដោយឧស្ម័ន</li></ul>",
              imageAlt: "ទូម៉ាស៊ីនមេពណ៌ស្វាយមួយជួរ ដែលមានភ្លើងសញ្ញាពណ៌មាស និងពណ៌ស លើផ្ទៃខាងក្រោយពណ៌ស្វាយស្រាល",
            },
            en: {
              title: "Power and cooling you can count on",
              subTitle: "Tier III, concurrently maintainable",
              content:
                "<p>Each rack is fed from two separate power paths, each with its own UPS and generator. Cooling units run with a spare, so maintenance never means switching off.</p>" +
                "<ul><li>Up to 8 kVA per rack on request</li><li>Power use visible in your customer portal</li><li>Fire detection with gas suppression</li></ul>",
              imageAlt:
                "A row of purple server racks with gold and white status lights on a pale lilac background",
            },
            zh: {
              title: "可靠的电力与制冷",
              subTitle: "Tier III 可在线维护",
              content:
                "<p>每个机柜由两路独立电源供电，每路均配有独立的 UPS 和发电机。空调机组配有备用，维护时无需关停设备。</p>" +
                "<ul><li>可按需提供每柜最高 8 kVA</li><li>在客户门户中查看用电情况</li><li>火灾探测及气体灭火系统</li></ul>",
              imageAlt: "淡紫色背景上一排亮着金色和白色状态灯的紫色服务器机柜",
            },
          },
        },
        {
          data: { image: panelImage("biz-panel-noc.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "ជំនួយបច្ចេកទេសនៅនឹងកន្លែង ទាំងថ្ងៃទាំងយប់",
              subTitle: "អ្នកបច្ចេកទេសរបស់យើង ជាដៃរបស់អ្នកនៅនឹងកន្លែង",
              content:
                "<p>មិនអាចមកមជ្ឈមណ្ឌលទិន្នន័យបាន? បើកសំបុត្រសេវា ឬទូរស័ព្ទមកលេខ 023 888 168 ហើយអ្នកបច្ចេកទេសរបស់យើងនៅនឹងកន្លែងនឹងធ្វើការងារជូនអ្នក ព្រមទាំងផ្ញើរូបថតពេលបញ្ចប់។</p>" +
                "<ul><li>ចាប់ផ្ដើមម៉ាស៊ីនឡើងវិញ តភ្ជាប់ខ្សែ និងប្ដូរថាស</li><li>ទទួល និងដំឡើងឧបករណ៍ថ្មី</li><li>ឆ្លើយតបក្នុងរយៈពេល ៣០ នាទី ២៤/៧</li></ul>",
              imageAlt: nocPanelAlt.km,
            },
            en: {
              title: "Remote hands, day and night",
              subTitle: "Our technicians are your hands on site",
              content:
                "<p>Can't get to the data centre? Open a ticket or call 023 888 168 and our on-site technicians will do the work for you, and send photos when it is done.</p>" +
                "<ul><li>Reboots, cable patching and disk swaps</li><li>Receiving and installing new equipment</li><li>Response within 30 minutes, 24/7</li></ul>",
              imageAlt: nocPanelAlt.en,
            },
            zh: {
              title: "日夜在线的现场代维",
              subTitle: "我们的技术人员就是您在现场的双手",
              content:
                "<p>无法亲自到数据中心？提交工单或拨打 023 888 168，现场技术人员会替您完成操作，并在完成后发送照片。</p>" +
                "<ul><li>重启、跳线和更换硬盘</li><li>代收并安装新设备</li><li>24/7 响应，30 分钟内处理</li></ul>",
              imageAlt: nocPanelAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      text: {
        km: { title: "មតិរបស់អតិថិជនដែលដាក់ម៉ាស៊ីនមេជាមួយយើង" },
        en: { title: "What colocation customers say" },
        zh: { title: "托管客户的评价" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              customerName: "មាស ឫទ្ធី · នាយកបច្ចេកវិទ្យា ដារ៉ាផេ",
              district: "ចំការមន រាជធានីភ្នំពេញ",
              content:
                "ប្រព័ន្ធទូទាត់របស់យើងត្រូវការពេលពន្យារទាបទៅកាន់ធនាគារ។ ការដាក់ទូពីររបស់យើងនៅរំដួលណិត ធ្វើឱ្យយើងនៅឆ្ងាយត្រឹមប៉ុន្មានមិល្លីវិនាទីពីធនាគារធំៗ ហើយក្រុមជំនួយបច្ចេកទេសធ្វើការលឿន និងប្រុងប្រយ័ត្ន។",
            },
            en: {
              customerName: "Meas Rithy · CTO, Dara Pay",
              district: "Chamkar Mon, Phnom Penh",
              content:
                "Our payment switch needs low latency to the banks. Hosting our two racks at Romdoul Net puts us a few milliseconds from every major bank, and the remote-hands team is fast and careful.",
            },
            zh: {
              customerName: "Meas Rithy · Dara Pay 首席技术官",
              district: "金边桑园区",
              content:
                "我们的支付交换系统需要与银行之间保持低时延。把两个机柜放在隆都网络后，我们与各大银行只有几毫秒的距离，代维团队也既快又细心。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "អ៊ុក ចន្ថា · អ្នកគ្រប់គ្រងព័ត៌មានវិទ្យា ក្រុមហ៊ុនដឹកជញ្ជូនស្រី",
              district: "មានជ័យ រាជធានីភ្នំពេញ",
              content:
                "យើងបានផ្លាស់ម៉ាស៊ីនមេចេញពីបន្ទប់ក្រោយដែលក្ដៅ មកដាក់ក្នុងកន្លះទូ។ លែងមានការរំខានពេលដាច់ភ្លើងនៅរដូវប្រាំងទៀតហើយ។",
            },
            en: {
              customerName: "Ouk Chantha · IT Manager, Srey Logistics",
              district: "Mean Chey, Phnom Penh",
              content:
                "We moved our servers out of a hot back room into a half rack. No more outages when the power goes off in the dry season.",
            },
            zh: {
              customerName: "Ouk Chantha · Srey 物流 IT 经理",
              district: "金边棉芷区",
              content: "我们把服务器从闷热的后屋搬进了半个机柜。旱季停电再也不会导致系统中断了。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "ចាង វ៉ី · អ្នកគ្រប់គ្រងទូទៅ ក្រុមហ៊ុនពាណិជ្ជកម្មឈូកមាស",
              district: "ក្រុងព្រះសីហនុ",
              content:
                "យើងត្រូវការអ្នកផ្ដល់សេវាដែលអាចគាំទ្រយើងជាភាសាចិន។ ចាប់ពីការមកទស្សនាលើកដំបូង រហូតដល់ការដំឡើង ក្រុមការងារបានឆ្លើយរាល់សំណួរជាភាសាចិន ហើយវិក្កយបត្រក៏ច្បាស់លាស់ទៀតផង។",
            },
            en: {
              customerName: "Zhang Wei · General Manager, Golden Lotus Trading",
              district: "Sihanoukville",
              content:
                "We needed a provider that could support us in Chinese. From the first visit to installation the team answered every question in Chinese, and the invoices are clear.",
            },
            zh: {
              customerName: "张伟 · 金莲贸易总经理",
              district: "西哈努克市",
              content:
                "我们需要一家能用中文沟通的服务商。从第一次参观到完成安装，团队全程用中文解答我们的问题，账单也清清楚楚。",
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
        en: { title: "Downloads" },
        zh: { title: "资料下载" },
      },
      items: [
        {
          data: { file: "data-center-brochure.pdf" },
          text: {
            km: {
              title: "ខិត្តប័ណ្ណមជ្ឈមណ្ឌលទិន្នន័យ",
              description: "លក្ខណៈបច្ចេកទេសនៃមជ្ឈមណ្ឌល សន្តិសុខ អគ្គិសនី និងជម្រើសទូ។",
            },
            en: {
              title: "Data centre brochure",
              description: "Facility specifications, security, power and rack options.",
            },
            zh: { title: "数据中心宣传册", description: "设施规格、安保、电力及机柜方案。" },
          },
        },
        {
          data: { file: "sla-business.pdf" },
          text: {
            km: {
              title: "កិច្ចព្រមព្រៀងកម្រិតសេវា SLA",
              description: "ភាពដំណើរការនៃអគ្គិសនី ប្រព័ន្ធត្រជាក់ និងបណ្ដាញ ព្រមទាំងរបៀបផ្ដល់សំណងសេវា។",
            },
            en: {
              title: "Service level agreement",
              description: "Availability of power, cooling and network, and how service credits work.",
            },
            zh: { title: "服务等级协议", description: "电力、制冷和网络的可用性承诺，以及服务赔偿方式。" },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/data_center/web_hosting: hosting plans for websites and email. */
export const webHosting: SeedPage = {
  id: "WebHosting",
  text: pageTitle("WebHosting"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "សេវាបង្ហោះគេហទំព័រ" },
        en: { title: "Web hosting" },
        zh: { title: "网站托管" },
      },
      items: [
        {
          data: {
            image: webBanner("biz-web-hosting-web.svg"),
            mobileImage: mobileBanner("biz-web-hosting-mobile.svg"),
            banner: { actionUrl: "#plans" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "គេហទំព័រលឿន បង្ហោះនៅកម្ពុជា",
              bannerDescription:
                "ម៉ាស៊ីនមេក្នុងស្រុកធ្វើឱ្យទំព័របើកលឿនសម្រាប់អ្នកទស្សនានៅកម្ពុជា។ វិញ្ញាបនបត្រ SSL ឥតគិតថ្លៃ ការបម្រុងទុកប្រចាំថ្ងៃ និងអ៊ីមែលអាជីវកម្ម សម្រាប់គ្រប់កញ្ចប់។",
              title: "ជ្រើសរើសកញ្ចប់",
              imageAlt: "ផ្ទាំងកម្មវិធីរុករកពណ៌ស្វាយតម្រួតលើគ្នា ដែលមានចំណុចពណ៌មាស លើផ្ទៃខាងក្រោយពណ៌ស្វាយចាស់",
            },
            en: {
              bannerTitle: "Fast websites, hosted in Cambodia",
              bannerDescription:
                "Local servers mean quicker pages for visitors in Cambodia. Free SSL, daily backups and business email on every plan.",
              title: "Choose a plan",
              imageAlt: "Stacked purple browser windows with a gold highlight on a deep purple background",
            },
            zh: {
              bannerTitle: "在柬埔寨本地托管，网站更快",
              bannerDescription:
                "本地服务器让柬埔寨访客打开网页更快。所有套餐均含免费 SSL、每日备份和企业邮箱。",
              title: "选择套餐",
              imageAlt: "深紫色背景上层叠的紫色浏览器窗口，点缀金色亮点",
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
          title: "កញ្ចប់បង្ហោះគេហទំព័រ",
          description:
            "តម្លៃជាដុល្លារអាមេរិកក្នុងមួយខែ ពេលបង់ប្រចាំឆ្នាំ មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម។ អាចបង់ប្រចាំខែ ដោយតម្លៃខ្ពស់ជាង ២០%។",
        },
        en: {
          title: "Hosting plans",
          description:
            "Prices in USD per month when paid annually, excluding VAT. Monthly billing is available at 20% more.",
        },
        zh: { title: "托管套餐", description: "按年付费时的美元月价，不含增值税。按月付费价格上浮 20%。" },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=371",
            showButton: true,
            productId: 371,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Starter",
              subTitle: "គេហទំព័រ ១ ទំហំផ្ទុក SSD ១០ GB",
              description:
                "<ul><li>គណនីអ៊ីមែល ៥</li><li>វិញ្ញាបនបត្រ SSL ឥតគិតថ្លៃ</li><li>ការបម្រុងទុកប្រចាំថ្ងៃ</li></ul>",
              priceDescription: "$5 / ខែ",
              recommendedFor: "ហាង ភោជនីយដ្ឋាន និងម៉ាកយីហោតូចៗ",
            },
            en: {
              title: "Starter",
              subTitle: "1 website, 10 GB SSD",
              description:
                "<ul><li>5 email accounts</li><li>Free SSL certificate</li><li>Daily backups</li></ul>",
              priceDescription: "$5 / month",
              recommendedFor: "Shops, restaurants and small brands",
            },
            zh: {
              title: "Starter",
              subTitle: "1 个网站，10 GB SSD",
              description: "<ul><li>5 个邮箱账户</li><li>免费 SSL 证书</li><li>每日备份</li></ul>",
              priceDescription: "$5 / 月",
              recommendedFor: "商铺、餐厅和小品牌",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=372",
            showButton: true,
            productId: 372,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Business",
              subTitle: "គេហទំព័រ ៥ ទំហំផ្ទុក SSD ៥០ GB",
              description:
                "<ul><li>គណនីអ៊ីមែល ២៥</li><li>ច្បាប់ចម្លងសាកល្បងនៃគេហទំព័ររបស់អ្នក</li><li>ការស្កេនមេរោគ</li></ul>",
              priceDescription: "$12 / ខែ",
              recommendedFor: "ក្រុមហ៊ុនកំពុងរីកចម្រើន និងភ្នាក់ងារផ្សព្វផ្សាយ",
            },
            en: {
              title: "Business",
              subTitle: "5 websites, 50 GB SSD",
              description:
                "<ul><li>25 email accounts</li><li>Staging copy of your site</li><li>Malware scanning</li></ul>",
              priceDescription: "$12 / month",
              recommendedFor: "Growing companies and agencies",
            },
            zh: {
              title: "Business",
              subTitle: "5 个网站，50 GB SSD",
              description: "<ul><li>25 个邮箱账户</li><li>网站测试副本</li><li>恶意软件扫描</li></ul>",
              priceDescription: "$12 / 月",
              recommendedFor: "成长型企业和代理公司",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=373",
            showButton: true,
            productId: 373,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Pro",
              subTitle: "គេហទំព័រមិនកំណត់ ទំហំផ្ទុក NVMe ១៥០ GB",
              description:
                "<ul><li>គណនីអ៊ីមែល ១០០</li><li>2 vCPU និង RAM 4 GB សម្រាប់តែអ្នក</li><li>ការគាំទ្រជាអាទិភាព</li></ul>",
              priceDescription: "$25 / ខែ",
              recommendedFor: "គេហទំព័រមមាញឹក និងប្រព័ន្ធកក់តាមអ៊ីនធឺណិត",
            },
            en: {
              title: "Pro",
              subTitle: "Unlimited websites, 150 GB NVMe",
              description:
                "<ul><li>100 email accounts</li><li>2 dedicated vCPU and 4 GB RAM</li><li>Priority support</li></ul>",
              priceDescription: "$25 / month",
              recommendedFor: "Busy websites and online booking",
            },
            zh: {
              title: "Pro",
              subTitle: "不限网站数，150 GB NVMe",
              description:
                "<ul><li>100 个邮箱账户</li><li>独享 2 vCPU 和 4 GB RAM</li><li>优先支持</li></ul>",
              priceDescription: "$25 / 月",
              recommendedFor: "高访问量网站和在线预订",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=374",
            showButton: true,
            productId: 374,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Commerce",
              subTitle: "ហាងលក់តាមអ៊ីនធឺណិត ទំហំផ្ទុក NVMe ១០០ GB",
              description:
                "<ul><li>4 vCPU និង RAM 8 GB សម្រាប់តែអ្នក</li><li>ការបម្រុងទុកប្រចាំថ្ងៃ រក្សាទុក ៦០ ថ្ងៃ</li><li>ជំនួយរៀបចំការទូទាត់តាម KHQR</li></ul>",
              priceDescription: "$39 / ខែ",
              recommendedFor: "ហាងលក់តាមអ៊ីនធឺណិតដែលទទួលការទូទាត់ក្នុងស្រុក",
            },
            en: {
              title: "Commerce",
              subTitle: "Online shop, 100 GB NVMe",
              description:
                "<ul><li>4 dedicated vCPU and 8 GB RAM</li><li>Daily backups kept for 60 days</li><li>Help setting up KHQR payments</li></ul>",
              priceDescription: "$39 / month",
              recommendedFor: "Online shops taking local payments",
            },
            zh: {
              title: "Commerce",
              subTitle: "网店专用，100 GB NVMe",
              description:
                "<ul><li>独享 4 vCPU 和 8 GB RAM</li><li>每日备份保留 60 天</li><li>协助配置 KHQR 收款</li></ul>",
              priceDescription: "$39 / 月",
              recommendedFor: "接受本地支付的网店",
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
        km: { title: "រួមបញ្ចូលក្នុងគ្រប់កញ្ចប់" },
        en: { title: "Included on every plan" },
        zh: { title: "所有套餐均包含" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "វិញ្ញាបនបត្រ SSL ឥតគិតថ្លៃ",
              description: "ចេញ និងបន្តសុពលភាពដោយស្វ័យប្រវត្តិ សម្រាប់គ្រប់ឈ្មោះដែន។",
            },
            en: {
              title: "Free SSL certificates",
              description: "Issued and renewed automatically for every domain.",
            },
            zh: { title: "免费 SSL 证书", description: "为每个域名自动签发和续期。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការបម្រុងទុកប្រចាំថ្ងៃ រក្សាទុក ៣០ ថ្ងៃ",
              description: "ស្ដារឯកសារ មូលដ្ឋានទិន្នន័យ ឬគេហទំព័រទាំងមូល ដោយចុចតែម្ដង។",
            },
            en: {
              title: "Daily backups for 30 days",
              description: "Restore a file, a database or the whole site in one click.",
            },
            zh: { title: "每日备份保留 30 天", description: "一键恢复单个文件、数据库或整个网站。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការស្កេនមេរោគ និងជញ្ជាំងការពារ",
              description: "ការគំរាមកំហែងត្រូវបានរារាំង មុនពេលវាដល់គេហទំព័ររបស់អ្នក។",
            },
            en: {
              title: "Malware scanning and firewall",
              description: "Threats are blocked before they reach your site.",
            },
            zh: { title: "恶意软件扫描与防火墙", description: "威胁在到达网站前即被拦截。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "អ៊ីមែលអាជីវកម្ម ជាមួយការច្រោះសារឥតបានការ",
              description: "ប្រើឈ្មោះដែនរបស់អ្នកផ្ទាល់ លើទូរស័ព្ទ និងកុំព្យូទ័រ។",
            },
            en: {
              title: "Business email with spam filtering",
              description: "Use your own domain on your phone and computer.",
            },
            zh: { title: "带垃圾邮件过滤的企业邮箱", description: "在手机和电脑上使用您自己的域名邮箱。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "ម៉ាស៊ីនមេនៅភ្នំពេញ", description: "ទំព័របើកលឿនជាងមុន សម្រាប់អ្នកទស្សនានៅកម្ពុជា។" },
            en: {
              title: "Servers in Phnom Penh",
              description: "Pages load faster for visitors in Cambodia.",
            },
            zh: { title: "服务器位于金边", description: "柬埔寨访客打开网页更快。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការគាំទ្រជាភាសាខ្មែរ អង់គ្លេស និងចិន",
              description: "ជួយរៀបចំ និងផ្លាស់គេហទំព័ររបស់អ្នក ២៤/៧។",
            },
            en: {
              title: "Support in Khmer, English and Chinese",
              description: "Help with setup and moving your site, 24/7.",
            },
            zh: { title: "高棉语、英语和中文支持", description: "24/7 协助您完成设置和网站迁移。" },
          },
        },
      ],
    },
    {
      type: "Promotions",
      anchor: "offers",
      text: {
        km: { title: "ការផ្ដល់ជូនសេវាបង្ហោះ" },
        en: { title: "Hosting offers" },
        zh: { title: "托管优惠" },
      },
      items: [
        {
          data: {
            image: promoImage("biz-promo-hosting.svg"),
            actionUrl: "/register-steps?productId=372",
            showButton: true,
            productId: 372,
            subscriptionId: 3721,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "បញ្ចុះតម្លៃពាក់កណ្ដាល រយៈពេល ៣ ខែ",
              description: "អតិថិជនថ្មីបង់ត្រឹម $6 ក្នុងមួយខែ សម្រាប់បីខែដំបូងនៃកញ្ចប់ Business។",
              priceDescription: "$6 / ខែ រយៈពេល ៣ ខែ",
              imageAlt: "ផ្ទាំងកម្មវិធីរុករកពណ៌ស្វាយ នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានសញ្ញាភាគរយ",
            },
            en: {
              title: "Half price for 3 months",
              description: "New customers pay $6 a month for the first three months of the Business plan.",
              priceDescription: "$6 / month for 3 months",
              imageAlt: "Purple browser windows beside a gold badge with a percent sign",
            },
            zh: {
              title: "前 3 个月半价",
              description: "新客户订购 Business 套餐，前三个月每月只需 $6。",
              priceDescription: "前 3 个月 $6 / 月",
              imageAlt: "紫色浏览器窗口旁边是一枚带百分号的金色徽章",
            },
          },
        },
        {
          data: {
            image: promoImage("biz-promo-domain.svg"),
            actionUrl: "/register-steps?productId=373",
            showButton: true,
            productId: 373,
            subscriptionId: 3732,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ឈ្មោះដែនឥតគិតថ្លៃឆ្នាំដំបូង",
              description:
                "បង់ប្រចាំឆ្នាំសម្រាប់កញ្ចប់ Pro ហើយយើងចុះឈ្មោះ ឬផ្ទេរឈ្មោះដែន .com ឬ .com.kh របស់អ្នក ដោយឥតគិតថ្លៃសម្រាប់ឆ្នាំដំបូង។",
              priceDescription: "សន្សំបានរហូតដល់ $35",
              imageAlt: "ផែនដីពណ៌ស្វាយដែលមានខ្សែកោងពណ៌មាស នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានរូបកាដូ",
            },
            en: {
              title: "Free domain for the first year",
              description:
                "Pay annually for the Pro plan and we register or transfer your .com or .com.kh domain free for the first year.",
              priceDescription: "Save up to $35",
              imageAlt: "A purple globe with gold arcs beside a gold badge with a gift box",
            },
            zh: {
              title: "首年免费域名",
              description: "按年订购 Pro 套餐，首年免费为您注册或转入 .com 或 .com.kh 域名。",
              priceDescription: "最多节省 $35",
              imageAlt: "带金色弧线的紫色地球旁边是一枚带礼盒图案的金色徽章",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/vm_ware: VMware private cloud in the Phnom Penh data centre. */
export const vmWare: SeedPage = {
  id: "VmWare",
  text: pageTitle("VmWare"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ក្លោដឯកជន VMware" },
        en: { title: "VMware private cloud" },
        zh: { title: "VMware 私有云" },
      },
      items: [
        {
          data: {
            image: webBanner("biz-vmware-web.svg"),
            mobileImage: mobileBanner("biz-vmware-mobile.svg"),
            banner: { actionUrl: "#plans" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ក្លោដឯកជន VMware ដំណើរការនៅភ្នំពេញ",
              bannerDescription:
                "ធនធាន VMware ឯកជននៅមជ្ឈមណ្ឌលទិន្នន័យ Tier III របស់យើង ជាមួយការបម្រុងទុកទិន្នន័យ ការស្ដារប្រព័ន្ធពេលមានគ្រោះ និងការគ្រប់គ្រង ២៤/៧ គិតថ្លៃប្រចាំខែជាដុល្លារ។",
              title: "មើលកញ្ចប់",
              imageAlt: "គូបពណ៌ស្វាយជាច្រើនតម្រួតជាពីរ៉ាមីត ដែលមានគូបពណ៌មាសនៅកំពូល",
            },
            en: {
              bannerTitle: "VMware private cloud, run in Phnom Penh",
              bannerDescription:
                "Dedicated VMware resources in our Tier III data centre, with backup, disaster recovery and 24/7 management, billed monthly in USD.",
              title: "See plans",
              imageAlt: "Purple isometric cubes stacked into a pyramid with a gold cube on top",
            },
            zh: {
              bannerTitle: "金边本地运营的 VMware 私有云",
              bannerDescription:
                "位于 Tier III 数据中心的专属 VMware 资源，含备份、灾难恢复和 24/7 运维，按月以美元计费。",
              title: "查看套餐",
              imageAlt: "紫色立方体堆叠成金字塔，顶端是一个金色立方体",
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
          title: "កញ្ចប់ក្លោដ VMware",
          description:
            "តម្លៃប្រចាំខែជាដុល្លារអាមេរិក មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម។ អាជ្ញាប័ណ្ណ Windows Server និងទំហំផ្ទុកបន្ថែម អាចទិញបន្ថែមបាន។",
        },
        en: {
          title: "VMware cloud plans",
          description:
            "Monthly prices in USD, excluding VAT. Windows Server licences and extra storage are available as add-ons.",
        },
        zh: {
          title: "VMware 云套餐",
          description: "月费以美元计，不含增值税。Windows Server 许可和额外存储可作为附加项购买。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=431",
            showButton: true,
            productId: 431,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ម៉ាស៊ីនមេនិម្មិត S",
              subTitle: "2 vCPU, RAM 4 GB, SSD 100 GB",
              description:
                "<ul><li>ការបម្រុងទុកប្រចាំថ្ងៃ រក្សាទុក ១៤ ថ្ងៃ</li><li>អាសយដ្ឋាន IPv4 សាធារណៈ ១</li><li>ផ្ទាំងបញ្ជាសេវាខ្លួនឯង</li></ul>",
              priceDescription: "$45 / ខែ",
              recommendedFor: "កម្មវិធីតែមួយ និងម៉ាស៊ីនមេសាកល្បង",
            },
            en: {
              title: "Virtual Server S",
              subTitle: "2 vCPU, 4 GB RAM, 100 GB SSD",
              description:
                "<ul><li>Daily backups kept for 14 days</li><li>1 public IPv4 address</li><li>Self-service console</li></ul>",
              priceDescription: "$45 / month",
              recommendedFor: "Single applications and test servers",
            },
            zh: {
              title: "Virtual Server S",
              subTitle: "2 vCPU，4 GB RAM，100 GB SSD",
              description:
                "<ul><li>每日备份保留 14 天</li><li>1 个公网 IPv4 地址</li><li>自助控制台</li></ul>",
              priceDescription: "$45 / 月",
              recommendedFor: "单一应用和测试服务器",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=432",
            showButton: true,
            productId: 432,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "មជ្ឈមណ្ឌលទិន្នន័យនិម្មិត",
              subTitle: "16 vCPU, RAM 64 GB, SSD 1 TB",
              description:
                "<ul><li>បង្កើតម៉ាស៊ីននិម្មិតបានច្រើនតាមធនធានដែលមាន</li><li>បណ្ដាញឯកជន និងជញ្ជាំងការពារ</li><li>ការបម្រុងទុកប្រចាំថ្ងៃ រក្សាទុក ៣០ ថ្ងៃ</li></ul>",
              priceDescription: "$420 / ខែ",
              recommendedFor: "ERP មូលដ្ឋានទិន្នន័យ និងប្រព័ន្ធក្រុមហ៊ុន",
            },
            en: {
              title: "Virtual Data Centre",
              subTitle: "16 vCPU, 64 GB RAM, 1 TB SSD pool",
              description:
                "<ul><li>Create as many VMs as the pool allows</li><li>Private network and firewall</li><li>Daily backups kept for 30 days</li></ul>",
              priceDescription: "$420 / month",
              recommendedFor: "ERP, databases and company systems",
            },
            zh: {
              title: "Virtual Data Centre",
              subTitle: "16 vCPU，64 GB RAM，1 TB SSD 资源池",
              description:
                "<ul><li>在资源池内自由创建虚拟机</li><li>专用网络和防火墙</li><li>每日备份保留 30 天</li></ul>",
              priceDescription: "$420 / 月",
              recommendedFor: "ERP、数据库和企业系统",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=433",
            showButton: true,
            productId: 433,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ក្រុមម៉ាស៊ីនមេឯកជន",
              subTitle: "ម៉ាស៊ីនមេ ៣ ចាប់ពី ៩៦ ស្នូល",
              description:
                "<ul><li>ឧបករណ៍ប្រើសម្រាប់តែអ្នកប៉ុណ្ណោះ</li><li>គ្រប់គ្រងដោយវិស្វករមានវិញ្ញាបនបត្ររបស់យើង</li><li>ប្រើអាជ្ញាប័ណ្ណរបស់អ្នកផ្ទាល់ ពេលដែលអនុញ្ញាត</li></ul>",
              priceDescription: "ចាប់ពី $1,450 / ខែ",
              recommendedFor: "ធនាគារ និងប្រព័ន្ធដែលស្ថិតក្រោមបទប្បញ្ញត្តិ",
            },
            en: {
              title: "Dedicated Cluster",
              subTitle: "3 hosts, from 96 cores",
              description:
                "<ul><li>Hardware used by you alone</li><li>Managed by our certified engineers</li><li>Bring your own licences where allowed</li></ul>",
              priceDescription: "From $1,450 / month",
              recommendedFor: "Banks and regulated workloads",
            },
            zh: {
              title: "Dedicated Cluster",
              subTitle: "3 台主机，96 核起",
              description:
                "<ul><li>硬件由您独享</li><li>由我们的认证工程师管理</li><li>在许可范围内可自带许可证</li></ul>",
              priceDescription: "$1,450 / 月起",
              recommendedFor: "银行和受监管的业务系统",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=434",
            showButton: true,
            productId: 434,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ការស្ដារប្រព័ន្ធពេលមានគ្រោះ",
              subTitle: "ច្បាប់ចម្លងម៉ាស៊ីននិម្មិតរបស់អ្នក នៅទីតាំងយើង",
              description:
                "<ul><li>ចម្លងពីប្រព័ន្ធ VMware របស់អ្នកផ្ទាល់</li><li>ស្ដារប្រព័ន្ធក្នុងរយៈពេលតិចជាង ១ ម៉ោង</li><li>រួមបញ្ចូលការធ្វើតេស្តពីរដងក្នុងមួយឆ្នាំ</li></ul>",
              priceDescription: "ចាប់ពី $0.12 / GB / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលដំណើរការ VMware នៅការិយាល័យផ្ទាល់",
            },
            en: {
              title: "Disaster Recovery",
              subTitle: "Copies of your VMs at our site",
              description:
                "<ul><li>Replication from your own VMware</li><li>Recovery in under 1 hour</li><li>Two tests a year included</li></ul>",
              priceDescription: "From $0.12 / GB / month",
              recommendedFor: "Companies running VMware on their own premises",
            },
            zh: {
              title: "Disaster Recovery",
              subTitle: "在我们的站点保存您的虚拟机副本",
              description:
                "<ul><li>从您自有的 VMware 环境复制</li><li>1 小时内恢复</li><li>每年含两次演练</li></ul>",
              priceDescription: "$0.12 / GB / 月起",
              recommendedFor: "在自有机房运行 VMware 的企业",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      backgroundColor: "#f5edfb",
      optionType: BULLETS_OPTION,
      text: {
        km: { title: "ហេតុអ្វីដំណើរការ VMware ជាមួយយើង" },
        en: { title: "Why run VMware with us" },
        zh: { title: "为什么选择我们的 VMware 云" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "ឧបករណ៍ដែលអ្នកស្គាល់ស្រាប់",
              description:
                "គ្រប់គ្រងម៉ាស៊ីនរបស់អ្នកក្នុងផ្ទាំងបញ្ជា VMware ដែលអ្នកធ្លាប់ប្រើ តាមរយៈផ្ទាំងសេវាខ្លួនឯងដែលមានសុវត្ថិភាព។",
            },
            en: {
              title: "Familiar tools",
              description:
                "Manage your machines in the VMware console you already know, through a secure self-service portal.",
            },
            zh: {
              title: "熟悉的工具",
              description: "通过安全的自助门户，在您熟悉的 VMware 控制台中管理虚拟机。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ទិន្នន័យនៅក្នុងប្រទេសកម្ពុជា",
              description: "ជួយបំពេញតាមច្បាប់ស្ដីពីទីតាំងរក្សាទុកទិន្នន័យ សម្រាប់វិស័យធនាគារ ធានារ៉ាប់រង និងវិស័យសាធារណៈ។",
            },
            en: {
              title: "Data stays in Cambodia",
              description:
                "Helps meet data residency rules for banking, insurance and public sector workloads.",
            },
            zh: { title: "数据留在柬埔寨", description: "有助于满足银行、保险和公共部门的数据本地化要求。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការតភ្ជាប់ឯកជនពីគ្រប់សាខា",
              description: "ចូលប្រើម៉ាស៊ីនមេរបស់អ្នកតាម MPLS, VPLS ឬ DPLC ដោយមិនឆ្លងកាត់អ៊ីនធឺណិត។",
            },
            en: {
              title: "Private connection from every branch",
              description: "Reach your servers over MPLS, VPLS or DPLC without going through the internet.",
            },
            zh: {
              title: "各分支专线直达",
              description: "通过 MPLS、VPLS 或 DPLC 访问服务器，无需经过互联网。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "រួមបញ្ចូលការបម្រុងទុកទិន្នន័យ",
              description: "រូបថតប្រព័ន្ធរក្សាទុករហូតដល់ ៣០ ថ្ងៃ និងស្ដារវិញបានក្នុងរយៈពេលប៉ុន្មាននាទី។",
            },
            en: {
              title: "Backups included",
              description: "Snapshots kept for up to 30 days, with restores in minutes.",
            },
            zh: { title: "含备份", description: "快照最长保留 30 天，数分钟即可恢复。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការគ្រប់គ្រង ២៤/៧",
              description: "ការដំឡើងកំណែ ការតាមដាន និងការរៀបចំផែនការធនធាន ដោយវិស្វករមានវិញ្ញាបនបត្រ។",
            },
            en: {
              title: "24/7 management",
              description: "Patching, monitoring and capacity planning by certified engineers.",
            },
            zh: { title: "24/7 运维", description: "由认证工程师负责补丁更新、监控和容量规划。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      anchor: "migration",
      text: {
        km: { title: "ប្រើ VMware រួចហើយមែនទេ?" },
        en: { title: "Already on VMware?" },
        zh: { title: "已经在使用 VMware？" },
      },
      items: [
        {
          data: {
            image: panelImage("biz-panel-vm.svg"),
            imageLocation: "left",
            actionUrl: "#contact",
            showButton: true,
          },
          text: {
            km: {
              title: "ផ្លាស់ទីដោយមិនចាំបាច់សាងសង់ឡើងវិញ",
              subTitle: "ផ្លាស់ម៉ាស៊ីននិម្មិតរបស់អ្នក ដូចដែលវាមានស្រាប់",
              content:
                "<p>ដោយសារក្លោដរបស់យើងដំណើរការលើ VMware ម៉ាស៊ីននិម្មិតដែលអ្នកមានស្រាប់ អាចផ្លាស់មកដោយមិនកែប្រែ៖ ប្រព័ន្ធប្រតិបត្តិការដដែល ការកំណត់ដដែល និងផែនការអាសយដ្ឋាន IP ដដែល ប្រសិនបើអ្នកភ្ជាប់បណ្ដាញរបស់អ្នកមកបណ្ដាញយើង។</p>" +
                "<ol><li>យើងពិនិត្យម៉ាស៊ីនមេបច្ចុប្បន្នរបស់អ្នក និងកំណត់ទំហំបរិស្ថានថ្មី។</li>" +
                "<li>ម៉ាស៊ីនត្រូវបានចម្លងមកមជ្ឈមណ្ឌលទិន្នន័យរបស់យើង ខណៈពេលដែលវានៅតែដំណើរការ។</li>" +
                "<li>យើងប្ដូរប្រព័ន្ធក្នុងអំឡុងពេលខ្លីដែលបានគ្រោងទុក ជាធម្មតានៅពេលយប់ ឬចុងសប្ដាហ៍។</li></ol>",
              imageAlt: "គូបពណ៌ស្វាយតម្រួតលើគ្នា ដែលមានគូបពណ៌មាសនៅកំពូល លើផ្ទៃខាងក្រោយពណ៌ស្វាយស្រាល",
            },
            en: {
              title: "Move without rebuilding",
              subTitle: "Lift your virtual machines as they are",
              content:
                "<p>Because our cloud runs VMware, your existing virtual machines move across unchanged: same operating systems, same settings, and the same IP plan if you link your network to ours.</p>" +
                "<ol><li>We review your current hosts and size the new environment.</li>" +
                "<li>Machines are replicated to our data centre while they keep running.</li>" +
                "<li>We switch over in a short planned window, usually at night or at the weekend.</li></ol>",
              imageAlt: "Stacked purple cubes with a gold cube on top, on a pale lilac background",
            },
            zh: {
              title: "无需重建，直接迁移",
              subTitle: "虚拟机原样迁移",
              content:
                "<p>我们的云基于 VMware，您现有的虚拟机可原样迁入：操作系统不变、配置不变；若将您的网络与我们互联，IP 规划也保持不变。</p>" +
                "<ol><li>评估您现有的主机并规划新环境规模。</li>" +
                "<li>在虚拟机持续运行的同时将其复制到我们的数据中心。</li>" +
                "<li>在短暂的计划窗口内完成切换，通常安排在夜间或周末。</li></ol>",
              imageAlt: "淡紫色背景上层叠的紫色立方体，顶端为金色立方体",
            },
          },
        },
      ],
    },
    {
      type: "PartnerLogos",
      text: {
        km: { title: "ដៃគូបម្រុងទុកទិន្នន័យ និងសុវត្ថិភាព" },
        en: { title: "Backup and security partners" },
        zh: { title: "备份与安全合作伙伴" },
      },
      items: [
        partnerLogo("kravix"),
        partnerLogo("lotara"),
        partnerLogo("vattra"),
        partnerLogo("sovanta"),
        partnerLogo("nagaro"),
      ],
    },
    salesContactForm(),
  ],
};
