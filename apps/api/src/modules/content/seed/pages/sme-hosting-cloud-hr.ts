import type { SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";
import { bannerLinks, icon, LIGHT_BACKGROUND, mobileBanner, panel, webBanner } from "./personal-sme-media";
import { smeContactForm } from "./sme-contact-form";

/** SME data centre ("/business/sme/data_center"): reliability, services, the facility and contact. */
export const smeDataCenterPage: SeedPage = {
  id: "SmeDataCenter",
  text: pageTitle("SmeDataCenter"),
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
          data: {
            image: webBanner("home-sme-datacenter-web.svg"),
            mobileImage: mobileBanner("home-sme-datacenter-mobile.svg"),
            banner: bannerLinks("/business/sme/data_center#services"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "សេវាកម្រិតសហគ្រាស ក្នុងតម្លៃសម្រាប់អាជីវកម្មខ្នាតតូច",
              bannerDescription:
                "ដាក់ម៉ាស៊ីនមេ គេហទំព័រ និងការបម្រុងទុកទិន្នន័យរបស់អ្នក នៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងក្នុងរាជធានីភ្នំពេញ ដែលមានអគ្គិសនីបម្រុង ប្រព័ន្ធត្រជាក់ និងសន្តិសុខ ២៤/៧។",
              title: "ស្វែងយល់ពីសេវា",
              imageAlt: "ទូម៉ាស៊ីនមេបីដែលមានភ្លើងសញ្ញាពណ៌មាស នៅពីមុខពពកពណ៌ស្វាយ",
            },
            en: {
              bannerTitle: "Enterprise-grade hosting at small-business prices",
              bannerDescription:
                "Put your servers, website and backups in our Phnom Penh data centre, with backup power, cooling and 24/7 security.",
              title: "Explore services",
              imageAlt: "Three server racks with gold status lights in front of a purple cloud",
            },
            zh: {
              bannerTitle: "企业级托管，小企业价格",
              bannerDescription:
                "将服务器、网站和备份放在我们位于金边的数据中心，备用电源、制冷和 24/7 安保一应俱全。",
              title: "了解服务",
              imageAlt: "紫色云朵前亮着金色指示灯的三个服务器机柜",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 1, name: "Icons" },
      text: {
        km: { title: "សាងសង់ឡើងដើម្បីភាពជឿជាក់" },
        en: { title: "Built for reliability" },
        zh: { title: "为可靠而建" },
      },
      items: [
        {
          data: { titleIcon: icon("home-icon-power.svg") },
          text: {
            km: {
              title: "អគ្គិសនីមិនដាច់",
              description: "ខ្សែភ្លើងពីរប្រភព ឧបករណ៍ផ្គត់ផ្គង់ថាមពលបម្រុង និងម៉ាស៊ីនភ្លើងដែលមានប្រេងគ្រប់គ្រាន់សម្រាប់ ៤៨ ម៉ោង។",
            },
            en: {
              title: "Power that stays on",
              description: "Two utility feeds, UPS systems and generators with fuel for 48 hours.",
            },
            zh: {
              title: "电力不间断",
              description: "双路市电、UPS 不间断电源，以及可连续运行 48 小时的发电机。",
            },
          },
        },
        {
          data: { titleIcon: icon("home-icon-server.svg") },
          text: {
            km: {
              title: "ប្រព័ន្ធត្រជាក់ជាក់លាក់",
              description: "រក្សាសីតុណ្ហភាពម៉ាស៊ីនមេនៅចន្លោះ ២២ ទៅ ២៤ អង្សាសេ ទោះបីនៅខែមេសាក៏ដោយ។",
            },
            en: {
              title: "Precision cooling",
              description: "Keeps servers between 22 and 24 °C, even in April.",
            },
            zh: { title: "精密制冷", description: "即使在四月酷暑，也能将服务器温度保持在 22–24 °C。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-shield.svg") },
          text: {
            km: {
              title: "សន្តិសុខ ២៤/៧",
              description: "សន្តិសុខ កាមេរ៉ា និងការចូលដោយកាត និងស្នាមម្រាមដៃ នៅគ្រប់ច្រកចូល។",
            },
            en: {
              title: "24/7 security",
              description: "Guards, cameras and card-plus-fingerprint access at every entrance.",
            },
            zh: { title: "24/7 安保", description: "每个入口均有保安、摄像监控以及刷卡加指纹门禁。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-globe.svg") },
          text: {
            km: {
              title: "ការតភ្ជាប់លឿន",
              description: "ភ្ជាប់ដោយផ្ទាល់ទៅបណ្ដាញខ្សែកាបអុបទិករបស់រំដួលណិត និងផ្លូវតភ្ជាប់អន្តរជាតិច្រើន។",
            },
            en: {
              title: "Fast connectivity",
              description:
                "Connected directly to the Romdoul Net fiber backbone and several international routes.",
            },
            zh: { title: "高速互联", description: "直连隆都网络光纤骨干网及多条国际线路。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-support.svg") },
          text: {
            km: {
              title: "វិស្វករក្នុងស្រុក",
              description: "វិស្វករនិយាយភាសាខ្មែរ អង់គ្លេស និងចិន នៅប្រចាំការ ២៤/៧។",
            },
            en: {
              title: "Local engineers",
              description: "Engineers who speak Khmer, English and Chinese on site 24/7.",
            },
            zh: { title: "本地工程师", description: "通晓高棉语、英语和中文的工程师 24/7 驻场。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      anchor: "services",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "សេវារបស់យើង" },
        en: { title: "Our services" },
        zh: { title: "我们的服务" },
      },
      items: [
        {
          data: {
            image: panel("home-panel-datacenter.svg"),
            imageLocation: "left",
            actionUrl: "/business/sme/data_center/colocation",
            showButton: true,
          },
          text: {
            km: {
              title: "សេវាដាក់ម៉ាស៊ីនមេ",
              subTitle: "ចាប់ពី $45 / ខែ",
              content:
                "<p>ដាក់ម៉ាស៊ីនមេមួយ ឬពីររបស់អ្នកក្នុងទូដែលមានសុវត្ថិភាព រួមទាំងអគ្គិសនី ប្រព័ន្ធត្រជាក់ អាសយដ្ឋាន IP និងកម្រិតបញ្ជូន ក្នុងតម្លៃប្រចាំខែតែមួយ។</p>",
              imageAlt: "ទូម៉ាស៊ីនមេបីដែលមានភ្លើងសញ្ញាពណ៌មាស",
            },
            en: {
              title: "Colocation",
              subTitle: "From $45 a month",
              content:
                "<p>Place one or two of your servers in a secure rack, with power, cooling, IP addresses and bandwidth in one monthly price.</p>",
              imageAlt: "Three server racks with gold status lights",
            },
            zh: {
              title: "机柜托管",
              subTitle: "每月 $45 起",
              content: "<p>将一至两台服务器放入安全机柜，电力、制冷、IP 地址和带宽均包含在一个月费中。</p>",
              imageAlt: "亮着金色指示灯的三个服务器机柜",
            },
          },
        },
        {
          data: {
            image: panel("home-panel-website.svg"),
            imageLocation: "right",
            actionUrl: "/business/sme/data_center/web_hosting",
            showButton: true,
          },
          text: {
            km: {
              title: "សេវាបង្ហោះគេហទំព័រ",
              subTitle: "ចាប់ពី $5 / ខែ",
              content:
                "<p>គេហទំព័រ អ៊ីមែលអាជីវកម្ម និងវិញ្ញាបនបត្រ SSL ឥតគិតថ្លៃ បង្ហោះនៅភ្នំពេញ ដើម្បីឱ្យអតិថិជននៅកម្ពុជាបើកបានលឿន។</p>",
              imageAlt: "ផ្ទាំងកម្មវិធីរុករកដែលបង្ហាញគេហទំព័រ មានរូបភាព និងប៊ូតុងពណ៌មាស",
            },
            en: {
              title: "Web hosting",
              subTitle: "From $5 a month",
              content:
                "<p>Websites, business email and free SSL certificates, hosted in Phnom Penh so pages load fast for customers in Cambodia.</p>",
              imageAlt: "A browser window showing a web page with a picture and a gold button",
            },
            zh: {
              title: "网站托管",
              subTitle: "每月 $5 起",
              content: "<p>网站、企业邮箱和免费 SSL 证书，托管在金边，柬埔寨客户访问更快。</p>",
              imageAlt: "浏览器窗口中显示带图片和金色按钮的网页",
            },
          },
        },
        {
          data: {
            image: panel("home-panel-cloud.svg"),
            imageLocation: "left",
            actionUrl: "/business/sme/cloud_solutions",
            showButton: true,
          },
          text: {
            km: {
              title: "ការបម្រុងទុកទិន្នន័យ និង Microsoft 365",
              subTitle: "រក្សាឯកសាររបស់អ្នកឱ្យមានសុវត្ថិភាព",
              content:
                "<p>ចម្លងឯកសារ និងមូលដ្ឋានទិន្នន័យគណនេយ្យទៅកាន់មជ្ឈមណ្ឌលទិន្នន័យរបស់យើងជារៀងរាល់យប់ ហើយប្រើ Microsoft 365 សម្រាប់អ៊ីមែល និងការងាររួមគ្នា។</p>",
              imageAlt: "ពពកដែលមានបណ្ដាញចំណុចពណ៌មាស ភ្ជាប់ទៅមនុស្សបីនាក់",
            },
            en: {
              title: "Backup and Microsoft 365",
              subTitle: "Keep your files safe",
              content:
                "<p>Copy your files and accounting database to our data centre every night, and use Microsoft 365 for email and teamwork.</p>",
              imageAlt: "A cloud with a gold network inside, linked to three people",
            },
            zh: {
              title: "数据备份与 Microsoft 365",
              subTitle: "文件安全有保障",
              content:
                "<p>每晚将文件和财务数据库备份到我们的数据中心，并使用 Microsoft 365 处理邮件和团队协作。</p>",
              imageAlt: "内含金色网络的云朵连接着三个人",
            },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "facility",
      text: {
        km: { title: "ព័ត៌មានសង្ខេបអំពីមជ្ឈមណ្ឌល" },
        en: { title: "The facility at a glance" },
        zh: { title: "设施概览" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<table><tbody>" +
                '<tr><th scope="row">ទីតាំង</th><td>ខណ្ឌសែនសុខ រាជធានីភ្នំពេញ នៅឆ្ងាយពីតំបន់ទឹកជំនន់</td></tr>' +
                '<tr><th scope="row">អគ្គិសនី</th><td>ខ្សែភ្លើងពីរប្រភព ឧបករណ៍ផ្គត់ផ្គង់ថាមពលបម្រុង N+1 និងម៉ាស៊ីនភ្លើងពីរ</td></tr>' +
                '<tr><th scope="row">ប្រព័ន្ធត្រជាក់</th><td>ម៉ាស៊ីនត្រជាក់ជាក់លាក់ N+1 មានច្រករបៀងត្រជាក់បិទជិត</td></tr>' +
                '<tr><th scope="row">ការពារអគ្គិភ័យ</th><td>ប្រព័ន្ធរកផ្សែងដំណាក់កាលដំបូង និងប្រព័ន្ធពន្លត់ភ្លើងដោយឧស្ម័ន</td></tr>' +
                '<tr><th scope="row">គោលដៅដំណើរការ</th><td>៩៩,៩៨% ក្នុងមួយឆ្នាំ</td></tr>' +
                '<tr><th scope="row">ការចូលមើល</th><td>២៤/៧ ដោយណាត់ជាមុនមួយម៉ោង</td></tr>' +
                "</tbody></table>",
            },
            en: {
              content:
                "<table><tbody>" +
                '<tr><th scope="row">Location</th><td>Sen Sok, Phnom Penh, away from flood-prone areas</td></tr>' +
                '<tr><th scope="row">Power</th><td>Two utility feeds, N+1 UPS and two generators</td></tr>' +
                '<tr><th scope="row">Cooling</th><td>N+1 precision air conditioning with cold-aisle containment</td></tr>' +
                '<tr><th scope="row">Fire protection</th><td>Very early smoke detection and gas suppression</td></tr>' +
                '<tr><th scope="row">Availability target</th><td>99.98% per year</td></tr>' +
                '<tr><th scope="row">Visits</th><td>24/7, booked one hour ahead</td></tr>' +
                "</tbody></table>",
            },
            zh: {
              content:
                "<table><tbody>" +
                '<tr><th scope="row">位置</th><td>金边森速区，远离易涝区域</td></tr>' +
                '<tr><th scope="row">电力</th><td>双路市电、N+1 UPS 和两台发电机</td></tr>' +
                '<tr><th scope="row">制冷</th><td>N+1 精密空调，冷通道封闭</td></tr>' +
                '<tr><th scope="row">消防</th><td>极早期烟雾探测和气体灭火系统</td></tr>' +
                '<tr><th scope="row">可用性目标</th><td>每年 99.98%</td></tr>' +
                '<tr><th scope="row">到访</th><td>24/7，需提前一小时预约</td></tr>' +
                "</tbody></table>",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីម៉ាស៊ីនមេ ឬគេហទំព័ររបស់អ្នក ហើយវិស្វកររបស់យើងនឹងណែនាំដំណោះស្រាយ និងតម្លៃក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។",
      en: "Tell us about your servers or website, and our engineers will suggest a solution and a price within one working day.",
      zh: "请告诉我们您的服务器或网站情况，工程师将在一个工作日内为您推荐方案并报价。",
    }),
  ],
};

/** SME colocation ("/business/sme/data_center/colocation"): rack prices, what is included, moving in. */
export const smeColocationPage: SeedPage = {
  id: "SmeColocation",
  text: pageTitle("SmeColocation"),
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
          data: {
            image: webBanner("home-sme-datacenter-web.svg"),
            mobileImage: mobileBanner("home-sme-datacenter-mobile.svg"),
            banner: bannerLinks("/business/sme/data_center/colocation#prices"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ផ្ទះដែលមានសុវត្ថិភាពសម្រាប់ម៉ាស៊ីនមេរបស់អ្នក",
              bannerDescription:
                "កន្លែងក្នុងទូម៉ាស៊ីនមេនៅភ្នំពេញ រួមទាំងអគ្គិសនី ប្រព័ន្ធត្រជាក់ និងកម្រិតបញ្ជូន ក្នុងតម្លៃប្រចាំខែតែមួយ។ ចាប់ពី $45 / ខែ។",
              title: "មើលតម្លៃ",
              imageAlt: "ទូម៉ាស៊ីនមេបីដែលមានភ្លើងសញ្ញាពណ៌មាស នៅពីមុខពពកពណ៌ស្វាយ",
            },
            en: {
              bannerTitle: "A safe home for your server",
              bannerDescription:
                "Rack space in Phnom Penh with power, cooling and bandwidth in one monthly price. From $45 a month.",
              title: "See prices",
              imageAlt: "Three server racks with gold status lights in front of a purple cloud",
            },
            zh: {
              bannerTitle: "为您的服务器找个安全的家",
              bannerDescription: "金边机柜空间，电力、制冷和带宽一价全包。每月 $45 起。",
              title: "查看价格",
              imageAlt: "紫色云朵前亮着金色指示灯的三个服务器机柜",
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
          title: "តម្លៃដាក់ម៉ាស៊ីនមេ",
          description: "តម្លៃប្រចាំខែ សម្រាប់កិច្ចសន្យា ១២ ខែ និងរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "Colocation prices",
          description: "Monthly prices on a 12-month contract, including VAT.",
        },
        zh: { title: "机柜托管价格", description: "12 个月合约的月费，已含增值税。" },
      },
      items: [
        {
          data: {
            image: icon("home-icon-server.svg"),
            actionUrl: "/register-steps?productId=751",
            showButton: true,
            productId: 751,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "1U",
              subTitle: "ម៉ាស៊ីនមេតូចមួយ",
              description:
                "<ul><li>អគ្គិសនីរហូតដល់ ១៥០ វ៉ាត់</li><li>កម្រិតបញ្ជូន ២០ Mbps ដាច់ដោយឡែក</li><li>IP ថេរ ១</li></ul>",
              priceDescription: "$45 / ខែ",
              recommendedFor: "ម៉ាស៊ីនមេគណនេយ្យ ឬម៉ាស៊ីនមេឯកសារ",
              imageAlt: "",
            },
            en: {
              title: "1U",
              subTitle: "One small server",
              description:
                "<ul><li>Up to 150 W of power</li><li>20 Mbps dedicated bandwidth</li><li>1 static IP</li></ul>",
              priceDescription: "$45 / month",
              recommendedFor: "An accounting or file server",
              imageAlt: "",
            },
            zh: {
              title: "1U",
              subTitle: "一台小型服务器",
              description: "<ul><li>最高 150 W 电力</li><li>20 Mbps 独享带宽</li><li>1 个固定 IP</li></ul>",
              priceDescription: "$45 / 月",
              recommendedFor: "财务或文件服务器",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-server.svg"),
            actionUrl: "/register-steps?productId=752",
            showButton: true,
            productId: 752,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "2U",
              subTitle: "ម៉ាស៊ីនមេធំមួយ ឬតូចពីរ",
              description:
                "<ul><li>អគ្គិសនីរហូតដល់ ៣០០ វ៉ាត់</li><li>កម្រិតបញ្ជូន ៥០ Mbps ដាច់ដោយឡែក</li><li>IP ថេរ ២</li></ul>",
              priceDescription: "$75 / ខែ",
              recommendedFor: "ប្រព័ន្ធលក់ និងម៉ាស៊ីនមេបម្រុង",
              imageAlt: "",
            },
            en: {
              title: "2U",
              subTitle: "One large or two small servers",
              description:
                "<ul><li>Up to 300 W of power</li><li>50 Mbps dedicated bandwidth</li><li>2 static IPs</li></ul>",
              priceDescription: "$75 / month",
              recommendedFor: "Sales systems and backup servers",
              imageAlt: "",
            },
            zh: {
              title: "2U",
              subTitle: "一台大型或两台小型服务器",
              description: "<ul><li>最高 300 W 电力</li><li>50 Mbps 独享带宽</li><li>2 个固定 IP</li></ul>",
              priceDescription: "$75 / 月",
              recommendedFor: "销售系统和备份服务器",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-server.svg"),
            actionUrl: "/register-steps?productId=753",
            showButton: true,
            productId: 753,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ទូមួយភាគបួន",
              subTitle: "10U មានសោផ្ទាល់ខ្លួន",
              description:
                "<ul><li>អគ្គិសនីរហូតដល់ ១ គីឡូវ៉ាត់</li><li>កម្រិតបញ្ជូន ១០០ Mbps ដាច់ដោយឡែក</li><li>IP ថេរ ៥</li></ul>",
              priceDescription: "$220 / ខែ",
              recommendedFor: "ក្រុមហ៊ុនមានម៉ាស៊ីនមេ និងឧបករណ៍បណ្ដាញច្រើន",
              imageAlt: "",
            },
            en: {
              title: "Quarter rack",
              subTitle: "10U with its own lock",
              description:
                "<ul><li>Up to 1 kW of power</li><li>100 Mbps dedicated bandwidth</li><li>5 static IPs</li></ul>",
              priceDescription: "$220 / month",
              recommendedFor: "Companies with several servers and network devices",
              imageAlt: "",
            },
            zh: {
              title: "四分之一机柜",
              subTitle: "10U，独立门锁",
              description: "<ul><li>最高 1 kW 电力</li><li>100 Mbps 独享带宽</li><li>5 个固定 IP</li></ul>",
              priceDescription: "$220 / 月",
              recommendedFor: "拥有多台服务器和网络设备的企业",
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
        km: { title: "រួមបញ្ចូលក្នុងគ្រប់កញ្ចប់" },
        en: { title: "Included in every plan" },
        zh: { title: "所有套餐均包含" },
      },
      items: [
        {
          data: {},
          text: {
            km: { title: "ចូលមើលបាន ២៤/៧", description: "ណាត់ជាមុនមួយម៉ោងតាមទូរស័ព្ទ ឬក្នុងកម្មវិធី Romdoul App។" },
            en: { title: "24/7 access", description: "Book one hour ahead by phone or in the Romdoul App." },
            zh: { title: "24/7 进出", description: "通过电话或 Romdoul App 提前一小时预约。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ជំនួយដោយដៃ ៣០ នាទីក្នុងមួយខែ",
              description: "វិស្វកររបស់យើងអាចចាប់ផ្ដើមម៉ាស៊ីនឡើងវិញ ប្ដូរខ្សែ ឬពិនិត្យអំពូលសញ្ញាជំនួសអ្នក។",
            },
            en: {
              title: "30 minutes of remote hands a month",
              description: "Our engineers can restart a server, swap a cable or check the lights for you.",
            },
            zh: {
              title: "每月 30 分钟代维服务",
              description: "工程师可代您重启服务器、更换线缆或检查指示灯。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "តាមដានអគ្គិសនី និងសីតុណ្ហភាព",
              description: "ទទួលការជូនដំណឹង ប្រសិនបើម៉ាស៊ីនមេរបស់អ្នកប្រើថាមពលច្រើនពេក ឬក្តៅពេក។",
            },
            en: {
              title: "Power and temperature monitoring",
              description: "Get an alert if your server draws too much power or runs too hot.",
            },
            zh: { title: "电力和温度监控", description: "服务器功耗过高或温度过高时即时提醒。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ជួយផ្លាស់ទីឥតគិតថ្លៃ",
              description: "សម្រាប់កិច្ចសន្យា ១២ ខែ យើងដឹកម៉ាស៊ីនមេពីការិយាល័យរបស់អ្នកនៅភ្នំពេញ ដោយឥតគិតថ្លៃ។",
            },
            en: {
              title: "Free move-in",
              description:
                "On 12-month contracts we collect the server from your Phnom Penh office for free.",
            },
            zh: { title: "免费搬迁", description: "签约 12 个月，我们免费从您在金边的办公室接运服务器。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "ផ្លាស់ម៉ាស៊ីនមេរបស់អ្នកមកយើង" },
        en: { title: "Moving your server to us" },
        zh: { title: "把服务器搬到我们这里" },
      },
      items: [
        {
          data: {
            image: panel("home-panel-datacenter.svg"),
            imageLocation: "right",
            actionUrl: "/business/sme/data_center/colocation#contact",
            showButton: true,
          },
          text: {
            km: {
              title: "ផ្លាស់ទីក្នុងមួយថ្ងៃ ដោយការរំខានតិចបំផុត",
              subTitle: "យើងរៀបចំផែនការជាមួយអ្នក",
              content:
                "<ol><li>វិស្វកររបស់យើងពិនិត្យម៉ាស៊ីនមេ និងការកំណត់បណ្ដាញរបស់អ្នក។</li><li>យើងកំណត់ពេលផ្លាស់ទីនៅចុងសប្ដាហ៍ ឬពេលយប់។</li><li>ម៉ាស៊ីនមេត្រូវបានដឹកដោយសុវត្ថិភាព ដំឡើងក្នុងទូ និងសាកល្បងរួចរាល់ មុនពេលម៉ោងធ្វើការចាប់ផ្ដើម។</li></ol>",
              imageAlt: "ទូម៉ាស៊ីនមេបីដែលមានភ្លើងសញ្ញាពណ៌មាស",
            },
            en: {
              title: "Moved in a day, with minimal disruption",
              subTitle: "We plan it with you",
              content:
                "<ol><li>Our engineers review your server and network settings.</li><li>We schedule the move for a weekend or an evening.</li><li>The server is transported safely, racked and tested before your working day begins.</li></ol>",
              imageAlt: "Three server racks with gold status lights",
            },
            zh: {
              title: "一天搬迁，影响最小",
              subTitle: "与您共同制定计划",
              content:
                "<ol><li>工程师检查您的服务器和网络配置。</li><li>将搬迁安排在周末或晚上。</li><li>服务器安全运送、上架并测试完毕，不影响第二天上班。</li></ol>",
              imageAlt: "亮着金色指示灯的三个服务器机柜",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីចំនួន និងទំហំម៉ាស៊ីនមេ ហើយយើងនឹងផ្ញើតារាងតម្លៃ និងអញ្ជើញអ្នកមកទស្សនាមជ្ឈមណ្ឌលទិន្នន័យ។",
      en: "Tell us how many servers you have and their size, and we will send a quote and invite you to tour the data centre.",
      zh: "请告诉我们服务器的数量和尺寸，我们将发送报价并邀请您参观数据中心。",
    }),
  ],
};

/** SME web hosting ("/business/sme/data_center/web_hosting"): plans, features, website building, contact. */
export const smeWebHostingPage: SeedPage = {
  id: "SmeWebHosting",
  text: pageTitle("SmeWebHosting"),
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
            image: webBanner("home-sme-datacenter-web.svg"),
            mobileImage: mobileBanner("home-sme-datacenter-mobile.svg"),
            banner: bannerLinks("/business/sme/data_center/web_hosting#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "នាំអាជីវកម្មរបស់អ្នកឡើងលើអ៊ីនធឺណិត",
              bannerDescription:
                "ការបង្ហោះគេហទំព័រ ឈ្មោះដែន អ៊ីមែលអាជីវកម្ម និង SSL ឥតគិតថ្លៃ ចាប់ពី $5 / ខែ បង្ហោះនៅភ្នំពេញ ដើម្បីបើកបានលឿននៅកម្ពុជា។",
              title: "មើលកញ្ចប់",
              imageAlt: "ទូម៉ាស៊ីនមេបីដែលមានភ្លើងសញ្ញាពណ៌មាស នៅពីមុខពពកពណ៌ស្វាយ",
            },
            en: {
              bannerTitle: "Get your business online",
              bannerDescription:
                "Hosting, a domain name, business email and free SSL from $5 a month, hosted in Phnom Penh for fast loading in Cambodia.",
              title: "See hosting plans",
              imageAlt: "Three server racks with gold status lights in front of a purple cloud",
            },
            zh: {
              bannerTitle: "让您的生意上线",
              bannerDescription:
                "网站托管、域名、企业邮箱和免费 SSL，每月 $5 起，托管在金边，柬埔寨访问更快。",
              title: "查看托管套餐",
              imageAlt: "紫色云朵前亮着金色指示灯的三个服务器机柜",
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
          description: "បង់ប្រចាំខែ ឬប្រចាំឆ្នាំ ហើយទទួលបានពីរខែឥតគិតថ្លៃ។ តម្លៃរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "Hosting plans",
          description: "Pay monthly, or yearly and get two months free. Prices include VAT.",
        },
        zh: { title: "托管套餐", description: "可按月付费，按年付费赠送两个月。价格已含增值税。" },
      },
      items: [
        {
          data: {
            image: icon("home-icon-globe.svg"),
            actionUrl: "/register-steps?productId=761",
            showButton: true,
            productId: 761,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "Web Starter",
              subTitle: "គេហទំព័រ ១",
              description:
                "<ul><li>ទំហំផ្ទុក ១០ GB</li><li>ប្រអប់អ៊ីមែល ៥</li><li>SSL ឥតគិតថ្លៃ</li><li>បម្រុងទុកទិន្នន័យប្រចាំសប្ដាហ៍</li></ul>",
              priceDescription: "$5 / ខែ",
              recommendedFor: "ហាង និងអាជីវកម្មដែលចង់មានគេហទំព័រណែនាំ",
              content:
                "<p>យើងជួយចុះឈ្មោះដែន .com.kh ឬ .com ជូន។ ឈ្មោះដែន .com ឥតគិតថ្លៃឆ្នាំដំបូង សម្រាប់ការបង់ប្រចាំឆ្នាំ។</p>",
              imageAlt: "",
            },
            en: {
              title: "Web Starter",
              subTitle: "1 website",
              description:
                "<ul><li>10 GB storage</li><li>5 mailboxes</li><li>Free SSL</li><li>Weekly backups</li></ul>",
              priceDescription: "$5 / month",
              recommendedFor: "Shops and businesses that need a simple website",
              content:
                "<p>We register your .com.kh or .com domain for you. A .com domain is free for the first year when you pay yearly.</p>",
              imageAlt: "",
            },
            zh: {
              title: "Web Starter",
              subTitle: "1 个网站",
              description:
                "<ul><li>10 GB 存储空间</li><li>5 个邮箱</li><li>免费 SSL</li><li>每周备份</li></ul>",
              priceDescription: "$5 / 月",
              recommendedFor: "需要简单展示网站的商铺和企业",
              content: "<p>我们可代为注册 .com.kh 或 .com 域名。按年付费首年免费赠送 .com 域名。</p>",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-globe.svg"),
            actionUrl: "/register-steps?productId=762",
            showButton: true,
            productId: 762,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "Web Business",
              subTitle: "គេហទំព័រ ៣",
              description:
                "<ul><li>ទំហំផ្ទុក ៥០ GB</li><li>ប្រអប់អ៊ីមែល ២៥</li><li>SSL ឥតគិតថ្លៃ</li><li>បម្រុងទុកទិន្នន័យរៀងរាល់ថ្ងៃ</li></ul>",
              priceDescription: "$12 / ខែ",
              recommendedFor: "ក្រុមហ៊ុនមានបុគ្គលិករហូតដល់ ២៥ នាក់",
              content: "<p>ស្ដារគេហទំព័រ ឬអ៊ីមែលពីការបម្រុងទុក ១៤ ថ្ងៃចុងក្រោយ ដោយចុចតែម្ដង។</p>",
              imageAlt: "",
            },
            en: {
              title: "Web Business",
              subTitle: "3 websites",
              description:
                "<ul><li>50 GB storage</li><li>25 mailboxes</li><li>Free SSL</li><li>Daily backups</li></ul>",
              priceDescription: "$12 / month",
              recommendedFor: "Companies with up to 25 staff",
              content:
                "<p>Restore a website or mailbox from any of the last 14 daily backups in one click.</p>",
              imageAlt: "",
            },
            zh: {
              title: "Web Business",
              subTitle: "3 个网站",
              description:
                "<ul><li>50 GB 存储空间</li><li>25 个邮箱</li><li>免费 SSL</li><li>每日备份</li></ul>",
              priceDescription: "$12 / 月",
              recommendedFor: "25 人以内的公司",
              content: "<p>一键从最近 14 天的每日备份中恢复网站或邮箱。</p>",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-globe.svg"),
            actionUrl: "/register-steps?productId=763",
            showButton: true,
            productId: 763,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "Web Shop",
              subTitle: "ហាងលក់តាមអ៊ីនធឺណិត",
              description:
                "<ul><li>ទំហំផ្ទុក ១០០ GB</li><li>ប្រអប់អ៊ីមែល ៥០</li><li>ទទួលការបង់ប្រាក់តាម KHQR</li><li>បម្រុងទុកទិន្នន័យរៀងរាល់ថ្ងៃ</li></ul>",
              priceDescription: "$25 / ខែ",
              recommendedFor: "ហាងដែលលក់តាមអ៊ីនធឺណិត",
              content: "<p>ផ្នែកបន្ថែមសម្រាប់ KHQR ដែលដំឡើងរួចជាស្រេច ដើម្បីឱ្យអតិថិជនបង់ប្រាក់ពីកម្មវិធីធនាគាររបស់ពួកគេ។</p>",
              imageAlt: "",
            },
            en: {
              title: "Web Shop",
              subTitle: "Online store",
              description:
                "<ul><li>100 GB storage</li><li>50 mailboxes</li><li>Accept KHQR payments</li><li>Daily backups</li></ul>",
              priceDescription: "$25 / month",
              recommendedFor: "Shops that sell online",
              content:
                "<p>A KHQR payment plug-in comes pre-installed, so customers can pay from their banking app.</p>",
              imageAlt: "",
            },
            zh: {
              title: "Web Shop",
              subTitle: "网上商店",
              description:
                "<ul><li>100 GB 存储空间</li><li>50 个邮箱</li><li>支持 KHQR 收款</li><li>每日备份</li></ul>",
              priceDescription: "$25 / 月",
              recommendedFor: "在线销售的商铺",
              content: "<p>预装 KHQR 收款插件，顾客可直接用银行应用付款。</p>",
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
        km: { title: "គ្រប់កញ្ចប់រួមមាន" },
        en: { title: "Every plan includes" },
        zh: { title: "所有套餐均包含" },
      },
      items: [
        {
          data: { titleIcon: icon("home-icon-lock.svg") },
          text: {
            km: { title: "SSL ឥតគិតថ្លៃ", description: "រូបសោនៅក្នុងកម្មវិធីរុករក ដែលធ្វើឱ្យអតិថិជនទុកចិត្ត។" },
            en: {
              title: "Free SSL",
              description: "The padlock in the browser that makes customers trust your site.",
            },
            zh: { title: "免费 SSL", description: "浏览器地址栏的小锁，让客户更信任您的网站。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-backup.svg") },
          text: {
            km: { title: "ការបម្រុងទុកទិន្នន័យ", description: "ច្បាប់ចម្លងត្រូវបានរក្សាទុកនៅមជ្ឈមណ្ឌលទិន្នន័យទីពីរ។" },
            en: { title: "Backups", description: "Copies are kept in a second data centre." },
            zh: { title: "数据备份", description: "备份副本保存在第二个数据中心。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-speed.svg") },
          text: {
            km: {
              title: "លឿននៅកម្ពុជា",
              description: "ម៉ាស៊ីនមេនៅភ្នំពេញ ដូច្នេះទំព័របើកបានលឿនសម្រាប់អតិថិជនក្នុងស្រុក។",
            },
            en: {
              title: "Fast in Cambodia",
              description: "Servers in Phnom Penh, so pages open quickly for local customers.",
            },
            zh: { title: "柬埔寨本地高速", description: "服务器位于金边，本地客户打开网页更快。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-server.svg") },
          text: {
            km: {
              title: "ដំឡើង WordPress ដោយចុចតែម្ដង",
              description: "ព្រមទាំងគាំទ្រអក្សរខ្មែរយូនីកូដពេញលេញ សម្រាប់គេហទំព័រពីរភាសា។",
            },
            en: {
              title: "One-click WordPress",
              description: "With full Khmer Unicode support for bilingual websites.",
            },
            zh: { title: "一键安装 WordPress", description: "完整支持高棉语 Unicode，轻松搭建双语网站。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-support.svg") },
          text: {
            km: {
              title: "ជំនួយជាភាសាខ្មែរ",
              description: "ទូរស័ព្ទមកលេខ 023 888 168 ឬផ្ញើអ៊ីមែលមក care@romdoul.example។",
            },
            en: { title: "Support in Khmer", description: "Call 023 888 168 or email care@romdoul.example." },
            zh: { title: "高棉语支持", description: "拨打 023 888 168 或发送邮件至 care@romdoul.example。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "មិនទាន់មានគេហទំព័រ?" },
        en: { title: "No website yet?" },
        zh: { title: "还没有网站？" },
      },
      items: [
        {
          data: {
            image: panel("home-panel-website.svg"),
            imageLocation: "left",
            actionUrl: "/business/sme/data_center/web_hosting#contact",
            showButton: true,
          },
          text: {
            km: {
              title: "យើងអាចបង្កើតជូនអ្នក",
              subTitle: "គេហទំព័រពីរភាសា ចាប់ពី $150",
              content:
                "<p>ក្រុមការងាររចនារបស់យើងបង្កើតគេហទំព័រ ៥ ទំព័រ ជាភាសាខ្មែរ និងអង់គ្លេស ដោយប្រើរូបថត និងព័ត៌មានរបស់អ្នក។ រួចរាល់ក្នុងរយៈពេលពីរសប្ដាហ៍ ហើយអ្នកអាចកែប្រែអត្ថបទដោយខ្លួនឯងនៅពេលក្រោយ។</p><ul><li>ផែនទី និងប៊ូតុងទូរស័ព្ទ</li><li>ភ្ជាប់ទៅទំព័រ Facebook និង Telegram</li><li>រៀបចំឱ្យងាយស្រួលស្វែងរកលើ Google</li></ul>",
              imageAlt: "ផ្ទាំងកម្មវិធីរុករកដែលបង្ហាញគេហទំព័រ មានរូបភាព និងប៊ូតុងពណ៌មាស",
            },
            en: {
              title: "We can build it for you",
              subTitle: "Bilingual websites from $150",
              content:
                "<p>Our design team builds a 5-page website in Khmer and English using your photos and information. It is ready in two weeks, and you can edit the text yourself later.</p><ul><li>Map and call button</li><li>Links to your Facebook page and Telegram</li><li>Set up to be found on Google</li></ul>",
              imageAlt: "A browser window showing a web page with a picture and a gold button",
            },
            zh: {
              title: "我们可以为您建站",
              subTitle: "双语网站 $150 起",
              content:
                "<p>设计团队使用您的照片和资料，制作高棉语和英语的 5 页网站，两周内完成，之后您可自行修改文字。</p><ul><li>地图和一键拨号按钮</li><li>链接到您的 Facebook 主页和 Telegram</li><li>针对 Google 搜索进行优化</li></ul>",
              imageAlt: "浏览器窗口中显示带图片和金色按钮的网页",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីអាជីវកម្ម និងឈ្មោះដែនដែលអ្នកចង់បាន ហើយយើងនឹងពិនិត្យថាវានៅទំនេរ និងជួយអ្នកចាប់ផ្ដើម។",
      en: "Tell us about your business and the domain name you would like, and we will check it is available and help you get started.",
      zh: "请告诉我们您的业务和心仪的域名，我们将查询域名是否可用并协助您开始。",
    }),
  ],
};

/** SME cloud ("/business/sme/cloud_solutions"): Microsoft 365 plans, what we add, files and contact. */
export const smeCloudSolutionsPage: SeedPage = {
  id: "SmeCloudSolutions",
  text: pageTitle("SmeCloudSolutions"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ដំណោះស្រាយក្លោដ" },
        en: { title: "Cloud solutions" },
        zh: { title: "云解决方案" },
      },
      items: [
        {
          data: {
            image: webBanner("home-sme-cloud-web.svg"),
            mobileImage: mobileBanner("home-sme-cloud-mobile.svg"),
            banner: bannerLinks("/business/sme/cloud_solutions#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ធ្វើការពីគ្រប់ទីកន្លែងជាមួយ Microsoft 365",
              bannerDescription:
                "អ៊ីមែលអាជីវកម្មតាមឈ្មោះដែនរបស់អ្នក Teams និង OneDrive សម្រាប់ក្រុមការងារតូចៗ រៀបចំរួចក្នុងមួយថ្ងៃ និងទូទាត់ប្រចាំខែជាដុល្លារ។",
              title: "មើលកញ្ចប់",
              imageAlt: "ពពកដែលមានបណ្ដាញចំណុចពណ៌មាស ភ្ជាប់ទៅមនុស្សបីនាក់",
            },
            en: {
              bannerTitle: "Work from anywhere with Microsoft 365",
              bannerDescription:
                "Business email on your own domain, Teams and OneDrive for small teams, set up in a day and billed monthly in USD.",
              title: "See plans",
              imageAlt: "A cloud with a gold network inside, linked to three people",
            },
            zh: {
              bannerTitle: "借助 Microsoft 365 随处办公",
              bannerDescription:
                "使用自有域名的企业邮箱、Teams 和 OneDrive，专为小团队打造，一天开通，按月以美元计费。",
              title: "查看套餐",
              imageAlt: "内含金色网络的云朵连接着三个人",
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
          title: "កញ្ចប់ Microsoft 365",
          description: "តម្លៃក្នុងម្នាក់ក្នុងមួយខែ សម្រាប់កិច្ចសន្យាប្រចាំឆ្នាំ មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម។",
        },
        en: {
          title: "Microsoft 365 plans",
          description: "Prices per user per month on an annual commitment, excluding VAT.",
        },
        zh: { title: "Microsoft 365 套餐", description: "按年订阅，每用户每月价格，不含增值税。" },
      },
      items: [
        {
          data: {
            image: icon("home-icon-mail.svg"),
            actionUrl: "/register-steps?productId=771",
            showButton: true,
            productId: 771,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Business Basic",
              subTitle: "អ៊ីមែល និងការងាររួមគ្នា",
              description:
                "<ul><li>ប្រអប់អ៊ីមែល ៥០ GB</li><li>Teams សម្រាប់ជជែក និងប្រជុំ</li><li>OneDrive ទំហំ ១ TB</li><li>Word និង Excel លើកម្មវិធីរុករក</li></ul>",
              priceDescription: "$6 / ម្នាក់ / ខែ",
              recommendedFor: "ក្រុមការងារដែលត្រូវការអ៊ីមែល និងប្រជុំអនឡាញ",
              imageAlt: "",
            },
            en: {
              title: "Business Basic",
              subTitle: "Email and teamwork",
              description:
                "<ul><li>50 GB mailbox</li><li>Teams for chat and meetings</li><li>1 TB of OneDrive</li><li>Word and Excel in the browser</li></ul>",
              priceDescription: "$6 / user / month",
              recommendedFor: "Teams that need email and online meetings",
              imageAlt: "",
            },
            zh: {
              title: "Business Basic",
              subTitle: "邮箱与协作",
              description:
                "<ul><li>50 GB 邮箱</li><li>Teams 聊天和会议</li><li>1 TB OneDrive</li><li>网页版 Word 和 Excel</li></ul>",
              priceDescription: "$6 / 用户 / 月",
              recommendedFor: "需要邮箱和线上会议的团队",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-cloud.svg"),
            actionUrl: "/register-steps?productId=772",
            showButton: true,
            productId: 772,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Business Standard",
              subTitle: "រួមទាំងកម្មវិធីលើកុំព្យូទ័រ",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង Business Basic</li><li>Word, Excel, PowerPoint និង Outlook លើកុំព្យូទ័រ</li><li>ដំឡើងបានលើឧបករណ៍ ៥ ក្នុងម្នាក់</li></ul>",
              priceDescription: "$12.50 / ម្នាក់ / ខែ",
              recommendedFor: "ការិយាល័យដែលប្រើឯកសារ និងតារាងជារៀងរាល់ថ្ងៃ",
              imageAlt: "",
            },
            en: {
              title: "Business Standard",
              subTitle: "Includes desktop apps",
              description:
                "<ul><li>Everything in Business Basic</li><li>Desktop Word, Excel, PowerPoint and Outlook</li><li>Install on 5 devices per user</li></ul>",
              priceDescription: "$12.50 / user / month",
              recommendedFor: "Offices working with documents and spreadsheets every day",
              imageAlt: "",
            },
            zh: {
              title: "Business Standard",
              subTitle: "含桌面版应用",
              description:
                "<ul><li>包含 Business Basic 全部功能</li><li>桌面版 Word、Excel、PowerPoint 和 Outlook</li><li>每用户可安装在 5 台设备上</li></ul>",
              priceDescription: "$12.50 / 用户 / 月",
              recommendedFor: "每天处理文档和表格的办公室",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-shield.svg"),
            actionUrl: "/register-steps?productId=773",
            showButton: true,
            productId: 773,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Business Premium",
              subTitle: "សុវត្ថិភាពកម្រិតខ្ពស់",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង Business Standard</li><li>ការពារពីមេរោគ និងអ៊ីមែលបោកប្រាស់</li><li>គ្រប់គ្រងកុំព្យូទ័រ និងទូរស័ព្ទរបស់ក្រុមហ៊ុន</li></ul>",
              priceDescription: "$22 / ម្នាក់ / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលកាន់ទិន្នន័យអតិថិជន ឬទិន្នន័យហិរញ្ញវត្ថុ",
              imageAlt: "",
            },
            en: {
              title: "Business Premium",
              subTitle: "Advanced security",
              description:
                "<ul><li>Everything in Business Standard</li><li>Protection from malware and phishing email</li><li>Manage company laptops and phones</li></ul>",
              priceDescription: "$22 / user / month",
              recommendedFor: "Companies handling customer or financial data",
              imageAlt: "",
            },
            zh: {
              title: "Business Premium",
              subTitle: "高级安全",
              description:
                "<ul><li>包含 Business Standard 全部功能</li><li>防范恶意软件和钓鱼邮件</li><li>统一管理公司电脑和手机</li></ul>",
              priceDescription: "$22 / 用户 / 月",
              recommendedFor: "处理客户或财务数据的企业",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-backup.svg"),
            actionUrl: "/register-steps?productId=774",
            showButton: true,
            productId: 774,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ការបម្រុងទុក Microsoft 365",
              subTitle: "ផ្នែកបន្ថែម",
              description:
                "<ul><li>បម្រុងទុកអ៊ីមែល OneDrive និង Teams រៀងរាល់ថ្ងៃ</li><li>រក្សាទុករយៈពេល ១ ឆ្នាំ នៅភ្នំពេញ</li><li>ស្ដារឯកសារដែលលុបចោលដោយចៃដន្យ</li></ul>",
              priceDescription: "$2 / ម្នាក់ / ខែ",
              recommendedFor: "គ្រប់ក្រុមហ៊ុនដែលមិនចង់បាត់បង់ឯកសារ",
              imageAlt: "",
            },
            en: {
              title: "Microsoft 365 backup",
              subTitle: "Add-on",
              description:
                "<ul><li>Daily backup of email, OneDrive and Teams</li><li>Kept for 1 year in Phnom Penh</li><li>Restore files deleted by mistake</li></ul>",
              priceDescription: "$2 / user / month",
              recommendedFor: "Every company that cannot afford to lose files",
              imageAlt: "",
            },
            zh: {
              title: "Microsoft 365 备份",
              subTitle: "附加服务",
              description:
                "<ul><li>每日备份邮箱、OneDrive 和 Teams</li><li>在金边保存 1 年</li><li>恢复误删的文件</li></ul>",
              priceDescription: "$2 / 用户 / 月",
              recommendedFor: "不能承受文件丢失的所有企业",
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
        km: { title: "អ្វីដែលរំដួលណិតបន្ថែមជូន" },
        en: { title: "What Romdoul Net adds" },
        zh: { title: "隆都网络的增值服务" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "រៀបចំរួចក្នុងមួយថ្ងៃ",
              description: "យើងភ្ជាប់ឈ្មោះដែនរបស់អ្នក បង្កើតគណនីបុគ្គលិក និងរៀបចំទូរស័ព្ទ និងកុំព្យូទ័រ។",
            },
            en: {
              title: "Set up in a day",
              description: "We connect your domain, create staff accounts and set up phones and computers.",
            },
            zh: { title: "一天开通", description: "我们为您绑定域名、创建员工账号并配置手机和电脑。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ផ្ទេរអ៊ីមែលចាស់",
              description: "ផ្ទេរអ៊ីមែល ប្រតិទិន និងទំនាក់ទំនងពី Gmail ឬម៉ាស៊ីនមេអ៊ីមែលចាស់ ដោយមិនបាត់សារណាមួយ។",
            },
            en: {
              title: "Old email moved over",
              description:
                "Email, calendars and contacts moved from Gmail or your old mail server without losing a message.",
            },
            zh: {
              title: "迁移旧邮件",
              description: "从 Gmail 或旧邮件服务器迁移邮件、日历和联系人，一封不丢。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ជំនួយជាភាសាខ្មែរ",
              description: "ក្រុមការងាររបស់យើងនៅភ្នំពេញ ឆ្លើយសំណួរជាភាសាខ្មែរ អង់គ្លេស និងចិន។",
            },
            en: {
              title: "Support in Khmer",
              description: "Our Phnom Penh team answers questions in Khmer, English and Chinese.",
            },
            zh: { title: "高棉语支持", description: "金边本地团队以高棉语、英语和中文答疑。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "វិក្កយបត្រប្រចាំខែជាដុល្លារ",
              description: "វិក្កយបត្រអាករតែមួយ បង់តាម KHQR, ABA ឬផ្ទេរតាមធនាគារ មិនចាំបាច់ប្រើកាតឥណទាន។",
            },
            en: {
              title: "Monthly USD invoice",
              description: "One VAT invoice, paid by KHQR, ABA or bank transfer. No credit card needed.",
            },
            zh: {
              title: "按月美元账单",
              description: "一张增值税发票，可用 KHQR、ABA 或银行转账支付，无需信用卡。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "បណ្ដុះបណ្ដាលឥតគិតថ្លៃ",
              description: "វគ្គបណ្ដុះបណ្ដាលមួយម៉ោងសម្រាប់បុគ្គលិក អំពីការប្រើ Teams, OneDrive និងការចែករំលែកឯកសារ។",
            },
            en: {
              title: "Free training",
              description: "A one-hour session for your staff on Teams, OneDrive and sharing files.",
            },
            zh: { title: "免费培训", description: "为员工提供一小时 Teams、OneDrive 和文件共享培训。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "ឯកសារមានសុវត្ថិភាព ក្រុមការងារតភ្ជាប់គ្នា" },
        en: { title: "Files safe, team connected" },
        zh: { title: "文件安全，团队互联" },
      },
      items: [
        {
          data: { image: panel("home-panel-cloud.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "បញ្ឈប់ការផ្ញើឯកសារតាម USB",
              subTitle: "កំណែតែមួយ សម្រាប់គ្រប់គ្នា",
              content:
                "<p>រក្សាឯកសាររបស់ក្រុមហ៊ុននៅក្នុង OneDrive និង Teams ដើម្បីឱ្យបុគ្គលិកនៅការិយាល័យ នៅផ្ទះ ឬនៅខេត្ត ធ្វើការលើឯកសារតែមួយក្នុងពេលតែមួយ។ ប្រសិនបើកុំព្យូទ័រយួរដៃបាត់ ឯកសារនៅតែមានសុវត្ថិភាព។</p>",
              imageAlt: "ពពកដែលមានបណ្ដាញចំណុចពណ៌មាស ភ្ជាប់ទៅមនុស្សបីនាក់",
            },
            en: {
              title: "Stop passing files around on USB sticks",
              subTitle: "One version for everyone",
              content:
                "<p>Keep company files in OneDrive and Teams so staff in the office, at home or in the provinces work on the same document at the same time. If a laptop is lost, the files are still safe.</p>",
              imageAlt: "A cloud with a gold network inside, linked to three people",
            },
            zh: {
              title: "告别 U 盘传文件",
              subTitle: "人人使用同一版本",
              content:
                "<p>将公司文件保存在 OneDrive 和 Teams 中，无论员工在办公室、在家还是在外省，都能同时编辑同一份文档。即使笔记本电脑丢失，文件依然安全。</p>",
              imageAlt: "内含金色网络的云朵连接着三个人",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីចំនួនបុគ្គលិក និងប្រព័ន្ធអ៊ីមែលដែលអ្នកកំពុងប្រើ ហើយយើងនឹងណែនាំកញ្ចប់ដែលសមស្រប។",
      en: "Tell us how many staff you have and which email you use today, and we will recommend the right plan.",
      zh: "请告诉我们员工人数和目前使用的邮箱，我们将为您推荐合适的套餐。",
    }),
  ],
};

/** MiHCM Lite ("/business/sme/digital_hr_service"): HR features, prices, how it works and contact. */
export const smeDigitalHrServicePage: SeedPage = {
  id: "SmeDigitalHrService",
  text: pageTitle("SmeDigitalHrService"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "MiHCM Lite" },
        en: { title: "MiHCM Lite" },
        zh: { title: "MiHCM Lite" },
      },
      items: [
        {
          data: {
            image: webBanner("home-sme-cloud-web.svg"),
            mobileImage: mobileBanner("home-sme-cloud-mobile.svg"),
            banner: bannerLinks("/business/sme/digital_hr_service#prices"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ប្រាក់បៀវត្សរ៍រួចរាល់ក្នុងប៉ុន្មាននាទី មិនមែនប៉ុន្មានថ្ងៃ",
              bannerDescription:
                "MiHCM Lite គ្រប់គ្រងប្រាក់បៀវត្សរ៍ ច្បាប់ឈប់សម្រាក និងវត្តមាន សម្រាប់បុគ្គលិករហូតដល់ ១០០ នាក់ ជាមួយបង្កាន់ដៃប្រាក់ខែជាភាសាខ្មែរ និងរបាយការណ៍សម្រាប់ ប.ស.ស.។",
              title: "មើលតម្លៃ",
              imageAlt: "ពពកដែលមានបណ្ដាញចំណុចពណ៌មាស ភ្ជាប់ទៅមនុស្សបីនាក់",
            },
            en: {
              bannerTitle: "Payroll done in minutes, not days",
              bannerDescription:
                "MiHCM Lite handles payroll, leave and attendance for up to 100 staff, with Khmer payslips and NSSF-ready reports.",
              title: "See prices",
              imageAlt: "A cloud with a gold network inside, linked to three people",
            },
            zh: {
              bannerTitle: "发薪只需几分钟，而不是几天",
              bannerDescription:
                "MiHCM Lite 为 100 人以内的企业管理薪资、请假和考勤，提供高棉语工资单和国家社保基金报表。",
              title: "查看价格",
              imageAlt: "内含金色网络的云朵连接着三个人",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 1, name: "Icons" },
      text: {
        km: { title: "អ្វីដែល MiHCM Lite ធ្វើជូនអ្នក" },
        en: { title: "What MiHCM Lite does for you" },
        zh: { title: "MiHCM Lite 能为您做什么" },
      },
      items: [
        {
          data: { titleIcon: icon("home-icon-payslip.svg") },
          text: {
            km: {
              title: "ប្រាក់បៀវត្សរ៍",
              description: "គណនាប្រាក់ខែ ម៉ោងបន្ថែម ពន្ធលើប្រាក់បៀវត្សរ៍ និងភាគទាន ប.ស.ស. ដោយស្វ័យប្រវត្តិ។",
            },
            en: {
              title: "Payroll",
              description: "Calculates salary, overtime, tax on salary and NSSF contributions automatically.",
            },
            zh: { title: "薪资核算", description: "自动计算工资、加班费、工资税和国家社保基金缴费。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-calendar.svg") },
          text: {
            km: {
              title: "ច្បាប់ឈប់សម្រាក",
              description: "បុគ្គលិកស្នើសុំច្បាប់ពីទូរស័ព្ទ ហើយប្រធានអនុម័តបានភ្លាមៗ។ ថ្ងៃបុណ្យជាតិត្រូវបានបញ្ចូលរួចជាស្រេច។",
            },
            en: {
              title: "Leave",
              description:
                "Staff request leave from their phones and managers approve at once. Public holidays are built in.",
            },
            zh: { title: "请假管理", description: "员工用手机申请，主管即时审批，已内置柬埔寨公共假日。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-clock.svg") },
          text: {
            km: {
              title: "វត្តមាន",
              description: "ចុះវត្តមានតាមទូរស័ព្ទដោយប្រើ GPS ឬម៉ាស៊ីនស្កេនមុខនៅការិយាល័យ។",
            },
            en: {
              title: "Attendance",
              description: "Check in by phone with GPS, or with a face scanner at the office.",
            },
            zh: { title: "考勤打卡", description: "手机 GPS 打卡，或在办公室使用人脸识别考勤机。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-phone.svg") },
          text: {
            km: {
              title: "បង្កាន់ដៃប្រាក់ខែលើទូរស័ព្ទ",
              description: "បុគ្គលិកទទួលបង្កាន់ដៃប្រាក់ខែជាភាសាខ្មែរ ឬអង់គ្លេស ក្នុងកម្មវិធីទូរស័ព្ទ។",
            },
            en: {
              title: "Payslips on the phone",
              description: "Staff receive their payslips in Khmer or English in the mobile app.",
            },
            zh: { title: "手机查看工资单", description: "员工可在手机应用中查看高棉语或英语工资单。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-usage.svg") },
          text: {
            km: {
              title: "របាយការណ៍រួចរាល់",
              description: "របាយការណ៍ ប.ស.ស. និងពន្ធ ព្រមទាំងឯកសារផ្ទេរប្រាក់សម្រាប់ធនាគារ។",
            },
            en: {
              title: "Reports ready to file",
              description: "NSSF and tax reports, plus salary transfer files for your bank.",
            },
            zh: { title: "报表一键生成", description: "国家社保基金和税务报表，以及银行代发工资文件。" },
          },
        },
        {
          data: { titleIcon: icon("home-icon-people.svg") },
          text: {
            km: {
              title: "ប្រវត្តិរូបបុគ្គលិក",
              description: "កិច្ចសន្យា ឯកសារ និងប្រវត្តិប្រាក់ខែ រក្សាទុកនៅកន្លែងតែមួយដោយសុវត្ថិភាព។",
            },
            en: {
              title: "Staff records",
              description: "Contracts, documents and salary history kept safely in one place.",
            },
            zh: { title: "员工档案", description: "合同、文件和薪资记录集中安全存放。" },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "prices",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: {
          title: "តម្លៃ MiHCM Lite",
          description: "តម្លៃក្នុងបុគ្គលិកម្នាក់ក្នុងមួយខែ យ៉ាងតិច ១០ នាក់។ តម្លៃរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "MiHCM Lite prices",
          description: "Per employee per month, minimum 10 employees. Prices include VAT.",
        },
        zh: { title: "MiHCM Lite 价格", description: "按员工人数每月计费，最少 10 人。价格已含增值税。" },
      },
      items: [
        {
          data: {
            image: icon("home-icon-payslip.svg"),
            actionUrl: "/register-steps?productId=781",
            showButton: true,
            productId: 781,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "MiHCM Lite Payroll",
              subTitle: "ប្រាក់បៀវត្សរ៍ប៉ុណ្ណោះ",
              description:
                "<ul><li>ប្រាក់ខែ ម៉ោងបន្ថែម និងប្រាក់រង្វាន់</li><li>ពន្ធលើប្រាក់បៀវត្សរ៍ និង ប.ស.ស.</li><li>បង្កាន់ដៃប្រាក់ខែជាភាសាខ្មែរ</li></ul>",
              priceDescription: "$1.50 / បុគ្គលិក / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលមានប្រព័ន្ធវត្តមានរួចហើយ",
              imageAlt: "",
            },
            en: {
              title: "MiHCM Lite Payroll",
              subTitle: "Payroll only",
              description:
                "<ul><li>Salary, overtime and bonuses</li><li>Tax on salary and NSSF</li><li>Khmer payslips</li></ul>",
              priceDescription: "$1.50 / employee / month",
              recommendedFor: "Companies that already track attendance",
              imageAlt: "",
            },
            zh: {
              title: "MiHCM Lite Payroll",
              subTitle: "仅薪资",
              description:
                "<ul><li>工资、加班费和奖金</li><li>工资税和国家社保基金</li><li>高棉语工资单</li></ul>",
              priceDescription: "$1.50 / 员工 / 月",
              recommendedFor: "已有考勤系统的企业",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-people.svg"),
            actionUrl: "/register-steps?productId=782",
            showButton: true,
            productId: 782,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "MiHCM Lite Complete",
              subTitle: "ប្រាក់បៀវត្សរ៍ ច្បាប់ឈប់សម្រាក និងវត្តមាន",
              description:
                "<ul><li>អ្វីៗទាំងអស់ក្នុង MiHCM Lite Payroll</li><li>ស្នើ និងអនុម័តច្បាប់ពីទូរស័ព្ទ</li><li>ចុះវត្តមានតាម GPS</li><li>កម្មវិធីទូរស័ព្ទសម្រាប់បុគ្គលិក</li></ul>",
              priceDescription: "$3 / បុគ្គលិក / ខែ",
              recommendedFor: "ក្រុមហ៊ុនមានបុគ្គលិក ១០ ទៅ ១០០ នាក់",
              imageAlt: "",
            },
            en: {
              title: "MiHCM Lite Complete",
              subTitle: "Payroll, leave and attendance",
              description:
                "<ul><li>Everything in MiHCM Lite Payroll</li><li>Leave requests and approvals by phone</li><li>GPS check-in</li><li>Mobile app for staff</li></ul>",
              priceDescription: "$3 / employee / month",
              recommendedFor: "Companies with 10–100 staff",
              imageAlt: "",
            },
            zh: {
              title: "MiHCM Lite Complete",
              subTitle: "薪资、请假和考勤",
              description:
                "<ul><li>包含 MiHCM Lite Payroll 全部功能</li><li>手机申请和审批请假</li><li>GPS 打卡</li><li>员工手机应用</li></ul>",
              priceDescription: "$3 / 员工 / 月",
              recommendedFor: "10–100 名员工的企业",
              imageAlt: "",
            },
          },
        },
        {
          data: {
            image: icon("home-icon-tools.svg"),
            actionUrl: "/register-steps?productId=783",
            showButton: true,
            productId: 783,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ការរៀបចំ និងបណ្ដុះបណ្ដាល",
              subTitle: "បង់តែម្ដង",
              description:
                "<ul><li>បញ្ចូលទិន្នន័យបុគ្គលិក និងប្រាក់ខែ</li><li>កំណត់គោលការណ៍ច្បាប់ឈប់សម្រាក</li><li>បណ្ដុះបណ្ដាលផ្នែកធនធានមនុស្ស ២ ម៉ោង</li></ul>",
              priceDescription: "$150 បង់តែម្ដង",
              recommendedFor: "ក្រុមហ៊ុនដែលចង់ចាប់ផ្ដើមប្រើក្នុងមួយសប្ដាហ៍",
              imageAlt: "",
            },
            en: {
              title: "Setup and training",
              subTitle: "One-time",
              description:
                "<ul><li>Staff and salary data imported</li><li>Leave policies configured</li><li>2 hours of training for HR</li></ul>",
              priceDescription: "$150 one-time",
              recommendedFor: "Companies that want to go live within a week",
              imageAlt: "",
            },
            zh: {
              title: "实施与培训",
              subTitle: "一次性",
              description:
                "<ul><li>导入员工和薪资数据</li><li>配置请假制度</li><li>为人事部门提供 2 小时培训</li></ul>",
              priceDescription: "一次性 $150",
              recommendedFor: "希望一周内上线的企业",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "ពីវត្តមាន ដល់បង្កាន់ដៃប្រាក់ខែ" },
        en: { title: "From attendance to payslip" },
        zh: { title: "从考勤到工资单" },
      },
      items: [
        {
          data: {
            image: panel("home-panel-hr.svg"),
            imageLocation: "left",
            actionUrl: "/business/digital_hr_service/mihcm_for_enterprise",
            showButton: true,
          },
          text: {
            km: {
              title: "ដំណើរការប្រាក់ខែប្រចាំខែ ក្នុងបីជំហាន",
              subTitle: "មិនចាំបាច់ប្រើតារាងគណនាដោយដៃទៀតទេ",
              content:
                "<ol><li>វត្តមាន និងច្បាប់ឈប់សម្រាកប្រចាំខែ ត្រូវបានប្រមូលដោយស្វ័យប្រវត្តិ។</li><li>ពិនិត្យ និងអនុម័តប្រាក់ខែ រួមទាំងពន្ធ និង ប.ស.ស.។</li><li>ផ្ញើឯកសារទៅធនាគារ ហើយបុគ្គលិកទទួលបង្កាន់ដៃប្រាក់ខែលើទូរស័ព្ទ។</li></ol><p>ក្រុមហ៊ុនរីកធំលើសពី ១០០ នាក់? ប្ដូរទៅ MiHCM សម្រាប់សហគ្រាស ដោយរក្សាទិន្នន័យទាំងអស់។</p>",
              imageAlt: "ផ្ទាំងគ្រប់គ្រងមានក្រាហ្វរបារ ប្រតិទិន និងនាឡិកា",
            },
            en: {
              title: "Monthly payroll in three steps",
              subTitle: "No more spreadsheets",
              content:
                "<ol><li>The month's attendance and leave are collected automatically.</li><li>Review and approve salaries, including tax and NSSF.</li><li>Send the file to your bank, and staff get their payslips on their phones.</li></ol><p>Growing past 100 staff? Move to MiHCM for Enterprise and keep all your data.</p>",
              imageAlt: "A dashboard with a bar chart, a calendar and a clock",
            },
            zh: {
              title: "三步完成月度发薪",
              subTitle: "告别 Excel 表格",
              content:
                "<ol><li>自动汇总当月考勤和请假。</li><li>审核并批准工资，含工资税和国家社保基金。</li><li>将文件发送至银行，员工在手机上收到工资单。</li></ol><p>员工超过 100 人？可升级至 MiHCM 企业版，所有数据完整保留。</p>",
              imageAlt: "带柱状图、日历和时钟的管理面板",
            },
          },
        },
      ],
    },
    smeContactForm({
      km: "ប្រាប់យើងពីចំនួនបុគ្គលិក និងរបៀបដែលអ្នកគណនាប្រាក់ខែបច្ចុប្បន្ន ហើយយើងនឹងរៀបចំការបង្ហាញផ្ទាល់ ៣០ នាទីដោយឥតគិតថ្លៃ។",
      en: "Tell us how many staff you have and how you run payroll today, and we will arrange a free 30-minute demo.",
      zh: "请告诉我们员工人数和目前的发薪方式，我们将为您安排 30 分钟免费演示。",
    }),
  ],
};
