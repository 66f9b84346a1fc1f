import type { SeedPage } from "../seed-types";
import {
  BULLETS_OPTION,
  ICONS_OPTION,
  icon,
  mobileBanner,
  panelImage,
  partnerLogo,
  promoImage,
  salesContactForm,
  webBanner,
} from "./business-pages-shared";
import { pageTitle } from "./page-titles";

/** The cloud pages share one banner artwork. */
const cloudBanner = {
  image: webBanner("biz-cloud-web.svg"),
  mobileImage: mobileBanner("biz-cloud-mobile.svg"),
};
const cloudBannerAlt = {
  km: "ពពកពណ៌ស្វាយធំមួយ ភ្ជាប់ដោយខ្សែចំណុចៗពណ៌មាស ទៅកាន់ម៉ាស៊ីនមេជាច្រើនជួរ លើផ្ទៃខាងក្រោយពណ៌ស្វាយចាស់",
  en: "A large purple cloud linked by dotted gold lines to rows of servers on a deep purple background",
  zh: "深紫色背景上，一朵紫色大云通过金色虚线连接到几排服务器",
};
const migratePanelAlt = {
  km: "ម៉ាស៊ីនមេមួយជួរនៅខាងឆ្វេង ដែលមានព្រួញពណ៌មាសផ្លាស់ទីទៅកាន់ពពកពណ៌ស្វាយ",
  en: "A stack of servers on the left with a gold arrow moving towards a purple cloud",
  zh: "左侧一排服务器，金色箭头指向一朵紫色云",
};

