import type { SeedPage } from "../seed-types";
import { BULLETS, bannerPart, CHECKS, ICONS, icon, panel, SHARED_VIDEOS } from "./about-helpers";
import { pageTitle } from "./page-titles";

/** Corporate social responsibility: Connected Schools, digital skills, disaster relief, videos, report. */
export const csr: SeedPage = {
  id: "Csr",
  text: pageTitle("Csr"),
  webParts: [
    bannerPart("csr", {
      km: {
        bannerTitle: "តភ្ជាប់សហគមន៍ មិនមែនត្រឹមតែផ្ទះ",
        bannerDescription:
          "តាំងពីឆ្នាំ ២០១៩ មក កម្មវិធីសាលារៀនតភ្ជាប់របស់យើងបាននាំអ៊ីនធឺណិតខ្សែកាបអុបទិកឥតគិតថ្លៃ និងជំនាញឌីជីថល ទៅកាន់សាលារៀនរដ្ឋចំនួន ១២០ ក្នុង ១៨ ខេត្ត។",
      },
      en: {
        bannerTitle: "Connecting communities, not just homes",
        bannerDescription:
          "Since 2019 our Connected Schools programme has brought free fiber internet and digital skills to 120 public schools in 18 provinces.",
      },
      zh: {
        bannerTitle: "连接的不只是家庭，更是社区",
        bannerDescription:
          "自 2019 年起，“联网校园”计划已为 18 个省的 120 所公立学校带来免费光纤网络和数字技能培训。",
      },
    }),
    {
      type: "PlainText",
      text: {
        km: { title: "របៀបដែលយើងចូលរួមចំណែក" },
        en: { title: "How we give back" },
        zh: { title: "我们如何回馈社会" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>សាលារៀនតភ្ជាប់</h3>" +
                "<p>យើងផ្ដល់អ៊ីនធឺណិតខ្សែកាបអុបទិកល្បឿន ១០០ Mbps និង Wi-Fi ក្នុងថ្នាក់រៀន ដល់អនុវិទ្យាល័យ និងវិទ្យាល័យរដ្ឋដោយឥតគិតថ្លៃ ហើយថែទាំវាដោយមិនគិតថ្លៃអស់រយៈពេលយ៉ាងហោចណាស់ប្រាំឆ្នាំ។ សាលារៀនត្រូវបានជ្រើសរើសរួមគ្នាជាមួយមន្ទីរអប់រំ យុវជន និងកីឡាខេត្ត ដោយផ្ដោតលើតំបន់ដែលគ្មានសេវាអ៊ីនធឺណិតផ្សេង។</p>" +
                "<h3>ជំនាញឌីជីថលសម្រាប់គ្រប់គ្នា</h3>" +
                "<p>បុគ្គលិកស្ម័គ្រចិត្តរបស់យើងបង្រៀនសិស្ស គ្រូបង្រៀន និងម្ចាស់ហាងតូចៗ អំពីសុវត្ថិភាពលើអ៊ីនធឺណិត ការទូទាត់តាម QR ការស្វែងរកព័ត៌មានដែលគួរឱ្យទុកចិត្ត និងការការពារគណនីពីការបោកប្រាស់។ វគ្គសិក្សាទាំងអស់ធ្វើឡើងជាភាសាខ្មែរ។</p>" +
                "<h3>ជួយនៅពេលមានគ្រោះមហន្តរាយ</h3>" +
                "<p>ក្នុងរដូវទឹកជំនន់ យើងជួសជុលខ្សែទៅកាន់មន្ទីរពេទ្យ និងទីតាំងជម្លៀសជាអាទិភាព និងដំឡើងចំណុច Wi-Fi ឥតគិតថ្លៃ ដើម្បីឱ្យគ្រួសារអាចទាក់ទងសាច់ញាតិបាន។</p>" +
                "<p>រៀងរាល់ឆ្នាំ យើងវិនិយោគ ១% នៃប្រាក់ចំណេញសុទ្ធក្នុងកម្មវិធីសហគមន៍ ហើយបុគ្គលិកម្នាក់ៗមានថ្ងៃស្ម័គ្រចិត្តពីរថ្ងៃដែលទទួលបានប្រាក់ឈ្នួល។</p>",
            },
            en: {
              content:
                "<h3>Connected Schools</h3>" +
                "<p>We give public lower and upper secondary schools free 100 Mbps fiber internet and classroom Wi-Fi, and maintain it at no cost for at least five years. Schools are chosen together with the provincial departments of education, youth and sport, with priority for areas that have no other internet service.</p>" +
                "<h3>Digital skills for everyone</h3>" +
                "<p>Our staff volunteers teach students, teachers and small-shop owners about online safety, QR payments, finding trustworthy information and protecting their accounts from scams. Every course is taught in Khmer.</p>" +
                "<h3>Standing by when disaster strikes</h3>" +
                "<p>During the flood season we repair links to hospitals and evacuation centres first, and set up free Wi-Fi points so that families can reach their relatives.</p>" +
                "<p>Every year we invest 1% of our net profit in community programmes, and every employee has two paid volunteering days.</p>",
            },
            zh: {
              content:
                "<h3>联网校园</h3>" +
                "<p>我们为公立初中和高中免费提供 100 Mbps 光纤网络和教室 Wi-Fi，并至少免费维护五年。受助学校由我们与各省教育、青年和体育厅共同选定，优先考虑没有其他网络服务的地区。</p>" +
                "<h3>人人享有数字技能</h3>" +
                "<p>员工志愿者为学生、教师和小商户讲授网络安全、二维码支付、辨别可靠信息以及防范账户诈骗等知识。所有课程均以高棉语授课。</p>" +
                "<h3>灾难面前，守望相助</h3>" +
                "<p>洪水季节，我们优先抢修通往医院和安置点的线路，并设立免费 Wi-Fi 热点，帮助家庭与亲人取得联系。</p>" +
                "<p>我们每年将净利润的 1% 投入社区项目，每位员工每年享有两天带薪志愿服务假。</p>",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: ICONS,
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "លទ្ធផលក្នុងឆ្នាំ ២០២៥" },
        en: { title: "Our impact in 2025" },
        zh: { title: "2025 年成果" },
      },
      items: [
        {
          data: { titleIcon: icon("about-icon-school.svg") },
          text: {
            km: {
              title: "សាលារៀន ១២០",
              description: "មានអ៊ីនធឺណិតខ្សែកាបអុបទិក និង Wi-Fi ឥតគិតថ្លៃ ក្នុង ១៨ ខេត្ត។",
              imageAlt: "",
            },
            en: {
              title: "120 schools",
              description: "With free fiber internet and Wi-Fi in 18 provinces.",
              imageAlt: "",
            },
            zh: {
              title: "120 所学校",
              description: "分布在 18 个省，享有免费光纤网络和 Wi-Fi。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-laptop.svg") },
          text: {
            km: { title: "៨.០០០ នាក់", description: "សិស្ស គ្រូ និងម្ចាស់ហាង បានចូលរួមវគ្គជំនាញឌីជីថល។", imageAlt: "" },
            en: {
              title: "8,000 people",
              description: "Students, teachers and shop owners trained in digital skills.",
              imageAlt: "",
            },
            zh: { title: "8,000 人", description: "学生、教师和店主参加了数字技能培训。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-hands.svg") },
          text: {
            km: { title: "១.២០០ ថ្ងៃ", description: "ការងារស្ម័គ្រចិត្តរបស់បុគ្គលិកក្នុងសហគមន៍។", imageAlt: "" },
            en: {
              title: "1,200 days",
              description: "Of staff volunteering in local communities.",
              imageAlt: "",
            },
            zh: { title: "1,200 天", description: "员工在社区开展的志愿服务。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-signal.svg") },
          text: {
            km: { title: "ចំណុច Wi-Fi ៣៥", description: "ដំឡើងនៅទីតាំងជម្លៀសក្នុងរដូវទឹកជំនន់។", imageAlt: "" },
            en: {
              title: "35 Wi-Fi points",
              description: "Set up in evacuation centres during the flood season.",
              imageAlt: "",
            },
            zh: { title: "35 个 Wi-Fi 热点", description: "在洪水季节设于各安置点。", imageAlt: "" },
          },
        },
      ],
    },
    {
      type: "VideoCarousel",
      anchor: "videos",
      text: {
        km: { title: "រឿងរ៉ាវពីសហគមន៍", description: "មើលពីរបៀបដែលការតភ្ជាប់ផ្លាស់ប្ដូរថ្នាក់រៀន ហាង និងគេហដ្ឋាន។" },
        en: {
          title: "Stories from the community",
          description: "See how a connection changes classrooms, shops and homes.",
        },
        zh: { title: "社区故事", description: "看看网络连接如何改变教室、店铺和家庭。" },
      },
      items: SHARED_VIDEOS,
    },
    {
      type: "FileDownload",
      text: {
        km: { title: "របាយការណ៍" },
        en: { title: "Report" },
        zh: { title: "报告下载" },
      },
      items: [
        {
          data: { file: "csr-report-2025.pdf" },
          text: {
            km: {
              title: "របាយការណ៍ CSR ឆ្នាំ ២០២៥",
              description: "កម្មវិធី ថវិកា និងលទ្ធផលនៃសកម្មភាពសហគមន៍របស់យើងក្នុងឆ្នាំ ២០២៥ (PDF)។",
            },
            en: {
              title: "CSR report 2025",
              description: "Our community programmes, budget and results for 2025 (PDF).",
            },
            zh: { title: "2025 年 CSR 报告", description: "2025 年社区项目、预算与成果（PDF）。" },
          },
        },
      ],
    },
  ],
};

