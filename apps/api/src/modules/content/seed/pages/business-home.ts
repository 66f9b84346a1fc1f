import type { SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";

const webBanner = (fileName: string) => ({ fileName, width: 1600, height: 600 });
const mobileBanner = (fileName: string) => ({ fileName, width: 720, height: 900 });
const icon = (fileName: string) => ({ fileName, width: 96, height: 96 });

/** The business home page ("/" and "/business"): slider, plans, why us and solutions. */
export const businessHome: SeedPage = {
  id: "BusinessHome",
  text: pageTitle("BusinessHome"),
  webParts: [
    {
      type: "BannerSlider",
      text: {
        km: { title: "រំដួលណិតសម្រាប់អាជីវកម្ម" },
        en: { title: "Romdoul Net for business" },
        zh: { title: "隆都网络企业服务" },
      },
      items: [
        {
          data: {
            image: webBanner("business-slide-1-web.svg"),
            mobileImage: mobileBanner("business-slide-1-mobile.svg"),
            banner: { actionUrl: "/business/internet" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "អ៊ីនធឺណិតខ្សែកាបអុបទិកសម្រាប់អាជីវកម្ម",
              bannerDescription:
                "កម្រិតបញ្ជូនឯកជន ល្បឿនស្មើគ្នាទាំងពីរទិស ធានាដោយ SLA ៩៩,៩% និងក្រុមការងារក្នុងស្រុកតាមដានបណ្ដាញរបស់អ្នក ២៤/៧។",
              title: "មើលកញ្ចប់សេវា",
              imageAlt: "ខ្សែកាបអុបទិកពណ៌មាស និងពណ៌ស្វាយស្រាលលាតសន្ធឹងលើទេសភាពទីក្រុងភ្នំពេញពណ៌ស្វាយ ដែលមានវិមានឯករាជ្យ",
            },
            en: {
              bannerTitle: "Fiber internet built for business",
              bannerDescription:
                "Dedicated, symmetrical bandwidth with a 99.9% SLA and a local team watching your link 24/7.",
              title: "Explore plans",
              imageAlt:
                "Gold and lilac fiber lines sweeping over a purple Phnom Penh skyline with the Independence Monument",
            },
            zh: {
              bannerTitle: "为企业打造的光纤互联网",
              bannerDescription: "上下行对称的专属带宽，99.9% SLA 保障，本地团队 24/7 全天候监控您的线路。",
              title: "查看套餐",
              imageAlt: "金色与淡紫色光纤线条掠过紫色调的金边天际线和独立纪念碑",
            },
          },
        },
        {
          data: {
            image: webBanner("business-slide-2-web.svg"),
            mobileImage: mobileBanner("business-slide-2-mobile.svg"),
            banner: { actionUrl: "/business/data_center" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ម៉ាស៊ីនមេរបស់អ្នក មានសុវត្ថិភាពនៅភ្នំពេញ",
              bannerDescription:
                "ទូដាក់ម៉ាស៊ីនមេ និងសេវាបង្ហោះគេហទំព័រនៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងក្នុងរាជធានីភ្នំពេញ មានអគ្គិសនី និងប្រព័ន្ធត្រជាក់បម្រុង។",
              title: "ស្វែងយល់បន្ថែម",
              imageAlt: "ទូម៉ាស៊ីនមេបីដែលមានភ្លើងសញ្ញាភ្លឺលើផ្ទៃខាងក្រោយពណ៌ស្វាយ",
            },
            en: {
              bannerTitle: "Your servers, safe in Phnom Penh",
              bannerDescription:
                "Colocation racks and web hosting in our Phnom Penh data centre, with redundant power and cooling.",
              title: "Discover the data centre",
              imageAlt: "Three server racks with glowing status lights on a purple background",
            },
            zh: {
              bannerTitle: "您的服务器，安全托管在金边",
              bannerDescription: "在我们位于金边的数据中心提供机柜托管和网站托管服务，电力与制冷全面冗余。",
              title: "了解数据中心",
              imageAlt: "紫色背景上三个亮着状态灯的服务器机柜",
            },
          },
        },
        {
          data: {
            image: webBanner("business-slide-3-web.svg"),
            mobileImage: mobileBanner("business-slide-3-mobile.svg"),
            banner: { actionUrl: "/business/cloud_solutions" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ផ្លាស់ទៅប្រព័ន្ធក្លោដដោយទំនុកចិត្ត",
              bannerDescription:
                "Microsoft 365, Huawei Cloud និងការតភ្ជាប់ផ្ទាល់ទៅ AWS ដែលរៀបចំ និងគាំទ្រដោយវិស្វករមានវិញ្ញាបនបត្រនៅកម្ពុជា។",
              title: "មើលដំណោះស្រាយក្លោដ",
              imageAlt: "ពពកបួនភ្ជាប់គ្នាដោយខ្សែបណ្ដាញចំណុចៗពណ៌មាស",
            },
            en: {
              bannerTitle: "Move to the cloud with confidence",
              bannerDescription:
                "Microsoft 365, Huawei Cloud and AWS Direct Connect, set up and supported by certified engineers in Cambodia.",
              title: "See cloud solutions",
              imageAlt: "Four clouds linked by dotted gold network lines",
            },
            zh: {
              bannerTitle: "安心迈向云端",
              bannerDescription: "Microsoft 365、华为云和 AWS 专线直连，由柬埔寨本地认证工程师部署与支持。",
              title: "查看云解决方案",
              imageAlt: "由金色虚线网络连接的四朵云",
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      actionUrl: "/business/internet",
      text: {
        km: {
          title: "កញ្ចប់អ៊ីនធឺណិតសម្រាប់អាជីវកម្ម",
          description:
            "ខ្សែកាបអុបទិកឯកជន ល្បឿនស្មើគ្នាទាំងពីរទិស អាសយដ្ឋានអ៊ីនធឺណិតថេរ និង SLA ៩៩,៩% សម្រាប់គ្រប់កញ្ចប់។ តម្លៃមិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម។",
          actionUrlName: "ប្រៀបធៀបកញ្ចប់ទាំងអស់",
        },
        en: {
          title: "Business internet plans",
          description:
            "Dedicated fiber with symmetrical speeds, static IP addresses and a 99.9% uptime SLA on every plan. Prices exclude VAT.",
          actionUrlName: "Compare all plans",
        },
        zh: {
          title: "企业互联网套餐",
          description:
            "所有套餐均为上下行对称的专线光纤，含固定 IP 地址和 99.9% 可用性 SLA。价格不含增值税。",
          actionUrlName: "比较全部套餐",
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
              priceDescription: "$75 / ខែ",
              recommendedFor: "ហាង និងការិយាល័យមានបុគ្គលិករហូតដល់ ១០ នាក់",
            },
            en: {
              title: "MegaBiz 50",
              subTitle: "50 Mbps symmetrical",
              description:
                "<ul><li>99.9% uptime SLA</li><li>1 static IP address</li><li>24/7 NOC monitoring</li><li>Free installation</li></ul>",
              priceDescription: "$75 / month",
              recommendedFor: "Shops and offices of up to 10 staff",
            },
            zh: {
              title: "MegaBiz 50",
              subTitle: "50 Mbps 上下行对称",
              description:
                "<ul><li>99.9% 可用性 SLA</li><li>1 个固定 IP 地址</li><li>NOC 24/7 全天候监控</li><li>免费安装</li></ul>",
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
              priceDescription: "$120 / ខែ",
              recommendedFor: "ការិយាល័យមានបុគ្គលិកពី ១០ ទៅ ៣០ នាក់",
            },
            en: {
              title: "MegaBiz 100",
              subTitle: "100 Mbps symmetrical",
              description:
                "<ul><li>99.9% uptime SLA</li><li>4 static IP addresses</li><li>24/7 NOC monitoring</li><li>4-hour on-site response in Phnom Penh</li></ul>",
              priceDescription: "$120 / month",
              recommendedFor: "Offices of 10–30 staff",
            },
            zh: {
              title: "MegaBiz 100",
              subTitle: "100 Mbps 上下行对称",
              description:
                "<ul><li>99.9% 可用性 SLA</li><li>4 个固定 IP 地址</li><li>NOC 24/7 全天候监控</li><li>金边市内 4 小时上门响应</li></ul>",
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
              priceDescription: "$290 / ខែ",
              recommendedFor: "ការិយាល័យមានបុគ្គលិកពី ៣០ ទៅ ១០០ នាក់ សណ្ឋាគារ និងគ្លីនិក",
            },
            en: {
              title: "MegaBiz 300",
              subTitle: "300 Mbps symmetrical",
              description:
                "<ul><li>99.9% uptime SLA</li><li>8 static IP addresses</li><li>Wireless backup link included</li><li>Dedicated account manager</li></ul>",
              priceDescription: "$290 / month",
              recommendedFor: "Offices of 30–100 staff, hotels and clinics",
            },
            zh: {
              title: "MegaBiz 300",
              subTitle: "300 Mbps 上下行对称",
              description:
                "<ul><li>99.9% 可用性 SLA</li><li>8 个固定 IP 地址</li><li>含无线备份链路</li><li>专属客户经理</li></ul>",
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
              priceDescription: "$450 / ខែ",
              recommendedFor: "ធនាគារ រោងចក្រ និងក្រុមហ៊ុនមានសាខាច្រើន",
            },
            en: {
              title: "MegaBiz 500",
              subTitle: "500 Mbps symmetrical",
              description:
                "<ul><li>99.95% uptime SLA</li><li>16 static IP addresses</li><li>Backup fiber on a diverse route</li><li>Basic DDoS protection included</li></ul>",
              priceDescription: "$450 / month",
              recommendedFor: "Banks, factories and multi-site companies",
            },
            zh: {
              title: "MegaBiz 500",
              subTitle: "500 Mbps 上下行对称",
              description:
                "<ul><li>99.95% 可用性 SLA</li><li>16 个固定 IP 地址</li><li>异路由备份光纤</li><li>含基础 DDoS 防护</li></ul>",
              priceDescription: "$450 / 月",
              recommendedFor: "银行、工厂和多分支企业",
            },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "why-us",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ហេតុអ្វីអាជីវកម្មជ្រើសរើសរំដួលណិត" },
        en: { title: "Why businesses choose Romdoul Net" },
        zh: { title: "企业为何选择隆都网络" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>បណ្ដាញតែមួយ គ្រប់ខេត្ត</h3>" +
                "<p>បណ្ដាញខ្សែកាបអុបទិកផ្ទាល់ខ្លួនរបស់យើងតភ្ជាប់ <strong>ភ្នំពេញ សៀមរាប បាត់ដំបង ព្រះសីហនុ កំពង់ចាម</strong> និងគ្រប់ខេត្តផ្សេងទៀត ដូច្នេះសាខាទាំងអស់របស់អ្នកអាចប្រើបណ្ដាញឯកជនដ៏លឿនតែមួយ ជំនួសឱ្យការប្រើអ្នកផ្ដល់សេវាច្រើន។</p>" +
                "<ul>" +
                "<li><strong>SLA ៩៩,៩%</strong> លើខ្សែឯកជន ជាមួយសំណងសេវាដែលចែងក្នុងកិច្ចសន្យារបស់អ្នក។</li>" +
                "<li><strong>ការគាំទ្រក្នុងស្រុក ២៤/៧</strong> ជាភាសាខ្មែរ អង់គ្លេស និងចិន តាមលេខ 023 888 168។</li>" +
                "<li><strong>មជ្ឈមណ្ឌលទិន្នន័យផ្ទាល់ខ្លួននៅភ្នំពេញ</strong> មានអគ្គិសនី និងប្រព័ន្ធត្រជាក់បម្រុង នៅជិតការិយាល័យរបស់អ្នក។</li>" +
                "<li>វិស្វកររបស់យើងមកដល់ទីតាំងក្នុងរយៈពេល ៤ ម៉ោង នៅគ្រប់ទីកន្លែងក្នុងរាជធានីភ្នំពេញ។</li>" +
                "</ul>" +
                '<p><a href="/business/contactUs">ពិគ្រោះជាមួយក្រុមការងារអាជីវកម្មរបស់យើង</a> ដើម្បីទទួលបានការវាយតម្លៃបណ្ដាញឥតគិតថ្លៃ។</p>',
            },
            en: {
              content:
                "<h3>One network, every province</h3>" +
                "<p>Our own fiber backbone links <strong>Phnom Penh, Siem Reap, Battambang, Sihanoukville, Kampong Cham</strong> and every other province, so all your branches can share one fast private network instead of a patchwork of providers.</p>" +
                "<ul>" +
                "<li><strong>99.9% SLA</strong> on dedicated links, with service credits written into your contract.</li>" +
                "<li><strong>Local support 24/7</strong> in Khmer, English and Chinese on 023 888 168.</li>" +
                "<li><strong>Our own data centre in Phnom Penh</strong> with redundant power and cooling, close to your office.</li>" +
                "<li>Engineers on site within 4 hours anywhere in Phnom Penh.</li>" +
                "</ul>" +
                '<p><a href="/business/contactUs">Talk to our business team</a> for a free network assessment.</p>',
            },
            zh: {
              content:
                "<h3>一张网络，覆盖全国各省</h3>" +
                "<p>我们自建的光纤骨干网连接<strong>金边、暹粒、马德望、西哈努克、磅湛</strong>及其他所有省份，您的各个分支机构可以共用一张高速专网，无需在多家运营商之间周旋。</p>" +
                "<ul>" +
                "<li>专线享有 <strong>99.9% SLA</strong>，服务赔偿条款明确写入合同。</li>" +
                "<li><strong>本地 24/7 支持</strong>，提供高棉语、英语和中文服务，热线 023 888 168。</li>" +
                "<li><strong>自有金边数据中心</strong>，电力与制冷冗余，就在您的办公室附近。</li>" +
                "<li>金边市内工程师 4 小时内上门。</li>" +
                "</ul>" +
                '<p><a href="/business/contactUs">联系企业业务团队</a>，获取免费网络评估。</p>',
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      text: {
        km: {
          title: "ដំណោះស្រាយសម្រាប់គ្រប់អាជីវកម្ម",
          description: "ពីហាងតូចមួយ រហូតដល់សហគ្រាសទូទាំងប្រទេស ដៃគូតែមួយសម្រាប់ការតភ្ជាប់ ការបង្ហោះ និងក្លោដ។",
        },
        en: {
          title: "Solutions for every business",
          description:
            "From a single shop to a nationwide enterprise, one partner for connectivity, hosting and cloud.",
        },
        zh: {
          title: "满足各类企业的解决方案",
          description: "从单间店铺到全国性企业，网络连接、托管与云服务，一个伙伴全搞定。",
        },
      },
      items: [
        {
          data: {
            image: icon("icon-enterprise-network.svg"),
            actionUrl: "/business/enterprise_network",
            showButton: true,
            mediumLayoutColumnCnt: 3,
          },
          text: {
            km: {
              title: "បណ្ដាញសហគ្រាស",
              description: "ភ្ជាប់សាខា រោងចក្រ និងឃ្លាំងទូទាំងប្រទេស តាមរយៈបណ្ដាញឯកជន និងខ្សែជួលដែលមិនឆ្លងកាត់អ៊ីនធឺណិតសាធារណៈ។",
              priceDescription: "ចាប់ពី $150 / ខែ",
              imageAlt: "",
            },
            en: {
              title: "Enterprise network",
              description:
                "Link branches, factories and warehouses nationwide with private MPLS, VPLS and leased lines that never touch the public internet.",
              priceDescription: "From $150 / month",
              imageAlt: "",
            },
            zh: {
              title: "企业网络",
              description: "通过 MPLS、VPLS 专网和租用专线连接全国分支、工厂和仓库，完全不经过公共互联网。",
              priceDescription: "$150 / 月起",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("icon-data-center.svg"),
            actionUrl: "/business/data_center",
            showButton: true,
            mediumLayoutColumnCnt: 3,
          },
          text: {
            km: {
              title: "មជ្ឈមណ្ឌលទិន្នន័យ",
              description:
                "ជួលកន្លែងដាក់ម៉ាស៊ីនមេនៅមជ្ឈមណ្ឌលរបស់យើងក្នុងភ្នំពេញ ឬបង្ហោះគេហទំព័រ និងអ៊ីមែលរបស់អ្នក ជាមួយការបម្រុងទុកប្រចាំថ្ងៃ។",
              priceDescription: "ចាប់ពី $49 / ខែ",
              imageAlt: "",
            },
            en: {
              title: "Data centre",
              description:
                "Rent rack space in our Phnom Penh facility, or host your website and email with daily backups.",
              priceDescription: "From $49 / month",
              imageAlt: "",
            },
            zh: {
              title: "数据中心",
              description: "租用金边数据中心的机柜空间，或托管您的网站和邮箱，每日自动备份。",
              priceDescription: "$49 / 月起",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("icon-cloud-solutions.svg"),
            actionUrl: "/business/cloud_solutions",
            showButton: true,
            mediumLayoutColumnCnt: 3,
          },
          text: {
            km: {
              title: "ដំណោះស្រាយក្លោដ",
              description:
                "Microsoft 365, Huawei Cloud និងក្លោដឯកជន VMware រួមទាំងអាជ្ញាប័ណ្ណ ការផ្ទេរប្រព័ន្ធ និងការគាំទ្រពីក្រុមការងារក្នុងស្រុក។",
              priceDescription: "ចាប់ពី $6 / អ្នកប្រើ / ខែ",
              imageAlt: "",
            },
            en: {
              title: "Cloud solutions",
              description:
                "Microsoft 365, Huawei Cloud and VMware private cloud, licensed, migrated and supported by our local team.",
              priceDescription: "From $6 / user / month",
              imageAlt: "",
            },
            zh: {
              title: "云解决方案",
              description: "Microsoft 365、华为云和 VMware 私有云，由本地团队负责许可、迁移与技术支持。",
              priceDescription: "每用户 $6 / 月起",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("icon-digital-hr.svg"),
            actionUrl: "/business/digital_hr_service",
            showButton: true,
            mediumLayoutColumnCnt: 3,
          },
          text: {
            km: {
              title: "សេវាធនធានមនុស្សឌីជីថល",
              description:
                "គ្រប់គ្រងប្រាក់បៀវត្សរ៍ ច្បាប់ឈប់សម្រាក និងវត្តមាននៅលើប្រព័ន្ធតែមួយជាមួយ MiHCM ព្រមទាំងជំនួយការ MiA នៅក្នុង Microsoft Teams។",
              priceDescription: "ចាប់ពី $3 / បុគ្គលិក / ខែ",
              imageAlt: "",
            },
            en: {
              title: "Digital HR service",
              description:
                "Payroll, leave and attendance in one platform with MiHCM, plus the MiA assistant inside Microsoft Teams.",
              priceDescription: "From $3 / employee / month",
              imageAlt: "",
            },
            zh: {
              title: "数字化人力资源服务",
              description:
                "用 MiHCM 一个平台管理薪资、请假和考勤，还可在 Microsoft Teams 中使用 MiA 人事助手。",
              priceDescription: "每位员工 $3 / 月起",
              imageAlt: "",
            },
          },
        },
      ],
    },
  ],
};
