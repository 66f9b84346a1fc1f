import type { SeedItem, SeedPage } from "../seed-types";
import {
  avatar,
  bannerPart,
  ICONS,
  icon,
  LATEST_NEWS_TITLE,
  latestNewsPart,
  panel,
  SHARED_VIDEOS,
  type Tri,
} from "./about-helpers";
import { pageTitle } from "./page-titles";

type Testimonial = {
  photo: string;
  name: { km: string; latin: string };
  role: Tri<string>;
  quote: Tri<string>;
};

const TESTIMONIALS: Testimonial[] = [
  {
    photo: "about-avatar-1.svg",
    name: { km: "អ៊ុក សុវណ្ណ", latin: "Ouk Sovann" },
    role: {
      km: "វិស្វករបណ្ដាញ ការិយាល័យកណ្ដាល ភ្នំពេញ",
      en: "Network Engineer, head office, Phnom Penh",
      zh: "网络工程师，金边总部",
    },
    quote: {
      km: "ខ្ញុំចូលធ្វើកម្មសិក្សានៅទីនេះក្នុងឆ្នាំ ២០១៧ ពេលកំពុងរៀននៅសាកលវិទ្យាល័យ។ សព្វថ្ងៃខ្ញុំរចនាផ្លូវខ្សែកាបអុបទិកសម្រាប់អតិថិជនអាជីវកម្ម។ ប្រធានរបស់ខ្ញុំលើកទឹកចិត្តឱ្យខ្ញុំប្រឡងយកវិញ្ញាបនបត្រដំបូង ហើយក្រុមហ៊ុនបានចេញថ្លៃឱ្យទាំងអស់។",
      en: "I joined as an intern in 2017 while I was still at university. Today I design fiber routes for business customers. My manager encouraged me to sit my first certification exam, and the company paid for all of it.",
      zh: "2017 年我还在读大学时就来这里实习。现在我负责为企业客户设计光纤路由。主管鼓励我参加第一个认证考试，费用全部由公司承担。",
    },
  },
  {
    photo: "about-avatar-2.svg",
    name: { km: "ជា បុប្ផា", latin: "Chea Bopha" },
    role: {
      km: "ប្រធានក្រុមសេវាអតិថិជន ហាងសៀមរាប",
      en: "Customer Care Team Leader, Siem Reap shop",
      zh: "客户服务组长，暹粒营业厅",
    },
    quote: {
      km: "អ្វីដែលខ្ញុំចូលចិត្តបំផុត គឺការជួយអតិថិជនដែលមិនសូវស្គាល់បច្ចេកវិទ្យា។ ពេលលោកយាយម្នាក់ចេញពីហាងរបស់យើង ហើយអាចហៅវីដេអូទៅចៅប្រុសនៅប្រទេសកូរ៉េបាន ខ្ញុំដឹងថាថ្ងៃនោះមានតម្លៃ។",
      en: "What I enjoy most is helping customers who are not comfortable with technology. When a grandmother leaves our shop able to video call her grandson in Korea, I know my day was worth it.",
      zh: "我最喜欢的是帮助那些不太熟悉科技的客户。当一位老奶奶走出营业厅时，已经能和在韩国的孙子视频通话了，我就觉得这一天很有意义。",
    },
  },
  {
    photo: "about-avatar-3.svg",
    name: { km: "ញឹម ដារ៉ា", latin: "Nhem Dara" },
    role: {
      km: "អ្នកបច្ចេកទេសដំឡើងខ្សែកាបអុបទិក សាខាបាត់ដំបង",
      en: "Fiber Installation Technician, Battambang branch",
      zh: "光纤安装技术员，马德望分公司",
    },
    quote: {
      km: "វគ្គបណ្ដុះបណ្ដាលប្រាំមួយសប្ដាហ៍ បានផ្ដល់ឱ្យខ្ញុំនូវជំនាញពិតប្រាកដ និងទម្លាប់ការងារប្រកបដោយសុវត្ថិភាព។ ខ្ញុំធ្វើការជាមួយក្រុមដ៏ល្អ ហើយអ៊ីនធឺណិតឥតគិតថ្លៃនៅផ្ទះ ធ្វើឱ្យកូនៗរបស់ខ្ញុំអាចរៀនតាមអនឡាញបាន។",
      en: "Six weeks of training at the academy gave me real skills and safe working habits. I work with a great team, and the free home internet means my children can study online.",
      zh: "在培训学院的六周培训让我掌握了真本事，也养成了安全作业的习惯。我的团队很棒，公司提供的免费家庭宽带也让孩子们可以在线学习。",
    },
  },
  {
    photo: "about-avatar-4.svg",
    name: { km: "តាន់ ម្លិះ", latin: "Tan Malis" },
    role: {
      km: "អ្នកអភិវឌ្ឍកម្មវិធី ការិយាល័យកណ្ដាល ភ្នំពេញ",
      en: "Software Developer, head office, Phnom Penh",
      zh: "软件开发工程师，金边总部",
    },
    quote: {
      km: "ខ្ញុំបង្កើតមុខងារថ្មីៗសម្រាប់កម្មវិធី Romdoul App ដែលមនុស្សរាប់ម៉ឺននាក់ប្រើជារៀងរាល់ថ្ងៃ។ យើងធ្វើការជាក្រុមតូចៗ ចេញកំណែថ្មីរៀងរាល់ពីរសប្ដាហ៍ ហើយខ្ញុំអាចធ្វើការពីផ្ទះបានពីរថ្ងៃក្នុងមួយសប្ដាហ៍។",
      en: "I build features for the Romdoul App, which tens of thousands of people use every day. We work in small teams, release every two weeks, and I can work from home two days a week.",
      zh: "我为每天有数万人使用的 Romdoul App 开发新功能。我们以小团队方式工作，每两周发布一次新版本，我每周可以居家办公两天。",
    },
  },
];

