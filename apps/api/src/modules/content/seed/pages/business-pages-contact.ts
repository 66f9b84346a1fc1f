import type { SeedPage } from "../seed-types";
import { ICONS_OPTION, icon, mobileBanner, webBanner } from "./business-pages-shared";
import { pageTitle } from "./page-titles";

/** /business/contactUs: contact channels, downloads and the enquiry form. */
export const businessContactUs: SeedPage = {
  id: "BusinessContactUs",
  text: pageTitle("BusinessContactUs"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ទំនាក់ទំនងក្រុមការងារអាជីវកម្ម" },
        en: { title: "Contact our business team" },
        zh: { title: "联系企业业务团队" },
      },
      items: [
        {
          data: {
            image: webBanner("biz-contact-web.svg"),
            mobileImage: mobileBanner("biz-contact-mobile.svg"),
            banner: { actionUrl: "#contact" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "យើងនៅទីនេះសម្រាប់អាជីវកម្មរបស់អ្នក",
              bannerDescription:
                "ទូរស័ព្ទមកលេខ 023 888 168 គ្រប់ពេល ផ្ញើអ៊ីមែលមក care@romdoul.example ឬមកជួបយើងនៅទីស្នាក់ការកណ្ដាលលើមហាវិថីព្រះមុនីវង្ស។",
              title: "ផ្ញើសារមកយើង",
              imageAlt: "ពពុះសារពណ៌ស្វាយ នៅក្បែរម្ជុលទីតាំងពណ៌មាស លើផ្ទៃខាងក្រោយពណ៌ស្វាយចាស់",
            },
            en: {
              bannerTitle: "We're here for your business",
              bannerDescription:
                "Call 023 888 168 any time, email care@romdoul.example or visit our head office on Preah Monivong Boulevard.",
              title: "Send us a message",
              imageAlt: "A purple speech bubble next to a gold map pin on a deep purple background",
            },
            zh: {
              bannerTitle: "我们随时为您的企业服务",
              bannerDescription:
                "随时拨打 023 888 168，发送邮件至 care@romdoul.example，或莅临我们位于莫尼旺大道的总部。",
              title: "给我们留言",
              imageAlt: "深紫色背景上，紫色对话气泡旁边是一枚金色定位图钉",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      anchor: "channels",
      optionType: ICONS_OPTION,
      text: {
        km: { title: "មធ្យោបាយទាក់ទងយើង" },
        en: { title: "Ways to reach us" },
        zh: { title: "联系方式" },
      },
      items: [
        {
          data: { lottieFile: "lottie-support.json" },
          text: {
            km: {
              title: "ខ្សែទូរស័ព្ទ ២៤/៧",
              description: "023 888 168 សម្រាប់ការលក់ និងជំនួយបច្ចេកទេស ទាំងថ្ងៃទាំងយប់ ជាភាសាខ្មែរ អង់គ្លេស និងចិន។",
            },
            en: {
              title: "24/7 hotline",
              description:
                "023 888 168 for sales and technical support, day and night, in Khmer, English and Chinese.",
            },
            zh: {
              title: "24/7 热线",
              description: "023 888 168，销售与技术支持日夜在线，提供高棉语、英语和中文服务。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-mail.svg") },
          text: {
            km: {
              title: "អ៊ីមែល",
              description: "ផ្ញើមក care@romdoul.example ហើយយើងនឹងឆ្លើយតបក្នុងរយៈពេល ៤ ម៉ោងធ្វើការ។",
            },
            en: {
              title: "Email",
              description: "Write to care@romdoul.example and we will reply within 4 working hours.",
            },
            zh: {
              title: "电子邮件",
              description: "发送至 care@romdoul.example，我们将在 4 个工作小时内回复。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-pin.svg") },
          text: {
            km: {
              title: "ទីស្នាក់ការកណ្ដាល",
              description:
                "ផ្ទះលេខ ១២ មហាវិថីព្រះមុនីវង្ស រាជធានីភ្នំពេញ។ ថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង ៨:០០ ដល់ ១៧:៣០ និងថ្ងៃសៅរ៍ ម៉ោង ៨:០០ ដល់ ១២:០០។",
            },
            en: {
              title: "Head office",
              description:
                "No. 12 Preah Monivong Blvd, Phnom Penh. Monday to Friday 8:00–17:30, Saturday 8:00–12:00.",
            },
            zh: {
              title: "总部",
              description: "金边莫尼旺大道 12 号。周一至周五 8:00–17:30，周六 8:00–12:00。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-users.svg") },
          text: {
            km: {
              title: "អ្នកគ្រប់គ្រងគណនីរបស់អ្នក",
              description: "អតិថិជនសហគ្រាសអាចទូរស័ព្ទ ឬផ្ញើអ៊ីមែលទៅអ្នកគ្រប់គ្រងគណនីរបស់ខ្លួនដោយផ្ទាល់។",
            },
            en: {
              title: "Your account manager",
              description: "Enterprise customers can call or email their named account manager directly.",
            },
            zh: { title: "您的客户经理", description: "企业客户可直接致电或发邮件给专属客户经理。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-document.svg") },
          text: {
            km: {
              title: "សំបុត្រសេវា",
              description: "អតិថិជនដែលបានចូលគណនី អាចបើក និងតាមដានសំបុត្រសេវាតាមអ៊ីនធឺណិត។",
            },
            en: {
              title: "Support tickets",
              description: "Signed-in customers can open and follow support tickets online.",
            },
            zh: { title: "服务工单", description: "登录后即可在线提交和跟踪服务工单。" },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "details",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ព័ត៌មានទំនាក់ទំនង" },
        en: { title: "Contact details" },
        zh: { title: "联系信息" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>ផ្នែកលក់សេវាអាជីវកម្ម</h3>" +
                '<p>ខ្សែទូរស័ព្ទ៖ <a href="tel:+85523888168">023 888 168</a> រួចចុចលេខ ២<br>អ៊ីមែល៖ <a href="mailto:care@romdoul.example">care@romdoul.example</a></p>' +
                "<h3>ជំនួយបច្ចេកទេស និងការរាយការណ៍បញ្ហា</h3>" +
                '<p>២៤/៧ តាមលេខ <a href="tel:+85523888168">023 888 168</a> រួចចុចលេខ ១។ អតិថិជនដែលបានចូលគណនី ក៏អាច<a href="/tickets">បើកសំបុត្រសេវា</a>បានដែរ។</p>' +
                "<h3>វិក្កយបត្រ</h3>" +
                '<p>សំណួរអំពីវិក្កយបត្រ និងការទូទាត់៖ ថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង ៨:០០ ដល់ ១៧:៣០ តាមលេខ 023 888 168 រួចចុចលេខ ៣។ អ្នកក៏អាច<a href="/pay_my_bill">ទូទាត់វិក្កយបត្រតាមអ៊ីនធឺណិត</a>បានដែរ។</p>' +
                "<h3>ទីស្នាក់ការកណ្ដាល</h3>" +
                "<p>រំដួលណិត ផ្ទះលេខ ១២ មហាវិថីព្រះមុនីវង្ស រាជធានីភ្នំពេញ<br>ថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង ៨:០០ ដល់ ១៧:៣០ ថ្ងៃសៅរ៍ ម៉ោង ៨:០០ ដល់ ១២:០០ និងបិទនៅថ្ងៃឈប់សម្រាកសាធារណៈ</p>" +
                '<p>ចង់បានចម្លើយរហ័ស? សូមមើល<a href="/business/faq">សំណួរដែលសួរញឹកញាប់សម្រាប់អាជីវកម្ម</a>។</p>',
            },
            en: {
              content:
                "<h3>Business sales</h3>" +
                '<p>Hotline: <a href="tel:+85523888168">023 888 168</a>, then press 2<br>Email: <a href="mailto:care@romdoul.example">care@romdoul.example</a></p>' +
                "<h3>Technical support and faults</h3>" +
                '<p>24/7 on <a href="tel:+85523888168">023 888 168</a>, then press 1. Signed-in customers can also <a href="/tickets">open a ticket</a>.</p>' +
                "<h3>Billing</h3>" +
                '<p>Questions about invoices and payments: Monday to Friday 8:00–17:30 on 023 888 168, then press 3. You can also <a href="/pay_my_bill">pay your bill online</a>.</p>' +
                "<h3>Head office</h3>" +
                "<p>Romdoul Net, No. 12 Preah Monivong Blvd, Phnom Penh<br>Monday to Friday 8:00–17:30, Saturday 8:00–12:00, closed on public holidays</p>" +
                '<p>Looking for a quick answer? See the <a href="/business/faq">business FAQ</a>.</p>',
            },
            zh: {
              content:
                "<h3>企业销售</h3>" +
                '<p>热线：<a href="tel:+85523888168">023 888 168</a>，按 2<br>邮箱：<a href="mailto:care@romdoul.example">care@romdoul.example</a></p>' +
                "<h3>技术支持与故障报修</h3>" +
                '<p>24/7 拨打 <a href="tel:+85523888168">023 888 168</a>，按 1。登录后也可<a href="/tickets">在线提交工单</a>。</p>' +
                "<h3>账单</h3>" +
                '<p>发票及付款咨询：周一至周五 8:00–17:30，拨打 023 888 168，按 3。您也可以<a href="/pay_my_bill">在线缴费</a>。</p>' +
                "<h3>总部</h3>" +
                "<p>隆都网络，金边莫尼旺大道 12 号<br>周一至周五 8:00–17:30，周六 8:00–12:00，公共假日休息</p>" +
                '<p>想快速找到答案？请查看<a href="/business/faq">企业常见问题</a>。</p>',
            },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      anchor: "downloads",
      text: {
        km: { title: "ព័ត៌មានក្រុមហ៊ុន និងខិត្តប័ណ្ណ" },
        en: { title: "Company information and brochures" },
        zh: { title: "公司资料与宣传册" },
      },
      items: [
        {
          data: { file: "company-profile.pdf" },
          text: {
            km: { title: "ប្រវត្តិរូបក្រុមហ៊ុន", description: "យើងជានរណា បណ្ដាញរបស់យើង និងអាជីវកម្មដែលយើងបម្រើ។" },
            en: {
              title: "Company profile",
              description: "Who we are, our network and the businesses we serve.",
            },
            zh: { title: "公司简介", description: "关于我们、我们的网络以及我们服务的企业。" },
          },
        },
        {
          data: { file: "business-internet-brochure.pdf" },
          text: {
            km: { title: "ខិត្តប័ណ្ណអ៊ីនធឺណិតអាជីវកម្ម", description: "ទិដ្ឋភាពទូទៅនៃកញ្ចប់ MegaBiz និង DIA។" },
            en: { title: "Business internet brochure", description: "MegaBiz and DIA plans at a glance." },
            zh: { title: "企业互联网宣传册", description: "MegaBiz 与 DIA 套餐一览。" },
          },
        },
        {
          data: { file: "data-center-brochure.pdf" },
          text: {
            km: {
              title: "ខិត្តប័ណ្ណមជ្ឈមណ្ឌលទិន្នន័យ",
              description: "សេវាដាក់ម៉ាស៊ីនមេ ការបង្ហោះគេហទំព័រ និងក្លោដ VMware នៅមជ្ឈមណ្ឌលរបស់យើងក្នុងភ្នំពេញ។",
            },
            en: {
              title: "Data centre brochure",
              description: "Colocation, hosting and VMware cloud in our Phnom Penh facility.",
            },
            zh: {
              title: "数据中心宣传册",
              description: "金边数据中心的机柜托管、网站托管和 VMware 云服务。",
            },
          },
        },
        {
          data: { file: "cloud-solutions-brochure.pdf" },
          text: {
            km: { title: "ខិត្តប័ណ្ណដំណោះស្រាយក្លោដ", description: "Microsoft 365, AWS, Huawei Cloud និង VMware។" },
            en: {
              title: "Cloud solutions brochure",
              description: "Microsoft 365, AWS, Huawei Cloud and VMware.",
            },
            zh: { title: "云解决方案宣传册", description: "Microsoft 365、AWS、华为云和 VMware。" },
          },
        },
      ],
    },
    {
      type: "ContactForm",
      anchor: "contact",
      text: {
        km: {
          title: "ផ្ញើសារមកយើង",
          description: "ប្រាប់យើងអំពីអាជីវកម្ម និងតម្រូវការរបស់អ្នក។ ទីប្រឹក្សារបស់យើងនឹងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។",
        },
        en: {
          title: "Send us a message",
          description:
            "Tell us about your business and what you need. A consultant will reply within one working day.",
        },
        zh: { title: "给我们留言", description: "请告诉我们您的业务情况和需求，顾问将在一个工作日内回复。" },
      },
      items: [],
    },
  ],
};