/** Quality management system: ISO 9001 scope and targets, improvement cycle, NOC and the certificate. */
export const qms: SeedPage = {
  id: "Qms",
  text: pageTitle("Qms"),
  webParts: [
    bannerPart("quality", {
      km: {
        bannerTitle: "គុណភាពដែលអាចវាស់វែងបាន",
        bannerDescription:
          "ប្រព័ន្ធគ្រប់គ្រងគុណភាពរបស់យើងដែលទទួលវិញ្ញាបនបត្រ ISO 9001 គ្របដណ្ដប់គ្រប់ជំហាន ចាប់ពីការបញ្ជាទិញរបស់អ្នក រហូតដល់ការជួសជុល។",
      },
      en: {
        bannerTitle: "Quality you can measure",
        bannerDescription:
          "Our ISO 9001 certified quality management system covers every step, from your order to your repair.",
      },
      zh: {
        bannerTitle: "可衡量的品质",
        bannerDescription: "通过 ISO 9001 认证的质量管理体系，覆盖从下单到维修的每一个环节。",
      },
    }),
    {
      type: "PlainText",
      text: {
        km: { title: "ប្រព័ន្ធគ្រប់គ្រងគុណភាពរបស់យើង" },
        en: { title: "Our quality management system" },
        zh: { title: "我们的质量管理体系" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<p>តាំងពីឆ្នាំ ២០១៨ ប្រព័ន្ធគ្រប់គ្រងគុណភាពរបស់រំដួលណិតទទួលបានវិញ្ញាបនបត្រស្របតាមស្តង់ដារ ISO 9001:2015 ពីស្ថាប័នផ្ដល់វិញ្ញាបនបត្រដែលមានការទទួលស្គាល់ ហើយត្រូវបានបន្តសុពលភាពចុងក្រោយក្នុងឆ្នាំ ២០២៤។ វិសាលភាពរួមមាន ការរចនា ការដំឡើង ប្រតិបត្តិការ និងការគាំទ្រសេវាអ៊ីនធឺណិតតាមខ្សែ បណ្ដាញសហគ្រាស និងមជ្ឈមណ្ឌលទិន្នន័យ នៅទូទាំងប្រទេសកម្ពុជា។</p>" +
                "<h3>គោលដៅសេវាដែលយើងតាមដានរៀងរាល់ខែ</h3>" +
                "<table><thead><tr><th>សូចនាករ</th><th>គោលដៅ</th></tr></thead><tbody>" +
                "<tr><td>ដំឡើងអ៊ីនធឺណិតតាមផ្ទះ</td><td>ក្នុងរយៈពេល ៤៨ ម៉ោងបន្ទាប់ពីបញ្ជាទិញ</td></tr>" +
                "<tr><td>វិស្វករមកដល់ទីតាំងអាជីវកម្មនៅភ្នំពេញ</td><td>ក្នុងរយៈពេល ៤ ម៉ោង</td></tr>" +
                "<tr><td>ភាពអាចប្រើបានរបស់បណ្ដាញឆ្អឹងខ្នង</td><td>៩៩,៩% ឬខ្ពស់ជាង</td></tr>" +
                "<tr><td>ការលើកទូរស័ព្ទមជ្ឈមណ្ឌលហៅចូល</td><td>៨០% នៃការហៅក្នុងរយៈពេល ៦០ វិនាទី</td></tr>" +
                "<tr><td>ដោះស្រាយបណ្ដឹងតវ៉ា</td><td>ក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ</td></tr>" +
                "</tbody></table>" +
                "<p>លទ្ធផលត្រូវបានពិនិត្យដោយគណៈកម្មាធិការប្រតិបត្តិរៀងរាល់ខែ ហើយរាល់ការខកខានគោលដៅត្រូវមានផែនការកែតម្រូវ និងអ្នកទទួលខុសត្រូវច្បាស់លាស់។</p>",
            },
            en: {
              content:
                "<p>Since 2018 Romdoul Net's quality management system has been certified to ISO 9001:2015 by an accredited certification body, most recently renewed in 2024. Its scope covers the design, installation, operation and support of fixed internet, enterprise network and data centre services across Cambodia.</p>" +
                "<h3>Service targets we track every month</h3>" +
                "<table><thead><tr><th>Measure</th><th>Target</th></tr></thead><tbody>" +
                "<tr><td>Home internet installation</td><td>Within 48 hours of the order</td></tr>" +
                "<tr><td>Engineer on site for business faults in Phnom Penh</td><td>Within 4 hours</td></tr>" +
                "<tr><td>Backbone network availability</td><td>99.9% or higher</td></tr>" +
                "<tr><td>Call centre answer time</td><td>80% of calls within 60 seconds</td></tr>" +
                "<tr><td>Complaint resolution</td><td>Within 5 working days</td></tr>" +
                "</tbody></table>" +
                "<p>Results are reviewed by the executive committee every month, and every missed target gets a corrective action plan with a named owner.</p>",
            },
            zh: {
              content:
                "<p>自 2018 年起，隆都网络的质量管理体系经认可认证机构认证，符合 ISO 9001:2015 标准，最近一次换证于 2024 年完成。认证范围涵盖柬埔寨全国固定宽带、企业网络和数据中心服务的设计、安装、运营与支持。</p>" +
                "<h3>我们每月跟踪的服务指标</h3>" +
                "<table><thead><tr><th>指标</th><th>目标</th></tr></thead><tbody>" +
                "<tr><td>家庭宽带安装</td><td>下单后 48 小时内</td></tr>" +
                "<tr><td>金边企业故障工程师到场</td><td>4 小时内</td></tr>" +
                "<tr><td>骨干网可用性</td><td>99.9% 或以上</td></tr>" +
                "<tr><td>呼叫中心接听时间</td><td>80% 的来电在 60 秒内接听</td></tr>" +
                "<tr><td>投诉处理</td><td>5 个工作日内解决</td></tr>" +
                "</tbody></table>" +
                "<p>执行委员会每月审查结果，每一项未达标的指标都须制定纠正措施并指定负责人。</p>",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: CHECKS,
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "របៀបដែលយើងកែលម្អជានិច្ច" },
        en: { title: "How we keep improving" },
        zh: { title: "我们如何持续改进" },
      },
      items: [
        {
          data: {},
          text: {
            km: { title: "ពិនិត្យសូចនាកររៀងរាល់ខែ", description: "ក្រុមនីមួយៗបង្ហាញលទ្ធផល និងមូលហេតុនៃការខកខានគោលដៅ។" },
            en: {
              title: "Monthly performance reviews",
              description: "Every team presents its results and the causes of any missed target.",
            },
            zh: { title: "每月绩效评审", description: "各团队汇报成果，并分析未达标的原因。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "សវនកម្មផ្ទៃក្នុងរៀងរាល់ត្រីមាស",
              description: "សវនករផ្ទៃក្នុងដែលបានបណ្ដុះបណ្ដាល ពិនិត្យដំណើរការការងារ និងកំណត់ត្រា។",
            },
            en: {
              title: "Quarterly internal audits",
              description: "Trained internal auditors check our processes and records.",
            },
            zh: { title: "每季度内部审核", description: "经过培训的内审员检查流程和记录。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "សវនកម្មខាងក្រៅប្រចាំឆ្នាំ",
              description: "ស្ថាប័នផ្ដល់វិញ្ញាបនបត្រឯករាជ្យ ផ្ទៀងផ្ទាត់ប្រព័ន្ធរបស់យើងរៀងរាល់ឆ្នាំ។",
            },
            en: {
              title: "Annual external audit",
              description: "An independent certification body verifies our system every year.",
            },
            zh: { title: "年度外部审核", description: "独立认证机构每年对体系进行审核。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "វិភាគឫសគល់នៃរាល់ការដាច់សេវាធំ",
              description: "របាយការណ៍ត្រូវចេញក្នុងរយៈពេល ៥ ថ្ងៃ ជាមួយវិធានការការពារកុំឱ្យកើតឡើងម្ដងទៀត។",
            },
            en: {
              title: "Root-cause analysis of every major outage",
              description: "A report within 5 days, with actions to stop it happening again.",
            },
            zh: { title: "重大故障根因分析", description: "5 天内出具报告，并提出防止再次发生的措施。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "ស្ទង់មតិអតិថិជន", description: "បន្ទាប់ពីរាល់ការដំឡើង និងការជួសជុល យើងសួរអតិថិជនពីបទពិសោធរបស់ពួកគេ។" },
            en: {
              title: "Customer surveys",
              description: "After every installation and repair we ask customers how it went.",
            },
            zh: { title: "客户满意度调查", description: "每次安装和维修后，我们都会询问客户的体验。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "វាយតម្លៃអ្នកផ្គត់ផ្គង់",
              description: "អ្នកម៉ៅការ និងអ្នកផ្គត់ផ្គង់ត្រូវបានវាយតម្លៃលើគុណភាព សុវត្ថិភាព និងពេលវេលា។",
            },
            en: {
              title: "Supplier evaluation",
              description: "Contractors and suppliers are rated on quality, safety and timeliness.",
            },
            zh: { title: "供应商评估", description: "从质量、安全和时效三方面评估承包商和供应商。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "ភ្នែកដែលមិនដែលបិទ" },
        en: { title: "Eyes that never close" },
        zh: { title: "永不休眠的守护" },
      },
      items: [
        {
          data: { image: panel("about-panel-noc.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "មជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញ",
              subTitle: "តាមដាន ២៤ ម៉ោង ៧ ថ្ងៃក្នុងមួយសប្ដាហ៍ ពីភ្នំពេញ",
              content:
                "<p>វិស្វករបីវេនតាមដានខ្សែបណ្ដាញ ឧបករណ៍ និងមជ្ឈមណ្ឌលទិន្នន័យគ្រប់ពេលវេលា។ ប្រព័ន្ធជូនដំណឹងស្វ័យប្រវត្តិអាចរកឃើញខ្សែដាច់ក្នុងរយៈពេលតិចជាងមួយនាទី ហើយក្រុមជួសជុលតាមខេត្តត្រូវបានបញ្ជូនទៅភ្លាមៗ។</p>" +
                "<ul><li>ផ្ទាំងសូចនាករគុណភាពសេវាផ្ទាល់</li><li>ការជូនដំណឹងដល់អតិថិជនអាជីវកម្មតាមសារ និងអ៊ីមែល</li></ul>",
              imageAlt: "អេក្រង់បីបង្ហាញក្រាហ្វ និងរង្វង់វាស់ស្ទង់ ក្នុងមជ្ឈមណ្ឌលប្រតិបត្តិការ",
            },
            en: {
              title: "Network operations centre",
              subTitle: "Watching 24 hours a day, 7 days a week from Phnom Penh",
              content:
                "<p>Engineers on three shifts watch every link, device and data centre system around the clock. Automatic alarms detect a cut fiber in under a minute, and repair crews in the provinces are dispatched straight away.</p>" +
                "<ul><li>Live service-quality dashboards</li><li>Proactive alerts to business customers by SMS and email</li></ul>",
              imageAlt: "Three screens showing graphs and a gauge in an operations centre",
            },
            zh: {
              title: "网络运营中心",
              subTitle: "在金边 7×24 小时不间断监控",
              content:
                "<p>工程师三班轮值，全天候监控每一条链路、每一台设备和数据中心系统。自动告警可在一分钟内发现光缆中断，并立即调派各省抢修队。</p>" +
                "<ul><li>实时服务质量看板</li><li>通过短信和邮件主动通知企业客户</li></ul>",
              imageAlt: "运营中心里显示图表和仪表盘的三块屏幕",
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      text: {
        km: { title: "វិញ្ញាបនបត្រ" },
        en: { title: "Certificate" },
        zh: { title: "证书下载" },
      },
      items: [
        {
          data: { file: "qms-iso-9001-certificate.pdf" },
          text: {
            km: {
              title: "វិញ្ញាបនបត្រ ISO 9001:2015",
              description: "វិញ្ញាបនបត្រ និងវិសាលភាពនៃប្រព័ន្ធគ្រប់គ្រងគុណភាពរបស់យើង (PDF)។",
            },
            en: {
              title: "ISO 9001:2015 certificate",
              description: "The certificate and scope of our quality management system (PDF).",
            },
            zh: { title: "ISO 9001:2015 证书", description: "质量管理体系证书及认证范围（PDF）。" },
          },
        },
      ],
    },
  ],
};

/** ChildSafe certification: what it means, our commitments, tips for families and the policy. */
export const childSafeCertified: SeedPage = {
  id: "ChildSafeCertified",
  text: pageTitle("ChildSafeCertified"),
  webParts: [
    bannerPart("csr", {
      km: {
        bannerTitle: "ការពារកុមារ ទាំងលើអ៊ីនធឺណិត និងក្នុងជីវិតពិត",
        bannerDescription:
          "រំដួលណិតជាអាជីវកម្មដែលទទួលបានវិញ្ញាបនបត្រ ChildSafe។ បុគ្គលិករបស់យើងត្រូវបានបណ្ដុះបណ្ដាលឱ្យស្គាល់ និងរាយការណ៍ពីហានិភ័យចំពោះកុមារ។",
      },
      en: {
        bannerTitle: "Keeping children safe, online and offline",
        bannerDescription:
          "Romdoul Net is a ChildSafe certified business. Our staff are trained to recognise and report risks to children.",
      },
      zh: {
        bannerTitle: "守护儿童，线上线下",
        bannerDescription:
          "隆都网络是通过 ChildSafe 认证的企业。我们的员工经过培训，能够识别并报告儿童面临的风险。",
      },
    }),
    {
      type: "PlainText",
      text: {
        km: { title: "វិញ្ញាបនបត្រ ChildSafe មានន័យដូចម្ដេច" },
        en: { title: "What ChildSafe certification means" },
        zh: { title: "ChildSafe 认证意味着什么" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<p>វិញ្ញាបនបត្រ ChildSafe ផ្ដល់ជូនអាជីវកម្មដែលបណ្ដុះបណ្ដាលបុគ្គលិក អនុម័តគោលនយោបាយការពារកុមារ និងប្ដេជ្ញាអនុវត្តការងារប្រកបដោយសុវត្ថិភាពសម្រាប់កុមារ។ យើងទទួលបានវិញ្ញាបនបត្រនេះជាលើកដំបូងក្នុងឆ្នាំ ២០១៩ ហើយបន្តវារៀងរាល់ឆ្នាំ។</p>" +
                "<p>ក្នុងនាមជាក្រុមហ៊ុនអ៊ីនធឺណិត យើងមានទំនួលខុសត្រូវពីរ៖ ការពារកុមារដែលបុគ្គលិករបស់យើងជួបនៅផ្ទះអតិថិជន ហាង និងសាលារៀន និងជួយឪពុកម្ដាយឱ្យកូនៗប្រើអ៊ីនធឺណិតដោយសុវត្ថិភាព។</p>" +
                "<p><strong>ប្រសិនបើអ្នកឃើញកុមារស្ថិតក្នុងគ្រោះថ្នាក់</strong> សូមទូរស័ព្ទទៅប៉ូលិសលេខ ១១៧ ភ្លាមៗ។ អ្នកក៏អាចរាយការណ៍ពីការព្រួយបារម្ភទាក់ទងនឹងបុគ្គលិក ឬសេវារបស់យើង តាមលេខ 023 888 168 ឬអ៊ីមែល care@romdoul.example ផងដែរ។ របាយការណ៍ទាំងអស់ត្រូវបានរក្សាការសម្ងាត់។</p>",
            },
            en: {
              content:
                "<p>ChildSafe certification is given to businesses that train their staff, adopt a child protection policy and commit to child-safe practices. We were first certified in 2019 and renew our certification every year.</p>" +
                "<p>As an internet company we carry two responsibilities: protecting the children our staff meet in customers' homes, shops and schools, and helping parents keep their children safe online.</p>" +
                "<p><strong>If you see a child in danger</strong>, call the police on 117 straight away. You can also report any concern about our staff or services on 023 888 168 or at care@romdoul.example. All reports are kept confidential.</p>",
            },
            zh: {
              content:
                "<p>ChildSafe 认证授予那些培训员工、制定儿童保护政策并承诺践行儿童安全做法的企业。我们于 2019 年首次获得认证，此后每年续期。</p>" +
                "<p>作为互联网企业，我们肩负两项责任：保护员工在客户家中、营业厅和学校接触到的儿童；帮助家长让孩子安全上网。</p>" +
                "<p><strong>如发现儿童处于危险之中</strong>，请立即拨打报警电话 117。如对我们的员工或服务有任何担忧，也可拨打 023 888 168 或发送邮件至 care@romdoul.example 反映。所有举报均严格保密。</p>",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: BULLETS,
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ការប្ដេជ្ញាចិត្តរបស់យើង" },
        en: { title: "Our commitments" },
        zh: { title: "我们的承诺" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "បុគ្គលិកទាំងអស់ត្រូវបានបណ្ដុះបណ្ដាល",
              description: "បុគ្គលិកហាង អ្នកបច្ចេកទេស និងបុគ្គលិកមជ្ឈមណ្ឌលហៅចូល បញ្ចប់វគ្គការពារកុមារ ហើយរំលឹកឡើងវិញរៀងរាល់ឆ្នាំ។",
            },
            en: {
              title: "Every colleague trained",
              description:
                "Shop, field and call-centre staff complete child protection training, refreshed every year.",
            },
            zh: {
              title: "全员培训",
              description: "营业厅、外勤和呼叫中心员工均完成儿童保护培训，并每年复训。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "មិនជួលកុមារធ្វើការ",
              description: "យើងមិនជួលអ្នកដែលមានអាយុក្រោម ១៨ ឆ្នាំ ហើយតម្រូវឱ្យអ្នកម៉ៅការទាំងអស់អនុវត្តដូចគ្នា។",
            },
            en: {
              title: "No child labour",
              description: "We never employ anyone under 18 and require the same of every contractor.",
            },
            zh: {
              title: "杜绝童工",
              description: "我们不雇用任何未满 18 岁的人员，并要求所有承包商同样遵守。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "មនុស្សពេញវ័យត្រូវមានវត្តមាន",
              description: "អ្នកបច្ចេកទេសពាក់កាតសម្គាល់ខ្លួន ហើយស្នើឱ្យមានមនុស្សពេញវ័យនៅជាមួយពេញមួយការដំឡើងនៅផ្ទះ។",
            },
            en: {
              title: "An adult present",
              description:
                "Technicians wear ID and ask for an adult to be present throughout every home visit.",
            },
            zh: { title: "须有成人在场", description: "技术人员佩戴工作证，上门服务全程要求有成年人在场。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "តម្រងគ្រួសារឥតគិតថ្លៃ",
              description: "គ្រប់កញ្ចប់អ៊ីនធឺណិតតាមផ្ទះមានតម្រងគ្រួសារ ដែលអាចបើកបានក្នុងកម្មវិធី Romdoul App។",
            },
            en: {
              title: "Free family filter",
              description:
                "Every home internet plan includes a family filter you can switch on in the Romdoul App.",
            },
            zh: {
              title: "免费家庭过滤",
              description: "所有家庭宽带套餐均含家庭过滤功能，可在 Romdoul App 中开启。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "រូបភាពកុមារ តែមានការយល់ព្រម",
              description: "យើងប្រើរូបថត ឬវីដេអូរបស់កុមារ លុះត្រាតែមានការយល់ព្រមជាលាយលក្ខណ៍អក្សរពីឪពុកម្ដាយ ឬអាណាព្យាបាល។",
            },
            en: {
              title: "Children's images only with consent",
              description:
                "We use photos or videos of children only with written consent from a parent or guardian.",
            },
            zh: {
              title: "儿童影像须经同意",
              description: "仅在获得父母或监护人书面同意后，才会使用儿童的照片或视频。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "រារាំងខ្លឹមសាររំលោភបំពានលើកុមារ",
              description: "យើងរារាំងខ្លឹមសាររំលោភបំពានផ្លូវភេទលើកុមារ ហើយរាយការណ៍ទៅអាជ្ញាធរមានសមត្ថកិច្ច។",
            },
            en: {
              title: "Abuse material blocked",
              description: "We block child sexual abuse material and report it to the competent authorities.",
            },
            zh: { title: "屏蔽儿童性虐待内容", description: "我们屏蔽儿童性虐待内容，并向主管机关报告。" },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: CHECKS,
      text: {
        km: { title: "គន្លឹះសម្រាប់គ្រួសារ" },
        en: { title: "Tips for families" },
        zh: { title: "家庭安全小贴士" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "ដាក់ឧបករណ៍នៅកន្លែងរួម",
              description: "ទុកកុំព្យូទ័រ និងថេប្លេតរបស់កុមារនៅបន្ទប់ដែលគ្រួសារអង្គុយរួមគ្នា។",
            },
            en: {
              title: "Keep devices in shared rooms",
              description: "Put children's computers and tablets where the family spends time together.",
            },
            zh: { title: "设备放在公共区域", description: "把孩子的电脑和平板放在家人共同活动的房间。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "បើកតម្រងគ្រួសារ", description: "បើកវាក្នុងកម្មវិធី Romdoul App ក្នុងរយៈពេលតិចជាងមួយនាទី។" },
            en: {
              title: "Switch on the family filter",
              description: "It takes less than a minute in the Romdoul App.",
            },
            zh: { title: "开启家庭过滤", description: "在 Romdoul App 中不到一分钟即可完成。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "និយាយជាមួយកូនៗ", description: "សួរពួកគេពីអ្វីដែលពួកគេធ្វើលើអ៊ីនធឺណិត និងអ្នកដែលពួកគេជជែកជាមួយ។" },
            en: {
              title: "Talk with your children",
              description: "Ask what they do online and who they chat with.",
            },
            zh: { title: "多和孩子交流", description: "了解他们在网上做什么、和谁聊天。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "កំណត់ម៉ោងប្រើអេក្រង់រួមគ្នា",
              description: "ព្រមព្រៀងគ្នាអំពីពេលវេលា និងទីកន្លែងដែលអាចប្រើទូរស័ព្ទ និងហ្គេម។",
            },
            en: {
              title: "Agree screen-time rules",
              description: "Decide together when and where phones and games can be used.",
            },
            zh: { title: "共同约定屏幕时间", description: "一起商定何时、何地可以使用手机和玩游戏。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "កុំជួបមិត្តអនឡាញតែម្នាក់ឯង",
              description: "រំលឹកកូនៗឱ្យប្រាប់អ្នកជាមុន ហើយកុំទៅជួបមនុស្សដែលស្គាល់តាមអនឡាញតែម្នាក់ឯង។",
            },
            en: {
              title: "Never meet online friends alone",
              description:
                "Remind children to tell you first and never meet someone they know only online on their own.",
            },
            zh: {
              title: "切勿独自会见网友",
              description: "提醒孩子先告诉家长，绝不独自去见只在网上认识的人。",
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      text: {
        km: { title: "គោលនយោបាយ" },
        en: { title: "Policy" },
        zh: { title: "政策文件" },
      },
      items: [
        {
          data: { file: "childsafe-policy.pdf" },
          text: {
            km: {
              title: "គោលនយោបាយការពារកុមារ",
              description: "គោលនយោបាយ ChildSafe ពេញលេញរបស់រំដួលណិត រួមទាំងនីតិវិធីរាយការណ៍ (PDF)។",
            },
            en: {
              title: "Child protection policy",
              description: "Romdoul Net's full ChildSafe policy, including how to report a concern (PDF).",
            },
            zh: { title: "儿童保护政策", description: "隆都网络完整的 ChildSafe 政策，含举报流程（PDF）。" },
          },
        },
      ],
    },
  ],
};

/** Environmental and social sustainability: the ESS framework, focus areas, solar sites and the report. */
export const environmentEss: SeedPage = {
  id: "EnvironmentEss",
  text: pageTitle("EnvironmentEss"),
  webParts: [
    bannerPart("environment", {
      km: {
        bannerTitle: "កសាងបណ្ដាញដែលស្រលាញ់បរិស្ថាន",
        bannerDescription:
          "ក្របខណ្ឌនិរន្តរភាពបរិស្ថាន និងសង្គម (ESS) របស់យើង ណែនាំពីរបៀបដែលយើងផ្គត់ផ្គង់ថាមពល សាងសង់ និងកែច្នៃឧបករណ៍បណ្ដាញ និងការពារមនុស្សដែលសាងសង់វា។",
      },
      en: {
        bannerTitle: "Building a greener network",
        bannerDescription:
          "Our Environmental and Social Sustainability (ESS) framework guides how we power, build and recycle our network, and how we protect the people who build it.",
      },
      zh: {
        bannerTitle: "建设更绿色的网络",
        bannerDescription:
          "我们的环境与社会可持续发展（ESS）框架，指导我们如何为网络供能、建设和回收设备，以及如何保护建设者的安全。",
      },
    }),
    {
      type: "PlainText",
      text: {
        km: { title: "ក្របខណ្ឌ ESS របស់យើង" },
        en: { title: "Our ESS framework" },
        zh: { title: "我们的 ESS 框架" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<p>គម្រោងបណ្ដាញថ្មីនីមួយៗត្រូវឆ្លងកាត់ការវាយតម្លៃបរិស្ថាន និងសង្គម មុនពេលចាប់ផ្ដើមសាងសង់។ យើងពិនិត្យផលប៉ះពាល់លើដើមឈើ ផ្លូវ ប្រភពទឹក ទីតាំងបេតិកភណ្ឌ និងប្រជាជនដែលរស់នៅក្បែរនោះ ហើយពិគ្រោះជាមួយអាជ្ញាធរមូលដ្ឋាន និងសហគមន៍។</p>" +
                "<h3>គោលដៅឆ្នាំ ២០៣០ របស់យើង</h3>" +
                "<ul>" +
                "<li>កាត់បន្ថយការប្រើអគ្គិសនីពីបណ្ដាញជាតិក្នុងមួយអតិថិជន ៤០% ធៀបនឹងឆ្នាំ ២០២០។</li>" +
                "<li>ប្រើថាមពលព្រះអាទិត្យនៅទូបណ្ដាញឆ្ងាយៗ ៥០% ត្រឹមឆ្នាំ ២០២៧។</li>" +
                "<li>មិនបោះចោលឧបករណ៍បណ្ដាញណាមួយទៅកន្លែងចាក់សំរាមឡើយ។</li>" +
                "<li>គ្មានគ្រោះថ្នាក់ធ្ងន់ធ្ងរលើបុគ្គលិក និងអ្នកម៉ៅការរបស់យើង។</li>" +
                "</ul>" +
                "<p>វឌ្ឍនភាពត្រូវបានរាយការណ៍រៀងរាល់ឆ្នាំ ហើយត្រូវបានពិនិត្យដោយសវនករឯករាជ្យ។</p>",
            },
            en: {
              content:
                "<p>Every new network project goes through an environmental and social assessment before construction starts. We look at the impact on trees, roads, waterways, heritage sites and the people living nearby, and we consult local authorities and communities.</p>" +
                "<h3>Our 2030 targets</h3>" +
                "<ul>" +
                "<li>Cut grid electricity use per customer by 40% compared with 2020.</li>" +
                "<li>Run 50% of remote network cabinets on solar power by 2027.</li>" +
                "<li>Send no network equipment to landfill.</li>" +
                "<li>Zero serious injuries among our staff and contractors.</li>" +
                "</ul>" +
                "<p>Progress is reported every year and reviewed by independent auditors.</p>",
            },
            zh: {
              content:
                "<p>每个新建网络项目在开工前都要进行环境与社会影响评估。我们评估对树木、道路、水道、文化遗产地和周边居民的影响，并征求地方政府和社区的意见。</p>" +
                "<h3>2030 年目标</h3>" +
                "<ul>" +
                "<li>每位客户的电网用电量较 2020 年减少 40%。</li>" +
                "<li>到 2027 年，50% 的偏远网络机柜使用太阳能供电。</li>" +
                "<li>网络设备零填埋。</li>" +
                "<li>员工和承包商零重大伤害。</li>" +
                "</ul>" +
                "<p>我们每年报告进展，并由独立审计机构审查。</p>",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: ICONS,
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "អ្វីដែលយើងសម្រេចបានក្នុងឆ្នាំ ២០២៥" },
        en: { title: "What we achieved in 2025" },
        zh: { title: "2025 年成果" },
      },
      items: [
        {
          data: { titleIcon: icon("about-icon-solar.svg") },
          text: {
            km: {
              title: "ទីតាំងសូឡា ២១០",
              description: "ទូបណ្ដាញតាមជនបទប្រើថាមពលព្រះអាទិត្យ និងថ្មផ្ទុកថាមពល។",
              imageAlt: "",
            },
            en: {
              title: "210 solar sites",
              description: "Rural network cabinets running on solar panels and batteries.",
              imageAlt: "",
            },
            zh: {
              title: "210 个太阳能站点",
              description: "乡村网络机柜采用太阳能板和蓄电池供电。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-recycle.svg") },
          text: {
            km: {
              title: "ឧបករណ៍ ៤២.០០០",
              description: "រ៉ោតទ័រ និងប្រអប់ទទួលសញ្ញា ត្រូវបានប្រមូលមកជួសជុលប្រើឡើងវិញ ឬកែច្នៃ។",
              imageAlt: "",
            },
            en: {
              title: "42,000 devices",
              description: "Routers and set-top boxes collected for refurbishment or recycling.",
              imageAlt: "",
            },
            zh: {
              title: "42,000 台设备",
              description: "回收的路由器和机顶盒，经翻新再用或循环利用。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-leaf.svg") },
          text: {
            km: {
              title: "សាងសង់ដោយប្រុងប្រយ័ត្ន",
              description: "យើងជីកប្រឡាយតូចៗ ស្ដារផ្លូវ និងចិញ្ចើមផ្លូវឡើងវិញ និងជៀសវាងការកាប់ដើមឈើ។",
              imageAlt: "",
            },
            en: {
              title: "Building with care",
              description: "We use micro-trenching, restore every road and pavement, and route around trees.",
              imageAlt: "",
            },
            zh: {
              title: "用心施工",
              description: "采用微槽施工，修复每一处道路和人行道，并绕开树木布线。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-hardhat.svg") },
          text: {
            km: {
              title: "សុវត្ថិភាពជាមុន",
              description: "អ្នកឡើងបង្គោល និងអ្នកម៉ៅការ ១០០% បានទទួលការបណ្ដុះបណ្ដាលសុវត្ថិភាព និងឧបករណ៍ការពារ។",
              imageAlt: "",
            },
            en: {
              title: "Safety first",
              description:
                "100% of pole climbers and contractors trained in safety and equipped with protective gear.",
              imageAlt: "",
            },
            zh: {
              title: "安全第一",
              description: "所有登杆作业人员和承包商均接受安全培训并配备防护装备。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "ថាមពលស្អាតសម្រាប់បណ្ដាញ" },
        en: { title: "Clean power for the network" },
        zh: { title: "为网络提供清洁能源" },
      },
      items: [
        {
          data: { image: panel("about-panel-solar.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "ទូបណ្ដាញប្រើថាមពលព្រះអាទិត្យ",
              subTitle: "ថាមពលស្អាត ទោះបីនៅពេលអគ្គិសនីដាច់",
              content:
                "<p>នៅភូមិដែលអគ្គិសនីមិនទៀងទាត់ ទូបណ្ដាញរបស់យើងប្រើផ្ទាំងសូឡា និងថ្មលីចូម ដែលអាចដំណើរការបានរហូតដល់ ១២ ម៉ោងនៅពេលគ្មានពន្លឺថ្ងៃ។ វាជួយកាត់បន្ថយការប្រើម៉ាស៊ីនភ្លើងប្រេងម៉ាស៊ូត និងធ្វើឱ្យអ៊ីនធឺណិតនៅជនបទដំណើរការជាប់លាប់។</p>",
              imageAlt: "ផ្ទាំងសូឡាភ្ជាប់ទៅទូបណ្ដាញ ក្រោមព្រះអាទិត្យពណ៌មាស",
            },
            en: {
              title: "Solar-powered network cabinets",
              subTitle: "Clean power, even when the grid goes down",
              content:
                "<p>In villages where the grid is unreliable, our cabinets run on solar panels and lithium batteries that last up to 12 hours without sunlight. They cut our use of diesel generators and keep rural internet running.</p>",
              imageAlt: "A solar panel connected to a network cabinet under a gold sun",
            },
            zh: {
              title: "太阳能网络机柜",
              subTitle: "即使电网停电，也有清洁电力",
              content:
                "<p>在供电不稳定的村庄，我们的网络机柜采用太阳能板和锂电池供电，无日照时也可持续运行 12 小时。这减少了柴油发电机的使用，让乡村网络保持畅通。</p>",
              imageAlt: "金色太阳下，太阳能板连接着网络机柜",
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      text: {
        km: { title: "របាយការណ៍" },
        en: { title: "Report" },
        zh: { title: "报告下载" },
      },
      items: [
        {
          data: { file: "environment-ess-report-2025.pdf" },
          text: {
            km: {
              title: "របាយការណ៍ ESS ឆ្នាំ ២០២៥",
              description: "ការប្រើប្រាស់ថាមពល ការកែច្នៃ សុវត្ថិភាព និងការពិគ្រោះយោបល់ជាមួយសហគមន៍ក្នុងឆ្នាំ ២០២៥ (PDF)។",
            },
            en: {
              title: "ESS report 2025",
              description: "Energy use, recycling, safety and community consultation in 2025 (PDF).",
            },
            zh: {
              title: "2025 年 ESS 报告",
              description: "2025 年能源使用、回收利用、安全及社区协商情况（PDF）。",
            },
          },
        },
      ],
    },
  ],
};