/** Careers: why work with us, benefits, employee testimonials and the open positions. */
export const careers: SeedPage = {
  id: "Careers",
  text: pageTitle("Careers"),
  webParts: [
    bannerPart(
      "careers",
      {
        km: {
          bannerTitle: "រីកចម្រើនជាមួយរំដួលណិត",
          bannerDescription:
            "ចូលរួមជាមួយសហការីប្រមាណ ៦០០ នាក់ ដែលកំពុងកសាងអនាគតឌីជីថលរបស់កម្ពុជា ចាប់ពីអ្នកបច្ចេកទេសខ្សែកាបអុបទិក រហូតដល់អ្នកអភិវឌ្ឍកម្មវិធី។",
          title: "មើលមុខតំណែងទំនេរ",
        },
        en: {
          bannerTitle: "Grow with Romdoul Net",
          bannerDescription:
            "Join about 600 colleagues building Cambodia's digital future, from fiber technicians to software developers.",
          title: "See open positions",
        },
        zh: {
          bannerTitle: "与隆都网络共同成长",
          bannerDescription: "加入约 600 名同事的行列，从光纤技术员到软件工程师，一起建设柬埔寨的数字未来。",
          title: "查看空缺职位",
        },
      },
      "#vacancies",
    ),
    {
      type: "PlainText",
      text: {
        km: { title: "ហេតុអ្វីធ្វើការជាមួយយើង" },
        en: { title: "Why work with us" },
        zh: { title: "为什么加入我们" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<p>នៅរំដួលណិត អ្នកនឹងជួយកសាងអ្វីដែលមានន័យ៖ ការតភ្ជាប់ដែលសិស្សប្រើធ្វើកិច្ចការផ្ទះ ម្ចាស់ហាងប្រើទទួលការទូទាត់តាម QR និងមន្ទីរពេទ្យប្រើរក្សាកំណត់ត្រាអ្នកជំងឺ។ យើងធំល្មមអាចផ្ដល់អាជីពពិតប្រាកដ និងតូចល្មមដែលគំនិតរបស់អ្នកត្រូវបានស្ដាប់។</p>" +
                "<ul>" +
                "<li><strong>រៀនសូត្រតាំងពីថ្ងៃដំបូង</strong> – សហការីថ្មីគ្រប់រូបចូលរួមកម្មវិធីណែនាំការងារ ហើយអ្នកបច្ចេកទេសទទួលការបណ្ដុះបណ្ដាលរយៈពេលប្រាំមួយសប្ដាហ៍ នៅសាលាបណ្ដុះបណ្ដាលរំដួលណិត មុនចុះធ្វើការងារផ្ទាល់។</li>" +
                "<li><strong>រីកចម្រើនជាមួយយើង</strong> – អ្នកគ្រប់គ្រងជាង ៦០% របស់យើងត្រូវបានតម្លើងតំណែងពីខាងក្នុង ដែលភាគច្រើនចាប់ផ្ដើមពីហាង ឬក្រុមដំឡើង។</li>" +
                "<li><strong>ធ្វើការនៅកន្លែងណាក៏បានក្នុងកម្ពុជា</strong> – យើងជ្រើសរើសបុគ្គលិកនៅភ្នំពេញ និងនៅសាខាសៀមរាប បាត់ដំបង ព្រះសីហនុ កំពង់ចាម និងខេត្តផ្សេងទៀត។</li>" +
                "<li><strong>ការប្រព្រឹត្តដោយយុត្តិធម៌</strong> – ប្រាក់ឈ្នួលស្មើគ្នាសម្រាប់ការងារដូចគ្នា ក្រមសីលធម៌ជាលាយលក្ខណ៍អក្សរ និងបណ្ដាញសម្ងាត់សម្រាប់លើកឡើងពីការព្រួយបារម្ភ។</li>" +
                "</ul>" +
                "<p>យើងស្វាគមន៍ពាក្យស្នើសុំពីស្ត្រីសម្រាប់មុខតំណែងបច្ចេកទេស និងពីជនមានពិការភាព។ សូមប្រាប់យើងពីការគាំទ្រដែលអ្នកត្រូវការក្នុងដំណើរការជ្រើសរើស។</p>",
            },
            en: {
              content:
                "<p>At Romdoul Net you help build something that matters: the connection a student uses for homework, a shop owner for QR payments and a hospital for patient records. We are big enough to offer real careers and small enough for your ideas to be heard.</p>" +
                "<ul>" +
                "<li><strong>Learn from day one</strong> – every new colleague joins a structured induction, and technicians train for six weeks at the Romdoul Net Academy before going into the field.</li>" +
                "<li><strong>Grow with us</strong> – more than 60% of our managers were promoted from within, many of them starting in our shops or installation teams.</li>" +
                "<li><strong>Work anywhere in Cambodia</strong> – we hire in Phnom Penh and in our branches in Siem Reap, Battambang, Sihanoukville, Kampong Cham and other provinces.</li>" +
                "<li><strong>Be treated fairly</strong> – equal pay for equal work, a written code of conduct and a confidential channel to raise concerns.</li>" +
                "</ul>" +
                "<p>We welcome applications from women for technical roles and from people with disabilities. Tell us what support you need during the recruitment process.</p>",
            },
            zh: {
              content:
                "<p>在隆都网络，您参与建设的是真正有意义的事业：学生用来写作业、店主用来收二维码付款、医院用来管理病历的网络连接。我们的规模足以提供真正的职业发展，同时又足够小，让您的想法被听见。</p>" +
                "<ul>" +
                "<li><strong>入职即学习</strong>——每位新同事都会参加系统的入职培训，技术人员在上岗前须在隆都网络培训学院接受六周培训。</li>" +
                "<li><strong>与公司共同成长</strong>——超过 60% 的管理者从内部晋升，其中许多人从营业厅或安装团队起步。</li>" +
                "<li><strong>在柬埔寨各地工作</strong>——我们在金边以及暹粒、马德望、西哈努克、磅湛等省的分公司招聘。</li>" +
                "<li><strong>公平对待</strong>——同工同酬，有成文的行为准则和保密的意见反映渠道。</li>" +
                "</ul>" +
                "<p>我们欢迎女性申请技术岗位，也欢迎残障人士加入。如在招聘过程中需要任何支持，请告诉我们。</p>",
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
        km: { title: "អត្ថប្រយោជន៍សម្រាប់បុគ្គលិក" },
        en: { title: "Benefits" },
        zh: { title: "员工福利" },
      },
      items: [
        {
          data: { titleIcon: icon("about-icon-health.svg") },
          text: {
            km: {
              title: "ធានារ៉ាប់រងសុខភាព",
              description: "សម្រាប់អ្នក ប្ដី ឬប្រពន្ធ និងកូនៗ បន្ថែមលើរបបសន្តិសុខសង្គម ប.ស.ស.។",
              imageAlt: "",
            },
            en: {
              title: "Health insurance",
              description: "For you, your spouse and your children, on top of NSSF cover.",
              imageAlt: "",
            },
            zh: {
              title: "医疗保险",
              description: "覆盖员工本人、配偶和子女，另享国家社保基金保障。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-graduation.svg") },
          text: {
            km: {
              title: "វគ្គបណ្ដុះបណ្ដាល និងវិញ្ញាបនបត្រ",
              description: "ក្រុមហ៊ុនចេញថ្លៃវគ្គសិក្សា និងថ្លៃប្រឡងយកវិញ្ញាបនបត្រវិជ្ជាជីវៈ។",
              imageAlt: "",
            },
            en: {
              title: "Training and certifications",
              description: "Paid courses and exam fees for professional certifications.",
              imageAlt: "",
            },
            zh: { title: "培训与认证", description: "公司承担课程费用和职业认证考试费。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-wifi-home.svg") },
          text: {
            km: {
              title: "អ៊ីនធឺណិតឥតគិតថ្លៃនៅផ្ទះ",
              description: "កញ្ចប់ MegaSurf ល្បឿន ២០០ Mbps និង One TV សម្រាប់គ្រួសាររបស់អ្នក។",
              imageAlt: "",
            },
            en: {
              title: "Free home internet",
              description: "A 200 Mbps MegaSurf plan and One TV for your family.",
              imageAlt: "",
            },
            zh: {
              title: "免费家庭宽带",
              description: "为您的家庭提供 200 Mbps MegaSurf 套餐和 One TV。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-coin.svg") },
          text: {
            km: {
              title: "ប្រាក់ខែទី ១៣ និងប្រាក់រង្វាន់",
              description: "ប្រាក់ខែទី ១៣ និងប្រាក់រង្វាន់តាមលទ្ធផលការងារប្រចាំឆ្នាំ។",
              imageAlt: "",
            },
            en: {
              title: "13th-month salary and bonus",
              description: "A 13th-month salary plus a yearly performance bonus.",
              imageAlt: "",
            },
            zh: {
              title: "第 13 个月工资和奖金",
              description: "发放第 13 个月工资及年度绩效奖金。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-calendar-leave.svg") },
          text: {
            km: {
              title: "ច្បាប់ឈប់សម្រាក ១៨ ថ្ងៃ",
              description: "ច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំ បូកថ្ងៃបុណ្យជាតិ និងថ្ងៃស្ម័គ្រចិត្តពីរថ្ងៃ។",
              imageAlt: "",
            },
            en: {
              title: "18 days' annual leave",
              description: "Plus public holidays and two paid volunteering days.",
              imageAlt: "",
            },
            zh: { title: "18 天年假", description: "另享公共假日和两天带薪志愿服务假。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-growth.svg") },
          text: {
            km: {
              title: "ផ្លូវអាជីពច្បាស់លាស់",
              description: "កាំជណ្ដើរអាជីពសម្រាប់វិស្វករ អ្នកលក់ និងសេវាអតិថិជន ដែលពិនិត្យពីរដងក្នុងមួយឆ្នាំ។",
              imageAlt: "",
            },
            en: {
              title: "Clear career paths",
              description: "Career ladders for engineering, sales and customer care, reviewed twice a year.",
              imageAlt: "",
            },
            zh: {
              title: "清晰的职业路径",
              description: "为工程、销售和客服岗位设立职级体系，每年评定两次。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      text: {
        km: { title: "សំឡេងពីសហការីរបស់យើង" },
        en: { title: "What our people say" },
        zh: { title: "听听同事们怎么说" },
      },
      items: TESTIMONIALS.map(
        (person): SeedItem => ({
          data: { image: avatar(person.photo) },
          text: {
            km: {
              customerName: person.name.km,
              district: person.role.km,
              content: person.quote.km,
              imageAlt: `រូបគំនូររបស់ ${person.name.km}`,
            },
            en: {
              customerName: person.name.latin,
              district: person.role.en,
              content: person.quote.en,
              imageAlt: `Illustrated portrait of ${person.name.latin}`,
            },
            zh: {
              customerName: person.name.latin,
              district: person.role.zh,
              content: person.quote.zh,
              imageAlt: `${person.name.latin} 的插画肖像`,
            },
          },
        }),
      ),
    },
    {
      type: "VacancyList",
      anchor: "vacancies",
      text: {
        km: {
          title: "មុខតំណែងទំនេរ",
          description: "មុខតំណែងថ្មីៗត្រូវបានប្រកាសរៀងរាល់សប្ដាហ៍។ ជ្រើសរើសមុខតំណែងមួយ ដើម្បីមើលលម្អិត និងដាក់ពាក្យ។",
        },
        en: {
          title: "Open positions",
          description: "New positions are posted every week. Choose one to see the details and apply.",
        },
        zh: { title: "空缺职位", description: "每周更新职位信息。点击职位即可查看详情并申请。" },
      },
      items: [],
    },
  ],
};

const PRESS_CONTACT: Tri<string> = {
  km:
    "<h3>សំណួរពីអ្នកសារព័ត៌មាន</h3>" +
    '<p>អ្នកសារព័ត៌មានអាចទាក់ទងក្រុមទំនាក់ទំនងសាជីវកម្មរបស់យើងតាមអ៊ីមែល <a href="mailto:press@romdoul.example">press@romdoul.example</a> ឬតាមលេខ <a href="tel:+85523888168">023 888 168</a> (សូមស្នើសុំផ្នែកទំនាក់ទំនងសាជីវកម្ម) ពីថ្ងៃចន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង ៨:០០ ដល់ ១៧:៣០។ យើងព្យាយាមឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។</p>' +
    '<p>និមិត្តសញ្ញា រូបភាព និងវីដេអូ មាននៅក្នុង<a href="/media">មជ្ឈមណ្ឌលព័ត៌មាន</a>របស់យើង។ សូមកុំកែប្រែពណ៌ ឬរាងនិមិត្តសញ្ញារបស់យើង។</p>' +
    "<p>សម្រាប់ការដាច់សេវា ឬបញ្ហាគណនី សូមទូរស័ព្ទទៅលេខជំនួយ ២៤/៧ ឬប្រើកម្មវិធី Romdoul App ជំនួសឱ្យការទាក់ទងផ្នែកសារព័ត៌មាន។</p>",
  en:
    "<h3>Media enquiries</h3>" +
    '<p>Journalists can reach our Corporate Communications team at <a href="mailto:press@romdoul.example">press@romdoul.example</a> or on <a href="tel:+85523888168">023 888 168</a> (ask for Corporate Communications), Monday to Friday, 8:00–17:30. We aim to reply within one working day.</p>' +
    '<p>Logos, pictures and videos are available in our <a href="/media">media centre</a>. Please do not change the colours or shape of our logo.</p>' +
    "<p>For service outages or account questions, please call our 24/7 hotline or use the Romdoul App rather than the press office.</p>",
  zh:
    "<h3>媒体咨询</h3>" +
    '<p>记者朋友可发送邮件至 <a href="mailto:press@romdoul.example">press@romdoul.example</a>，或拨打 <a href="tel:+85523888168">023 888 168</a>（请转企业传讯部）联系我们，服务时间为周一至周五 8:00–17:30。我们力争在一个工作日内回复。</p>' +
    '<p>公司标志、图片和视频可在<a href="/media">媒体中心</a>获取。请勿更改我们标志的颜色或形状。</p>' +
    "<p>如遇服务中断或账户问题，请拨打 24/7 客服热线或使用 Romdoul App，无需联系媒体部门。</p>",
};

/** News and media: banner, the latest news and the press contact. */
export const newsAndMedia: SeedPage = {
  id: "NewsAndMedia",
  text: pageTitle("NewsAndMedia"),
  webParts: [
    bannerPart(
      "news",
      {
        km: {
          bannerTitle: "ព័ត៌មាន និងរឿងរ៉ាវពីរំដួលណិត",
          bannerDescription: "ព័ត៌មានថ្មីៗអំពីបណ្ដាញ សេចក្ដីប្រកាសព័ត៌មាន និងរឿងរ៉ាវពីសហគមន៍ដែលយើងតភ្ជាប់។",
          title: "មើលវីដេអូរបស់យើង",
        },
        en: {
          bannerTitle: "News and stories from Romdoul Net",
          bannerDescription: "Network updates, press releases and stories from the communities we connect.",
          title: "Watch our videos",
        },
        zh: {
          bannerTitle: "隆都网络新闻与故事",
          bannerDescription: "网络动态、新闻稿，以及来自我们所连接社区的故事。",
          title: "观看视频",
        },
      },
      "/media",
    ),
    latestNewsPart(LATEST_NEWS_TITLE),
    {
      type: "PlainText",
      anchor: "press",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ទំនាក់ទំនងសារព័ត៌មាន" },
        en: { title: "Press contact" },
        zh: { title: "媒体联系" },
      },
      items: [
        {
          data: {},
          text: {
            km: { content: PRESS_CONTACT.km },
            en: { content: PRESS_CONTACT.en },
            zh: { content: PRESS_CONTACT.zh },
          },
        },
      ],
    },
  ],
};

/** Media centre: banner, the shared videos, the latest news and where journalists get more. */
export const media: SeedPage = {
  id: "Media",
  text: pageTitle("Media"),
  webParts: [
    bannerPart("news", {
      km: {
        bannerTitle: "មជ្ឈមណ្ឌលព័ត៌មាន",
        bannerDescription: "វីដេអូ រឿងរ៉ាវ និងព័ត៌មានទំនាក់ទំនងសម្រាប់អ្នកសារព័ត៌មាន ដៃគូ និងអ្នកដែលចង់ស្គាល់រំដួលណិតបន្ថែម។",
      },
      en: {
        bannerTitle: "Media centre",
        bannerDescription:
          "Videos, stories and contacts for journalists, partners and anyone who wants to know Romdoul Net better.",
      },
      zh: {
        bannerTitle: "媒体中心",
        bannerDescription: "为记者、合作伙伴以及所有希望进一步了解隆都网络的人提供视频、故事和联系方式。",
      },
    }),
    {
      type: "VideoCarousel",
      anchor: "videos",
      text: {
        km: { title: "វីដេអូ", description: "រឿងរ៉ាវពីអតិថិជន ក្រុមការងារ និងសហគមន៍របស់យើង។" },
        en: { title: "Videos", description: "Stories from our customers, our teams and our communities." },
        zh: { title: "视频", description: "来自客户、团队和社区的故事。" },
      },
      items: SHARED_VIDEOS,
    },
    latestNewsPart(LATEST_NEWS_TITLE),
    {
      type: "PlainText",
      anchor: "press",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "សម្រាប់អ្នកសារព័ត៌មាន" },
        en: { title: "For journalists" },
        zh: { title: "记者专区" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                '<p>ត្រូវការនិមិត្តសញ្ញាកម្រិតច្បាស់ខ្ពស់ រូបថតថ្នាក់ដឹកនាំ ឬការសម្ភាសន៍? សូមផ្ញើអ៊ីមែលមក <a href="mailto:press@romdoul.example">press@romdoul.example</a> ហើយក្រុមទំនាក់ទំនងសាជីវកម្មរបស់យើងនឹងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។</p>',
            },
            en: {
              content:
                '<p>Need high-resolution logos, leadership photos or an interview? Email <a href="mailto:press@romdoul.example">press@romdoul.example</a> and our Corporate Communications team will reply within one working day.</p>',
            },
            zh: {
              content:
                '<p>需要高清标志、管理层照片或安排采访？请发送邮件至 <a href="mailto:press@romdoul.example">press@romdoul.example</a>，企业传讯团队将在一个工作日内回复。</p>',
            },
          },
        },
      ],
    },
  ],
};

