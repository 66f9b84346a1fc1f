import type { Translations } from "../tables";
import type { SeedVacancy } from "./seed-types";

type Lang = "km" | "en" | "zh";
type Lists = Record<Lang, string[]>;

const HEADINGS: Record<Lang, [string, string, string]> = {
  km: ["ការទទួលខុសត្រូវ", "លក្ខខណ្ឌតម្រូវ", "អត្ថប្រយោជន៍"],
  en: ["Responsibilities", "Requirements", "Benefits"],
  zh: ["岗位职责", "任职要求", "福利待遇"],
};

/** Benefits every Romdoul Net employee receives; each vacancy adds its own on top. */
const COMMON_BENEFITS: Lists = {
  km: [
    "ប្រាក់ខែប្រកួតប្រជែង និងប្រាក់រង្វាន់ប្រចាំឆ្នាំតាមលទ្ធផលការងារ",
    "ធានារ៉ាប់រងសុខភាពសម្រាប់បុគ្គលិក ប្ដី ឬប្រពន្ធ និងកូន",
    "ច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំ ១៨ ថ្ងៃ និងរបបសន្តិសុខសង្គម ប.ស.ស.",
    "អ៊ីនធឺណិត MegaSurf 100 នៅផ្ទះឥតគិតថ្លៃ",
  ],
  en: [
    "Competitive salary and an annual performance bonus",
    "Health insurance for you, your spouse and your children",
    "18 days of annual leave and NSSF social security",
    "Free MegaSurf 100 internet at home",
  ],
  zh: [
    "具有竞争力的薪资及年度绩效奖金",
    "本人、配偶及子女的医疗保险",
    "18 天带薪年假及国家社会保障基金（NSSF）",
    "免费享用家庭 MegaSurf 100 宽带",
  ],
};

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

/** Builds the rich-text description: an introduction, then Responsibilities, Requirements and Benefits. */
function describe(
  intro: Record<Lang, string>,
  duties: Lists,
  requirements: Lists,
  extraBenefits: Lists,
): Translations<string> {
  const text: Translations<string> = {};
  for (const lang of ["km", "en", "zh"] as const) {
    const [duty, req, ben] = HEADINGS[lang];
    text[lang] =
      `<p>${intro[lang]}</p>` +
      `<h3>${duty}</h3>${list(duties[lang])}` +
      `<h3>${req}</h3>${list(requirements[lang])}` +
      `<h3>${ben}</h3>${list([...COMMON_BENEFITS[lang], ...extraBenefits[lang]])}`;
  }
  return text;
}

const HEAD_OFFICE = { km: "ការិយាល័យកណ្ដាល ភ្នំពេញ", en: "Phnom Penh head office", zh: "金边总部" };