/** /business/cloud_solutions: Microsoft 365 plans and the other cloud platforms. */
export const cloudSolutions: SeedPage = {
  id: "CloudSolutions",
  text: pageTitle("CloudSolutions"),
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
          data: { ...cloudBanner, banner: { actionUrl: "#microsoft-365" }, showButton: true },
          text: {
            km: {
              bannerTitle: "ក្លោដដែលដំណើរការតាមរបៀបការងាររបស់អ្នក",
              bannerDescription:
                "Microsoft 365, AWS, Huawei Cloud និង VMware ជាមួយអាជ្ញាប័ណ្ណ ការផ្ទេរប្រព័ន្ធ និងការគាំទ្រពីក្រុមការងារក្នុងស្រុកនៅភ្នំពេញ។",
              title: "មើល Microsoft 365",
              imageAlt: cloudBannerAlt.km,
            },
            en: {
              bannerTitle: "Cloud that works the way you do",
              bannerDescription:
                "Microsoft 365, AWS, Huawei Cloud and VMware, licensed, migrated and supported by a local team in Phnom Penh.",
              title: "Explore Microsoft 365",
              imageAlt: cloudBannerAlt.en,
            },
            zh: {
              bannerTitle: "贴合您工作方式的云",
              bannerDescription: "Microsoft 365、AWS、华为云和 VMware，由金边本地团队负责许可、迁移与支持。",
              title: "了解 Microsoft 365",
              imageAlt: cloudBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "microsoft-365",
      text: {
        km: {
          title: "Microsoft 365 សម្រាប់អាជីវកម្ម",
          description:
            "អាជ្ញាប័ណ្ណគិតថ្លៃប្រចាំខែជាដុល្លារដោយរំដួលណិត ជាមួយការរៀបចំឥតគិតថ្លៃ និងការគាំទ្រជាភាសាខ្មែរ។ កិច្ចសន្យាប្រចាំឆ្នាំ រហូតដល់ ៣០០ អ្នកប្រើក្នុងមួយកញ្ចប់។",
        },
        en: {
          title: "Microsoft 365 for business",
          description:
            "Licences billed monthly in USD by Romdoul Net, with free setup and support in Khmer. Annual commitment, up to 300 users per plan.",
        },
        zh: {
          title: "Microsoft 365 商业版",
          description:
            "由隆都网络按月以美元开票，免费开通设置，提供高棉语支持。年度承诺，每个套餐最多 300 名用户。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=381",
            showButton: true,
            productId: 381,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Microsoft 365 Business Basic",
              subTitle: "អ៊ីមែល Teams និងទំហំផ្ទុក 1 TB",
              description:
                "<ul><li>អ៊ីមែលអាជីវកម្ម ប្រអប់សំបុត្រ 50 GB</li><li>ការជជែក និងកិច្ចប្រជុំតាម Microsoft Teams</li><li>Word, Excel និង PowerPoint កំណែលើគេហទំព័រ និងទូរស័ព្ទដៃ</li><li>OneDrive 1 TB សម្រាប់អ្នកប្រើម្នាក់</li></ul>",
              priceDescription: "$6 / អ្នកប្រើ / ខែ",
              recommendedFor: "ក្រុមការងារដែលធ្វើការភាគច្រើនតាមអ៊ីនធឺណិត",
            },
            en: {
              title: "Microsoft 365 Business Basic",
              subTitle: "Email, Teams and 1 TB of storage",
              description:
                "<ul><li>Business email with a 50 GB mailbox</li><li>Microsoft Teams chat and meetings</li><li>Web and mobile Word, Excel and PowerPoint</li><li>1 TB of OneDrive per user</li></ul>",
              priceDescription: "$6 / user / month",
              recommendedFor: "Teams that work mostly online",
            },
            zh: {
              title: "Microsoft 365 Business Basic",
              subTitle: "电子邮件、Teams 和 1 TB 存储",
              description:
                "<ul><li>50 GB 企业邮箱</li><li>Microsoft Teams 聊天与会议</li><li>网页版和移动版 Word、Excel、PowerPoint</li><li>每用户 1 TB OneDrive</li></ul>",
              priceDescription: "$6 / 用户 / 月",
              recommendedFor: "主要在线办公的团队",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=382",
            showButton: true,
            productId: 382,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Microsoft 365 Business Standard",
              subTitle: "គ្រប់មុខងារ Basic បូកកម្មវិធីលើកុំព្យូទ័រ",
              description:
                "<ul><li>កម្មវិធី Office លើកុំព្យូទ័ររហូតដល់ ៥ គ្រឿងក្នុងមួយអ្នកប្រើ</li><li>សិក្ខាសាលាតាមអ៊ីនធឺណិត និងការចុះឈ្មោះអ្នកចូលរួម</li><li>ប្រព័ន្ធកក់ការណាត់ជួបជាមួយអតិថិជន</li></ul>",
              priceDescription: "$12.50 / អ្នកប្រើ / ខែ",
              recommendedFor: "ការិយាល័យភាគច្រើន",
            },
            en: {
              title: "Microsoft 365 Business Standard",
              subTitle: "Everything in Basic, plus desktop apps",
              description:
                "<ul><li>Desktop Office apps on up to 5 computers per user</li><li>Webinars with attendee registration</li><li>Appointment booking for your customers</li></ul>",
              priceDescription: "$12.50 / user / month",
              recommendedFor: "Most offices",
            },
            zh: {
              title: "Microsoft 365 Business Standard",
              subTitle: "包含 Basic 全部功能及桌面应用",
              description:
                "<ul><li>每用户最多在 5 台电脑上安装桌面版 Office</li><li>网络研讨会及参会登记</li><li>客户预约管理</li></ul>",
              priceDescription: "$12.50 / 用户 / 月",
              recommendedFor: "大多数办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=383",
            showButton: true,
            productId: 383,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Microsoft 365 Business Premium",
              subTitle: "គ្រប់មុខងារ Standard បូកសុវត្ថិភាពកម្រិតខ្ពស់",
              description:
                "<ul><li>គ្រប់គ្រងកុំព្យូទ័រយួរដៃ និងទូរស័ព្ទ</li><li>ការពារការបោកប្រាស់តាមអ៊ីមែល និងមេរោគចាប់ជំរិតទិន្នន័យ</li><li>ការកំណត់សិទ្ធិចូលប្រើតាមលក្ខខណ្ឌ និងការការពារការលេចធ្លាយទិន្នន័យ</li></ul>",
              priceDescription: "$22 / អ្នកប្រើ / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលគ្រប់គ្រងទិន្នន័យរសើប",
            },
            en: {
              title: "Microsoft 365 Business Premium",
              subTitle: "Everything in Standard, plus advanced security",
              description:
                "<ul><li>Device management for laptops and phones</li><li>Protection against phishing and ransomware</li><li>Conditional access and data loss prevention</li></ul>",
              priceDescription: "$22 / user / month",
              recommendedFor: "Companies handling sensitive data",
            },
            zh: {
              title: "Microsoft 365 Business Premium",
              subTitle: "包含 Standard 全部功能及高级安全",
              description:
                "<ul><li>笔记本和手机设备管理</li><li>防御网络钓鱼和勒索软件</li><li>条件访问与数据防泄漏</li></ul>",
              priceDescription: "$22 / 用户 / 月",
              recommendedFor: "处理敏感数据的企业",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      anchor: "platforms",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "វេទិកាក្លោដផ្សេងទៀត" },
        en: { title: "More cloud platforms" },
        zh: { title: "更多云平台" },
      },
      items: [
        {
          data: {
            image: panelImage("biz-panel-migrate.svg"),
            imageLocation: "left",
            actionUrl: "/business/aws",
            showButton: true,
          },
          text: {
            km: {
              title: "Amazon Web Services",
              subTitle: "ទំហំសកល ជាមួយការទូទាត់ក្នុងស្រុក",
              content:
                "<p>ដំណើរការអ្វីៗគ្រប់យ៉ាង ចាប់ពីគេហទំព័រ ដល់វេទិកាទិន្នន័យលើ AWS ជាមួយវិក្កយបត្រជាដុល្លារពីរំដួលណិត និងវិស្វករមានវិញ្ញាបនបត្រនៅភ្នំពេញ ដើម្បីរចនា ផ្ទេរ និងគ្រប់គ្រងប្រព័ន្ធ។</p>",
              imageAlt: migratePanelAlt.km,
            },
            en: {
              title: "Amazon Web Services",
              subTitle: "Global scale with local billing",
              content:
                "<p>Run anything from a website to a data platform on AWS, with a USD invoice from Romdoul Net and certified engineers in Phnom Penh to design, migrate and manage it.</p>",
              imageAlt: migratePanelAlt.en,
            },
            zh: {
              title: "亚马逊云科技 AWS",
              subTitle: "全球规模，本地结算",
              content:
                "<p>从网站到数据平台，任何业务都能在 AWS 上运行。隆都网络提供美元发票，金边认证工程师负责设计、迁移和管理。</p>",
              imageAlt: migratePanelAlt.zh,
            },
          },
        },
        {
          data: {
            image: panelImage("biz-panel-cloud.svg"),
            imageLocation: "right",
            actionUrl: "/business/huawei_cloud",
            showButton: true,
          },
          text: {
            km: {
              title: "Huawei Cloud",
              subTitle: "តំបន់ក្លោដនៅជិតកម្ពុជា",
              content:
                "<p>ម៉ាស៊ីនមេ ឃ្លាំងផ្ទុក និងមូលដ្ឋានទិន្នន័យដែលអាចបត់បែនបាន នៅតំបន់ Huawei Cloud ក្នុងទីក្រុងបាងកក សិង្ហបុរី និងហុងកុង ជាមួយការគាំទ្រជាភាសាខ្មែរ និងចិន។</p>",
              imageAlt: "ពពកពណ៌ស្វាយធំមួយ ភ្ជាប់ដោយខ្សែចំណុចៗពណ៌មាស ទៅកាន់ម៉ាស៊ីនមេជាច្រើនជួរ លើផ្ទៃខាងក្រោយពណ៌ស្វាយស្រាល",
            },
            en: {
              title: "Huawei Cloud",
              subTitle: "Regions close to Cambodia",
              content:
                "<p>Elastic servers, storage and databases in Huawei Cloud regions in Bangkok, Singapore and Hong Kong, with support in Khmer and Chinese.</p>",
              imageAlt:
                "A large purple cloud linked by dotted gold lines to rows of servers, on a pale lilac background",
            },
            zh: {
              title: "华为云",
              subTitle: "靠近柬埔寨的云区域",
              content:
                "<p>在华为云曼谷、新加坡和香港区域使用弹性云服务器、存储和数据库，提供高棉语和中文支持。</p>",
              imageAlt: "淡紫色背景上，一朵紫色大云通过金色虚线连接到几排服务器",
            },
          },
        },
        {
          data: {
            image: panelImage("biz-panel-vm.svg"),
            imageLocation: "left",
            actionUrl: "/business/vm_ware",
            showButton: true,
          },
          text: {
            km: {
              title: "ក្លោដឯកជន VMware",
              subTitle: "ក្លោដផ្ទាល់ខ្លួនរបស់អ្នកនៅភ្នំពេញ",
              content:
                "<p>ធនធាន VMware ឯកជននៅមជ្ឈមណ្ឌលទិន្នន័យ Tier III របស់យើង សម្រាប់ប្រព័ន្ធដែលត្រូវតែរក្សាទុកនៅកម្ពុជា ដោយមានការបម្រុងទុកទិន្នន័យ និងការស្ដារប្រព័ន្ធពេលមានគ្រោះស្រាប់។</p>",
              imageAlt: "គូបពណ៌ស្វាយតម្រួតលើគ្នា ដែលមានគូបពណ៌មាសនៅកំពូល លើផ្ទៃខាងក្រោយពណ៌ស្វាយស្រាល",
            },
            en: {
              title: "VMware private cloud",
              subTitle: "Your own cloud in Phnom Penh",
              content:
                "<p>Dedicated VMware resources in our Tier III data centre for systems that must stay in Cambodia, with backup and disaster recovery built in.</p>",
              imageAlt: "Stacked purple cubes with a gold cube on top, on a pale lilac background",
            },
            zh: {
              title: "VMware 私有云",
              subTitle: "您在金边的专属云",
              content:
                "<p>Tier III 数据中心内的专属 VMware 资源，适用于必须留在柬埔寨的系统，内置备份和灾难恢复。</p>",
              imageAlt: "淡紫色背景上层叠的紫色立方体，顶端为金色立方体",
            },
          },
        },
      ],
    },
    {
      type: "PartnerLogos",
      text: {
        km: {
          title: "ដៃគូកម្មវិធី",
          description: "ដៃគូកម្មវិធី និងសុវត្ថិភាពក្នុងស្រុក ដែលយើងផ្ដល់ដំណោះស្រាយរបស់ពួកគេលើវេទិកាក្លោដរបស់យើង។",
        },
        en: {
          title: "Software partners",
          description:
            "Local software and security partners whose solutions we deliver on our cloud platforms.",
        },
        zh: { title: "软件合作伙伴", description: "我们在云平台上交付其解决方案的本地软件与安全合作伙伴。" },
      },
      items: [
        partnerLogo("tonlix"),
        partnerLogo("apsira"),
        partnerLogo("lotara"),
        partnerLogo("vattra"),
        partnerLogo("kampra"),
      ],
    },
    {
      type: "FileDownload",
      text: {
        km: { title: "ឯកសារសម្រាប់ទាញយក" },
        en: { title: "Download" },
        zh: { title: "资料下载" },
      },
      items: [
        {
          data: { file: "cloud-solutions-brochure.pdf" },
          text: {
            km: {
              title: "ខិត្តប័ណ្ណដំណោះស្រាយក្លោដ",
              description: "ទិដ្ឋភាពទូទៅនៃកញ្ចប់ Microsoft 365 និងសេវា AWS, Huawei Cloud និង VMware។",
            },
            en: {
              title: "Cloud solutions brochure",
              description: "Microsoft 365 plans and our AWS, Huawei Cloud and VMware services at a glance.",
            },
            zh: {
              title: "云解决方案宣传册",
              description: "Microsoft 365 套餐及 AWS、华为云和 VMware 服务一览。",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/aws: AWS resale, management and migration. */
export const aws: SeedPage = {
  id: "Aws",
  text: pageTitle("Aws"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "សេវាក្លោដ AWS" },
        en: { title: "Amazon Web Services" },
        zh: { title: "亚马逊云科技 AWS" },
      },
      items: [
        {
          data: { ...cloudBanner, banner: { actionUrl: "#contact" }, showButton: true },
          text: {
            km: {
              bannerTitle: "AWS ជាមួយដៃគូក្នុងស្រុកនៅក្បែរអ្នក",
              bannerDescription:
                "បើកគណនីដែលគិតថ្លៃជាដុល្លារដោយរំដួលណិត ទទួលជំនួយពីវិស្វករមានវិញ្ញាបនបត្រ និងតភ្ជាប់ដោយឯកជនពីភ្នំពេញ។",
              title: "ពិភាក្សាជាមួយអ្នកជំនាញ AWS",
              imageAlt: cloudBannerAlt.km,
            },
            en: {
              bannerTitle: "AWS, with a local partner at your side",
              bannerDescription:
                "Open an account billed in USD by Romdoul Net, get help from certified engineers and connect privately from Phnom Penh.",
              title: "Talk to an AWS expert",
              imageAlt: cloudBannerAlt.en,
            },
            zh: {
              bannerTitle: "AWS，本地伙伴全程相伴",
              bannerDescription: "开通由隆都网络以美元结算的账户，获得认证工程师的帮助，并从金边专线直连。",
              title: "咨询 AWS 专家",
              imageAlt: cloudBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: ICONS_OPTION,
      text: {
        km: { title: "ហេតុអ្វីទិញ AWS តាមរយៈរំដួលណិត" },
        en: { title: "Why buy AWS through Romdoul Net" },
        zh: { title: "为什么通过隆都网络购买 AWS" },
      },
      items: [
        {
          data: { titleIcon: icon("biz-icon-coins.svg") },
          text: {
            km: {
              title: "វិក្កយបត្រក្នុងស្រុក",
              description:
                "វិក្កយបត្រប្រចាំខែតែមួយជាដុល្លារ ពីក្រុមហ៊ុនកម្ពុជា ទូទាត់តាមការផ្ទេរប្រាក់តាមធនាគារ ដោយមិនត្រូវការកាតឥណទាន។",
            },
            en: {
              title: "Local invoicing",
              description:
                "One monthly invoice in USD from a Cambodian company, paid by bank transfer. No credit card needed.",
            },
            zh: {
              title: "本地开票",
              description: "由柬埔寨公司每月开具一张美元发票，银行转账付款，无需信用卡。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-badge.svg") },
          text: {
            km: {
              title: "វិស្វករមានវិញ្ញាបនបត្រ",
              description: "ស្ថាបត្យករ និងវិស្វករប្រតិបត្តិការដែលមានវិញ្ញាបនបត្រ AWS នៅភ្នំពេញ។",
            },
            en: {
              title: "Certified engineers",
              description: "AWS-certified architects and operations engineers based in Phnom Penh.",
            },
            zh: { title: "认证工程师", description: "常驻金边、持有 AWS 认证的架构师和运维工程师。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-checklist.svg") },
          text: {
            km: {
              title: "ការពិនិត្យស្ថាបត្យកម្មឥតគិតថ្លៃ",
              description: "ការពិនិត្យសុវត្ថិភាព ចំណាយ និងភាពអាចទុកចិត្តបាន សម្រាប់គណនីថ្មីនីមួយៗ។",
            },
            en: {
              title: "Free architecture review",
              description: "A review of security, cost and reliability for every new account.",
            },
            zh: { title: "免费架构评估", description: "为每个新账户评估安全性、成本和可靠性。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-chart.svg") },
          text: {
            km: {
              title: "ការកាត់បន្ថយចំណាយ",
              description: "របាយការណ៍ប្រចាំខែ បង្ហាញការសន្សំពីការកក់ធនធានទុកមុន និងការកំណត់ទំហំឱ្យត្រឹមត្រូវ។",
            },
            en: {
              title: "Cost optimisation",
              description: "Monthly reports with savings from reserved capacity and right-sizing.",
            },
            zh: { title: "成本优化", description: "每月报告，展示预留容量和规格优化带来的节省。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-link.svg") },
          text: {
            km: {
              title: "ការតភ្ជាប់ឯកជន",
              description: "ចូលប្រើ AWS ដោយឯកជនពីការិយាល័យរបស់អ្នក ឬពីមជ្ឈមណ្ឌលទិន្នន័យរបស់យើង តាមសេវាតភ្ជាប់ផ្ទាល់ទៅក្លោដ។",
            },
            en: {
              title: "Private connection",
              description:
                "Reach AWS privately from your office or our data centre with cloud direct connect.",
            },
            zh: {
              title: "专线连接",
              description: "通过云专线直连，从您的办公室或我们的数据中心私密访问 AWS。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-headset.svg") },
          text: {
            km: {
              title: "ការគាំទ្រ ២៤/៧",
              description: "ការគាំទ្រជួរមុខក្នុងស្រុក ដែលបញ្ជូនបន្តទៅ AWS នៅពេលចាំបាច់។",
            },
            en: {
              title: "24/7 support",
              description: "Local first-line support that escalates to AWS when needed.",
            },
            zh: { title: "24/7 支持", description: "本地一线支持，必要时升级至 AWS。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      anchor: "migration",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ផ្ទេរប្រព័ន្ធដោយមានផែនការ" },
        en: { title: "Migrate with a plan" },
        zh: { title: "有计划地迁移上云" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-migrate.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "ពីបន្ទប់ម៉ាស៊ីនមេរបស់អ្នក ទៅ AWS ក្នុងបួនជំហាន",
              subTitle: "វិធីសាស្ត្រផ្ទេរប្រព័ន្ធដែលបានបញ្ជាក់រួច",
              content:
                "<ol><li><strong>វាយតម្លៃ៖</strong> យើងរាយបញ្ជីម៉ាស៊ីនមេ និងកម្មវិធីរបស់អ្នក ហើយប៉ាន់ស្មានថ្លៃ AWS ប្រចាំខែ។</li>" +
                "<li><strong>រៀបចំផែនការ៖</strong> យើងរចនាគណនី បណ្ដាញ និងសុវត្ថិភាព ហើយព្រមព្រៀងលើកាលវិភាគផ្ទេរ។</li>" +
                "<li><strong>ផ្ទេរ៖</strong> ប្រព័ន្ធត្រូវបានផ្ទេរជាដំណាក់កាល និងធ្វើតេស្តមុនការប្ដូរនីមួយៗ។</li>" +
                "<li><strong>ដំណើរការ៖</strong> យើងតាមដាន បម្រុងទុក និងកែលម្អ ឬប្រគល់ឱ្យក្រុមការងាររបស់អ្នក។</li></ol>",
              imageAlt: migratePanelAlt.km,
            },
            en: {
              title: "From your server room to AWS in four steps",
              subTitle: "A proven migration method",
              content:
                "<ol><li><strong>Assess:</strong> we list your servers and applications and estimate the monthly AWS cost.</li>" +
                "<li><strong>Plan:</strong> we design accounts, network and security, and agree a migration calendar.</li>" +
                "<li><strong>Migrate:</strong> systems move in waves and are tested before each switch-over.</li>" +
                "<li><strong>Run:</strong> we monitor, back up and optimise, or hand over to your team.</li></ol>",
              imageAlt: migratePanelAlt.en,
            },
            zh: {
              title: "四步将机房迁至 AWS",
              subTitle: "经过验证的迁移方法",
              content:
                "<ol><li><strong>评估：</strong>梳理您的服务器和应用，估算每月 AWS 费用。</li>" +
                "<li><strong>规划：</strong>设计账户、网络和安全架构，商定迁移日程。</li>" +
                "<li><strong>迁移：</strong>系统分批迁移，每次切换前充分测试。</li>" +
                "<li><strong>运营：</strong>由我们负责监控、备份和优化，或移交给您的团队。</li></ol>",
              imageAlt: migratePanelAlt.zh,
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
          title: "ជម្រើសសេវា AWS",
          description: "ការប្រើប្រាស់ AWS គិតថ្លៃតាមតម្លៃផ្លូវការរបស់ AWS ជាដុល្លារ។ ថ្លៃសេវាមិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម។",
        },
        en: {
          title: "Ways to work with us",
          description: "AWS usage is billed at AWS list prices in USD. Service fees exclude VAT.",
        },
        zh: { title: "AWS 服务方案", description: "AWS 用量按 AWS 官方美元价格计费。服务费不含增值税。" },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=391",
            showButton: true,
            productId: 391,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "AWS គិតថ្លៃតាមការប្រើប្រាស់",
              subTitle: "ប្រើប៉ុណ្ណា បង់ប៉ុណ្ណឹង",
              description:
                "<ul><li>គណនីរួចរាល់ក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ</li><li>វិក្កយបត្រជាដុល្លារមួយខែម្ដង ទូទាត់តាមធនាគារ</li><li>ការជូនដំណឹងពីចំណាយតាមអ៊ីមែល</li></ul>",
              priceDescription: "គ្មានថ្លៃសេវា",
              recommendedFor: "ក្រុមការងារដែលស្គាល់ AWS រួចហើយ",
            },
            en: {
              title: "AWS Billing",
              subTitle: "Pay as you go",
              description:
                "<ul><li>Account ready within 2 working days</li><li>One USD invoice a month, paid by bank transfer</li><li>Cost alerts by email</li></ul>",
              priceDescription: "No service fee",
              recommendedFor: "Teams that already know AWS",
            },
            zh: {
              title: "AWS Billing",
              subTitle: "按量付费",
              description:
                "<ul><li>2 个工作日内开通账户</li><li>每月一张美元发票，银行转账付款</li><li>邮件费用提醒</li></ul>",
              priceDescription: "无服务费",
              recommendedFor: "已熟悉 AWS 的团队",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=392",
            showButton: true,
            productId: 392,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "AWS គ្រប់គ្រងជូន",
              subTitle: "ការតាមដាន ការដំឡើងកំណែ និងការបម្រុងទុក",
              description:
                "<ul><li>ការតាមដាន និងដោះស្រាយការជូនដំណឹង ២៤/៧</li><li>ការដំឡើងកំណែ និងពិនិត្យការបម្រុងទុកប្រចាំខែ</li><li>របាយការណ៍កាត់បន្ថយចំណាយប្រចាំខែ</li></ul>",
              priceDescription: "ចាប់ពី $250 / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលគ្មានក្រុមការងារក្លោដផ្ទាល់",
            },
            en: {
              title: "AWS Managed",
              subTitle: "Monitoring, patching and backup",
              description:
                "<ul><li>24/7 monitoring and alert handling</li><li>Monthly patching and backup checks</li><li>Monthly cost optimisation report</li></ul>",
              priceDescription: "From $250 / month",
              recommendedFor: "Companies without their own cloud team",
            },
            zh: {
              title: "AWS Managed",
              subTitle: "监控、补丁与备份",
              description:
                "<ul><li>24/7 监控与告警处理</li><li>每月补丁更新与备份检查</li><li>每月成本优化报告</li></ul>",
              priceDescription: "$250 / 月起",
              recommendedFor: "没有自建云团队的企业",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=393",
            showButton: true,
            productId: 393,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "កញ្ចប់ផ្ទេរប្រព័ន្ធ",
              subTitle: "រហូតដល់ម៉ាស៊ីនមេ ២០",
              description:
                "<ul><li>ការវាយតម្លៃ និងផែនការផ្ទេរប្រព័ន្ធ</li><li>ការផ្ទេរជាដំណាក់កាល ជាមួយការធ្វើតេស្ត</li><li>ការគាំទ្រ ៣០ ថ្ងៃបន្ទាប់ពីផ្ទេររួច</li></ul>",
              priceDescription: "ចាប់ពី $1,500 បង់តែម្ដង",
              recommendedFor: "ការផ្លាស់បន្ទប់ម៉ាស៊ីនមេទៅលើក្លោដ",
            },
            en: {
              title: "Migration Package",
              subTitle: "Up to 20 servers",
              description:
                "<ul><li>Assessment and migration plan</li><li>Migration in waves, with testing</li><li>30 days of support after the move</li></ul>",
              priceDescription: "From $1,500 one-off",
              recommendedFor: "Moving a server room to the cloud",
            },
            zh: {
              title: "Migration Package",
              subTitle: "最多 20 台服务器",
              description: "<ul><li>评估与迁移规划</li><li>分批迁移并测试</li><li>迁移后 30 天支持</li></ul>",
              priceDescription: "$1,500 起（一次性）",
              recommendedFor: "将机房整体迁移上云",
            },
          },
        },
      ],
    },
    {
      type: "PartnerLogos",
      text: {
        km: { title: "ដៃគូក្នុងស្រុកដែលបង្កើតដំណោះស្រាយលើ AWS ជាមួយយើង" },
        en: { title: "Local partners building on AWS with us" },
        zh: { title: "与我们一起基于 AWS 构建方案的本地伙伴" },
      },
      items: [partnerLogo("kampra"), partnerLogo("apsira"), partnerLogo("sovanta"), partnerLogo("lotara")],
    },
    salesContactForm(),
  ],
};

/** /business/huawei_cloud: Huawei Cloud resale with local billing and support. */
export const huaweiCloud: SeedPage = {
  id: "HuaweiCloud",
  text: pageTitle("HuaweiCloud"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "Huawei Cloud" },
        en: { title: "Huawei Cloud" },
        zh: { title: "华为云" },
      },
      items: [
        {
          data: { ...cloudBanner, banner: { actionUrl: "#prices" }, showButton: true },
          text: {
            km: {
              bannerTitle: "Huawei Cloud គិតថ្លៃ និងគាំទ្រក្នុងស្រុក",
              bannerDescription:
                "ម៉ាស៊ីនមេ ឃ្លាំងផ្ទុក និងមូលដ្ឋានទិន្នន័យដែលអាចបត់បែនបាន ពីតំបន់ក្លោដក្បែរៗ ជាមួយវិស្វករនៅភ្នំពេញជួយផ្ទេរប្រព័ន្ធរបស់អ្នក។",
              title: "មើលតម្លៃ",
              imageAlt: cloudBannerAlt.km,
            },
            en: {
              bannerTitle: "Huawei Cloud, billed and supported locally",
              bannerDescription:
                "Elastic servers, storage and databases from nearby regions, with engineers in Phnom Penh to help you migrate.",
              title: "See prices",
              imageAlt: cloudBannerAlt.en,
            },
            zh: {
              bannerTitle: "华为云，本地结算与支持",
              bannerDescription: "就近区域的弹性云服务器、存储和数据库，金边工程师协助您完成迁移。",
              title: "查看价格",
              imageAlt: cloudBannerAlt.zh,
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
          title: "សេវា Huawei Cloud ពេញនិយម",
          description: "តម្លៃប្រហាក់ប្រហែលជាដុល្លារ សម្រាប់តំបន់បាងកក។ វិក្កយបត្រប្រចាំខែបង្ហាញការប្រើប្រាស់ជាក់ស្ដែង។",
        },
        en: {
          title: "Popular Huawei Cloud services",
          description:
            "Indicative USD prices in the Bangkok region. Your monthly invoice shows your exact usage.",
        },
        zh: {
          title: "热门华为云服务",
          description: "以下为曼谷区域的参考美元价格，月度账单按实际用量计费。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=401",
            showButton: true,
            productId: 401,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Elastic Cloud Server",
              subTitle: "2 vCPU, RAM 4 GB",
              description:
                "<ul><li>ថាសប្រព័ន្ធ 40 GB</li><li>បង់ប្រចាំខែ ឬប្រចាំឆ្នាំ</li><li>បង្កើនធនធានក្នុងរយៈពេលប៉ុន្មាននាទី</li></ul>",
              priceDescription: "ចាប់ពី $38 / ខែ",
              recommendedFor: "គេហទំព័រ និងកម្មវិធីអាជីវកម្ម",
            },
            en: {
              title: "Elastic Cloud Server",
              subTitle: "2 vCPU, 4 GB RAM",
              description:
                "<ul><li>40 GB system disk</li><li>Pay monthly or yearly</li><li>Scale up in minutes</li></ul>",
              priceDescription: "From $38 / month",
              recommendedFor: "Websites and business applications",
            },
            zh: {
              title: "弹性云服务器 ECS",
              subTitle: "2 vCPU，4 GB RAM",
              description: "<ul><li>40 GB 系统盘</li><li>按月或按年付费</li><li>数分钟内即可扩容</li></ul>",
              priceDescription: "$38 / 月起",
              recommendedFor: "网站和业务应用",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=402",
            showButton: true,
            productId: 402,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Object Storage Service",
              subTitle: "បង់តាមទំហំដែលអ្នករក្សាទុក",
              description:
                "<ul><li>ថ្នាក់ស្តង់ដារ ថ្នាក់ប្រើម្ដងម្កាល និងថ្នាក់បណ្ណសារ</li><li>ស័ក្តិសមសម្រាប់ការបម្រុងទុក រូបភាព វីដេអូ និងកំណត់ហេតុប្រព័ន្ធ</li></ul>",
              priceDescription: "ចាប់ពី $0.02 / GB / ខែ",
              recommendedFor: "ការបម្រុងទុក រូបថត និងវីដេអូ",
            },
            en: {
              title: "Object Storage Service",
              subTitle: "Pay for what you store",
              description:
                "<ul><li>Standard, infrequent access and archive classes</li><li>Ideal for backups, media and logs</li></ul>",
              priceDescription: "From $0.02 / GB / month",
              recommendedFor: "Backups, photos and video",
            },
            zh: {
              title: "对象存储服务 OBS",
              subTitle: "按存储量付费",
              description: "<ul><li>标准、低频访问和归档存储类别</li><li>适合备份、媒体文件和日志</li></ul>",
              priceDescription: "$0.02 / GB / 月起",
              recommendedFor: "备份、照片和视频",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=403",
            showButton: true,
            productId: 403,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Relational Database Service",
              subTitle: "2 vCPU, RAM 4 GB, ដំណើរការជាប់ជានិច្ច",
              description:
                "<ul><li>មូលដ្ឋានទិន្នន័យចម្បង និងបម្រុង នៅតំបន់ពីរ</li><li>ការបម្រុងទុកស្វ័យប្រវត្តិ រក្សាទុក ៧ ថ្ងៃ</li><li>MySQL ឬ PostgreSQL</li></ul>",
              priceDescription: "ចាប់ពី $65 / ខែ",
              recommendedFor: "ERP ពាណិជ្ជកម្មអេឡិចត្រូនិក និងប្រព័ន្ធស្នូល",
            },
            en: {
              title: "Relational Database Service",
              subTitle: "2 vCPU, 4 GB RAM, high availability",
              description:
                "<ul><li>Primary and standby in two zones</li><li>Automatic backups kept for 7 days</li><li>MySQL or PostgreSQL</li></ul>",
              priceDescription: "From $65 / month",
              recommendedFor: "ERP, e-commerce and core systems",
            },
            zh: {
              title: "云数据库 RDS",
              subTitle: "2 vCPU，4 GB RAM，高可用",
              description:
                "<ul><li>主备实例分布于两个可用区</li><li>自动备份保留 7 天</li><li>MySQL 或 PostgreSQL</li></ul>",
              priceDescription: "$65 / 月起",
              recommendedFor: "ERP、电商和核心系统",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=404",
            showButton: true,
            productId: 404,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ការបញ្ជូនទិន្នន័យ",
              subTitle: "ចរាចរណ៍ចេញទៅអ៊ីនធឺណិត",
              description: "<ul><li>ចរាចរណ៍ចូលឥតគិតថ្លៃ</li><li>តម្លៃទាបជាង តាមការតភ្ជាប់ផ្ទាល់ទៅក្លោដ</li></ul>",
              priceDescription: "ចាប់ពី $0.08 / GB",
              recommendedFor: "គេហទំព័រ និងកម្មវិធីដែលមានអ្នកប្រើច្រើន",
            },
            en: {
              title: "Data Transfer",
              subTitle: "Outbound internet traffic",
              description:
                "<ul><li>Inbound traffic is free</li><li>Lower rates over cloud direct connect</li></ul>",
              priceDescription: "From $0.08 / GB",
              recommendedFor: "Sites and apps with many visitors",
            },
            zh: {
              title: "数据传输",
              subTitle: "公网出方向流量",
              description: "<ul><li>入方向流量免费</li><li>经云专线直连费率更低</li></ul>",
              priceDescription: "$0.08 / GB 起",
              recommendedFor: "访问量大的网站和应用",
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
        km: { title: "ហេតុអ្វីប្រើ Huawei Cloud ជាមួយរំដួលណិត" },
        en: { title: "Why Huawei Cloud with Romdoul Net" },
        zh: { title: "为什么通过隆都网络使用华为云" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "តំបន់ក្លោដនៅជិតកម្ពុជា",
              description: "តំបន់បាងកក សិង្ហបុរី និងហុងកុង នៅឆ្ងាយត្រឹមប៉ុន្មានមិល្លីវិនាទីតាមបណ្ដាញរបស់យើង។",
            },
            en: {
              title: "Regions close to Cambodia",
              description:
                "Bangkok, Singapore and Hong Kong regions, just milliseconds away over our network.",
            },
            zh: {
              title: "靠近柬埔寨的区域",
              description: "曼谷、新加坡和香港区域，通过我们的网络仅需几毫秒。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការទូទាត់ក្នុងស្រុក",
              description: "វិក្កយបត្រប្រចាំខែជាដុល្លារ ទូទាត់តាមការផ្ទេរប្រាក់តាមធនាគារ ឬ KHQR។",
            },
            en: {
              title: "Local billing",
              description: "A monthly invoice in USD, payable by bank transfer or KHQR.",
            },
            zh: { title: "本地结算", description: "每月美元发票，可银行转账或 KHQR 付款。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការគាំទ្រជាភាសាខ្មែរ និងចិន",
              description: "ក្រុមការងារក្លោដរបស់យើង ធ្វើការជាមួយអ្នកជាភាសាខ្មែរ ចិន និងអង់គ្លេស។",
            },
            en: {
              title: "Support in Khmer and Chinese",
              description: "Our cloud team works with you in Khmer, Chinese and English.",
            },
            zh: { title: "高棉语和中文支持", description: "我们的云团队可用高棉语、中文和英语与您沟通。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការតភ្ជាប់ឯកជន",
              description: "បន្ថែមការតភ្ជាប់ផ្ទាល់ទៅក្លោដ ដើម្បីទទួលបានពេលពន្យារថេរ និងថ្លៃបញ្ជូនទាបជាង។",
            },
            en: {
              title: "Private connection",
              description: "Add cloud direct connect for steady latency and lower transfer costs.",
            },
            zh: { title: "专线连接", description: "加购云专线直连，时延更稳定，传输费用更低。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការវាយតម្លៃការផ្ទេរប្រព័ន្ធឥតគិតថ្លៃ",
              description: "យើងពិនិត្យប្រព័ន្ធបច្ចុប្បន្នរបស់អ្នក និងប៉ាន់ស្មានថ្លៃក្លោដប្រចាំខែ មុនពេលអ្នកសម្រេចចិត្ត។",
            },
            en: {
              title: "Free migration assessment",
              description:
                "We review your current systems and estimate your monthly cloud bill before you commit.",
            },
            zh: { title: "免费迁移评估", description: "在您决定之前，评估现有系统并估算每月云费用。" },
          },
        },
      ],
    },
    {
      type: "Promotions",
      anchor: "offers",
      text: {
        km: { title: "ការផ្ដល់ជូន Huawei Cloud" },
        en: { title: "Huawei Cloud offers" },
        zh: { title: "华为云优惠" },
      },
      items: [
        {
          data: {
            image: promoImage("biz-promo-cloud-credit.svg"),
            actionUrl: "/register-steps?productId=401",
            showButton: true,
            productId: 401,
            subscriptionId: 4011,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ឥណទាន Huawei Cloud $300",
              description: "គណនីអាជីវកម្មថ្មីដែលបើកតាមរយៈរំដួលណិត ទទួលបានឥណទាន $300 សម្រាប់ប្រើក្នុងរយៈពេល ៣ ខែ។",
              priceDescription: "តម្លៃ $300",
              imageAlt: "ពពកពណ៌ស្វាយ និងម៉ាស៊ីនមេ នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានរូបផ្កាយ",
            },
            en: {
              title: "$300 of Huawei Cloud credit",
              description:
                "New business accounts opened through Romdoul Net receive $300 of credit to use within 3 months.",
              priceDescription: "Worth $300",
              imageAlt: "A purple cloud and servers beside a gold badge with a star",
            },
            zh: {
              title: "$300 华为云代金券",
              description: "通过隆都网络新开通的企业账户可获得 $300 代金券，3 个月内有效。",
              priceDescription: "价值 $300",
              imageAlt: "紫色云朵和服务器旁边是一枚带星形图案的金色徽章",
            },
          },
        },
        {
          data: {
            image: promoImage("biz-promo-direct-connect.svg"),
            actionUrl: "/register-steps?productId=411",
            showButton: true,
            productId: 411,
            subscriptionId: 4112,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Cloud Connect 50 ឥតគិតថ្លៃ ៣ ខែ",
              description: "កុម្ម៉ង់ Cloud Connect 50 ទៅ Huawei Cloud សម្រាប់កិច្ចសន្យា ១២ ខែ ហើយបីខែដំបូងឥតគិតថ្លៃ។",
              priceDescription: "សន្សំបាន $780",
              imageAlt: "អគារពណ៌ស្វាយភ្ជាប់ទៅពពកដោយធ្នឹមពណ៌មាស នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានរូបកាដូ",
            },
            en: {
              title: "3 months free on Cloud Connect 50",
              description:
                "Order Cloud Connect 50 to Huawei Cloud on a 12-month contract and the first three months are free.",
              priceDescription: "Save $780",
              imageAlt:
                "A purple building linked to a cloud by a gold beam, beside a gold badge with a gift box",
            },
            zh: {
              title: "Cloud Connect 50 免费 3 个月",
              description: "签约 12 个月 Cloud Connect 50 直连华为云，前三个月免费。",
              priceDescription: "节省 $780",
              imageAlt: "紫色大楼通过金色光束连接云朵，旁边是一枚带礼盒图案的金色徽章",
            },
          },
        },
      ],
    },
    {
      type: "PartnerLogos",
      text: {
        km: { title: "ដៃគូលើ Huawei Cloud" },
        en: { title: "Partners on Huawei Cloud" },
        zh: { title: "华为云上的合作伙伴" },
      },
      items: [partnerLogo("tonlix"), partnerLogo("mekora"), partnerLogo("kravix"), partnerLogo("kampra")],
    },
    salesContactForm(),
  ],
};
