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

/** The digital HR pages share one banner artwork. MiHCM and MiA are products of our partner MiHCM. */
const hrBanner = {
  image: webBanner("biz-digital-hr-web.svg"),
  mobileImage: mobileBanner("biz-digital-hr-mobile.svg"),
};
const hrBannerAlt = {
  km: "មនុស្សបីនាក់ពណ៌ស្វាយភ្ជាប់គ្នាដោយខ្សែចំណុចៗ នៅពីលើក្រាហ្វរបារពណ៌មាស និងពណ៌ស្វាយស្រាល",
  en: "Three purple figures linked by a dotted line above a gold and lilac bar chart",
  zh: "三个紫色人像由虚线相连，下方是金色和淡紫色的柱状图",
};

/** /business/digital_hr_service: overview of MiHCM and MiA. */
export const digitalHrService: SeedPage = {
  id: "DigitalHrService",
  text: pageTitle("DigitalHrService"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "សេវាធនធានមនុស្សឌីជីថល" },
        en: { title: "Digital HR service" },
        zh: { title: "数字化人力资源服务" },
      },
      items: [
        {
          data: { ...hrBanner, banner: { actionUrl: "#options" }, showButton: true },
          text: {
            km: {
              bannerTitle: "ធនធានមនុស្ស ប្រាក់បៀវត្សរ៍ និងវត្តមាន នៅកន្លែងតែមួយ",
              bannerDescription:
                "ប្រព័ន្ធធនធានមនុស្ស MiHCM លើក្លោដ ផ្ដល់ជូនដោយរំដួលណិត រួមជាមួយដៃគូរបស់យើង MiHCM មានការគណនាភាគទានបេឡាជាតិរបបសន្តិសុខសង្គម និងពន្ធលើប្រាក់បៀវត្សរ៍ស្រាប់ ជាភាសាខ្មែរ និងអង់គ្លេស។",
              title: "ប្រៀបធៀបជម្រើស",
              imageAlt: hrBannerAlt.km,
            },
            en: {
              bannerTitle: "HR, payroll and attendance in one place",
              bannerDescription:
                "MiHCM cloud HR, delivered by Romdoul Net with our partner MiHCM, with NSSF and tax on salary built in, in Khmer and English.",
              title: "Compare options",
              imageAlt: hrBannerAlt.en,
            },
            zh: {
              bannerTitle: "人事、薪资与考勤，一站搞定",
              bannerDescription:
                "隆都网络携手合作伙伴 MiHCM 提供云端人事系统，内置 NSSF 社保与工资税计算，支持高棉语和英语。",
              title: "比较方案",
              imageAlt: hrBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "about",
      text: {
        km: { title: "បង្កើតឡើងសម្រាប់កន្លែងធ្វើការនៅកម្ពុជា" },
        en: { title: "Made for Cambodian workplaces" },
        zh: { title: "为柬埔寨职场打造" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<p>MiHCM ជាវេទិកាធនធានមនុស្សដែលបង្កើតឡើងដោយដៃគូរបស់យើង MiHCM និងត្រូវបានប្រើប្រាស់ដោយក្រុមហ៊ុនជាច្រើននៅទូទាំងអាស៊ី។ រំដួលណិតលក់ រៀបចំ និងគាំទ្រវានៅកម្ពុជា ហើយរក្សាទុកទិន្នន័យរបស់អ្នកនៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងក្នុងភ្នំពេញ។</p>" +
                "<ul><li><strong>ប្រាក់បៀវត្សរ៍ស្របតាមច្បាប់កម្ពុជា៖</strong> ភាគទានបេឡាជាតិរបបសន្តិសុខសង្គម ពន្ធលើប្រាក់បៀវត្សរ៍ និងប្រាក់បំណាច់អតីតភាពការងារ ត្រូវបានគណនាជូនអ្នក។</li>" +
                "<li><strong>ថ្ងៃឈប់សម្រាកសាធារណៈត្រូវបានបញ្ចូលស្រាប់</strong> រៀងរាល់ឆ្នាំ ជាមួយគោលការណ៍ច្បាប់ឈប់សម្រាកដែលរៀបចំសម្រាប់ក្រុមហ៊ុនរបស់អ្នក។</li>" +
                "<li><strong>ភាសាខ្មែរ និងអង់គ្លេស</strong> សម្រាប់អ្នកគ្រប់គ្រង និងបុគ្គលិក លើគេហទំព័រ និងទូរស័ព្ទដៃ។</li>" +
                "<li><strong>ការបណ្ដុះបណ្ដាល និងការគាំទ្រក្នុងស្រុក</strong> ពីក្រុមការងាររបស់យើង តាមទូរស័ព្ទលេខ 023 888 168 ឬនៅនឹងកន្លែង។</li></ul>",
            },
            en: {
              content:
                "<p>MiHCM is an HR platform developed by our partner MiHCM and used by companies across Asia. Romdoul Net sells, sets up and supports it in Cambodia, and hosts your data in our Phnom Penh data centre.</p>" +
                "<ul><li><strong>Payroll that follows Cambodian rules:</strong> NSSF contributions, tax on salary and seniority payments are calculated for you.</li>" +
                "<li><strong>Public holidays preloaded</strong> every year, with leave rules set up for your company.</li>" +
                "<li><strong>Khmer and English</strong> for managers and staff, on the web and on mobile.</li>" +
                "<li><strong>Local training and support</strong> from our team, by phone on 023 888 168 or on site.</li></ul>",
            },
            zh: {
              content:
                "<p>MiHCM 是由我们的合作伙伴 MiHCM 开发的人力资源平台，已被亚洲各地众多企业采用。隆都网络负责其在柬埔寨的销售、实施与支持，并将您的数据托管在我们的金边数据中心。</p>" +
                "<ul><li><strong>符合柬埔寨法规的薪资计算：</strong>自动计算 NSSF 社保缴费、工资税和工龄补偿金。</li>" +
                "<li><strong>每年预置公共假日</strong>，并按贵公司制度配置请假规则。</li>" +
                "<li><strong>高棉语和英语界面</strong>，管理者和员工均可在网页和手机上使用。</li>" +
                "<li><strong>本地培训与支持</strong>，可拨打 023 888 168 或预约上门。</li></ul>",
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "options",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ជ្រើសរើសដំណោះស្រាយធនធានមនុស្សដែលសមស្រប" },
        en: { title: "Choose the right HR solution" },
        zh: { title: "选择合适的人力资源方案" },
      },
      items: [
        {
          data: {
            image: icon("biz-icon-building.svg"),
            actionUrl: "/business/digital_hr_service/mihcm_for_enterprise",
            showButton: true,
          },
          text: {
            km: {
              title: "MiHCM សម្រាប់សហគ្រាស",
              subTitle: "សម្រាប់បុគ្គលិកចាប់ពី ១០០ នាក់ឡើងទៅ",
              description:
                "<p>ប្រព័ន្ធធនធានមនុស្សពេញលេញ រួមមានប្រាក់បៀវត្សរ៍ ការវាយតម្លៃការងារ ការបណ្ដុះបណ្ដាល និងការវិភាគ។</p>",
              priceDescription: "ចាប់ពី $5 / បុគ្គលិក / ខែ",
              imageAlt: "រូបតំណាងអគារការិយាល័យ",
            },
            en: {
              title: "MiHCM for Enterprise",
              subTitle: "For 100 employees or more",
              description: "<p>A complete HR suite with payroll, performance, learning and analytics.</p>",
              priceDescription: "From $5 / employee / month",
              imageAlt: "Icon of an office building",
            },
            zh: {
              title: "MiHCM 企业版",
              subTitle: "适用于 100 名及以上员工",
              description: "<p>完整的人力资源套件，涵盖薪资、绩效、培训与分析。</p>",
              priceDescription: "每位员工 $5 / 月起",
              imageAlt: "办公楼图标",
            },
          },
        },
        {
          data: {
            image: icon("biz-icon-chat.svg"),
            actionUrl: "/business/digital_hr_service/mia_for_ms_teams",
            showButton: true,
          },
          text: {
            km: {
              title: "MiA សម្រាប់ Microsoft Teams",
              subTitle: "ជំនួយការធនធានមនុស្សក្នុង Teams",
              description: "<p>បុគ្គលិកស្នើសុំច្បាប់ មើលប័ណ្ណបើកប្រាក់ខែ និងសួរសំណួរអំពីធនធានមនុស្ស តាមការជជែក។</p>",
              priceDescription: "ចាប់ពី $1.50 / បុគ្គលិក / ខែ",
              imageAlt: "រូបតំណាងពពុះសារពណ៌ស្វាយ",
            },
            en: {
              title: "MiA for Microsoft Teams",
              subTitle: "An HR assistant in Teams",
              description: "<p>Staff request leave, see payslips and ask HR questions in a chat.</p>",
              priceDescription: "From $1.50 / employee / month",
              imageAlt: "Icon of purple chat bubbles",
            },
            zh: {
              title: "Microsoft Teams 人事助手 MiA",
              subTitle: "Teams 中的人事助手",
              description: "<p>员工在聊天中即可请假、查看工资单并咨询人事问题。</p>",
              priceDescription: "每位员工 $1.50 / 月起",
              imageAlt: "紫色对话气泡图标",
            },
          },
        },
        {
          data: {
            image: icon("biz-icon-users.svg"),
            actionUrl: "/business/sme/digital_hr_service",
            showButton: true,
          },
          text: {
            km: {
              title: "MiHCM Lite",
              subTitle: "សម្រាប់បុគ្គលិករហូតដល់ ១០០ នាក់",
              description: "<p>ធនធានមនុស្សមូលដ្ឋាន ច្បាប់ឈប់សម្រាក វត្តមាន និងប្រាក់បៀវត្សរ៍ សម្រាប់សហគ្រាសធុនតូច និងមធ្យម។</p>",
              priceDescription: "ចាប់ពី $3 / បុគ្គលិក / ខែ",
              imageAlt: "រូបតំណាងមនុស្សពីរនាក់",
            },
            en: {
              title: "MiHCM Lite",
              subTitle: "For up to 100 employees",
              description: "<p>Core HR, leave, attendance and payroll for small and medium businesses.</p>",
              priceDescription: "From $3 / employee / month",
              imageAlt: "Icon of two people",
            },
            zh: {
              title: "MiHCM Lite",
              subTitle: "适用于 100 名以内员工",
              description: "<p>为中小企业提供核心人事、请假、考勤和薪资功能。</p>",
              priceDescription: "每位员工 $3 / 月起",
              imageAlt: "两个人像图标",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: CHECKS_OPTION,
      text: {
        km: { title: "អ្វីដែលក្រុមធនធានមនុស្សរបស់អ្នកអាចធ្វើបាន" },
        en: { title: "What your HR team can do" },
        zh: { title: "您的人事团队可以做到" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "បើកប្រាក់បៀវត្សរ៍ក្នុងរយៈពេលមួយរសៀល",
              description: "នាំចូលទិន្នន័យវត្តមាន ពិនិត្យករណីពិសេស និងអនុម័ត រួចផ្ញើប័ណ្ណបើកប្រាក់ខែទៅទូរស័ព្ទបុគ្គលិកគ្រប់គ្នា។",
            },
            en: {
              title: "Run payroll in an afternoon",
              description:
                "Import attendance, check exceptions and approve, then send payslips to every phone.",
            },
            zh: {
              title: "一个下午完成发薪",
              description: "导入考勤、核对异常并审批，然后将工资单发送到每位员工的手机。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ភ្ជាប់ម៉ាស៊ីនស្កេនស្នាមម្រាមដៃ និងមុខ",
              description: "ទិន្នន័យវត្តមានហូរចូលដោយស្វ័យប្រវត្តិ ពីឧបករណ៍នៅគ្រប់ទីតាំង។",
            },
            en: {
              title: "Connect fingerprint and face scanners",
              description: "Attendance flows in from the devices at every site.",
            },
            zh: { title: "对接指纹和人脸考勤机", description: "各站点考勤设备的数据自动汇入。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "អនុម័តច្បាប់ឈប់សម្រាកតាមទូរស័ព្ទ",
              description: "អ្នកគ្រប់គ្រងមើលប្រតិទិនក្រុម និងអនុម័តសំណើពីគ្រប់ទីកន្លែង។",
            },
            en: {
              title: "Approve leave on mobile",
              description: "Managers see team calendars and approve requests wherever they are.",
            },
            zh: { title: "手机审批请假", description: "管理者随时随地查看团队日历并审批申请。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "រៀបចំរបាយការណ៍បេឡាជាតិរបបសន្តិសុខសង្គម និងពន្ធ",
              description: "ឯកសារប្រចាំខែរួចរាល់សម្រាប់ដាក់ជូន ជាមួយកំណត់ត្រាត្រួតពិនិត្យពេញលេញ។",
            },
            en: {
              title: "Prepare NSSF and tax reports",
              description: "Monthly files ready to submit, with a full audit trail.",
            },
            zh: { title: "生成 NSSF 与税务报表", description: "每月申报文件一键生成，全程留痕可审计。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "រក្សាកំណត់ត្រាបុគ្គលិកនៅកន្លែងតែមួយ",
              description: "កិច្ចសន្យា ឯកសារ និងប្រវត្តិការងាររបស់បុគ្គលិកម្នាក់ៗ មានសុវត្ថិភាព និងងាយស្វែងរក។",
            },
            en: {
              title: "Keep employee records in one place",
              description: "Contracts, documents and history for every employee, secure and searchable.",
            },
            zh: { title: "员工档案集中管理", description: "每位员工的合同、文件和履历安全存放，随时可查。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ឱ្យបុគ្គលិកបម្រើខ្លួនឯង",
              description: "បុគ្គលិកធ្វើបច្ចុប្បន្នភាពព័ត៌មាន ទាញយកប័ណ្ណបើកប្រាក់ខែ និងស្នើសុំច្បាប់ដោយខ្លួនឯង។",
            },
            en: {
              title: "Give staff self-service",
              description: "Employees update their details, download payslips and request leave themselves.",
            },
            zh: { title: "员工自助服务", description: "员工可自行更新资料、下载工资单和提交请假申请。" },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ក្រុមធនធានមនុស្សដែលប្រើ MiHCM" },
        en: { title: "HR teams using MiHCM" },
        zh: { title: "使用 MiHCM 的人事团队" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              customerName: "ទេព ស្រីនាង · អ្នកគ្រប់គ្រងធនធានមនុស្ស រោងចក្រកាត់ដេររះអរុណ",
              district: "ពោធិ៍សែនជ័យ រាជធានីភ្នំពេញ",
              content:
                "ពីមុន ការបើកប្រាក់បៀវត្សរ៍សម្រាប់កម្មករ ២ ៣០០ នាក់ ចំណាយពេលក្រុមការងាររបស់យើងបួនថ្ងៃ។ ឥឡូវជាមួយ MiHCM និងម៉ាស៊ីនស្កេនស្នាមម្រាមដៃដែលភ្ជាប់គ្នា វាចំណាយពេលត្រឹមតែមួយរសៀល ហើយឯកសារបេឡាជាតិរបបសន្តិសុខសង្គមក៏រួចរាល់សម្រាប់ដាក់ជូនដែរ។",
            },
            en: {
              customerName: "Tep Sreyneang · HR Manager, Reah Arun Garment",
              district: "Por Senchey, Phnom Penh",
              content:
                "Payroll for 2,300 workers used to take our team four days. With MiHCM and the fingerprint scanners linked in, it takes one afternoon, and the NSSF file is ready to submit.",
            },
            zh: {
              customerName: "Tep Sreyneang · Reah Arun 制衣厂人事经理",
              district: "金边波森芷区",
              content:
                "以前给 2,300 名工人发薪，我们团队要花四天。现在用 MiHCM 并对接指纹考勤机，一个下午就能完成，NSSF 申报文件也随即生成。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "ញ៉ែម ពិសី · អ្នកគ្រប់គ្រងទូទៅ សណ្ឋាគារសាលាបាយ័ន",
              district: "ក្រុងសៀមរាប",
              content:
                "បុគ្គលិករបស់យើងពិនិត្យកាលវិភាគការងារ និងស្នើសុំច្បាប់ពីទូរស័ព្ទរបស់ពួកគេ។ រំដួលណិតបានបណ្ដុះបណ្ដាលប្រធានក្រុមរបស់យើងជាភាសាខ្មែរ ដែលធ្វើឱ្យការផ្លាស់ប្ដូរមានភាពងាយស្រួលសម្រាប់អ្នកទាំងអស់គ្នា។",
            },
            en: {
              customerName: "Nhem Pisey · General Manager, Sala Bayon Hotel",
              district: "Siem Reap City",
              content:
                "Our staff check their rosters and request leave from their phones. Romdoul Net trained our supervisors in Khmer, which made the switch easy for everyone.",
            },
            zh: {
              customerName: "Nhem Pisey · Sala Bayon 酒店总经理",
              district: "暹粒市",
              content:
                "员工用手机查看排班、申请休假。隆都网络用高棉语为我们的主管做培训，大家都很快适应了新系统。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "ឆាយ គឹមឡេង · នាយកហិរញ្ញវត្ថុ ក្រុមហ៊ុនកែច្នៃកសិផលបាត់ដំបង",
              district: "ក្រុងបាត់ដំបង",
              content:
                "យើងមានទីតាំងបី និងកម្មករតាមរដូវកាល។ MiHCM គ្រប់គ្រងអត្រាប្រាក់ឈ្នួល និងវេនការងារផ្សេងៗគ្នា ក្នុងការបើកប្រាក់បៀវត្សរ៍តែមួយ ហើយសវនកររបស់យើងពេញចិត្តនឹងកំណត់ត្រាដែលច្បាស់លាស់។",
            },
            en: {
              customerName: "Chhay Kimleng · Finance Director, Battambang Agro Processing",
              district: "Battambang City",
              content:
                "We have three sites and seasonal workers. MiHCM handles different pay rates and shifts in one payroll run, and our auditors like the clear records.",
            },
            zh: {
              customerName: "Chhay Kimleng · 马德望农产品加工公司财务总监",
              district: "马德望市",
              content:
                "我们有三个厂区，还有季节工。MiHCM 能在一次发薪中处理不同的工资标准和班次，审计师也很认可清晰的记录。",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/digital_hr_service/mihcm_for_enterprise: the full MiHCM suite. */
export const mihcmForEnterprise: SeedPage = {
  id: "MihcmForEnterprise",
  text: pageTitle("MihcmForEnterprise"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "MiHCM សម្រាប់សហគ្រាស" },
        en: { title: "MiHCM for Enterprise" },
        zh: { title: "MiHCM 企业版" },
      },
      items: [
        {
          data: { ...hrBanner, banner: { actionUrl: "#contact" }, showButton: true },
          text: {
            km: {
              bannerTitle: "ប្រព័ន្ធធនធានមនុស្សតែមួយ សម្រាប់បុគ្គលិករាប់ពាន់នាក់",
              bannerDescription:
                "ចាប់ពីការជ្រើសរើស ដល់ការចូលនិវត្តន៍ ពីប្រាក់បៀវត្សរ៍ ដល់ការវាយតម្លៃការងារ រក្សាទុក និងគាំទ្រនៅកម្ពុជា។",
              title: "កក់ការបង្ហាញសាកល្បង",
              imageAlt: hrBannerAlt.km,
            },
            en: {
              bannerTitle: "One HR suite for thousands of employees",
              bannerDescription:
                "From recruitment to retirement and from payroll to performance, hosted and supported in Cambodia.",
              title: "Book a demo",
              imageAlt: hrBannerAlt.en,
            },
            zh: {
              bannerTitle: "一套系统，管理数千名员工",
              bannerDescription: "从招聘到退休，从薪资到绩效，在柬埔寨本地托管与支持。",
              title: "预约演示",
              imageAlt: hrBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "បង្កើតឡើងសម្រាប់ស្ថាប័នធំៗ" },
        en: { title: "Built for large organisations" },
        zh: { title: "为大型机构打造" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-hr.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "ធនធានមនុស្សមូលដ្ឋាន និងប្រាក់បៀវត្សរ៍",
              subTitle: "ប្រាក់ខែត្រឹមត្រូវ រៀងរាល់ខែ",
              content:
                "<p>រក្សាកំណត់ត្រាតែមួយសម្រាប់បុគ្គលិកម្នាក់ៗ នៅគ្រប់ក្រុមហ៊ុន សាខា និងរោងចក្រ ហើយបើកប្រាក់បៀវត្សរ៍ដោយមានច្បាប់កម្ពុជាបញ្ចូលស្រាប់។</p>" +
                "<ul><li>ក្រុមហ៊ុន និងក្រុមបើកប្រាក់ខែច្រើន ក្នុងប្រព័ន្ធតែមួយ</li><li>ច្បាប់ម៉ោងបន្ថែម វេនយប់ និងប្រាក់ឧបត្ថម្ភ</li><li>ឯកសារផ្ទេរប្រាក់សម្រាប់ធនាគារធំៗនៅកម្ពុជា</li><li>របាយការណ៍បេឡាជាតិរបបសន្តិសុខសង្គម និងពន្ធលើប្រាក់បៀវត្សរ៍</li></ul>",
              imageAlt: "ទម្រង់បុគ្គលិកបីនាក់ពណ៌ស្វាយ ភ្ជាប់គ្នាដោយខ្សែចំណុចៗ នៅពីលើផ្ទាំងក្រាហ្វរបារ លើផ្ទៃខាងក្រោយពណ៌ស្វាយស្រាល",
            },
            en: {
              title: "Core HR and payroll",
              subTitle: "Accurate pay, every month",
              content:
                "<p>Keep one record for every employee across companies, branches and factories, and run payroll with Cambodian rules built in.</p>" +
                "<ul><li>Several companies and pay groups in one system</li><li>Overtime, night shift and allowance rules</li><li>Salary transfer files for major Cambodian banks</li><li>NSSF and tax on salary reports</li></ul>",
              imageAlt:
                "Three purple employee figures linked by a dotted line above a bar chart card, on a pale lilac background",
            },
            zh: {
              title: "核心人事与薪资",
              subTitle: "每月准确发薪",
              content:
                "<p>为跨公司、分支和工厂的每位员工保留唯一档案，并按内置的柬埔寨法规计算薪资。</p>" +
                "<ul><li>一个系统管理多家公司和多个薪资组</li><li>加班、夜班和津贴规则</li><li>生成柬埔寨主要银行的代发文件</li><li>NSSF 与工资税报表</li></ul>",
              imageAlt: "淡紫色背景上，三个紫色员工人像由虚线相连，下方是柱状图卡片",
            },
          },
        },
        {
          data: { image: panelImage("biz-panel-analytics.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "ការវាយតម្លៃការងារ និងការវិភាគ",
              subTitle: "ការសម្រេចចិត្តផ្អែកលើទិន្នន័យ",
              content:
                "<p>កំណត់គោលដៅ ធ្វើការវាយតម្លៃ និងមើលស្ថានភាពបុគ្គលិកភ្លាមៗ៖ ចំនួនបុគ្គលិក អត្រាលាឈប់ ចំណាយលើម៉ោងបន្ថែម និងការបណ្ដុះបណ្ដាល តាមទីតាំង និងនាយកដ្ឋាន។</p>" +
                "<ul><li>គោលដៅ និងការវាយតម្លៃសម្រាប់គ្រប់កម្រិត</li><li>ផ្ទាំងព័ត៌មានសម្រាប់ថ្នាក់ដឹកនាំ ធ្វើបច្ចុប្បន្នភាពប្រចាំថ្ងៃ</li><li>នាំចេញទៅ Excel ឬភ្ជាប់ទៅឧបករណ៍របាយការណ៍របស់អ្នក</li></ul>",
              imageAlt: "ផ្ទាំងព័ត៌មានពណ៌ស្វាយដែលមានក្រាហ្វរង្វង់ ក្រាហ្វបន្ទាត់ និងក្រាហ្វរបារដែលមានចំណុចពណ៌មាស",
            },
            en: {
              title: "Performance and analytics",
              subTitle: "Decisions based on data",
              content:
                "<p>Set goals, run reviews and see your workforce at a glance: headcount, turnover, overtime cost and training, by site and department.</p>" +
                "<ul><li>Goals and reviews at every level</li><li>Management dashboards, updated daily</li><li>Export to Excel or connect your reporting tools</li></ul>",
              imageAlt:
                "A purple dashboard with a donut chart, a line chart and a bar chart with a gold highlight",
            },
            zh: {
              title: "绩效与分析",
              subTitle: "用数据驱动决策",
              content:
                "<p>设定目标、开展考评，按站点和部门一目了然地掌握人员编制、离职率、加班成本和培训情况。</p>" +
                "<ul><li>覆盖各层级的目标与考评</li><li>每日更新的管理层看板</li><li>可导出至 Excel 或对接您的报表工具</li></ul>",
              imageAlt: "紫色看板，包含环形图、折线图和带金色亮点的柱状图",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      anchor: "modules",
      backgroundColor: "#f5edfb",
      optionType: ICONS_OPTION,
      text: {
        km: { title: "មុខងារសំខាន់ៗ" },
        en: { title: "Modules" },
        zh: { title: "功能模块" },
      },
      items: [
        {
          data: { titleIcon: icon("biz-icon-users.svg") },
          text: {
            km: {
              title: "ការជ្រើសរើស និងការទទួលបុគ្គលិកថ្មី",
              description: "ផ្សព្វផ្សាយការងារ តាមដានបេក្ខជន និងស្វាគមន៍បុគ្គលិកថ្មីជាមួយបញ្ជីការងារឌីជីថល។",
            },
            en: {
              title: "Recruitment and onboarding",
              description: "Publish jobs, track candidates and welcome new hires with digital checklists.",
            },
            zh: { title: "招聘与入职", description: "发布职位、跟踪候选人，并用电子清单迎接新员工。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-clock.svg") },
          text: {
            km: {
              title: "ពេលវេលា និងវត្តមាន",
              description: "វេនការងារ កាលវិភាគ និងទិន្នន័យពីម៉ាស៊ីនស្កេន ពីគ្រប់ទីតាំង។",
            },
            en: {
              title: "Time and attendance",
              description: "Shifts, rosters and scanner data from every site.",
            },
            zh: { title: "工时与考勤", description: "汇总各站点的班次、排班和考勤机数据。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-calendar.svg") },
          text: {
            km: {
              title: "ច្បាប់ឈប់សម្រាក",
              description: "ច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំ ឈឺ មាតុភាព និងពិសេស ស្របតាមច្បាប់ស្ដីពីការងារនៃកម្ពុជា។",
            },
            en: {
              title: "Leave",
              description: "Annual, sick, maternity and special leave under Cambodian labour law.",
            },
            zh: { title: "假期管理", description: "按柬埔寨劳动法管理年假、病假、产假和特别假。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-coins.svg") },
          text: {
            km: {
              title: "ប្រាក់បៀវត្សរ៍",
              description:
                "ការបើកប្រាក់បៀវត្សរ៍តាមច្បាប់កម្ពុជា ជាមួយបេឡាជាតិរបបសន្តិសុខសង្គម ពន្ធលើប្រាក់បៀវត្សរ៍ និងប្រាក់បំណាច់អតីតភាពការងារ។",
            },
            en: {
              title: "Payroll",
              description: "Cambodian payroll with NSSF, tax on salary and seniority payments.",
            },
            zh: { title: "薪资", description: "符合柬埔寨法规的薪资计算，含 NSSF、工资税和工龄补偿金。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-chart.svg") },
          text: {
            km: { title: "ការវាយតម្លៃការងារ", description: "គោលដៅ ការវាយតម្លៃ និងមតិយោបល់ពីគ្រប់ទិសទី។" },
            en: { title: "Performance", description: "Goals, reviews and 360-degree feedback." },
            zh: { title: "绩效", description: "目标、考评与 360 度反馈。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-book.svg") },
          text: {
            km: { title: "ការបណ្ដុះបណ្ដាល", description: "ផែនការបណ្ដុះបណ្ដាល កំណត់ត្រាវគ្គសិក្សា និងវិញ្ញាបនបត្រ។" },
            en: { title: "Learning", description: "Training plans, course records and certificates." },
            zh: { title: "培训", description: "培训计划、课程记录和证书管理。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-document.svg") },
          text: {
            km: {
              title: "សេវាបុគ្គលិកបម្រើខ្លួនឯង",
              description: "កម្មវិធីទូរស័ព្ទសម្រាប់ប័ណ្ណបើកប្រាក់ខែ ច្បាប់ឈប់សម្រាក និងព័ត៌មានផ្ទាល់ខ្លួន។",
            },
            en: {
              title: "Employee self-service",
              description: "A mobile app for payslips, leave and personal details.",
            },
            zh: { title: "员工自助", description: "手机应用查看工资单、请假和个人信息。" },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "pricing",
      text: {
        km: {
          title: "តម្លៃ MiHCM សម្រាប់សហគ្រាស",
          description:
            "តម្លៃជាដុល្លារ ក្នុងមួយបុគ្គលិកក្នុងមួយខែ មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម សម្រាប់បុគ្គលិកចាប់ពី ១០០ នាក់ឡើងទៅ ក្នុងកិច្ចសន្យាប្រចាំឆ្នាំ។",
        },
        en: {
          title: "MiHCM for Enterprise pricing",
          description:
            "Prices in USD per employee per month, excluding VAT, for 100 employees or more on an annual plan.",
        },
        zh: {
          title: "MiHCM 企业版价格",
          description: "按每位员工每月美元计价，不含增值税，适用于 100 名及以上员工的年度合约。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=441",
            showButton: true,
            productId: 441,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Core",
              subTitle: "ធនធានមនុស្ស ច្បាប់ឈប់សម្រាក វត្តមាន និងប្រាក់បៀវត្សរ៍",
              description:
                "<ul><li>កំណត់ត្រាបុគ្គលិក និងកម្មវិធីបម្រើខ្លួនឯង</li><li>ការភ្ជាប់ម៉ាស៊ីនស្កេនវត្តមាន</li><li>ប្រាក់បៀវត្សរ៍ និងរបាយការណ៍តាមច្បាប់កម្ពុជា</li></ul>",
              priceDescription: "$5 / បុគ្គលិក / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលទើបចាប់ផ្ដើមប្រើប្រព័ន្ធធនធានមនុស្សឌីជីថល",
            },
            en: {
              title: "Core",
              subTitle: "HR, leave, attendance and payroll",
              description:
                "<ul><li>Employee records and self-service app</li><li>Attendance scanner integration</li><li>Cambodian payroll and reports</li></ul>",
              priceDescription: "$5 / employee / month",
              recommendedFor: "Companies moving HR online for the first time",
            },
            zh: {
              title: "Core",
              subTitle: "人事、请假、考勤与薪资",
              description:
                "<ul><li>员工档案与自助应用</li><li>对接考勤机</li><li>符合柬埔寨法规的薪资与报表</li></ul>",
              priceDescription: "$5 / 员工 / 月",
              recommendedFor: "首次实现人事数字化的企业",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=442",
            showButton: true,
            productId: 442,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Complete",
              subTitle: "គ្រប់មុខងារទាំងអស់",
              description:
                "<ul><li>គ្រប់មុខងាររបស់ Core</li><li>ការជ្រើសរើស ការវាយតម្លៃការងារ និងការបណ្ដុះបណ្ដាល</li><li>ផ្ទាំងព័ត៌មានសម្រាប់ថ្នាក់ដឹកនាំ</li></ul>",
              priceDescription: "$8 / បុគ្គលិក / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលមានក្រុមហ៊ុនបុត្រសម្ព័ន្ធ ឬទីតាំងច្រើន",
            },
            en: {
              title: "Complete",
              subTitle: "Every module",
              description:
                "<ul><li>Everything in Core</li><li>Recruitment, performance and learning</li><li>Management dashboards</li></ul>",
              priceDescription: "$8 / employee / month",
              recommendedFor: "Groups with several companies or sites",
            },
            zh: {
              title: "Complete",
              subTitle: "全部模块",
              description: "<ul><li>包含 Core 全部功能</li><li>招聘、绩效与培训</li><li>管理层看板</li></ul>",
              priceDescription: "$8 / 员工 / 月",
              recommendedFor: "拥有多家公司或多个站点的集团",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=443",
            showButton: true,
            productId: 443,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ការដាក់ឱ្យប្រើប្រាស់",
              subTitle: "ការរៀបចំ ការផ្ទេរទិន្នន័យ និងការបណ្ដុះបណ្ដាល",
              description:
                "<ul><li>កំណត់ច្បាប់ប្រាក់ខែ និងច្បាប់ឈប់សម្រាក</li><li>នាំចូលទិន្នន័យពីប្រព័ន្ធបច្ចុប្បន្នរបស់អ្នក</li><li>បណ្ដុះបណ្ដាលក្រុមធនធានមនុស្ស និងអ្នកគ្រប់គ្រងជាភាសាខ្មែរ</li></ul>",
              priceDescription: "ចាប់ពី $2,500 បង់តែម្ដង",
              recommendedFor: "អតិថិជនថ្មីគ្រប់រូប",
            },
            en: {
              title: "Implementation",
              subTitle: "Setup, data migration and training",
              description:
                "<ul><li>Configuration of pay and leave rules</li><li>Data import from your current system</li><li>Training in Khmer for HR staff and managers</li></ul>",
              priceDescription: "From $2,500 one-off",
              recommendedFor: "Every new customer",
            },
            zh: {
              title: "Implementation",
              subTitle: "实施、数据迁移与培训",
              description:
                "<ul><li>配置薪资和假期规则</li><li>从现有系统导入数据</li><li>用高棉语培训人事人员和管理者</li></ul>",
              priceDescription: "$2,500 起（一次性）",
              recommendedFor: "所有新客户",
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
            image: promoImage("biz-promo-hr-migration.svg"),
            actionUrl: "#contact",
            showButton: true,
            productId: 442,
            subscriptionId: 4421,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ផ្ទេរទិន្នន័យឥតគិតថ្លៃ",
              description:
                "ចុះឈ្មោះប្រើកញ្ចប់ Complete ហើយយើងផ្ទេរកំណត់ត្រាបុគ្គលិក និងសមតុល្យច្បាប់ឈប់សម្រាក ពីតារាងឯកសារ ឬប្រព័ន្ធចាស់របស់អ្នក ដោយមិនគិតថ្លៃ។",
              priceDescription: "តម្លៃ $1,200",
              imageAlt: "មនុស្សបីនាក់ពណ៌ស្វាយ និងក្រាហ្វរបារ នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានរូបកាដូ",
            },
            en: {
              title: "Free data migration",
              description:
                "Sign up for Complete and we move employee records and leave balances from spreadsheets or your old system at no cost.",
              priceDescription: "Worth $1,200",
              imageAlt: "Three purple figures and a bar chart beside a gold badge with a gift box",
            },
            zh: {
              title: "免费数据迁移",
              description: "订购 Complete 套餐，我们免费将员工档案和假期余额从表格或旧系统迁入。",
              priceDescription: "价值 $1,200",
              imageAlt: "三个紫色人像和柱状图旁边是一枚带礼盒图案的金色徽章",
            },
          },
        },
        {
          data: {
            image: promoImage("biz-promo-hr-annual.svg"),
            actionUrl: "/register-steps?productId=442",
            showButton: true,
            productId: 442,
            subscriptionId: 4422,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "ឥតគិតថ្លៃ ២ ខែ សម្រាប់ Complete ប្រចាំឆ្នាំ",
              description: "បង់ថ្លៃ MiHCM Complete ១២ ខែជាមុន ហើយទទួលបានសេវា ១៤ ខែ។",
              priceDescription: "១៤ ខែ ក្នុងតម្លៃ ១២ ខែ",
              imageAlt: "ផ្ទាំងព័ត៌មានពណ៌ស្វាយដែលមានក្រាហ្វ នៅក្បែរស្លាកសញ្ញាពណ៌មាសដែលមានសញ្ញាភាគរយ",
            },
            en: {
              title: "2 months free on annual Complete",
              description: "Pay for 12 months of MiHCM Complete up front and get 14 months of service.",
              priceDescription: "14 months for the price of 12",
              imageAlt: "A purple dashboard with charts beside a gold badge with a percent sign",
            },
            zh: {
              title: "年付 Complete 送 2 个月",
              description: "预付 12 个月 MiHCM Complete，即可享受 14 个月服务。",
              priceDescription: "付 12 个月，用 14 个月",
              imageAlt: "带图表的紫色看板旁边是一枚带百分号的金色徽章",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/digital_hr_service/mia_for_ms_teams: the MiA HR assistant inside Microsoft Teams. */
export const miaForMsTeams: SeedPage = {
  id: "MiaForMsTeams",
  text: pageTitle("MiaForMsTeams"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "MiA សម្រាប់ Microsoft Teams" },
        en: { title: "MiA for Microsoft Teams" },
        zh: { title: "Microsoft Teams 人事助手 MiA" },
      },
      items: [
        {
          data: { ...hrBanner, banner: { actionUrl: "#how-it-works" }, showButton: true },
          text: {
            km: {
              bannerTitle: "MiA ជំនួយការធនធានមនុស្សរបស់អ្នក ក្នុង Microsoft Teams",
              bannerDescription:
                "បុគ្គលិកស្នើសុំច្បាប់ មើលប័ណ្ណបើកប្រាក់ខែ និងសួរសំណួរអំពីធនធានមនុស្ស តាមការជជែក ដោយមិនចាំបាច់រៀនប្រើកម្មវិធីថ្មី។",
              title: "មើលរបៀបដំណើរការ",
              imageAlt: hrBannerAlt.km,
            },
            en: {
              bannerTitle: "MiA, your HR assistant in Microsoft Teams",
              bannerDescription:
                "Staff request leave, check payslips and ask HR questions in a chat, with no new app to learn.",
              title: "See how it works",
              imageAlt: hrBannerAlt.en,
            },
            zh: {
              bannerTitle: "MiA，您在 Microsoft Teams 中的人事助手",
              bannerDescription: "员工在聊天中即可请假、查看工资单、咨询人事问题，无需学习新应用。",
              title: "了解使用方式",
              imageAlt: hrBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      anchor: "how-it-works",
      optionType: ICONS_OPTION,
      text: {
        km: { title: "អ្វីដែលបុគ្គលិកអាចសួរ MiA" },
        en: { title: "What staff can ask MiA" },
        zh: { title: "员工可以让 MiA 做什么" },
      },
      items: [
        {
          data: { titleIcon: icon("biz-icon-calendar.svg") },
          text: {
            km: {
              title: "ស្នើសុំច្បាប់",
              description: "វាយថា «សុំច្បាប់ថ្ងៃសុក្រក្រោយ» ហើយ MiA នឹងបំពេញសំណើ និងផ្ញើទៅអ្នកគ្រប់គ្រង។",
            },
            en: {
              title: "Request leave",
              description:
                "Type “leave next Friday” and MiA fills in the request and sends it to the manager.",
            },
            zh: { title: "申请休假", description: "输入“下周五请假”，MiA 会自动填写申请并提交给主管。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-document.svg") },
          text: {
            km: {
              title: "មើលប័ណ្ណបើកប្រាក់ខែ",
              description: "មើលប័ណ្ណបើកប្រាក់ខែប្រចាំខែនេះដោយសុវត្ថិភាព ផ្ទាល់ក្នុងការជជែក។",
            },
            en: {
              title: "Check payslips",
              description: "See this month's payslip securely, right in the chat.",
            },
            zh: { title: "查看工资单", description: "在聊天中安全查看本月工资单。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-help.svg") },
          text: {
            km: {
              title: "ចម្លើយអំពីគោលការណ៍ធនធានមនុស្ស",
              description: "MiA ឆ្លើយសំណួរដោយផ្អែកលើសៀវភៅណែនាំបុគ្គលិករបស់ក្រុមហ៊ុនអ្នក ទាំងថ្ងៃទាំងយប់។",
            },
            en: {
              title: "HR policy answers",
              description: "MiA answers questions from your own staff handbook, day or night.",
            },
            zh: { title: "人事政策解答", description: "MiA 依据贵公司的员工手册，随时解答问题。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-checklist.svg") },
          text: {
            km: {
              title: "អនុម័តដោយចុចតែម្ដង",
              description: "អ្នកគ្រប់គ្រងអនុម័តច្បាប់ឈប់សម្រាក និងម៉ោងបន្ថែម ពីការជជែកក្នុង Teams។",
            },
            en: {
              title: "Approve in one tap",
              description: "Managers approve leave and overtime from the Teams chat.",
            },
            zh: { title: "一键审批", description: "主管直接在 Teams 聊天中审批请假和加班。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-bell.svg") },
          text: {
            km: {
              title: "ការរំលឹក",
              description: "ការវាយតម្លៃរយៈពេលសាកល្បង ការបន្តកិច្ចសន្យា និងថ្ងៃកំណើតបុគ្គលិក មិនដែលភ្លេច។",
            },
            en: {
              title: "Reminders",
              description: "Probation reviews, contract renewals and birthdays, never missed.",
            },
            zh: { title: "提醒", description: "试用期考评、合同续签和员工生日，绝不遗漏。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-chat.svg") },
          text: {
            km: {
              title: "ភាសាខ្មែរ និងអង់គ្លេស",
              description: "បុគ្គលិកជជែកជាមួយ MiA ជាភាសាដែលពួកគេពេញចិត្ត។",
            },
            en: {
              title: "Khmer and English",
              description: "Staff chat with MiA in the language they prefer.",
            },
            zh: { title: "高棉语和英语", description: "员工可用自己习惯的语言与 MiA 对话。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ធនធានមនុស្ស នៅកន្លែងដែលក្រុមការងាររបស់អ្នកធ្វើការស្រាប់" },
        en: { title: "HR where your team already works" },
        zh: { title: "在团队日常工作的地方处理人事" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-chat.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "រៀបចំរួចក្នុងមួយថ្ងៃ",
              subTitle: "ដំណើរការជាមួយ MiHCM និង Microsoft 365",
              content:
                "<p>MiA ភ្ជាប់ប្រព័ន្ធ MiHCM របស់អ្នកទៅ Microsoft Teams។ ក្រុមការងាររបស់យើងដំឡើង បញ្ចូលគោលការណ៍របស់អ្នក និងបណ្ដុះបណ្ដាលបុគ្គលិកធនធានមនុស្ស ជាធម្មតាក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។</p>" +
                "<ul><li>ត្រូវការ MiHCM និង Microsoft 365 ដែលមាន Teams</li><li>ទិន្នន័យនៅតែក្នុង MiHCM ហើយ MiA បង្ហាញតែព័ត៌មានដែលម្នាក់ៗមានសិទ្ធិមើលប៉ុណ្ណោះ</li><li>របាយការណ៍ការប្រើប្រាស់ បង្ហាញសំណួរដែលបុគ្គលិកសួរញឹកញាប់បំផុត</li></ul>",
              imageAlt: "ផ្ទាំងជជែកពណ៌ស្វាយដែលមានពពុះសារ និងកាតសំណើច្បាប់ដែលមានសញ្ញាធីក",
            },
            en: {
              title: "Set up in a day",
              subTitle: "Works with MiHCM and Microsoft 365",
              content:
                "<p>MiA connects your MiHCM system to Microsoft Teams. Our team installs it, loads your policies and trains your HR staff, usually within one working day.</p>" +
                "<ul><li>Requires MiHCM and Microsoft 365 with Teams</li><li>Data stays in MiHCM, and MiA only shows each person what they are allowed to see</li><li>Usage reports show the questions staff ask most</li></ul>",
              imageAlt:
                "A purple chat window with message bubbles and a leave request card with a check mark",
            },
            zh: {
              title: "一天即可上线",
              subTitle: "与 MiHCM 和 Microsoft 365 协同工作",
              content:
                "<p>MiA 将您的 MiHCM 系统接入 Microsoft Teams。我们的团队负责安装、导入贵公司制度并培训人事人员，通常一个工作日内完成。</p>" +
                "<ul><li>需要 MiHCM 以及含 Teams 的 Microsoft 365</li><li>数据保留在 MiHCM 中，MiA 只向每个人展示其有权查看的内容</li><li>使用报告显示员工最常问的问题</li></ul>",
              imageAlt: "紫色聊天窗口，内有对话气泡和一张带对勾的请假申请卡片",
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "pricing",
      text: {
        km: {
          title: "តម្លៃ MiA",
          description:
            "តម្លៃជាដុល្លារ ក្នុងមួយបុគ្គលិកក្នុងមួយខែ មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម។ MiA ត្រូវបានបន្ថែមលើការជាវ MiHCM ដែលមានស្រាប់។",
        },
        en: {
          title: "MiA pricing",
          description:
            "Prices in USD per employee per month, excluding VAT. MiA is added to an existing MiHCM subscription.",
        },
        zh: {
          title: "MiA 价格",
          description: "按每位员工每月美元计价，不含增值税。MiA 需在现有 MiHCM 订阅基础上加购。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=451",
            showButton: true,
            productId: 451,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "MiA Standard",
              subTitle: "សម្រាប់អតិថិជន MiHCM",
              description:
                "<ul><li>ស្នើសុំ និងអនុម័តច្បាប់ក្នុង Teams</li><li>ប័ណ្ណបើកប្រាក់ខែ និងសមតុល្យច្បាប់ឈប់សម្រាក</li><li>ការរំលឹកសម្រាប់អ្នកគ្រប់គ្រង</li></ul>",
              priceDescription: "$1.50 / បុគ្គលិក / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលចង់បានសេវាបម្រើខ្លួនឯងរហ័ស",
            },
            en: {
              title: "MiA Standard",
              subTitle: "For MiHCM customers",
              description:
                "<ul><li>Leave requests and approvals in Teams</li><li>Payslips and leave balances</li><li>Reminders for managers</li></ul>",
              priceDescription: "$1.50 / employee / month",
              recommendedFor: "Companies that want quick self-service",
            },
            zh: {
              title: "MiA Standard",
              subTitle: "面向 MiHCM 客户",
              description:
                "<ul><li>在 Teams 中请假与审批</li><li>工资单和假期余额</li><li>主管提醒</li></ul>",
              priceDescription: "$1.50 / 员工 / 月",
              recommendedFor: "希望快速实现员工自助的企业",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=452",
            showButton: true,
            productId: 452,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "MiA Plus",
              subTitle: "ជាមួយចម្លើយពីគោលការណ៍ធនធានមនុស្សរបស់អ្នក",
              description:
                "<ul><li>គ្រប់មុខងាររបស់ Standard</li><li>ចម្លើយពីសៀវភៅណែនាំ និងគោលការណ៍របស់អ្នក</li><li>របាយការណ៍ប្រចាំខែអំពីសំណួររបស់បុគ្គលិក</li></ul>",
              priceDescription: "$2.50 / បុគ្គលិក / ខែ",
              recommendedFor: "ក្រុមការងារធំដែលមានសំណួរអំពីធនធានមនុស្សច្រើន",
            },
            en: {
              title: "MiA Plus",
              subTitle: "With answers from your HR policies",
              description:
                "<ul><li>Everything in Standard</li><li>Answers from your handbook and policies</li><li>Monthly report on staff questions</li></ul>",
              priceDescription: "$2.50 / employee / month",
              recommendedFor: "Large teams with many HR questions",
            },
            zh: {
              title: "MiA Plus",
              subTitle: "可依据贵公司人事制度作答",
              description:
                "<ul><li>包含 Standard 全部功能</li><li>依据员工手册和制度回答问题</li><li>员工提问月度报告</li></ul>",
              priceDescription: "$2.50 / 员工 / 月",
              recommendedFor: "人事咨询量大的大型团队",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};