/** Open positions of the careers pages (14, so the list has two pages of 10). */
export const VACANCIES: SeedVacancy[] = [
  {
    name: { km: "វិស្វករបណ្ដាញ", en: "Network Engineer", zh: "网络工程师" },
    location: HEAD_OFFICE,
    vacancyCount: 2,
    closesInDays: 52,
    description: describe(
      {
        km: "ចូលរួមជាមួយក្រុមវិស្វកម្មដែលរចនា និងថែទាំបណ្ដាញខ្សែកាបអុបទិកដែលតភ្ជាប់ ១៨ ខេត្ត និងសហគ្រាសរាប់រយ។",
        en: "Join the engineering team that designs and runs the fiber backbone linking 18 provinces and hundreds of enterprise customers.",
        zh: "加入我们的工程团队，负责设计和运维连接 18 个省份及数百家企业客户的光纤骨干网。",
      },
      {
        km: [
          "រចនា កំណត់រចនាសម្ព័ន្ធ និងថែទាំរ៉ោតទ័រ និងស្វីចនៅក្នុងបណ្ដាញស្នូល",
          "រៀបចំសេវា MPLS, VPLS និងអ៊ីនធឺណិតឯកជនសម្រាប់អតិថិជនសហគ្រាស",
          "ដោះស្រាយបញ្ហាបណ្ដាញកម្រិតទីបី ជាមួយក្រុម NOC",
          "រៀបចំផែនការ និងអនុវត្តការផ្លាស់ប្ដូរបណ្ដាញនៅពេលយប់ តាមដំណើរការគ្រប់គ្រងការផ្លាស់ប្ដូរ",
          "សរសេរឯកសារបច្ចេកទេស និងគំនូសបណ្ដាញឱ្យទាន់សម័យ",
        ],
        en: [
          "Design, configure and maintain core routers and switches",
          "Provision MPLS, VPLS and dedicated internet services for enterprise customers",
          "Handle third-level network troubleshooting together with the NOC",
          "Plan and carry out night-time network changes following our change-management process",
          "Keep technical documentation and network diagrams up to date",
        ],
        zh: [
          "设计、配置和维护核心路由器及交换机",
          "为企业客户开通 MPLS、VPLS 及互联网专线业务",
          "与 NOC 协作处理三线网络故障",
          "按照变更管理流程规划并实施夜间网络变更",
          "及时更新技术文档和网络拓扑图",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រផ្នែកវិស្វកម្មទូរគមនាគមន៍ វិទ្យាសាស្ត្រកុំព្យូទ័រ ឬមុខជំនាញពាក់ព័ន្ធ",
          "បទពិសោធន៍យ៉ាងតិច ៣ ឆ្នាំ ក្នុងការងារបណ្ដាញរបស់ក្រុមហ៊ុនផ្ដល់សេវាអ៊ីនធឺណិត",
          "ចំណេះដឹងច្បាស់អំពី BGP, OSPF, MPLS និង IPv6",
          "វិញ្ញាបនបត្រ CCNP ឬ JNCIP គឺជាអាទិភាព",
          "ភាសាអង់គ្លេសល្អ សម្រាប់អាន និងសរសេរឯកសារបច្ចេកទេស",
        ],
        en: [
          "Bachelor's degree in telecommunications, computer science or a related field",
          "At least 3 years of network engineering experience at an internet service provider",
          "Solid knowledge of BGP, OSPF, MPLS and IPv6",
          "CCNP or JNCIP certification is a strong advantage",
          "Good English for reading and writing technical documents",
        ],
        zh: [
          "通信工程、计算机科学或相关专业本科学历",
          "至少 3 年互联网服务提供商网络工程经验",
          "熟练掌握 BGP、OSPF、MPLS 和 IPv6",
          "持有 CCNP 或 JNCIP 证书者优先",
          "英语良好，能阅读和撰写技术文档",
        ],
      },
      {
        km: ["ថវិកាសម្រាប់ការប្រឡងយកវិញ្ញាបនបត្រអន្តរជាតិ", "ប្រាក់ឧបត្ថម្ភសម្រាប់ការងារពេលយប់"],
        en: ["Budget for international certification exams", "Allowance for night-time maintenance work"],
        zh: ["国际认证考试费用报销", "夜间维护工作补贴"],
      },
    ),
  },
  {
    name: { km: "វិស្វករ NOC (វេនយប់)", en: "NOC Engineer (Night Shift)", zh: "NOC 工程师（夜班）" },
    location: HEAD_OFFICE,
    vacancyCount: 3,
    closesInDays: 26,
    description: describe(
      {
        km: "មជ្ឈមណ្ឌល NOC របស់យើងតាមដានបណ្ដាញ ២៤/៧។ យើងកំពុងស្វែងរកវិស្វករដែលស្ងប់ស្ងាត់ និងម៉ត់ចត់ សម្រាប់វេនពីម៉ោង ១០ យប់ ដល់ម៉ោង ៧ ព្រឹក។",
        en: "Our NOC watches the network 24/7. We are looking for calm, careful engineers for the 10 pm to 7 am shift.",
        zh: "我们的 NOC 全天候 24/7 监控网络。现招聘沉着细心的工程师，值晚上 10 点至早上 7 点的夜班。",
      },
      {
        km: [
          "តាមដានបណ្ដាញ ម៉ាស៊ីនមេ និងសេវាអតិថិជនសហគ្រាស តាមប្រព័ន្ធតាមដាន",
          "បើកសំបុត្របញ្ហា វិភាគមូលហេតុដំបូង និងបញ្ជូនបន្តទៅក្រុមពាក់ព័ន្ធ",
          "សម្របសម្រួលជាមួយអ្នកបច្ចេកទេសតាមមូលដ្ឋាន ពេលខ្សែកាបដាច់",
          "ជូនដំណឹងដល់អតិថិជនសហគ្រាសអំពីស្ថានភាពបញ្ហា តាមលក្ខខណ្ឌ SLA",
          "ធ្វើរបាយការណ៍ប្រគល់វេនដែលច្បាស់លាស់នៅចុងវេននីមួយៗ",
        ],
        en: [
          "Monitor the network, servers and enterprise services with our monitoring tools",
          "Open tickets, carry out first analysis and escalate to the right team",
          "Coordinate field technicians when a fiber cable is cut",
          "Keep enterprise customers informed of incidents in line with their SLA",
          "Write a clear handover report at the end of every shift",
        ],
        zh: [
          "通过监控系统监视网络、服务器及企业客户业务",
          "创建工单、进行初步分析并升级至相应团队",
          "光缆中断时协调外勤技术人员",
          "按照 SLA 要求及时向企业客户通报故障进展",
          "每班结束时撰写清晰的交接班报告",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រ ឬសញ្ញាបត្របច្ចេកទេសផ្នែកបណ្ដាញ ឬទូរគមនាគមន៍",
          "បទពិសោធន៍ ១ ឆ្នាំ នៅ NOC ឬផ្នែកគាំទ្របច្ចេកទេស (និស្សិតទើបបញ្ចប់ការសិក្សាដែលមានសមត្ថភាពខ្ពស់ក៏អាចដាក់ពាក្យបាន)",
          "ចំណេះដឹងមូលដ្ឋានអំពី TCP/IP និងការដោះស្រាយបញ្ហាបណ្ដាញ",
          "អាចធ្វើការវេនយប់ រួមទាំងថ្ងៃចុងសប្ដាហ៍ និងថ្ងៃបុណ្យ តាមកាលវិភាគវេន",
          "ភាសាអង់គ្លេសល្អ",
        ],
        en: [
          "Degree or technical diploma in networking or telecommunications",
          "1 year in a NOC or technical support role (strong fresh graduates are welcome to apply)",
          "Basic knowledge of TCP/IP and network troubleshooting",
          "Able to work night shifts, including weekends and public holidays on a rota",
          "Good English",
        ],
        zh: [
          "网络或通信相关专业本科或大专学历",
          "1 年 NOC 或技术支持工作经验（优秀应届毕业生亦可申请）",
          "掌握 TCP/IP 基础知识及网络故障排查方法",
          "能按排班表上夜班，包括周末和公共假期",
          "英语良好",
        ],
      },
      {
        km: ["ប្រាក់ឧបត្ថម្ភវេនយប់ ២០% នៃប្រាក់ខែគោល", "អាហារពេលយប់ និងឡានដឹកជញ្ជូនពេលព្រឹក"],
        en: ["Night-shift allowance of 20% of base salary", "Night meal and morning transport home"],
        zh: ["夜班补贴为基本工资的 20%", "提供夜宵及早班下班交通"],
      },
    ),
  },
  {
    name: { km: "អ្នកបច្ចេកទេសខ្សែកាបអុបទិក", en: "Fiber Technician", zh: "光纤技术员" },
    location: { km: "សាខាសៀមរាប", en: "Siem Reap branch", zh: "暹粒分公司" },
    vacancyCount: 5,
    closesInDays: 37,
    description: describe(
      {
        km: "ជួយយើងតភ្ជាប់ផ្ទះ សណ្ឋាគារ និងអាជីវកម្មនៅខេត្តសៀមរាប ដែលជាតំបន់មួយក្នុងចំណោមតំបន់ដែលរីកចម្រើនលឿនបំផុតរបស់យើង។",
        en: "Help us connect homes, hotels and businesses in Siem Reap, one of our fastest-growing areas.",
        zh: "协助我们为暹粒的家庭、酒店和企业接入网络，暹粒是我们增长最快的地区之一。",
      },
      {
        km: [
          "ដំឡើងខ្សែកាបអុបទិក រ៉ោតទ័រ និងឧបករណ៍ FTTR នៅផ្ទះ និងអាជីវកម្មរបស់អតិថិជន",
          "ផ្សារខ្សែកាបអុបទិក និងវាស់គុណភាពសញ្ញា",
          "ជួសជុលបញ្ហាខ្សែដាច់ និងសញ្ញាខ្សោយ ក្នុងរយៈពេលដែលបានកំណត់",
          "ពន្យល់អតិថិជនអំពីការប្រើប្រាស់ Wi-Fi និង Romdoul App",
          "អនុវត្តតាមវិធានសុវត្ថិភាពពេលធ្វើការលើបង្គោល និងជណ្ដើរ",
        ],
        en: [
          "Install fiber, routers and FTTR equipment at customers' homes and businesses",
          "Splice fiber and measure signal quality",
          "Repair cable cuts and weak-signal faults within target times",
          "Show customers how to use their Wi-Fi and the Romdoul App",
          "Follow safety rules when working on poles and ladders",
        ],
        zh: [
          "在客户家中及企业安装光纤、路由器和 FTTR 设备",
          "光纤熔接及信号质量测试",
          "在规定时限内修复断纤和弱信号故障",
          "向客户讲解 Wi-Fi 及 Romdoul App 的使用方法",
          "登杆及使用梯子作业时遵守安全规范",
        ],
      },
      {
        km: [
          "សញ្ញាបត្រមធ្យមសិក្សាទុតិយភូមិ ឬសញ្ញាបត្របច្ចេកទេសផ្នែកអគ្គិសនី ឬអេឡិចត្រូនិក",
          "បទពិសោធន៍ផ្សារខ្សែកាបអុបទិក គឺជាអាទិភាព (យើងមានវគ្គបណ្ដុះបណ្ដាល)",
          "មានម៉ូតូ និងប័ណ្ណបើកបរ",
          "រស់នៅក្នុងខេត្តសៀមរាប ឬអាចផ្លាស់មករស់នៅបាន",
          "ចេះគោរពពេលវេលា និងមានភាពរួសរាយរាក់ទាក់ជាមួយអតិថិជន",
        ],
        en: [
          "High school diploma or a technical certificate in electrical or electronics work",
          "Fiber splicing experience is an advantage (we provide training)",
          "Own motorbike and a valid driving licence",
          "Living in Siem Reap or willing to relocate",
          "Punctual and friendly with customers",
        ],
        zh: [
          "高中学历，或持有电工、电子类技术证书",
          "有光纤熔接经验者优先（公司提供培训）",
          "自备摩托车并持有有效驾照",
          "居住在暹粒或愿意迁居暹粒",
          "守时，待客友善",
        ],
      },
      {
        km: ["ប្រាក់ឧបត្ថម្ភសាំង និងទូរស័ព្ទ", "ឯកសណ្ឋាន ឧបករណ៍ការពារសុវត្ថិភាព និងឧបករណ៍ធ្វើការពេញលេញ"],
        en: ["Fuel and phone allowance", "Uniform, safety gear and a full tool kit"],
        zh: ["燃油及话费补贴", "工作服、安全防护用品及全套工具"],
      },
    ),
  },
  {
    name: {
      km: "បុគ្គលិកផ្នែកលក់ សម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
      en: "Sales Executive, SME",
      zh: "中小企业销售专员",
    },
    location: HEAD_OFFICE,
    vacancyCount: 4,
    closesInDays: 47,
    description: describe(
      {
        km: "ជួយហាង ភោជនីយដ្ឋាន ការិយាល័យ និងរោងចក្រខ្នាតតូច ជ្រើសរើសអ៊ីនធឺណិត MegaBiz ទូរទស្សន៍ និងសេវាពពកដែលសមស្របនឹងតម្រូវការរបស់ពួកគេ។",
        en: "Help shops, restaurants, offices and small factories choose the MegaBiz internet, TV and cloud services that fit their needs.",
        zh: "帮助商店、餐厅、办公室和小型工厂选择适合其需求的 MegaBiz 宽带、电视及云服务。",
      },
      {
        km: [
          "ស្វែងរក និងជួបអតិថិជនអាជីវកម្មថ្មីនៅក្នុងតំបន់ដែលទទួលបន្ទុក",
          "វាយតម្លៃតម្រូវការ និងរៀបចំសំណើតម្លៃសម្រាប់ MegaBiz, SME TV និងសេវាពពក",
          "សម្របសម្រួលការដំឡើងជាមួយក្រុមបច្ចេកទេស រហូតដល់អតិថិជនចាប់ផ្ដើមប្រើសេវា",
          "រក្សាទំនាក់ទំនងជាមួយអតិថិជនបច្ចុប្បន្ន និងណែនាំការដំឡើងកញ្ចប់",
          "កត់ត្រាសកម្មភាពលក់ទាំងអស់ក្នុងប្រព័ន្ធគ្រប់គ្រងអតិថិជន",
        ],
        en: [
          "Find and visit new business customers in your assigned area",
          "Assess needs and prepare quotations for MegaBiz, SME TV and cloud services",
          "Coordinate installation with the technical team until the customer is live",
          "Stay in touch with existing customers and recommend upgrades",
          "Record all sales activity in our customer management system",
        ],
        zh: [
          "在负责区域内开发并拜访新的企业客户",
          "评估客户需求，为 MegaBiz、SME TV 及云服务制作报价",
          "与技术团队协调安装，直至客户正式开通",
          "维护现有客户关系，推荐套餐升级",
          "在客户管理系统中记录所有销售活动",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រផ្នែកគ្រប់គ្រងពាណិជ្ជកម្ម ទីផ្សារ ឬមុខជំនាញពាក់ព័ន្ធ",
          "បទពិសោធន៍លក់យ៉ាងតិច ១ ឆ្នាំ ប្រសើរបំផុតក្នុងវិស័យទូរគមនាគមន៍ ឬធនាគារ",
          "ជំនាញទំនាក់ទំនង និងការចរចាល្អ",
          "ភាសាអង់គ្លេសល្អ ចេះភាសាចិនជាអាទិភាព",
          "មានម៉ូតូ និងប័ណ្ណបើកបរ",
        ],
        en: [
          "Bachelor's degree in business, marketing or a related field",
          "At least 1 year of sales experience, ideally in telecoms or banking",
          "Strong communication and negotiation skills",
          "Good English; Chinese is an advantage",
          "Own motorbike and driving licence",
        ],
        zh: [
          "工商管理、市场营销或相关专业本科学历",
          "至少 1 年销售经验，有电信或银行行业经验者优先",
          "沟通和谈判能力强",
          "英语良好，懂中文者优先",
          "自备摩托车并持有驾照",
        ],
      },
      {
        km: ["កម្រៃជើងសារលក់ប្រចាំខែដោយគ្មានដែនកំណត់", "ប្រាក់ឧបត្ថម្ភសាំង និងទូរស័ព្ទ"],
        en: ["Uncapped monthly sales commission", "Fuel and phone allowance"],
        zh: ["月度销售提成，上不封顶", "燃油及话费补贴"],
      },
    ),
  },
  {
    name: { km: "អ្នកគ្រប់គ្រងគណនីសហគ្រាស", en: "Enterprise Account Manager", zh: "大客户经理" },
    location: HEAD_OFFICE,
    vacancyCount: 1,
    closesInDays: 68,
    description: describe(
      {
        km: "ទទួលបន្ទុកគណនីធនាគារ ក្រុមហ៊ុនធំៗ និងស្ថាប័នដែលប្រើខ្សែឯកជន មជ្ឈមណ្ឌលទិន្នន័យ និងសេវាពពករបស់យើង។",
        en: "Look after a portfolio of banks, large companies and institutions that rely on our dedicated links, data centre and cloud services.",
        zh: "负责管理使用我们专线、数据中心及云服务的银行、大型企业和机构客户。",
      },
      {
        km: [
          "គ្រប់គ្រង និងពង្រីកគណនីសហគ្រាសប្រមាណ ៤០ ដែលមានចំណូលប្រចាំឆ្នាំលើសពី $2 លាន",
          "យល់ពីផែនការអាជីវកម្មរបស់អតិថិជន និងស្នើដំណោះស្រាយបណ្ដាញ មជ្ឈមណ្ឌលទិន្នន័យ និងសេវាពពក",
          "ដឹកនាំការដេញថ្លៃ និងការចរចាកិច្ចសន្យា រួមទាំងលក្ខខណ្ឌ SLA",
          "រៀបចំកិច្ចប្រជុំពិនិត្យសេវាប្រចាំត្រីមាសជាមួយអតិថិជន",
          "សហការជាមួយវិស្វករ ដើម្បីធានាការដំឡើងគម្រោងទាន់ពេលវេលា",
        ],
        en: [
          "Manage and grow around 40 enterprise accounts worth more than $2 million a year",
          "Understand customers' business plans and propose network, data centre and cloud solutions",
          "Lead tenders and contract negotiations, including SLA terms",
          "Run quarterly service reviews with customers",
          "Work with engineers to make sure projects are delivered on time",
        ],
        zh: [
          "管理并拓展约 40 家企业客户，年收入逾 200 万美元",
          "了解客户业务规划，提出网络、数据中心及云服务解决方案",
          "主导投标及合同谈判，包括 SLA 条款",
          "与客户定期召开季度服务回顾会议",
          "与工程师协作，确保项目按时交付",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រ ឬអនុបណ្ឌិតផ្នែកគ្រប់គ្រងពាណិជ្ជកម្ម ឬបច្ចេកវិទ្យា",
          "បទពិសោធន៍យ៉ាងតិច ៥ ឆ្នាំ ក្នុងការលក់សេវាបច្ចេកវិទ្យា ឬទូរគមនាគមន៍ដល់សហគ្រាស",
          "ចំណេះដឹងអំពីសេវាខ្សែឯកជន MPLS និងសេវាពពក",
          "ជំនាញធ្វើបទបង្ហាញ និងការចរចាកម្រិតខ្ពស់",
          "ភាសាអង់គ្លេសស្ទាត់ ចេះភាសាចិនជាអាទិភាព",
        ],
        en: [
          "Bachelor's or master's degree in business or technology",
          "At least 5 years of selling IT or telecom services to enterprises",
          "Understanding of dedicated links, MPLS and cloud services",
          "Excellent presentation and negotiation skills",
          "Fluent English; Chinese is an advantage",
        ],
        zh: [
          "工商管理或科技相关专业本科或硕士学历",
          "至少 5 年向企业销售 IT 或电信服务的经验",
          "熟悉专线、MPLS 及云服务",
          "出色的演示和谈判能力",
          "英语流利，懂中文者优先",
        ],
      },
      {
        km: ["ប្រាក់រង្វាន់ប្រចាំត្រីមាសតាមគោលដៅលក់", "រថយន្តក្រុមហ៊ុន ឬប្រាក់ឧបត្ថម្ភការធ្វើដំណើរ"],
        en: ["Quarterly bonus linked to sales targets", "Company car or travel allowance"],
        zh: ["与销售目标挂钩的季度奖金", "公司配车或交通补贴"],
      },
    ),
  },
  {
    name: {
      km: "ភ្នាក់ងារសេវាអតិថិជន (ភាសាខ្មែរ អង់គ្លេស ចិន)",
      en: "Customer Care Agent (Khmer, English, Chinese)",
      zh: "客服专员（高棉语、英语、中文）",
    },
    location: HEAD_OFFICE,
    vacancyCount: 5,
    closesInDays: 21,
    description: describe(
      {
        km: "អ្នកនឹងក្លាយជាសំឡេងរបស់រំដួលណិតនៅលើខ្សែទូរស័ព្ទបន្ទាន់ 023 888 168 តាមការជជែក និងតាមអ៊ីមែល ដោយជួយអតិថិជនជាភាសាខ្មែរ អង់គ្លេស និងចិន។",
        en: "Be the voice of Romdoul Net on our 023 888 168 hotline, chat and email, helping customers in Khmer, English and Chinese.",
        zh: "作为隆都网络的服务代表，通过 023 888 168 热线、在线聊天和电子邮件，用高棉语、英语和中文为客户提供帮助。",
      },
      {
        km: [
          "ឆ្លើយទូរស័ព្ទ សារជជែក និងអ៊ីមែលរបស់អតិថិជនអំពីកញ្ចប់សេវា វិក្កយបត្រ និងបញ្ហាបច្ចេកទេស",
          "ណែនាំអតិថិជនឱ្យពិនិត្យរ៉ោតទ័រ និង Wi-Fi ជាជំហានៗ",
          "ពន្យល់វិធីទូទាត់តាម KHQR, ABA, Wing និងកាត",
          "បើកសំបុត្របញ្ហា និងតាមដានរហូតដល់បានដោះស្រាយ",
          "កត់ត្រាការសន្ទនាទាំងអស់ឱ្យបានត្រឹមត្រូវក្នុងប្រព័ន្ធ",
        ],
        en: [
          "Answer customer calls, chats and emails about plans, bills and technical problems",
          "Guide customers step by step through router and Wi-Fi checks",
          "Explain how to pay by KHQR, ABA, Wing and card",
          "Open tickets and follow them up until they are resolved",
          "Record every conversation accurately in our system",
        ],
        zh: [
          "通过电话、在线聊天和电子邮件解答客户关于套餐、账单及技术问题的咨询",
          "一步步指导客户检查路由器和 Wi-Fi",
          "讲解 KHQR、ABA、Wing 及银行卡缴费方式",
          "创建工单并跟进直至问题解决",
          "在系统中准确记录每次沟通内容",
        ],
      },
      {
        km: [
          "សញ្ញាបត្រមធ្យមសិក្សាទុតិយភូមិ ឬខ្ពស់ជាងនេះ",
          "និយាយភាសាខ្មែរ អង់គ្លេស និងចិនកុកងឺបានស្ទាត់ (ការប្រឡងភាសាជាផ្នែកមួយនៃការសម្ភាសន៍)",
          "មានការអត់ធ្មត់ និងចូលចិត្តជួយមនុស្ស",
          "ចេះប្រើកុំព្យូទ័រ និងវាយអក្សរបានលឿន",
          "អាចធ្វើការតាមវេន រួមទាំងថ្ងៃចុងសប្ដាហ៍",
        ],
        en: [
          "High school diploma or higher",
          "Fluent spoken Khmer, English and Mandarin Chinese (a language test is part of the interview)",
          "Patient and enjoys helping people",
          "Comfortable with computers and a fast typist",
          "Able to work shifts, including weekends",
        ],
        zh: [
          "高中及以上学历",
          "高棉语、英语和普通话口语流利（面试包含语言测试）",
          "有耐心，乐于助人",
          "熟练使用电脑，打字速度快",
          "能接受轮班，包括周末",
        ],
      },
      {
        km: ["ប្រាក់ឧបត្ថម្ភភាសាចិនប្រចាំខែ", "វគ្គបណ្ដុះបណ្ដាលផលិតផល និងបច្ចេកទេស ២ សប្ដាហ៍ដែលមានប្រាក់ខែ"],
        en: ["Monthly Chinese-language allowance", "Two weeks of paid product and technical training"],
        zh: ["每月中文语言补贴", "为期两周的带薪产品及技术培训"],
      },
    ),
  },
  {
    name: {
      km: "អ្នកអភិវឌ្ឍកម្មវិធី (TypeScript)",
      en: "Software Developer (TypeScript)",
      zh: "软件开发工程师（TypeScript）",
    },
    location: HEAD_OFFICE,
    vacancyCount: 2,
    closesInDays: 83,
    description: describe(
      {
        km: "បង្កើត និងកែលម្អគេហទំព័ររំដួលណិត ប្រព័ន្ធទូទាត់វិក្កយបត្រ និង Romdoul App ដែលអតិថិជនរាប់សែននាក់ប្រើជារៀងរាល់ខែ។",
        en: "Build and improve the Romdoul Net website, bill payment and Romdoul App that hundreds of thousands of customers use every month.",
        zh: "开发和完善每月有数十万客户使用的隆都网络官网、账单缴费系统和 Romdoul App。",
      },
      {
        km: [
          "អភិវឌ្ឍមុខងារថ្មីសម្រាប់គេហទំព័រ និងប្រព័ន្ធខាងក្រោយ ដោយប្រើ TypeScript, React និង Node.js",
          "ភ្ជាប់ប្រព័ន្ធទូទាត់ KHQR, ABA និង Wing",
          "សរសេរតេស្តស្វ័យប្រវត្តិ និងពិនិត្យកូដរបស់សហការី",
          "ធ្វើការជាមួយអ្នករចនា ដើម្បីឱ្យគេហទំព័រប្រើបានល្អជាភាសាខ្មែរ អង់គ្លេស និងចិន",
          "តាមដានដំណើរការប្រព័ន្ធ និងដោះស្រាយបញ្ហាដែលកើតឡើង",
        ],
        en: [
          "Develop new features for the website and back-end services with TypeScript, React and Node.js",
          "Integrate KHQR, ABA and Wing payments",
          "Write automated tests and review your colleagues' code",
          "Work with designers so the site works well in Khmer, English and Chinese",
          "Monitor production and fix issues when they arise",
        ],
        zh: [
          "使用 TypeScript、React 和 Node.js 开发官网及后端服务的新功能",
          "对接 KHQR、ABA 和 Wing 支付",
          "编写自动化测试并评审同事代码",
          "与设计师合作，确保网站在高棉语、英语和中文下均体验良好",
          "监控生产环境并处理出现的问题",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រផ្នែកវិទ្យាសាស្ត្រកុំព្យូទ័រ ឬមានបទពិសោធន៍ការងារស្មើនឹងនេះ",
          "បទពិសោធន៍យ៉ាងតិច ២ ឆ្នាំ ជាមួយ TypeScript និង React ឬ Node.js",
          "ចំណេះដឹងអំពី SQL និង REST API",
          "ធ្លាប់ប្រើ Git និងដំណើរការពិនិត្យកូដ",
          "អាចអាន និងសរសេរភាសាអង់គ្លេសបានល្អ",
        ],
        en: [
          "Degree in computer science or equivalent work experience",
          "At least 2 years with TypeScript and React or Node.js",
          "Knowledge of SQL and REST APIs",
          "Used to Git and code review",
          "Good written English",
        ],
        zh: [
          "计算机科学相关专业学历或同等工作经验",
          "至少 2 年 TypeScript 及 React 或 Node.js 开发经验",
          "熟悉 SQL 和 REST API",
          "熟悉 Git 及代码评审流程",
          "英语读写良好",
        ],
      },
      {
        km: ["ម៉ោងធ្វើការបត់បែន និងធ្វើការពីផ្ទះបាន ២ ថ្ងៃក្នុងមួយសប្ដាហ៍", "កុំព្យូទ័រយួរដៃ និងថវិកាសម្រាប់ការរៀនសូត្រ"],
        en: ["Flexible hours and two days a week working from home", "Laptop and a learning budget"],
        zh: ["弹性工作时间，每周可居家办公两天", "配发笔记本电脑并提供学习经费"],
      },
    ),
  },
  {
    name: { km: "អ្នកវិភាគទិន្នន័យ", en: "Data Analyst", zh: "数据分析师" },
    location: HEAD_OFFICE,
    vacancyCount: 1,
    closesInDays: 57,
    description: describe(
      {
        km: "ប្រែក្លាយទិន្នន័យអំពីបណ្ដាញ ការលក់ និងសេវាអតិថិជន ទៅជាការយល់ដឹងដែលជួយក្រុមការងាររបស់យើងធ្វើការសម្រេចចិត្តបានល្អជាងមុន។",
        en: "Turn network, sales and customer-care data into insights that help our teams make better decisions.",
        zh: "将网络、销售和客服数据转化为洞察，帮助各团队做出更好的决策。",
      },
      {
        km: [
          "រៀបចំផ្ទាំងរបាយការណ៍ប្រចាំសប្ដាហ៍ និងប្រចាំខែ សម្រាប់ថ្នាក់គ្រប់គ្រង",
          "វិភាគមូលហេតុដែលអតិថិជនបញ្ឈប់សេវា និងស្នើវិធានការការពារ",
          "ព្យាករណ៍តម្រូវការបណ្ដាញតាមតំបន់ ដើម្បីជួយរៀបចំផែនការពង្រីក",
          "វាស់លទ្ធផលនៃការផ្ដល់ជូនពិសេស និងយុទ្ធនាការទីផ្សារ",
          "ធានាគុណភាព និងភាពត្រឹមត្រូវនៃទិន្នន័យ",
        ],
        en: [
          "Build weekly and monthly dashboards for management",
          "Analyse why customers leave and propose ways to keep them",
          "Forecast network demand by area to guide expansion plans",
          "Measure the results of promotions and marketing campaigns",
          "Keep data accurate and well documented",
        ],
        zh: [
          "为管理层制作周报及月报数据看板",
          "分析客户流失原因并提出挽留措施",
          "按区域预测网络需求，为扩建规划提供依据",
          "评估促销活动和营销推广的效果",
          "确保数据准确并做好文档记录",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រផ្នែកស្ថិតិ គណិតវិទ្យា សេដ្ឋកិច្ច ឬវិទ្យាសាស្ត្រកុំព្យូទ័រ",
          "បទពិសោធន៍យ៉ាងតិច ២ ឆ្នាំ ក្នុងការវិភាគទិន្នន័យ",
          "ជំនាញ SQL ល្អ និងចេះប្រើ Python ឬ R",
          "ធ្លាប់ប្រើ Power BI ឬកម្មវិធីបង្ហាញទិន្នន័យស្រដៀងគ្នា",
          "អាចពន្យល់លទ្ធផលវិភាគដល់អ្នកដែលមិនមែនជាអ្នកបច្ចេកទេសបានយ៉ាងច្បាស់",
        ],
        en: [
          "Degree in statistics, mathematics, economics or computer science",
          "At least 2 years of data analysis experience",
          "Strong SQL and working knowledge of Python or R",
          "Experience with Power BI or a similar visualisation tool",
          "Able to explain findings clearly to non-technical colleagues",
        ],
        zh: [
          "统计学、数学、经济学或计算机科学专业本科学历",
          "至少 2 年数据分析经验",
          "精通 SQL，熟练使用 Python 或 R",
          "有 Power BI 或同类可视化工具使用经验",
          "能向非技术同事清晰讲解分析结论",
        ],
      },
      {
        km: ["ម៉ោងធ្វើការបត់បែន", "ថវិកាសម្រាប់វគ្គសិក្សា និងវិញ្ញាបនបត្រតាមអ៊ីនធឺណិត"],
        en: ["Flexible working hours", "Budget for online courses and certifications"],
        zh: ["弹性工作时间", "在线课程及认证学习经费"],
      },
    ),
  },
  {
    name: { km: "មន្ត្រីធនធានមនុស្ស", en: "HR Officer", zh: "人力资源专员" },
    location: HEAD_OFFICE,
    vacancyCount: 1,
    closesInDays: 16,
    description: describe(
      {
        km: "គាំទ្របុគ្គលិកជាង ១ ១០០ នាក់ ចាប់ពីថ្ងៃដំបូងនៃការងារ រហូតដល់ការអភិវឌ្ឍអាជីពរបស់ពួកគេ។",
        en: "Support more than 1,100 colleagues from their first day at work through to their career development.",
        zh: "为 1,100 多名员工提供从入职第一天到职业发展的全程支持。",
      },
      {
        km: [
          "ដឹកនាំដំណើរការជ្រើសរើសបុគ្គលិក ចាប់ពីការផ្សាយដំណឹងជ្រើសរើស រហូតដល់ការផ្ដល់ការងារ",
          "រៀបចំកម្មវិធីណែនាំបុគ្គលិកថ្មី និងវគ្គបណ្ដុះបណ្ដាលប្រចាំឆ្នាំ",
          "គ្រប់គ្រងឯកសារបុគ្គលិក កិច្ចសន្យាការងារ និងច្បាប់ឈប់សម្រាក",
          "ធានាការអនុលោមតាមច្បាប់ស្ដីពីការងារ និងរបប ប.ស.ស.",
          "ឆ្លើយសំណួររបស់បុគ្គលិកអំពីគោលការណ៍ និងអត្ថប្រយោជន៍",
        ],
        en: [
          "Run recruitment from job posting through to the offer",
          "Organise induction for new joiners and the annual training plan",
          "Manage staff records, employment contracts and leave",
          "Ensure compliance with the Labour Law and NSSF requirements",
          "Answer colleagues' questions on policies and benefits",
        ],
        zh: [
          "负责从发布职位到发放录用通知的招聘全流程",
          "组织新员工入职培训及年度培训计划",
          "管理员工档案、劳动合同及休假",
          "确保符合《劳动法》及国家社会保障基金（NSSF）的要求",
          "解答员工关于公司政策和福利的问题",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រផ្នែកគ្រប់គ្រងធនធានមនុស្ស ច្បាប់ ឬគ្រប់គ្រងពាណិជ្ជកម្ម",
          "បទពិសោធន៍យ៉ាងតិច ២ ឆ្នាំ ក្នុងផ្នែកធនធានមនុស្ស",
          "ចំណេះដឹងល្អអំពីច្បាប់ស្ដីពីការងារនៃព្រះរាជាណាចក្រកម្ពុជា",
          "រក្សាការសម្ងាត់ និងមានវិជ្ជាជីវៈខ្ពស់",
          "ភាសាអង់គ្លេសល្អ",
        ],
        en: [
          "Degree in human resources, law or business administration",
          "At least 2 years of HR experience",
          "Good knowledge of the Cambodian Labour Law",
          "Discreet and highly professional",
          "Good English",
        ],
        zh: [
          "人力资源管理、法律或工商管理专业本科学历",
          "至少 2 年人力资源工作经验",
          "熟悉柬埔寨《劳动法》",
          "严守保密，职业素养高",
          "英语良好",
        ],
      },
      {
        km: ["វគ្គបណ្ដុះបណ្ដាលវិជ្ជាជីវៈផ្នែកធនធានមនុស្ស"],
        en: ["Professional HR training and development"],
        zh: ["人力资源专业培训与发展机会"],
      },
    ),
  },
  {
    name: { km: "គណនេយ្យករ", en: "Accountant", zh: "会计" },
    location: HEAD_OFFICE,
    vacancyCount: 1,
    closesInDays: 11,
    description: describe(
      {
        km: "ចូលរួមជាមួយក្រុមហិរញ្ញវត្ថុ ដែលគ្រប់គ្រងការទូទាត់ប្រាក់ពីអតិថិជនរាប់សែននាក់ និងការចំណាយរបស់ក្រុមហ៊ុនជារៀងរាល់ខែ។",
        en: "Join the finance team that handles payments from hundreds of thousands of customers and the company's expenses every month.",
        zh: "加入财务团队，负责每月处理数十万客户的缴费及公司各项支出。",
      },
      {
        km: [
          "ផ្ទៀងផ្ទាត់ការទូទាត់ប្រាក់ពី KHQR, ABA, Wing និងកាត ជាមួយរបាយការណ៍ធនាគារប្រចាំថ្ងៃ",
          "កត់ត្រាវិក្កយបត្រអ្នកផ្គត់ផ្គង់ និងរៀបចំការទូទាត់",
          "រៀបចំលិខិតប្រកាសពន្ធប្រចាំខែ រួមទាំងអាករលើតម្លៃបន្ថែម",
          "ជួយបិទបញ្ជីប្រចាំខែ និងរៀបចំរបាយការណ៍ហិរញ្ញវត្ថុ",
          "គាំទ្រសវនករក្នុងពេលធ្វើសវនកម្មប្រចាំឆ្នាំ",
        ],
        en: [
          "Reconcile KHQR, ABA, Wing and card payments with daily bank statements",
          "Record supplier invoices and prepare payments",
          "Prepare monthly tax returns, including VAT",
          "Help with the monthly close and financial reports",
          "Support the auditors during the annual audit",
        ],
        zh: [
          "将 KHQR、ABA、Wing 及银行卡收款与每日银行流水进行对账",
          "登记供应商发票并安排付款",
          "编制月度纳税申报表，包括增值税",
          "协助月末结账及编制财务报表",
          "配合年度审计工作",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រផ្នែកគណនេយ្យ ឬហិរញ្ញវត្ថុ (ACCA ឬ CAT ជាអាទិភាព)",
          "បទពិសោធន៍យ៉ាងតិច ២ ឆ្នាំ ក្នុងការងារគណនេយ្យ",
          "ចំណេះដឹងអំពីស្តង់ដាររបាយការណ៍ហិរញ្ញវត្ថុកម្ពុជា និងច្បាប់ស្ដីពីសារពើពន្ធ",
          "ជំនាញ Excel ល្អ",
          "ម៉ត់ចត់ និងគោរពពេលវេលាកំណត់",
        ],
        en: [
          "Degree in accounting or finance (ACCA or CAT is an advantage)",
          "At least 2 years of accounting experience",
          "Knowledge of Cambodian financial reporting standards and tax law",
          "Good Excel skills",
          "Accurate and reliable with deadlines",
        ],
        zh: [
          "会计或金融专业本科学历（持有 ACCA 或 CAT 者优先）",
          "至少 2 年会计工作经验",
          "熟悉柬埔寨财务报告准则及税法",
          "熟练使用 Excel",
          "细致严谨，按时完成工作",
        ],
      },
      {
        km: ["ជំនួយថ្លៃសិក្សា ACCA"],
        en: ["Sponsorship for ACCA studies"],
        zh: ["资助 ACCA 课程学习"],
      },
    ),
  },
  {
    name: {
      km: "ប្រធានក្រុមសេវាបច្ចេកទេសតាមមូលដ្ឋាន",
      en: "Field Service Supervisor",
      zh: "现场服务主管",
    },
    location: { km: "សាខាបាត់ដំបង", en: "Battambang branch", zh: "马德望分公司" },
    vacancyCount: 1,
    closesInDays: 42,
    description: describe(
      {
        km: "ដឹកនាំក្រុមអ្នកបច្ចេកទេស ១២ នាក់ ដែលដំឡើង និងជួសជុលសេវានៅខេត្តបាត់ដំបង និងប៉ៃលិន។",
        en: "Lead a team of 12 technicians who install and repair services across Battambang and Pailin.",
        zh: "带领 12 名技术人员，负责马德望和拜林地区的安装及维修服务。",
      },
      {
        km: [
          "រៀបចំកាលវិភាគការងារប្រចាំថ្ងៃ និងបែងចែកការងារដំឡើង និងជួសជុល",
          "ធានាថាការដំឡើង និងការជួសជុលត្រូវបានបញ្ចប់ទាន់ពេលវេលា និងមានគុណភាព",
          "ពិនិត្យការងារនៅទីតាំង និងបណ្ដុះបណ្ដាលអ្នកបច្ចេកទេសថ្មី",
          "គ្រប់គ្រងសម្ភារៈ និងឧបករណ៍នៅក្នុងឃ្លាំងសាខា",
          "ដោះស្រាយការតវ៉ារបស់អតិថិជនដែលត្រូវការការយកចិត្តទុកដាក់ពិសេស",
        ],
        en: [
          "Plan the daily schedule and assign installation and repair jobs",
          "Make sure installations and repairs are finished on time and to standard",
          "Check work on site and train new technicians",
          "Manage materials and equipment in the branch store",
          "Handle customer complaints that need extra attention",
        ],
        zh: [
          "制定每日工作计划，分派安装和维修任务",
          "确保安装和维修按时、保质完成",
          "现场检查工作质量并培训新技术员",
          "管理分公司仓库的材料和设备",
          "处理需要特别关注的客户投诉",
        ],
      },
      {
        km: [
          "សញ្ញាបត្របច្ចេកទេស ឬបរិញ្ញាបត្រផ្នែកទូរគមនាគមន៍ ឬអគ្គិសនី",
          "បទពិសោធន៍យ៉ាងតិច ៣ ឆ្នាំ ក្នុងការងារខ្សែកាបអុបទិក ដែលក្នុងនោះ ១ ឆ្នាំជាប្រធានក្រុម",
          "ចេះរៀបចំផែនការ និងដឹកនាំក្រុម",
          "មានប័ណ្ណបើកបររថយន្ត",
          "រស់នៅក្នុងខេត្តបាត់ដំបង ឬអាចផ្លាស់មករស់នៅបាន",
        ],
        en: [
          "Technical diploma or degree in telecommunications or electrical engineering",
          "At least 3 years in fiber work, including 1 year as a team leader",
          "Good planning and leadership skills",
          "Car driving licence",
          "Living in Battambang or willing to relocate",
        ],
        zh: [
          "通信或电气工程专业大专或本科学历",
          "至少 3 年光纤工作经验，其中 1 年以上班组长经验",
          "具备良好的计划和领导能力",
          "持有汽车驾照",
          "居住在马德望或愿意迁居马德望",
        ],
      },
      {
        km: ["រថយន្តក្រុមហ៊ុនសម្រាប់ការងារ", "ប្រាក់ឧបត្ថម្ភទូរស័ព្ទ និងប្រាក់រង្វាន់តាមគុណភាពសេវា"],
        en: ["Company vehicle for work", "Phone allowance and a service-quality bonus"],
        zh: ["工作用公司车辆", "话费补贴及服务质量奖金"],
      },
    ),
  },
  {
    name: { km: "បុគ្គលិកទីផ្សារ", en: "Marketing Executive", zh: "市场营销专员" },
    location: HEAD_OFFICE,
    vacancyCount: 2,
    closesInDays: 73,
    description: describe(
      {
        km: "រៀបចំយុទ្ធនាការដែលធ្វើឱ្យអតិថិជនស្គាល់ និងស្រឡាញ់ MegaSurf, One TV និង Romdoul App ចាប់ពីបុណ្យចូលឆ្នាំខ្មែរ រហូតដល់បុណ្យអុំទូក។",
        en: "Create campaigns that make customers know and love MegaSurf, One TV and the Romdoul App, from Khmer New Year to the Water Festival.",
        zh: "策划营销活动，从高棉新年到送水节，让客户认识并喜爱 MegaSurf、One TV 和 Romdoul App。",
      },
      {
        km: [
          "រៀបចំ និងអនុវត្តយុទ្ធនាការទីផ្សារតាមរដូវបុណ្យ និងការដាក់ឱ្យប្រើផលិតផលថ្មី",
          "គ្រប់គ្រងខ្លឹមសារនៅលើបណ្ដាញសង្គម និងគេហទំព័រជាភាសាខ្មែរ អង់គ្លេស និងចិន",
          "សហការជាមួយភ្នាក់ងារផ្សព្វផ្សាយ អ្នកថតរូប និងអ្នកមានឥទ្ធិពលលើបណ្ដាញសង្គម",
          "រៀបចំព្រឹត្តិការណ៍ និងការតាំងពិព័រណ៍នៅផ្សារទំនើប និងតាមខេត្ត",
          "វាស់ និងរាយការណ៍លទ្ធផលនៃយុទ្ធនាការនីមួយៗ",
        ],
        en: [
          "Plan and run seasonal campaigns and new product launches",
          "Manage social media and website content in Khmer, English and Chinese",
          "Work with agencies, photographers and social media influencers",
          "Organise events and roadshows in malls and the provinces",
          "Measure and report the results of every campaign",
        ],
        zh: [
          "策划并执行节日营销活动及新品发布",
          "管理高棉语、英语和中文的社交媒体及官网内容",
          "与广告公司、摄影师及社交媒体达人合作",
          "在商场及各省组织推广活动和路演",
          "评估并汇报每次营销活动的效果",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រផ្នែកទីផ្សារ ទំនាក់ទំនង ឬសារព័ត៌មាន",
          "បទពិសោធន៍យ៉ាងតិច ២ ឆ្នាំ ក្នុងផ្នែកទីផ្សារ ឬផ្សព្វផ្សាយ",
          "ជំនាញសរសេរល្អជាភាសាខ្មែរ និងអង់គ្លេស",
          "ធ្លាប់ប្រើឧបករណ៍ផ្សព្វផ្សាយលើបណ្ដាញសង្គម និងកម្មវិធីរចនាមូលដ្ឋាន",
          "មានគំនិតច្នៃប្រឌិត និងរៀបចំការងារបានល្អ",
        ],
        en: [
          "Degree in marketing, communications or journalism",
          "At least 2 years in marketing or advertising",
          "Excellent writing in Khmer and English",
          "Familiar with social media advertising tools and basic design software",
          "Creative and well organised",
        ],
        zh: [
          "市场营销、传播或新闻专业本科学历",
          "至少 2 年市场营销或广告工作经验",
          "高棉语和英语写作能力出色",
          "熟悉社交媒体广告工具及基础设计软件",
          "富有创意，做事有条理",
        ],
      },
      {
        km: ["ប្រាក់រង្វាន់តាមលទ្ធផលយុទ្ធនាការ"],
        en: ["Bonus linked to campaign results"],
        zh: ["与活动效果挂钩的奖金"],
      },
    ),
  },
  {
    name: { km: "អ្នកវិភាគសន្តិសុខព័ត៌មានវិទ្យា", en: "IT Security Analyst", zh: "信息安全分析师" },
    location: HEAD_OFFICE,
    vacancyCount: 1,
    closesInDays: 96,
    description: describe(
      {
        km: "ការពារបណ្ដាញ ប្រព័ន្ធ និងទិន្នន័យអតិថិជនរបស់យើង ពីការគំរាមកំហែងតាមអ៊ីនធឺណិត។",
        en: "Protect our network, systems and customer data from online threats.",
        zh: "保护我们的网络、系统和客户数据免受网络威胁。",
      },
      {
        km: [
          "តាមដានកំណត់ហេតុសន្តិសុខ និងការជូនដំណឹង ហើយស៊ើបអង្កេតសកម្មភាពដែលគួរឱ្យសង្ស័យ",
          "ឆ្លើយតបនឹងឧប្បត្តិហេតុសន្តិសុខ និងការវាយប្រហារបំផ្លាញសេវា ជាមួយក្រុម NOC",
          "ធ្វើការស្កេនរកចំណុចខ្សោយជាប្រចាំ និងតាមដានការជួសជុល",
          "ពិនិត្យសិទ្ធិចូលប្រើប្រព័ន្ធ និងការកំណត់ជញ្ជាំងការពារ",
          "រៀបចំវគ្គបណ្ដុះបណ្ដាលការយល់ដឹងអំពីសន្តិសុខសម្រាប់បុគ្គលិក",
        ],
        en: [
          "Monitor security logs and alerts, and investigate suspicious activity",
          "Respond to security incidents and denial-of-service attacks with the NOC",
          "Run regular vulnerability scans and follow up on fixes",
          "Review system access rights and firewall rules",
          "Run security awareness training for employees",
        ],
        zh: [
          "监控安全日志和告警，调查可疑活动",
          "与 NOC 协同处置安全事件及拒绝服务攻击",
          "定期进行漏洞扫描并跟踪修复情况",
          "审查系统访问权限及防火墙规则",
          "为员工开展安全意识培训",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រផ្នែកវិទ្យាសាស្ត្រកុំព្យូទ័រ ឬសន្តិសុខព័ត៌មានវិទ្យា",
          "បទពិសោធន៍យ៉ាងតិច ២ ឆ្នាំ ក្នុងការងារសន្តិសុខព័ត៌មានវិទ្យា ឬប្រព័ន្ធបណ្ដាញ",
          "ចំណេះដឹងអំពីជញ្ជាំងការពារ ប្រព័ន្ធ SIEM និងប្រព័ន្ធ Linux",
          "វិញ្ញាបនបត្រ Security+, CEH ឬ CISSP គឺជាអាទិភាព",
          "មានសុចរិតភាព និងរក្សាការសម្ងាត់ខ្ពស់",
        ],
        en: [
          "Degree in computer science or information security",
          "At least 2 years in IT security or network systems",
          "Knowledge of firewalls, SIEM tools and Linux",
          "Security+, CEH or CISSP certification is an advantage",
          "High integrity and discretion",
        ],
        zh: [
          "计算机科学或信息安全专业本科学历",
          "至少 2 年 IT 安全或网络系统工作经验",
          "熟悉防火墙、SIEM 工具及 Linux",
          "持有 Security+、CEH 或 CISSP 证书者优先",
          "品行端正，严守保密",
        ],
      },
      {
        km: ["ថវិកាសម្រាប់វិញ្ញាបនបត្រសន្តិសុខអន្តរជាតិ", "ប្រាក់ឧបត្ថម្ភសម្រាប់វេនប្រចាំការក្រៅម៉ោង"],
        en: ["Budget for international security certifications", "On-call allowance"],
        zh: ["国际安全认证费用报销", "值班待命补贴"],
      },
    ),
  },
  {
    name: { km: "ប្រធានហាងលក់", en: "Shop Supervisor", zh: "门店主管" },
    location: { km: "សាខាព្រះសីហនុ", en: "Sihanoukville branch", zh: "西哈努克分公司" },
    vacancyCount: 1,
    closesInDays: 31,
    description: describe(
      {
        km: "គ្រប់គ្រងហាងរបស់យើងនៅក្រុងព្រះសីហនុ ដែលបម្រើអតិថិជនខ្មែរ ចិន និងបរទេសជារៀងរាល់ថ្ងៃ។",
        en: "Run our Sihanoukville shop, serving Khmer, Chinese and international customers every day.",
        zh: "管理我们位于西哈努克市的门店，每天为柬埔寨本地、中国及其他国际客户提供服务。",
      },
      {
        km: [
          "ដឹកនាំបុគ្គលិកហាង ៦ នាក់ និងរៀបចំកាលវិភាគវេន",
          "សម្រេចគោលដៅលក់ប្រចាំខែសម្រាប់ MegaSurf, One TV និងឧបករណ៍",
          "ធានាថាអតិថិជនទទួលបានសេវាលឿន និងរួសរាយ ទាំងការចុះឈ្មោះ ការទូទាត់ និងការប្ដូរឧបករណ៍",
          "គ្រប់គ្រងសាច់ប្រាក់ និងស្តុកឧបករណ៍ក្នុងហាងប្រចាំថ្ងៃ",
          "រាយការណ៍ពីមតិរបស់អតិថិជន ទៅកាន់ការិយាល័យកណ្ដាល",
        ],
        en: [
          "Lead a shop team of six and plan the shift rota",
          "Meet monthly sales targets for MegaSurf, One TV and devices",
          "Make sure customers get fast, friendly service for sign-ups, payments and device swaps",
          "Manage daily cash and device stock",
          "Pass customer feedback on to head office",
        ],
        zh: [
          "带领 6 名门店员工并安排排班",
          "完成 MegaSurf、One TV 及终端设备的月度销售目标",
          "确保客户在办理入网、缴费及更换设备时享受快捷友好的服务",
          "管理门店每日现金及设备库存",
          "向总部反馈客户意见",
        ],
      },
      {
        km: [
          "បរិញ្ញាបត្រ ឬសញ្ញាបត្រផ្នែកគ្រប់គ្រងពាណិជ្ជកម្ម",
          "បទពិសោធន៍យ៉ាងតិច ២ ឆ្នាំ ក្នុងការលក់រាយ ដែលក្នុងនោះ ១ ឆ្នាំជាអ្នកគ្រប់គ្រង",
          "និយាយភាសាខ្មែរ និងអង់គ្លេសស្ទាត់ ចេះភាសាចិនជាអាទិភាពខ្ពស់",
          "ស្មោះត្រង់ និងម៉ត់ចត់ក្នុងការគ្រប់គ្រងសាច់ប្រាក់",
          "រស់នៅក្នុងខេត្តព្រះសីហនុ ឬអាចផ្លាស់មករស់នៅបាន",
        ],
        en: [
          "Degree or diploma in business administration",
          "At least 2 years in retail, including 1 year as a supervisor",
          "Fluent Khmer and English; Chinese is a strong advantage",
          "Honest and careful with cash handling",
          "Living in Sihanoukville or willing to relocate",
        ],
        zh: [
          "工商管理专业本科或大专学历",
          "至少 2 年零售经验，其中 1 年以上主管经验",
          "高棉语和英语流利，懂中文者优先",
          "诚实可靠，现金管理细致",
          "居住在西哈努克或愿意迁居西哈努克",
        ],
      },
      {
        km: ["កម្រៃជើងសារលក់ប្រចាំខែសម្រាប់ក្រុមហាង", "ប្រាក់ឧបត្ថម្ភភាសាចិន"],
        en: ["Monthly shop team commission", "Chinese-language allowance"],
        zh: ["门店团队月度销售提成", "中文语言补贴"],
      },
    ),
  },
];
