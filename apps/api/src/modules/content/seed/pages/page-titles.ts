import type { PageText, Translations } from "../../tables";

/**
 * Heading and meta description of every content page (the `pageId`s of the web app's route table),
 * in Khmer, English and Chinese.
 */
export const PAGE_TITLES: Record<string, Translations<PageText>> = {
  // Business home and services
  BusinessHome: {
    km: {
      title: "ដំណោះស្រាយអ៊ីនធឺណិត និងក្លោដសម្រាប់អាជីវកម្ម",
      description:
        "អ៊ីនធឺណិតខ្សែកាបអុបទិកឯកជន បណ្ដាញសហគ្រាស មជ្ឈមណ្ឌលទិន្នន័យ និងសេវាក្លោដសម្រាប់អាជីវកម្មទូទាំងកម្ពុជា ជាមួយការគាំទ្រក្នុងស្រុក ២៤/៧។",
    },
    en: {
      title: "Internet and cloud solutions for business",
      description:
        "Dedicated fiber internet, enterprise networks, data centre and cloud services for businesses across Cambodia, with 24/7 local support.",
    },
    zh: {
      title: "企业互联网与云解决方案",
      description:
        "为柬埔寨各地企业提供专线光纤互联网、企业网络、数据中心和云服务，本地团队 24/7 全天候支持。",
    },
  },
  BusinessInternet: {
    km: {
      title: "អ៊ីនធឺណិតសម្រាប់អាជីវកម្ម",
      description: "កញ្ចប់អ៊ីនធឺណិតខ្សែកាបអុបទិកសម្រាប់អាជីវកម្មនៅកម្ពុជា ល្បឿនស្មើគ្នាទាំងពីរទិស អាសយដ្ឋានអ៊ីនធឺណិតថេរ និង SLA ៩៩,៩%។",
    },
    en: {
      title: "Business internet",
      description:
        "Fiber internet plans for Cambodian businesses with symmetrical speeds, static IP addresses and a 99.9% uptime SLA.",
    },
    zh: {
      title: "企业互联网",
      description: "为柬埔寨企业提供上下行对称的光纤互联网套餐，含固定 IP 地址和 99.9% 可用性 SLA。",
    },
  },
  Dia: {
    km: {
      title: "សេវាអ៊ីនធឺណិតឯកជនសម្រាប់អាជីវកម្ម",
      description:
        "កម្រិតបញ្ជូនខ្សែកាបអុបទិកដែលបម្រុងទុកសម្រាប់តែអាជីវកម្មរបស់អ្នក ល្បឿនស្មើគ្នាទាំងពីរទិស ធានាដោយ SLA ៩៩,៩% និងការតាមដាន ២៤/៧។",
    },
    en: {
      title: "Dedicated Internet Access",
      description:
        "Uncontended, symmetrical fiber bandwidth reserved for your business alone, with a 99.9% SLA and proactive 24/7 monitoring.",
    },
    zh: {
      title: "专线互联网接入",
      description: "企业独享、上下行对称的光纤带宽，提供 99.9% SLA 保障和 24/7 主动监控。",
    },
  },
  Aws: {
    km: {
      title: "សេវាក្លោដ AWS",
      description:
        "ទិញ ដំឡើង និងគ្រប់គ្រងសេវា Amazon Web Services ជាមួយដៃគូក្នុងស្រុក ទូទាត់ជាដុល្លារ និងទទួលការគាំទ្រពីវិស្វករមានវិញ្ញាបនបត្រ។",
    },
    en: {
      title: "Amazon Web Services",
      description:
        "Buy, deploy and manage Amazon Web Services with a local partner, local billing in USD and support from certified engineers.",
    },
    zh: {
      title: "亚马逊云科技 AWS",
      description: "通过本地合作伙伴采购、部署和管理 AWS 云服务，美元本地结算，认证工程师全程支持。",
    },
  },
  UnifiedCommunication: {
    km: {
      title: "ប្រព័ន្ធទំនាក់ទំនងរួមបញ្ចូលគ្នា",
      description:
        "ប្រព័ន្ធទូរស័ព្ទលើក្លោដ ខ្សែទូរស័ព្ទតាមអ៊ីនធឺណិត និងកិច្ចប្រជុំតាមវីដេអូក្នុងសេវាតែមួយ ដើម្បីឱ្យក្រុមការងាររបស់អ្នកទំនាក់ទំនងបានពីគ្រប់ទីកន្លែង។",
    },
    en: {
      title: "Unified communication",
      description:
        "Cloud phone system, SIP trunks and video meetings in one service, so your team can talk from the office, at home or on the road.",
    },
    zh: {
      title: "统一通信",
      description: "云电话系统、SIP 中继和视频会议集于一体，团队在办公室、家中或出差途中都能顺畅沟通。",
    },
  },
  EnterpriseNetwork: {
    km: {
      title: "បណ្ដាញសហគ្រាស",
      description:
        "បណ្ដាញឯកជនភ្ជាប់សាខា រោងចក្រ និងឃ្លាំងរបស់អ្នកទូទាំងកម្ពុជា និងនៅក្រៅប្រទេស ជាមួយកម្រិតបញ្ជូនធានា និងសុវត្ថិភាពខ្ពស់។",
    },
    en: {
      title: "Enterprise network",
      description:
        "Private networks linking your branches, factories and warehouses across Cambodia and abroad, with guaranteed bandwidth and security.",
    },
    zh: {
      title: "企业网络",
      description: "以专用网络连接您在柬埔寨及海外的分支机构、工厂和仓库，带宽有保障，安全可靠。",
    },
  },
  Dplc: {
    km: {
      title: "ខ្សែបណ្ដាញឯកជនក្នុងស្រុក",
      description: "ខ្សែកាបអុបទិកឯកជនពីចំណុចមួយទៅចំណុចមួយ ភ្ជាប់ទីតាំងពីររបស់អ្នកក្នុងកម្ពុជា ជាមួយកម្រិតបញ្ជូនថេរ និងគ្មានការចែករំលែក។",
    },
    en: {
      title: "Domestic private leased circuit (DPLC)",
      description:
        "A dedicated point-to-point fiber link between two of your sites in Cambodia, with fixed bandwidth and no shared traffic.",
    },
    zh: {
      title: "国内专线（DPLC）",
      description: "在您位于柬埔寨的两个站点之间建立点对点光纤专线，带宽固定，流量独享。",
    },
  },
  Iplc: {
    km: {
      title: "ខ្សែបណ្ដាញឯកជនអន្តរជាតិ",
      description:
        "ខ្សែតភ្ជាប់ឯកជនពីកម្ពុជាទៅការិយាល័យរបស់អ្នកនៅសិង្ហបុរី ហុងកុង បាងកក និងទីកន្លែងផ្សេងទៀត តាមរយៈផ្លូវអន្តរជាតិច្រើនខ្សែ។",
    },
    en: {
      title: "International private leased circuit (IPLC)",
      description:
        "A private point-to-point link from Cambodia to your offices in Singapore, Hong Kong, Bangkok and beyond, over diverse routes.",
    },
    zh: {
      title: "国际专线（IPLC）",
      description: "从柬埔寨直达新加坡、香港、曼谷等地办公室的点对点国际专线，经由多条国际路由保障稳定。",
    },
  },
  Mpls: {
    km: {
      title: "បណ្ដាញឯកជននិម្មិត MPLS",
      description:
        "ភ្ជាប់សាខាច្រើនក្នុងបណ្ដាញឯកជនតែមួយប្រកបដោយសុវត្ថិភាព ជាមួយអាទិភាពចរាចរណ៍សម្រាប់សំឡេង វីដេអូ និងកម្មវិធីអាជីវកម្ម។",
    },
    en: {
      title: "MPLS VPN",
      description:
        "Connect many branches in one secure private network, with traffic priority for voice, video and business applications.",
    },
    zh: {
      title: "MPLS VPN 专网",
      description: "将多个分支机构接入同一个安全专用网络，并为语音、视频和业务应用提供流量优先级。",
    },
  },
  Vpls: {
    km: {
      title: "បណ្ដាញមូលដ្ឋានឯកជននិម្មិត VPLS",
      description:
        "ពង្រីកបណ្ដាញក្នុងការិយាល័យរបស់អ្នកទៅទីតាំងច្រើន ហាក់ដូចជានៅក្នុងអគារតែមួយ ស័ក្តិសមសម្រាប់ការចម្លងទិន្នន័យ និងប្រព័ន្ធប្រើរួមគ្នា។",
    },
    en: {
      title: "VPLS",
      description:
        "Extend your office LAN across multiple sites as if they were in one building, ideal for data replication and shared systems.",
    },
    zh: {
      title: "VPLS 虚拟专用局域网",
      description: "将办公局域网延伸至多个站点，犹如同处一栋大楼，适用于数据同步和共享系统。",
    },
  },
  DataCenter: {
    km: {
      title: "មជ្ឈមណ្ឌលទិន្នន័យ",
      description:
        "សេវាដាក់ម៉ាស៊ីនមេ និងបង្ហោះគេហទំព័រនៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងក្នុងរាជធានីភ្នំពេញ មានអគ្គិសនី និងប្រព័ន្ធត្រជាក់បម្រុង និងសន្តិសុខ ២៤/៧។",
    },
    en: {
      title: "Data centre",
      description:
        "Colocation and web hosting in our Phnom Penh data centre, with redundant power and cooling, 24/7 security and direct fiber.",
    },
    zh: {
      title: "数据中心",
      description: "位于金边的数据中心提供机柜托管与网站托管，电力与制冷冗余，24/7 安保，光纤直连。",
    },
  },
  Colocation: {
    km: {
      title: "សេវាដាក់ម៉ាស៊ីនមេ",
      description:
        "ជួលទូពេញ កន្លះទូ ឬកន្លែងសម្រាប់ម៉ាស៊ីនមេតែមួយនៅភ្នំពេញ ជាមួយជំនួយបច្ចេកទេសនៅនឹងកន្លែង និងការតភ្ជាប់ខ្សែកាបអុបទិកផ្ទាល់។",
    },
    en: {
      title: "Colocation",
      description:
        "Rent a full rack, half rack or single server space in Phnom Penh, with remote hands and direct fiber to our network.",
    },
    zh: {
      title: "机柜托管",
      description: "在金边租用整机柜、半机柜或单台服务器机位，提供现场代维服务并直连我们的光纤网络。",
    },
  },
  WebHosting: {
    km: {
      title: "សេវាបង្ហោះគេហទំព័រ",
      description:
        "បង្ហោះគេហទំព័រ និងអ៊ីមែលអាជីវកម្មរបស់អ្នកនៅកម្ពុជា ប្រកបដោយល្បឿន និងសុវត្ថិភាព ជាមួយវិញ្ញាបនបត្រសុវត្ថិភាពឥតគិតថ្លៃ និងការបម្រុងទុកប្រចាំថ្ងៃ។",
    },
    en: {
      title: "Web hosting",
      description:
        "Fast, secure hosting for your website and business email in Cambodia, with free SSL certificates and daily backups.",
    },
    zh: {
      title: "网站托管",
      description: "在柬埔寨本地托管您的网站和企业邮箱，速度快、安全可靠，免费 SSL 证书并每日备份。",
    },
  },
  CloudSolutions: {
    km: {
      title: "ដំណោះស្រាយក្លោដ",
      description:
        "ដំណោះស្រាយ Microsoft 365, Huawei Cloud និង VMware រួមមានអាជ្ញាប័ណ្ណ ការផ្ទេរប្រព័ន្ធ និងការគាំទ្រពីក្រុមការងារក្នុងស្រុកនៅភ្នំពេញ។",
    },
    en: {
      title: "Cloud solutions",
      description:
        "Microsoft 365, Huawei Cloud and VMware solutions, licensed, migrated and supported by a local team in Phnom Penh.",
    },
    zh: {
      title: "云解决方案",
      description: "提供 Microsoft 365、华为云和 VMware 解决方案，涵盖许可、迁移及金边本地团队支持。",
    },
  },
  DigitalHrService: {
    km: {
      title: "សេវាធនធានមនុស្សឌីជីថល",
      description:
        "ប្រព័ន្ធគ្រប់គ្រងធនធានមនុស្ស ប្រាក់បៀវត្សរ៍ និងវត្តមានលើក្លោដសម្រាប់ក្រុមហ៊ុននៅកម្ពុជា ស្របតាមច្បាប់ការងារ និងមានជាភាសាខ្មែរ។",
    },
    en: {
      title: "Digital HR service",
      description:
        "Cloud HR, payroll and attendance for Cambodian companies, compliant with local labour law and available in Khmer and English.",
    },
    zh: {
      title: "数字化人力资源服务",
      description: "面向柬埔寨企业的云端人事、薪资与考勤系统，符合当地劳动法，支持高棉语和英语。",
    },
  },
  MihcmForEnterprise: {
    km: {
      title: "MiHCM សម្រាប់សហគ្រាស",
      description:
        "ប្រព័ន្ធធនធានមនុស្សពេញលេញសម្រាប់ស្ថាប័នធំៗ៖ ការជ្រើសរើសបុគ្គលិក ប្រាក់បៀវត្សរ៍ ការវាយតម្លៃការងារ និងការវិភាគ ដែលគាំទ្រនៅកម្ពុជា។",
    },
    en: {
      title: "MiHCM for Enterprise",
      description:
        "A complete HR suite for large organisations: recruitment, payroll, performance and analytics, hosted and supported in Cambodia.",
    },
    zh: {
      title: "MiHCM 企业版",
      description: "面向大型机构的完整人力资源套件：招聘、薪资、绩效与分析，由柬埔寨本地托管和支持。",
    },
  },
  MiaForMsTeams: {
    km: {
      title: "MiA សម្រាប់ Microsoft Teams",
      description:
        "ជំនួយការធនធានមនុស្សនៅក្នុង Microsoft Teams ដែលអនុញ្ញាតឱ្យបុគ្គលិកស្នើសុំច្បាប់ ពិនិត្យប័ណ្ណបើកប្រាក់ខែ និងទទួលចម្លើយភ្លាមៗ។",
    },
    en: {
      title: "MiA for Microsoft Teams",
      description:
        "An HR assistant inside Microsoft Teams that lets staff request leave, check payslips and get answers in seconds.",
    },
    zh: {
      title: "Microsoft Teams 人事助手 MiA",
      description: "内置于 Microsoft Teams 的人事助手，员工可快速请假、查看工资单并即时获得解答。",
    },
  },
  CloudDirectConnect: {
    km: {
      title: "ការតភ្ជាប់ផ្ទាល់ទៅក្លោដ",
      description:
        "ខ្សែតភ្ជាប់ឯកជនល្បឿនលឿនពីកម្ពុជាទៅ AWS, Microsoft Azure, Google Cloud និង Huawei Cloud ដោយមិនឆ្លងកាត់អ៊ីនធឺណិតសាធារណៈ។",
    },
    en: {
      title: "Cloud direct connect",
      description:
        "Private, low-latency links from Cambodia to AWS, Microsoft Azure, Google Cloud and Huawei Cloud that bypass the public internet.",
    },
    zh: {
      title: "云专线直连",
      description:
        "从柬埔寨直连 AWS、Microsoft Azure、Google Cloud 和华为云的低时延专线，无需经过公共互联网。",
    },
  },
  HuaweiCloud: {
    km: {
      title: "Huawei Cloud",
      description:
        "ម៉ាស៊ីនមេ ឃ្លាំងផ្ទុក និងមូលដ្ឋានទិន្នន័យដែលអាចបត់បែនបានលើ Huawei Cloud ជាមួយការទូទាត់ក្នុងស្រុក និងវិស្វករនៅភ្នំពេញជួយផ្ទេរប្រព័ន្ធ។",
    },
    en: {
      title: "Huawei Cloud",
      description:
        "Elastic servers, storage and databases on Huawei Cloud, with local billing and engineers in Phnom Penh to help you migrate.",
    },
    zh: {
      title: "华为云",
      description: "在华为云上使用弹性云服务器、存储和数据库，享受本地结算，金边工程师协助您完成迁移。",
    },
  },
  DdosProtection: {
    km: {
      title: "ការការពារការវាយប្រហារ DDoS",
      description:
        "ប្រព័ន្ធតាមដានជាប់ជានិច្ចដែលរកឃើញ និងច្រោះចរាចរណ៍វាយប្រហារ មុនពេលវាដល់ម៉ាស៊ីនមេ ដើម្បីឱ្យគេហទំព័រ និងសេវារបស់អ្នកដំណើរការជានិច្ច។",
    },
    en: {
      title: "DDoS protection",
      description:
        "Always-on scrubbing that detects and filters attack traffic before it reaches your servers, keeping your services online.",
    },
    zh: {
      title: "DDoS 防护",
      description: "全天候流量清洗，在攻击流量到达服务器前识别并过滤，确保您的网站和业务持续在线。",
    },
  },
  VmWare: {
    km: {
      title: "ក្លោដឯកជន VMware",
      description:
        "ម៉ាស៊ីនមេនិម្មិត VMware ឯកជននៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងក្នុងភ្នំពេញ ជាមួយការបម្រុងទុកទិន្នន័យ ការស្ដារប្រព័ន្ធពេលមានគ្រោះ និងការគ្រប់គ្រង ២៤/៧។",
    },
    en: {
      title: "VMware private cloud",
      description:
        "Dedicated VMware virtual servers in our Phnom Penh data centre, with backup, disaster recovery and 24/7 management.",
    },
    zh: {
      title: "VMware 私有云",
      description: "金边数据中心内的专属 VMware 虚拟服务器，提供备份、灾难恢复和 24/7 运维管理。",
    },
  },
  BusinessContactUs: {
    km: {
      title: "ទំនាក់ទំនងក្រុមការងារអាជីវកម្ម",
      description: "ពិគ្រោះជាមួយទីប្រឹក្សាអាជីវកម្មរបស់រំដួលណិតអំពីសេវាអ៊ីនធឺណិត បណ្ដាញ មជ្ឈមណ្ឌលទិន្នន័យ ឬក្លោដ។ ទូរស័ព្ទ 023 888 168។",
    },
    en: {
      title: "Contact our business team",
      description:
        "Talk to a Romdoul Net business consultant about internet, network, data centre or cloud services. Call 023 888 168.",
    },
    zh: {
      title: "联系企业业务团队",
      description: "欢迎咨询隆都网络企业顾问，了解互联网、专网、数据中心或云服务。热线 023 888 168。",
    },
  },

  // Small and medium business
  SmeInternet: {
    km: {
      title: "អ៊ីនធឺណិត MegaBiz សម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
      description:
        "អ៊ីនធឺណិតខ្សែកាបអុបទិកតម្លៃសមរម្យសម្រាប់ហាង ហាងកាហ្វេ និងការិយាល័យតូចៗ ដំឡើងឥតគិតថ្លៃ និងការគាំទ្រជាអាទិភាព ចាប់ពី $35 / ខែ។",
    },
    en: {
      title: "MegaBiz internet for SMEs",
      description:
        "Affordable fiber internet for shops, cafés and small offices, with free installation and priority support, from $35 a month.",
    },
    zh: {
      title: "MegaBiz 中小企业宽带",
      description: "为商铺、咖啡馆和小型办公室提供实惠的光纤宽带，免费安装、优先支持，每月 $35 起。",
    },
  },
  SmeOttTv: {
    km: {
      title: "ទូរទស្សន៍ OTT សម្រាប់អាជីវកម្ម",
      description:
        "ចាក់ផ្សាយប៉ុស្តិ៍ផ្ទាល់ និងភាពយន្តលើអេក្រង់នៅភោជនីយដ្ឋាន សណ្ឋាគារ ឬបន្ទប់រង់ចាំរបស់អ្នក ជាមួយអាជ្ញាប័ណ្ណសម្រាប់ការទស្សនាជាសាធារណៈ។",
    },
    en: {
      title: "OTT TV for business",
      description:
        "Stream live channels and movies on the screens of your restaurant, hotel or waiting room, licensed for public viewing.",
    },
    zh: {
      title: "商用 OTT 电视",
      description: "在餐厅、酒店或候客区的屏幕上播放直播频道和影片，并获得公共场所播放许可。",
    },
  },
  SmeOneTv: {
    km: {
      title: "One TV សម្រាប់អាជីវកម្ម",
      description:
        "ប៉ុស្តិ៍ទូរទស្សន៍ខ្មែរ ចិន និងអន្តរជាតិផ្ទាល់សម្រាប់សណ្ឋាគារ ផ្ទះសំណាក់ និងភោជនីយដ្ឋាន តាមរយៈប្រអប់ទទួលសញ្ញាមួយសម្រាប់អេក្រង់នីមួយៗ។",
    },
    en: {
      title: "One TV for business",
      description:
        "Live Khmer, Chinese and international channels for hotels, guesthouses and restaurants, with one simple set-top box per screen.",
    },
    zh: {
      title: "商用 One TV",
      description: "为酒店、旅馆和餐厅提供高棉语、中文及国际直播频道，每台电视只需一个简单的机顶盒。",
    },
  },
  SmeWeWatch: {
    km: {
      title: "WeWatch",
      description:
        "ប្រព័ន្ធកាមេរ៉ាសុវត្ថិភាពលើក្លោដសម្រាប់ហាង និងការិយាល័យ៖ មើលកាមេរ៉ាផ្ទាល់ពីទូរស័ព្ទ និងរក្សាទុកវីដេអូ ៣០ ថ្ងៃលើក្លោដ។",
    },
    en: {
      title: "WeWatch",
      description:
        "Cloud video surveillance for shops and offices: watch your cameras live on your phone and keep 30 days of recordings in the cloud.",
    },
    zh: {
      title: "WeWatch 云监控",
      description: "面向商铺和办公室的云端视频监控：用手机实时查看摄像头，录像在云端保存 30 天。",
    },
  },
  SmeDataCenter: {
    km: {
      title: "មជ្ឈមណ្ឌលទិន្នន័យសម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
      description:
        "សេវាបង្ហោះកម្រិតសហគ្រាសក្នុងតម្លៃសម្រាប់អាជីវកម្មខ្នាតតូច៖ កន្លែងដាក់ម៉ាស៊ីនមេ ការបង្ហោះគេហទំព័រ និងការបម្រុងទុកទិន្នន័យនៅភ្នំពេញ។",
    },
    en: {
      title: "Data centre for SMEs",
      description:
        "Enterprise-grade hosting at small-business prices: server space, web hosting and backups in our Phnom Penh data centre.",
    },
    zh: {
      title: "中小企业数据中心",
      description: "以小企业的价格享受企业级托管：金边数据中心的服务器机位、网站托管和数据备份。",
    },
  },
  SmeColocation: {
    km: {
      title: "សេវាដាក់ម៉ាស៊ីនមេសម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
      description:
        "ដាក់ម៉ាស៊ីនមេមួយ ឬពីរនៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងក្នុងភ្នំពេញ រួមទាំងអគ្គិសនី ប្រព័ន្ធត្រជាក់ និងកម្រិតបញ្ជូន ក្នុងតម្លៃប្រចាំខែតែមួយ។",
    },
    en: {
      title: "Colocation for SMEs",
      description:
        "Place one or two servers in our secure Phnom Penh data centre, with power, cooling and bandwidth in one monthly price.",
    },
    zh: {
      title: "中小企业机柜托管",
      description: "将一至两台服务器托管在金边安全的数据中心，电力、制冷和带宽均包含在月费之内。",
    },
  },
  SmeWebHosting: {
    km: {
      title: "សេវាបង្ហោះគេហទំព័រសម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
      description:
        "នាំហាង ឬអាជីវកម្មរបស់អ្នកឡើងលើអ៊ីនធឺណិត ជាមួយការបង្ហោះគេហទំព័រ ឈ្មោះដែន អ៊ីមែលអាជីវកម្ម និងវិញ្ញាបនបត្រសុវត្ថិភាព ចាប់ពី $5 / ខែ។",
    },
    en: {
      title: "Web hosting for SMEs",
      description:
        "Get your shop or business online with hosting, a domain name, business email and free SSL, from $5 a month.",
    },
    zh: {
      title: "中小企业网站托管",
      description: "网站托管、域名、企业邮箱和免费 SSL 一站式服务，助您的店铺或企业轻松上线，每月 $5 起。",
    },
  },
  SmeCloudSolutions: {
    km: {
      title: "ដំណោះស្រាយក្លោដសម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
      description:
        "អ៊ីមែល Microsoft 365, Teams និង OneDrive សម្រាប់ក្រុមការងារតូចៗ រៀបចំរួចក្នុងមួយថ្ងៃ និងទូទាត់ប្រចាំខែជាដុល្លារ។",
    },
    en: {
      title: "Cloud solutions for SMEs",
      description:
        "Microsoft 365 email, Teams and OneDrive for small teams, set up in a day and billed monthly in USD.",
    },
    zh: {
      title: "中小企业云解决方案",
      description: "为小团队提供 Microsoft 365 邮箱、Teams 和 OneDrive，一天内即可开通，按月以美元计费。",
    },
  },
  SmeDigitalHrService: {
    km: {
      title: "MiHCM Lite សម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
      description:
        "ប្រព័ន្ធប្រាក់បៀវត្សរ៍ ច្បាប់ឈប់សម្រាក និងវត្តមានងាយស្រួលសម្រាប់ក្រុមហ៊ុនមានបុគ្គលិករហូតដល់ ១០០ នាក់ ជាមួយរបាយការណ៍សម្រាប់ ប.ស.ស.។",
    },
    en: {
      title: "MiHCM Lite for SMEs",
      description:
        "Simple payroll, leave and attendance for companies of up to 100 staff, with Khmer payslips and NSSF-ready reports.",
    },
    zh: {
      title: "MiHCM Lite 中小企业版",
      description: "为 100 人以内的企业提供简便的薪资、请假和考勤管理，支持高棉语工资单和国家社保基金报表。",
    },
  },

  // Personal
  PersonalInternet: {
    km: {
      title: "អ៊ីនធឺណិតតាមផ្ទះ",
      description:
        "អ៊ីនធឺណិតខ្សែកាបអុបទិក MegaSurf សម្រាប់គេហដ្ឋាន ចាប់ពី $15 / ខែ ជាមួយរ៉ោតទ័រ Wi-Fi 6 ឥតគិតថ្លៃ និងដំឡើងក្នុងរយៈពេល ៤៨ ម៉ោង។",
    },
    en: {
      title: "Home internet",
      description:
        "MegaSurf fiber internet for Cambodian homes from $15 a month, with a free Wi-Fi 6 router and installation within 48 hours.",
    },
    zh: {
      title: "家庭宽带",
      description: "MegaSurf 家庭光纤宽带每月 $15 起，免费赠送 Wi-Fi 6 路由器，48 小时内完成安装。",
    },
  },
  Fttr: {
    km: {
      title: "FTTR ខ្សែកាបអុបទិកដល់គ្រប់បន្ទប់",
      description:
        "ខ្សែកាបអុបទិកដល់គ្រប់បន្ទប់ ជាមួយឧបករណ៍ Wi-Fi 6 ក្នុងបន្ទប់នីមួយៗ ដើម្បីទទួលបាន Wi-Fi ល្បឿនពេញលេញ គ្មានការដាច់ នៅគ្រប់ជាន់នៃផ្ទះ។",
    },
    en: {
      title: "FTTR fiber to the room",
      description:
        "Fiber to every room with its own Wi-Fi 6 access point, for full-speed, seamless Wi-Fi on every floor of your home.",
    },
    zh: {
      title: "FTTR 全屋光纤",
      description: "光纤入户到每个房间，每间配备 Wi-Fi 6 接入点，让家中每一层都享受满速无缝的 Wi-Fi。",
    },
  },
  Iot: {
    km: {
      title: "ផ្ទះឆ្លាតវៃ",
      description:
        "កាមេរ៉ាឆ្លាតវៃ ឧបករណ៍ចាប់សញ្ញាទ្វារ និងព្រីភ្លើងឆ្លាតវៃ ដែលដំណើរការជាមួយអ៊ីនធឺណិតរំដួលណិត និងអាចបញ្ជាបានពីកម្មវិធី Romdoul App។",
    },
    en: {
      title: "Smart home",
      description:
        "Smart cameras, door sensors and plugs that work with your Romdoul Net connection and can be controlled from the Romdoul App.",
    },
    zh: {
      title: "智能家居",
      description: "智能摄像头、门磁传感器和智能插座，与隆都网络宽带配合使用，可通过 Romdoul App 随时控制。",
    },
  },
  MegaSurf: {
    km: {
      title: "MegaSurf",
      description:
        "ប្រៀបធៀបកញ្ចប់ MegaSurf ពី ៣០ ដល់ ២០០ Mbps ដែលសុទ្ធតែគ្មានកំណត់ទិន្នន័យ ដំឡើងឥតគិតថ្លៃ និងមានជំនួយ ២៤/៧ តាមលេខ 023 888 168។",
    },
    en: {
      title: "MegaSurf",
      description:
        "Compare MegaSurf fiber plans from 30 to 200 Mbps, all with unlimited data, free installation and 24/7 support on 023 888 168.",
    },
    zh: {
      title: "MegaSurf 光纤宽带",
      description:
        "比较 30 至 200 Mbps 的 MegaSurf 光纤套餐，全部不限流量、免费安装，24/7 热线 023 888 168。",
    },
  },
  OttTv: {
    km: {
      title: "ទូរទស្សន៍ OTT",
      description: "ប៉ុស្តិ៍ផ្ទាល់ជាង ១០០ និងភាពយន្ត រឿងភាគរាប់ពាន់ លើទូរទស្សន៍ឆ្លាតវៃ ទូរស័ព្ទ ឬថេប្លេតរបស់អ្នក ចាប់ពី $5 / ខែ។",
    },
    en: {
      title: "OTT TV",
      description:
        "Over 100 live channels and thousands of films and series on your smart TV, phone or tablet, from $5 a month.",
    },
    zh: {
      title: "OTT 电视",
      description: "在智能电视、手机或平板上观看 100 多个直播频道和数千部影视剧，每月 $5 起。",
    },
  },
  OneTv: {
    km: {
      title: "One TV",
      description:
        "ប៉ុស្តិ៍ខ្មែរ ចិន និងអន្តរជាតិផ្ទាល់លើទូរទស្សន៍ណាមួយ តាមរយៈប្រអប់ទទួលសញ្ញាតែមួយ អាចមើលឡើងវិញបាន ៧ ថ្ងៃ ចាប់ពី $8 / ខែ។",
    },
    en: {
      title: "One TV",
      description:
        "Live Khmer, Chinese and international channels on any TV through one set-top box, with seven-day catch-up, from $8 a month.",
    },
    zh: {
      title: "One TV 电视",
      description: "一个机顶盒即可在任意电视上收看高棉语、中文及国际直播频道，支持七天回看，每月 $8 起。",
    },
  },
  PersonalContactUs: {
    km: {
      title: "ទំនាក់ទំនងយើងខ្ញុំ",
      description:
        "មានសំណួរអំពីអ៊ីនធឺណិត ឬទូរទស្សន៍តាមផ្ទះ? ទូរស័ព្ទមកលេខ 023 888 168 គ្រប់ពេល ផ្ញើសារមកយើង ឬអញ្ជើញមកហាងរំដួលណិតដែលនៅជិតអ្នក។",
    },
    en: {
      title: "Contact us",
      description:
        "Questions about your home internet or TV? Call 023 888 168 any time, message us or visit a Romdoul Net shop near you.",
    },
    zh: {
      title: "联系我们",
      description: "家庭宽带或电视有疑问？随时拨打 023 888 168、在线留言，或前往附近的隆都网络营业厅。",
    },
  },
  Promotions: {
    km: {
      title: "ការផ្តល់ជូនពិសេស",
      description:
        "ការផ្តល់ជូនថ្មីៗពីរំដួលណិតលើអ៊ីនធឺណិតតាមផ្ទះ ទូរទស្សន៍ និងឧបករណ៍៖ ប្រើឥតគិតថ្លៃបន្ថែម រ៉ោតទ័រឥតគិតថ្លៃ និងការបញ្ចុះតម្លៃលើកញ្ចប់ ១២ ខែ។",
    },
    en: {
      title: "Promotions",
      description:
        "The latest Romdoul Net offers on home internet, TV and devices: free months, free routers and discounts on 12-month plans.",
    },
    zh: {
      title: "优惠活动",
      description: "隆都网络家庭宽带、电视和设备的最新优惠：免费月份、免费路由器及 12 个月套餐折扣。",
    },
  },
  App: {
    km: {
      title: "កម្មវិធី Romdoul App",
      description: "បង់វិក្កយបត្រ ពិនិត្យការប្រើប្រាស់ ប្ដូរកញ្ចប់ និងទទួលជំនួយបានយ៉ាងរហ័សតាមរយៈកម្មវិធី Romdoul App លើទូរស័ព្ទរបស់អ្នក។",
    },
    en: {
      title: "Romdoul App",
      description:
        "Pay bills, check your usage, upgrade your plan and get support in a few taps with the Romdoul App for Android and iOS.",
    },
    zh: {
      title: "Romdoul App",
      description: "使用安卓和 iOS 版 Romdoul App，轻点几下即可缴费、查看用量、升级套餐并获取支持。",
    },
  },

  // About us
  CompanyOverview: {
    km: {
      title: "ទិដ្ឋភាពទូទៅនៃក្រុមហ៊ុន",
      description:
        "រំដួលណិត គឺជាក្រុមហ៊ុនផ្ដល់សេវាអ៊ីនធឺណិតរបស់កម្ពុជា ដែលតភ្ជាប់គេហដ្ឋាន និងអាជីវកម្មនៅគ្រប់ខេត្តដោយខ្សែកាបអុបទិកតាំងពីឆ្នាំ ២០០៩។",
    },
    en: {
      title: "Company overview",
      description:
        "Romdoul Net is a Cambodian internet service provider connecting homes and businesses in every province with fiber since 2009.",
    },
    zh: {
      title: "公司简介",
      description: "隆都网络是柬埔寨本土互联网服务商，自 2009 年起以光纤网络连接全国各省的家庭与企业。",
    },
  },
  SeniorLeadershipTeam: {
    km: {
      title: "ក្រុមថ្នាក់ដឹកនាំជាន់ខ្ពស់",
      description: "ស្គាល់ពីថ្នាក់ដឹកនាំរបស់រំដួលណិត និងបេសកកម្មនាំអ៊ីនធឺណិតលឿន និងទុកចិត្តបានទៅកាន់គ្រប់សហគមន៍នៅកម្ពុជា។",
    },
    en: {
      title: "Senior leadership team",
      description:
        "Meet the people who lead Romdoul Net and its mission to bring fast, reliable internet to every community in Cambodia.",
    },
    zh: {
      title: "高级管理团队",
      description: "认识带领隆都网络的管理团队，以及我们为柬埔寨每个社区带来快速可靠网络的使命。",
    },
  },
  Csr: {
    km: {
      title: "ការទទួលខុសត្រូវសង្គមរបស់ក្រុមហ៊ុន",
      description:
        "របៀបដែលរំដួលណិតគាំទ្រសាលារៀន ជំនាញឌីជីថល និងសហគមន៍មូលដ្ឋានទូទាំងកម្ពុជា តាមរយៈអ៊ីនធឺណិតឥតគិតថ្លៃ និងការបណ្ដុះបណ្ដាល។",
    },
    en: {
      title: "Corporate social responsibility",
      description:
        "How Romdoul Net supports schools, digital skills and local communities across Cambodia with free connectivity and training.",
    },
    zh: {
      title: "企业社会责任",
      description: "了解隆都网络如何通过免费网络接入和培训，支持柬埔寨各地的学校、数字技能和社区发展。",
    },
  },
  CorePrinciple: {
    km: {
      title: "គោលការណ៍ស្នូលរបស់យើង",
      description: "គុណតម្លៃដែលដឹកនាំរបៀបយើងកសាងបណ្ដាញ បម្រើអតិថិជន និងធ្វើការជាមួយគ្នាជារៀងរាល់ថ្ងៃ។",
    },
    en: {
      title: "Our core principles",
      description:
        "The values that guide how we build our network, serve our customers and work with each other every day.",
    },
    zh: {
      title: "核心原则",
      description: "指引我们建设网络、服务客户和团队协作的核心价值观。",
    },
  },
  Qms: {
    km: {
      title: "ប្រព័ន្ធគ្រប់គ្រងគុណភាព",
      description:
        "ប្រព័ន្ធគ្រប់គ្រងគុណភាពតាមស្តង់ដារអន្តរជាតិរបស់យើង និងរបៀបដែលយើងវាស់វែង ពិនិត្យ និងកែលម្អគុណភាពសេវាសម្រាប់អតិថិជនគ្រប់រូប។",
    },
    en: {
      title: "Quality management system",
      description:
        "Our ISO 9001 quality management system and how we measure, review and improve service quality for every customer.",
    },
    zh: {
      title: "质量管理体系",
      description: "了解我们的 ISO 9001 质量管理体系，以及我们如何衡量、评审并持续改进服务质量。",
    },
  },
  ChildSafeCertified: {
    km: {
      title: "វិញ្ញាបនបត្រ ChildSafe",
      description:
        "រំដួលណិតជាអាជីវកម្មដែលទទួលបានវិញ្ញាបនបត្រ ChildSafe ហើយប្ដេជ្ញាការពារកុមារទាំងលើអ៊ីនធឺណិត និងក្នុងសហគមន៍ដែលយើងបម្រើ។",
    },
    en: {
      title: "ChildSafe certified",
      description:
        "Romdoul Net is a ChildSafe certified business, committed to protecting children online and in the communities we serve.",
    },
    zh: {
      title: "ChildSafe 认证",
      description: "隆都网络是通过 ChildSafe 认证的企业，致力于在网络上和所服务的社区中保护儿童安全。",
    },
  },
  EnvironmentEss: {
    km: {
      title: "និរន្តរភាពបរិស្ថាន និងសង្គម",
      description:
        "ការប្ដេជ្ញាចិត្តរបស់យើងក្នុងការកាត់បន្ថយការប្រើប្រាស់ថាមពល កែច្នៃឧបករណ៍បណ្ដាញ និងកសាងបណ្ដាញខ្សែកាបអុបទិកប្រកបដោយការទទួលខុសត្រូវ។",
    },
    en: {
      title: "Environmental and social sustainability",
      description:
        "Our commitments to cut energy use, recycle network equipment and build our fiber network responsibly across Cambodia.",
    },
    zh: {
      title: "环境与社会可持续发展",
      description: "我们承诺降低能耗、回收网络设备，并在柬埔寨各地以负责任的方式建设光纤网络。",
    },
  },
  Careers: {
    km: {
      title: "ឱកាសការងារ",
      description:
        "ចូលរួមកសាងអនាគតឌីជីថលរបស់កម្ពុជាជាមួយយើង។ ស្វែងរកការងារផ្នែកវិស្វកម្ម ផ្នែកលក់ សេវាអតិថិជន និងផ្នែកផ្សេងៗទៀតនៅរំដួលណិត។",
    },
    en: {
      title: "Careers",
      description:
        "Build Cambodia's digital future with us. Explore jobs in engineering, sales, customer care and more at Romdoul Net.",
    },
    zh: {
      title: "加入我们",
      description: "与我们共建柬埔寨数字未来。浏览隆都网络在工程、销售、客户服务等领域的职位。",
    },
  },
  Achievement: {
    km: {
      title: "សមិទ្ធផលរបស់យើង",
      description: "ពានរង្វាន់ វិញ្ញាបនបត្រ និងព្រឹត្តិការណ៍សំខាន់ៗក្នុងរយៈពេលជាងមួយទសវត្សរ៍នៃការតភ្ជាប់កម្ពុជា។",
    },
    en: {
      title: "Our achievements",
      description: "Awards, certifications and milestones from more than a decade of connecting Cambodia.",
    },
    zh: {
      title: "我们的成就",
      description: "十余年连接柬埔寨所获得的奖项、认证与重要里程碑。",
    },
  },
  NewsAndMedia: {
    km: {
      title: "ព័ត៌មាន និងប្រព័ន្ធផ្សព្វផ្សាយ",
      description: "សេចក្ដីប្រកាសព័ត៌មាន ព័ត៌មានថ្មីៗអំពីបណ្ដាញ និងរឿងរ៉ាវពីរំដួលណិត និងសហគមន៍ដែលយើងតភ្ជាប់។",
    },
    en: {
      title: "News and media",
      description:
        "Press releases, network updates and stories from Romdoul Net and the communities we connect.",
    },
    zh: {
      title: "新闻与媒体",
      description: "隆都网络的新闻稿、网络动态，以及我们所连接社区的故事。",
    },
  },

  // Miscellaneous
  Services: {
    km: {
      title: "សេវាកម្មរបស់យើង",
      description:
        "សេវាទាំងអស់របស់រំដួលណិតនៅកន្លែងតែមួយ៖ អ៊ីនធឺណិតតាមផ្ទះ និងអាជីវកម្ម ទូរទស្សន៍ បណ្ដាញសហគ្រាស មជ្ឈមណ្ឌលទិន្នន័យ និងក្លោដ។",
    },
    en: {
      title: "Our services",
      description:
        "All Romdoul Net services in one place: home and business internet, TV, enterprise networks, data centre and cloud.",
    },
    zh: {
      title: "全部服务",
      description: "一站浏览隆都网络全部服务：家庭与企业宽带、电视、企业网络、数据中心和云服务。",
    },
  },
  Media: {
    km: {
      title: "មជ្ឈមណ្ឌលព័ត៌មាន",
      description: "និមិត្តសញ្ញា រូបថត និងវីដេអូរបស់រំដួលណិតសម្រាប់អ្នកសារព័ត៌មាន និងដៃគូ ព្រមទាំងព័ត៌មានទំនាក់ទំនងសម្រាប់សំណួរពីសារព័ត៌មាន។",
    },
    en: {
      title: "Media centre",
      description:
        "Logos, photos and videos of Romdoul Net for journalists and partners, plus contacts for press enquiries.",
    },
    zh: {
      title: "媒体中心",
      description: "为记者和合作伙伴提供隆都网络的标志、图片和视频素材，以及媒体咨询联系方式。",
    },
  },
  SelfCareContactUs: {
    km: {
      title: "ជំនួយអតិថិជន",
      description:
        "ទទួលជំនួយអំពីគណនី វិក្កយបត្រ ឬការតភ្ជាប់របស់អ្នក៖ ទូរស័ព្ទមកលេខ 023 888 168 ២៤/៧ ផ្ញើសារមកយើង ឬដាក់សំណើសុំជំនួយ។",
    },
    en: {
      title: "Customer support",
      description:
        "Get help with your account, bills or connection: call 023 888 168 24/7, send us a message or open a support ticket.",
    },
    zh: {
      title: "客户支持",
      description: "账户、账单或网络连接问题？请 24/7 拨打 023 888 168、给我们留言或提交服务工单。",
    },
  },
  PrivacyPolicy: {
    km: {
      title: "គោលការណ៍ឯកជនភាព",
      description: "របៀបដែលរំដួលណិតប្រមូល ប្រើប្រាស់ និងការពារព័ត៌មានផ្ទាល់ខ្លួនរបស់អ្នក និងជម្រើសដែលអ្នកមាន។",
    },
    en: {
      title: "Privacy policy",
      description:
        "How Romdoul Net collects, uses and protects your personal information, and the choices you have about it.",
    },
    zh: {
      title: "隐私政策",
      description: "了解隆都网络如何收集、使用和保护您的个人信息，以及您享有的选择权。",
    },
  },
  LiveStream: {
    km: {
      title: "ការផ្សាយផ្ទាល់",
      description: "មើលការផ្សាយផ្ទាល់ និងវីដេអូឡើងវិញនៃព្រឹត្តិការណ៍ ការបង្ហាញផលិតផល និងកម្មវិធីសហគមន៍របស់រំដួលណិត។",
    },
    en: {
      title: "Live stream",
      description:
        "Watch Romdoul Net events, product launches and community programmes live, or catch up on the recordings.",
    },
    zh: {
      title: "直播",
      description: "观看隆都网络的活动、产品发布和社区项目直播，或回看录像。",
    },
  },
};

/** The titles of a page; throws when the page id has no entry, so a seeded page never goes untitled. */
export function pageTitle(pageId: string): Translations<PageText> {
  const text = PAGE_TITLES[pageId];
  if (!text) throw new Error(`No title for content page ${pageId}`);
  return text;
}