/** Services overview: panels leading to the personal, business and SME sections, coverage and payment. */
export const services: SeedPage = {
  id: "Services",
  text: pageTitle("Services"),
  webParts: [
    bannerPart("overview", {
      km: {
        bannerTitle: "សេវាទាំងអស់របស់រំដួលណិត",
        bannerDescription:
          "អ៊ីនធឺណិត និងទូរទស្សន៍សម្រាប់គេហដ្ឋាន ការតភ្ជាប់ មជ្ឈមណ្ឌលទិន្នន័យ និងក្លោដសម្រាប់អាជីវកម្មគ្រប់ទំហំ លើបណ្ដាញទូទាំងប្រទេសរបស់យើងផ្ទាល់។",
      },
      en: {
        bannerTitle: "Everything Romdoul Net offers",
        bannerDescription:
          "Internet and TV for homes; connectivity, data centre and cloud for businesses of every size, all on our own nationwide network.",
      },
      zh: {
        bannerTitle: "隆都网络全部服务",
        bannerDescription:
          "面向家庭的宽带与电视，面向各类企业的网络连接、数据中心与云服务，全部运行在我们自建的全国网络之上。",
      },
    }),
    {
      type: "ProductPanel",
      text: {
        km: { title: "ជ្រើសរើសសេវាដែលសមនឹងអ្នក" },
        en: { title: "Find the right service" },
        zh: { title: "选择适合您的服务" },
      },
      items: [
        {
          data: {
            image: panel("about-panel-home.svg"),
            imageLocation: "left",
            actionUrl: "/personal",
            showButton: true,
          },
          text: {
            km: {
              title: "សម្រាប់គេហដ្ឋាន",
              subTitle: "អ៊ីនធឺណិតខ្សែកាបអុបទិក MegaSurf ចាប់ពី $15 / ខែ",
              content:
                "<ul><li>ល្បឿនពី ៣០ ដល់ ២០០ Mbps គ្មានកំណត់ទិន្នន័យ</li><li>FTTR ខ្សែកាបអុបទិកដល់គ្រប់បន្ទប់</li><li>ទូរទស្សន៍ One TV និង OTT</li><li>រ៉ោតទ័រ Wi-Fi 6 ឥតគិតថ្លៃ ដំឡើងក្នុងរយៈពេល ៤៨ ម៉ោង</li></ul>",
              imageAlt: "ផ្ទះពណ៌ស្វាយដែលមានសញ្ញា Wi-Fi ពណ៌មាស",
            },
            en: {
              title: "For your home",
              subTitle: "MegaSurf fiber from $15 a month",
              content:
                "<ul><li>30 to 200 Mbps with unlimited data</li><li>FTTR fiber to every room</li><li>One TV and OTT TV</li><li>Free Wi-Fi 6 router, installed within 48 hours</li></ul>",
              imageAlt: "A purple house with a gold Wi-Fi sign",
            },
            zh: {
              title: "家庭服务",
              subTitle: "MegaSurf 光纤宽带每月 $15 起",
              content:
                "<ul><li>30 至 200 Mbps，不限流量</li><li>FTTR 全屋光纤</li><li>One TV 和 OTT 电视</li><li>免费 Wi-Fi 6 路由器，48 小时内安装</li></ul>",
              imageAlt: "带金色 Wi-Fi 标志的紫色房屋",
            },
          },
        },
        {
          data: {
            image: panel("about-panel-business.svg"),
            imageLocation: "right",
            actionUrl: "/business",
            showButton: true,
          },
          text: {
            km: {
              title: "សម្រាប់សហគ្រាស",
              subTitle: "អ៊ីនធឺណិតឯកជន ធានាដោយ SLA ៩៩,៩%",
              content:
                "<ul><li>អ៊ីនធឺណិតឯកជន បណ្ដាញ MPLS, VPLS និង IPLC</li><li>កន្លែងដាក់ម៉ាស៊ីនមេ និងសេវាបង្ហោះគេហទំព័រនៅមជ្ឈមណ្ឌលទិន្នន័យភ្នំពេញ</li><li>Microsoft 365, Huawei Cloud និង AWS Direct Connect</li><li>ការការពារ DDoS និងសេវាធនធានមនុស្សឌីជីថល</li></ul>",
              imageAlt: "អគារការិយាល័យខ្ពស់ពណ៌ស្វាយ មានបង្អួចពណ៌មាស",
            },
            en: {
              title: "For enterprises",
              subTitle: "Dedicated internet with a 99.9% SLA",
              content:
                "<ul><li>Dedicated internet, MPLS, VPLS and IPLC</li><li>Colocation and web hosting in our Phnom Penh data centre</li><li>Microsoft 365, Huawei Cloud and AWS Direct Connect</li><li>DDoS protection and digital HR services</li></ul>",
              imageAlt: "A tall purple office building with gold windows",
            },
            zh: {
              title: "大中型企业",
              subTitle: "专线互联网，99.9% SLA 保障",
              content:
                "<ul><li>专线互联网、MPLS、VPLS 和 IPLC</li><li>金边数据中心机柜托管与网站托管</li><li>Microsoft 365、华为云和 AWS 专线直连</li><li>DDoS 防护与数字化人力资源服务</li></ul>",
              imageAlt: "带金色窗户的紫色高层办公楼",
            },
          },
        },
        {
          data: {
            image: panel("about-panel-sme.svg"),
            imageLocation: "left",
            actionUrl: "/business/sme/internet",
            showButton: true,
          },
          text: {
            km: {
              title: "សម្រាប់សហគ្រាសធុនតូច និងមធ្យម",
              subTitle: "អ៊ីនធឺណិត MegaBiz ចាប់ពី $35 / ខែ",
              content:
                "<ul><li>អ៊ីនធឺណិតខ្សែកាបអុបទិកសម្រាប់ហាង ហាងកាហ្វេ និងការិយាល័យតូចៗ</li><li>ដំឡើងឥតគិតថ្លៃ និងការគាំទ្រជាអាទិភាព</li><li>ទូរទស្សន៍សម្រាប់ហាង ការបង្ហោះគេហទំព័រ និង Microsoft 365</li></ul>",
              imageAlt: "ហាងតូចមួយមានដំបូលក្រណាត់ពណ៌ស្វាយ និងមាស និងសញ្ញា Wi-Fi នៅបង្អួច",
            },
            en: {
              title: "For small and medium businesses",
              subTitle: "MegaBiz internet from $35 a month",
              content:
                "<ul><li>Fiber internet for shops, cafés and small offices</li><li>Free installation and priority support</li><li>TV for your shop, web hosting and Microsoft 365</li></ul>",
              imageAlt: "A small shop with a purple and gold awning and a Wi-Fi sign in the window",
            },
            zh: {
              title: "中小企业",
              subTitle: "MegaBiz 宽带每月 $35 起",
              content:
                "<ul><li>面向商铺、咖啡馆和小型办公室的光纤宽带</li><li>免费安装，优先支持</li><li>店铺电视、网站托管和 Microsoft 365</li></ul>",
              imageAlt: "紫金相间遮阳篷的小店，橱窗上有 Wi-Fi 标志",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ឧបករណ៍មានប្រយោជន៍" },
        en: { title: "Handy tools" },
        zh: { title: "实用工具" },
      },
      items: [
        {
          data: {
            image: panel("about-panel-coverage.svg"),
            imageLocation: "left",
            actionUrl: "/coverage_map",
            showButton: true,
            webLayoutColumnCnt: 6,
          },
          text: {
            km: {
              title: "ពិនិត្យតំបន់គ្របដណ្ដប់",
              subTitle: "មើលថាតើខ្សែកាបអុបទិកមកដល់ផ្លូវរបស់អ្នកឬនៅ",
              content: "<p>ស្វែងរកអាសយដ្ឋានរបស់អ្នកលើផែនទី ហើយមើលកញ្ចប់សេវាដែលអាចប្រើបាននៅទីនោះ។</p>",
              imageAlt: "ម្ជុលទីតាំងពណ៌ស្វាយលើផែនទី",
            },
            en: {
              title: "Check coverage",
              subTitle: "See whether fiber reaches your street",
              content: "<p>Find your address on the map and see which plans are available there.</p>",
              imageAlt: "A purple location pin on a map",
            },
            zh: {
              title: "查询覆盖范围",
              subTitle: "看看光纤是否已到您家门口",
              content: "<p>在地图上找到您的地址，查看该处可办理的套餐。</p>",
              imageAlt: "地图上的紫色定位图钉",
            },
          },
        },
        {
          data: {
            image: panel("about-panel-payment.svg"),
            imageLocation: "left",
            actionUrl: "/pay_my_bill",
            showButton: true,
            webLayoutColumnCnt: 6,
          },
          text: {
            km: {
              title: "បង់វិក្កយបត្រ",
              subTitle: "តាម KHQR កាតធនាគារ ឬនៅហាងណាមួយរបស់យើង",
              content: "<p>បង់ប្រាក់តាមអនឡាញក្នុងរយៈពេលតិចជាងមួយនាទី ដោយប្រើត្រឹមតែលេខសម្គាល់អតិថិជនរបស់អ្នក។</p>",
              imageAlt: "ទូរស័ព្ទបង្ហាញការទូទាត់បានសម្រេច ជាមួយកាតធនាគារ និងកាក់",
            },
            en: {
              title: "Pay my bill",
              subTitle: "By KHQR, card or at any of our shops",
              content: "<p>Pay online in under a minute with just your customer ID.</p>",
              imageAlt: "A phone showing a successful payment, with a bank card and a coin",
            },
            zh: {
              title: "缴纳账单",
              subTitle: "支持 KHQR、银行卡或到任意营业厅缴费",
              content: "<p>只需客户编号，一分钟内即可在线缴费。</p>",
              imageAlt: "显示支付成功的手机，旁边是银行卡和硬币",
            },
          },
        },
      ],
    },
  ],
};

/** Self-care contact: every channel for existing customers, then the contact form. */
export const selfCareContactUs: SeedPage = {
  id: "SelfCareContactUs",
  text: pageTitle("SelfCareContactUs"),
  webParts: [
    {
      type: "PlainText",
      text: {
        km: { title: "របៀបទាក់ទងយើង" },
        en: { title: "How to reach us" },
        zh: { title: "联系方式" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>ទូរស័ព្ទមកយើង ២៤/៧</h3>" +
                '<p>លេខជំនួយ <a href="tel:+85523888168">023 888 168</a> ជាភាសាខ្មែរ អង់គ្លេស និងចិន ទាំងថ្ងៃ ទាំងយប់។ សម្រាប់ការរាយការណ៍បញ្ហា សូមត្រៀមលេខសម្គាល់អតិថិជនរបស់អ្នក ដែលមាននៅលើវិក្កយបត្រ និងក្នុងកម្មវិធី។</p>' +
                "<h3>ផ្ញើសារតាម Telegram</h3>" +
                '<p>ជជែកជាមួយប្រព័ន្ធឆ្លើយតបស្វ័យប្រវត្តិរបស់យើងនៅ <a href="https://t.me/romdoul_example">t.me/romdoul_example</a> ដើម្បីពិនិត្យសមតុល្យ បង់វិក្កយបត្រ ឬរាយការណ៍បញ្ហា ២៤/៧។ បុគ្គលិកឆ្លើយតបផ្ទាល់ពីម៉ោង ៧:០០ ដល់ ២២:០០ រៀងរាល់ថ្ងៃ។</p>' +
                "<h3>ប្រើកម្មវិធី Romdoul App</h3>" +
                '<p>បង់វិក្កយបត្រ មើលការប្រើប្រាស់ ចាប់ផ្ដើមរ៉ោតទ័រឡើងវិញ និងតាមដានសំណើជួសជុលរបស់អ្នក តាមរយៈ<a href="/personal/romdoul_app">កម្មវិធី Romdoul App</a> សម្រាប់ Android និង iOS។</p>' +
                "<h3>អញ្ជើញមកហាង</h3>" +
                '<p>ហាងទាំង ៣៨ របស់យើងនៅទូទាំងរាជធានី-ខេត្តទាំង ២៥ បើករៀងរាល់ថ្ងៃ ពីម៉ោង ៨:០០ ដល់ ១៨:០០។ ការិយាល័យកណ្ដាល៖ អគារលេខ ១២ មហាវិថីព្រះមុនីវង្ស សង្កាត់ស្រះចក ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ។ <a href="/offices">ស្វែងរកហាងដែលនៅជិតអ្នកបំផុត</a>។</p>' +
                "<h3>អ៊ីមែល</h3>" +
                '<p><a href="mailto:care@romdoul.example">care@romdoul.example</a> – យើងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។ មុននឹងសរសេរមក អ្នកអាចរកចម្លើយរហ័សនៅក្នុង<a href="/self_care/faq">សំណួរដែលសួរញឹកញាប់</a>។</p>',
            },
            en: {
              content:
                "<h3>Call us 24/7</h3>" +
                '<p>Hotline <a href="tel:+85523888168">023 888 168</a> in Khmer, English and Chinese, day and night. To report a fault, please have your customer ID ready: it is on your bill and in the app.</p>' +
                "<h3>Message us on Telegram</h3>" +
                '<p>Chat with our bot at <a href="https://t.me/romdoul_example">t.me/romdoul_example</a> to check your balance, pay your bill or report a fault, 24/7. Our agents answer in person from 7:00 to 22:00 every day.</p>' +
                "<h3>Use the Romdoul App</h3>" +
                '<p>Pay bills, see your usage, restart your router and follow your repair ticket in the <a href="/personal/romdoul_app">Romdoul App</a> for Android and iOS.</p>' +
                "<h3>Visit a shop</h3>" +
                '<p>Our 38 shops across all 25 provinces are open every day from 8:00 to 18:00. Head office: No. 12, Preah Monivong Blvd, Srah Chak, Daun Penh, Phnom Penh. <a href="/offices">Find your nearest shop</a>.</p>' +
                "<h3>Email</h3>" +
                '<p><a href="mailto:care@romdoul.example">care@romdoul.example</a> – we reply within one working day. Before you write, you may find a quick answer in our <a href="/self_care/faq">frequently asked questions</a>.</p>',
            },
            zh: {
              content:
                "<h3>24/7 电话服务</h3>" +
                '<p>客服热线 <a href="tel:+85523888168">023 888 168</a>，全天候提供高棉语、英语和中文服务。报修时请准备好客户编号，可在账单或 App 中找到。</p>' +
                "<h3>Telegram 留言</h3>" +
                '<p>通过 <a href="https://t.me/romdoul_example">t.me/romdoul_example</a> 与我们的机器人对话，24/7 查询余额、缴费或报修。人工客服每天 7:00 至 22:00 在线。</p>' +
                "<h3>使用 Romdoul App</h3>" +
                '<p>在安卓和 iOS 版 <a href="/personal/romdoul_app">Romdoul App</a> 中缴费、查看用量、重启路由器并跟踪维修工单。</p>' +
                "<h3>前往营业厅</h3>" +
                '<p>我们在全国 25 个省市设有 38 家营业厅，每天 8:00 至 18:00 营业。总部地址：金边市隆边区斯拉乍分区莫尼旺大道12号。<a href="/offices">查找离您最近的营业厅</a>。</p>' +
                "<h3>电子邮件</h3>" +
                '<p><a href="mailto:care@romdoul.example">care@romdoul.example</a>——我们将在一个工作日内回复。写信之前，您也可以先在<a href="/self_care/faq">常见问题</a>中快速查找答案。</p>',
            },
          },
        },
      ],
    },
    {
      type: "ContactForm",
      anchor: "contact",
      backgroundColor: "#f5edfb",
      text: {
        km: {
          title: "ផ្ញើសារមកយើង",
          description:
            "ប្រាប់យើងពីអ្វីដែលអ្នកត្រូវការ ហើយយើងនឹងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។ សម្រាប់បញ្ហាបន្ទាន់ សូមទូរស័ព្ទមកលេខ 023 888 168។",
        },
        en: {
          title: "Send us a message",
          description:
            "Tell us what you need and we will reply within one working day. For urgent faults, please call 023 888 168.",
        },
        zh: {
          title: "给我们留言",
          description: "告诉我们您的需求，我们将在一个工作日内回复。紧急故障请拨打 023 888 168。",
        },
      },
      items: [],
    },
  ],
};
