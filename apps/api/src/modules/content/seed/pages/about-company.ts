import type { SeedItem, SeedPage } from "../seed-types";
import {
  BULLETS,
  bannerPart,
  CHECKS,
  ICONS,
  icon,
  LATEST_NEWS_TITLE,
  latestNewsPart,
  logo,
  panel,
  type Tri,
} from "./about-helpers";
import { pageTitle } from "./page-titles";

/** Company overview: history, key figures, network and data centre, news and partners. */
export const companyOverview: SeedPage = {
  id: "CompanyOverview",
  text: pageTitle("CompanyOverview"),
  webParts: [
    bannerPart(
      "overview",
      {
        km: {
          bannerTitle: "តភ្ជាប់កម្ពុជា តាំងពីឆ្នាំ ២០០៩",
          bannerDescription:
            "ពីរង្វង់ខ្សែកាបអុបទិកតូចមួយនៅភ្នំពេញ ដល់បណ្ដាញប្រវែងជាង ៤.២០០ គីឡូម៉ែត្រ ដែលបម្រើគេហដ្ឋាន និងអាជីវកម្មជាង ១៥០.០០០ នៅគ្រប់រាជធានី-ខេត្តទាំង ២៥។",
          title: "មើលសេវាកម្មរបស់យើង",
        },
        en: {
          bannerTitle: "Connecting Cambodia since 2009",
          bannerDescription:
            "From a small fiber ring in Phnom Penh to more than 4,200 km of network serving over 150,000 homes and businesses in all 25 provinces.",
          title: "See our services",
        },
        zh: {
          bannerTitle: "自 2009 年起连接柬埔寨",
          bannerDescription:
            "从金边的一个小型光纤环网起步，如今网络总长超过 4,200 公里，覆盖全国 25 个省市，服务逾 15 万个家庭与企业。",
          title: "查看全部服务",
        },
      },
      "/services",
    ),
    {
      type: "PlainText",
      anchor: "our-story",
      text: {
        km: { title: "រឿងរ៉ាវរបស់យើង" },
        en: { title: "Our story" },
        zh: { title: "我们的故事" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>ពីរង្វង់ខ្សែកាបអុបទិកមួយ ទៅជាបណ្ដាញទូទាំងប្រទេស</h3>" +
                "<p>ក្រុមហ៊ុន រំដួលណិត ត្រូវបានបង្កើតឡើងនៅរាជធានីភ្នំពេញក្នុងឆ្នាំ ២០០៩ ដោយក្រុមវិស្វករខ្មែរ ១២ នាក់ ដែលជឿជាក់ថា អ៊ីនធឺណិតលឿន និងទុកចិត្តបាន មិនគួរជារបស់ប្រណីតឡើយ។ រង្វង់ខ្សែកាបអុបទិកដំបូងរបស់យើងបានតភ្ជាប់ការិយាល័យមួយចំនួនតាមបណ្ដោយមហាវិថីព្រះមុនីវង្ស។ ក្នុងរយៈពេលពីរឆ្នាំ យើងបានពង្រីកបណ្ដាញដល់ខេត្តសៀមរាប និងបាត់ដំបង ហើយនៅឆ្នាំ ២០២១ ខ្សែកាបអុបទិកផ្ទាល់ខ្លួនរបស់យើងបានទៅដល់រាជធានី និងខេត្តទាំង ២៤ នៃព្រះរាជាណាចក្រកម្ពុជា។</p>" +
                "<p>សព្វថ្ងៃ បណ្ដាញឆ្អឹងខ្នងរបស់យើងមានប្រវែងជាង ៤.២០០ គីឡូម៉ែត្រ មានផ្លូវតភ្ជាប់ច្រើនខ្សែទៅកាន់ប្រទេសថៃ និងវៀតណាម និងមានកម្រិតបញ្ជូនលើប្រព័ន្ធខ្សែកាបក្រោមសមុទ្រចំនួនពីរ។ បុគ្គលិកប្រមាណ ៦០០ នាក់ រចនា សាងសង់ និងថែទាំបណ្ដាញនេះ ហើយគេហដ្ឋាន និងអាជីវកម្មជាង ១៥០.០០០ ពឹងផ្អែកលើវាជារៀងរាល់ថ្ងៃ ចាប់ពីផ្ទះប្រជាពលរដ្ឋនៅខេត្តតាកែវ រហូតដល់ធនាគារ រោងចក្រ និងសណ្ឋាគារនៅភ្នំពេញ និងខេត្តព្រះសីហនុ។</p>" +
                "<h3>អ្វីដែលយើងធ្វើ</h3>" +
                "<ul>" +
                "<li><strong>អ៊ីនធឺណិត និងទូរទស្សន៍តាមផ្ទះ</strong> – អ៊ីនធឺណិតខ្សែកាបអុបទិក MegaSurf, FTTR និង One TV សម្រាប់គ្រួសារ។</li>" +
                "<li><strong>ការតភ្ជាប់សម្រាប់អាជីវកម្ម</strong> – អ៊ីនធឺណិតឯកជន បណ្ដាញ MPLS និងខ្សែជួល ដែលធានាដោយ SLA ៩៩,៩%។</li>" +
                "<li><strong>មជ្ឈមណ្ឌលទិន្នន័យ និងក្លោដ</strong> – កន្លែងដាក់ម៉ាស៊ីនមេ សេវាបង្ហោះគេហទំព័រ និងសេវាក្លោដ ពីមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងនៅភ្នំពេញ។</li>" +
                "</ul>" +
                "<p>យើងនៅតែជាក្រុមហ៊ុនខ្មែរ ដែលដឹកនាំដោយមនុស្សរស់នៅក្នុងសហគមន៍ដែលយើងតភ្ជាប់។ ឈ្មោះរបស់យើងមកពីផ្ការំដួល ដែលជាផ្កាជាតិរបស់កម្ពុជា៖ តូច ក្រអូប និងរឹងមាំ។</p>",
            },
            en: {
              content:
                "<h3>From one fiber ring to a nationwide network</h3>" +
                "<p>Romdoul Net Co., Ltd. was founded in Phnom Penh in 2009 by twelve Cambodian engineers who believed that fast, reliable internet should not be a luxury. Our first fiber ring linked a handful of offices along Preah Monivong Boulevard. Within two years the network reached Siem Reap and Battambang, and by 2021 our own fiber reached the capital and all 24 provinces of the Kingdom.</p>" +
                "<p>Today our backbone stretches more than 4,200 km, with diverse routes to Thailand and Vietnam and capacity on two submarine cable systems. About 600 colleagues design, build and look after the network, and more than 150,000 homes and businesses rely on it every day, from family homes in Takeo to banks, factories and hotels in Phnom Penh and Sihanoukville.</p>" +
                "<h3>What we do</h3>" +
                "<ul>" +
                "<li><strong>Home internet and TV</strong> – MegaSurf fiber, FTTR and One TV for families.</li>" +
                "<li><strong>Business connectivity</strong> – dedicated internet, MPLS and leased lines backed by a 99.9% SLA.</li>" +
                "<li><strong>Data centre and cloud</strong> – colocation, web hosting and cloud services from our Phnom Penh data centre.</li>" +
                "</ul>" +
                "<p>We are still a Cambodian company, run by people who live in the communities we connect. Our name comes from the romdoul, Cambodia's national flower: small, fragrant and resilient.</p>",
            },
            zh: {
              content:
                "<h3>从一个光纤环网到覆盖全国的网络</h3>" +
                "<p>隆都网络有限公司（Romdoul Net Co., Ltd.）于 2009 年在金边成立，创始团队由 12 位柬埔寨工程师组成，他们相信快速可靠的互联网不应是奢侈品。我们的第一个光纤环网连接了莫尼旺大道沿线的几间办公室。两年内，网络延伸至暹粒和马德望；到 2021 年，我们的自建光纤已覆盖首都金边及全国 24 个省。</p>" +
                "<p>如今，我们的骨干网总长超过 4,200 公里，拥有通往泰国和越南的多条路由，并在两个海底光缆系统上拥有容量。约 600 名员工负责网络的设计、建设与维护，超过 15 万个家庭和企业每天都在使用我们的网络——从茶胶省的普通家庭，到金边和西哈努克的银行、工厂和酒店。</p>" +
                "<h3>我们的业务</h3>" +
                "<ul>" +
                "<li><strong>家庭宽带与电视</strong>——为家庭提供 MegaSurf 光纤宽带、FTTR 全屋光纤和 One TV。</li>" +
                "<li><strong>企业连接</strong>——专线互联网、MPLS 专网和租用线路，享有 99.9% SLA 保障。</li>" +
                "<li><strong>数据中心与云</strong>——依托金边数据中心提供机柜托管、网站托管和云服务。</li>" +
                "</ul>" +
                "<p>我们始终是一家柬埔寨本土企业，由生活在所连接社区中的人们经营。公司名称源自柬埔寨国花“隆都花”（romdoul）：小巧、芬芳而坚韧。</p>",
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
        km: { title: "រំដួលណិតជាតួលេខ" },
        en: { title: "Romdoul Net in numbers" },
        zh: { title: "数说隆都网络" },
      },
      items: [
        {
          data: { titleIcon: icon("about-icon-calendar.svg") },
          text: {
            km: { title: "២០០៩", description: "ឆ្នាំបង្កើតក្រុមហ៊ុននៅភ្នំពេញ ដោយវិស្វករខ្មែរ ១២ នាក់។", imageAlt: "" },
            en: {
              title: "2009",
              description: "Founded in Phnom Penh by twelve Cambodian engineers.",
              imageAlt: "",
            },
            zh: { title: "2009", description: "由 12 位柬埔寨工程师在金边创立。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-map-pin.svg") },
          text: {
            km: { title: "២៥", description: "រាជធានី-ខេត្តដែលមានខ្សែកាបអុបទិកផ្ទាល់ខ្លួនរបស់យើង។", imageAlt: "" },
            en: {
              title: "25",
              description: "The capital and all 24 provinces reached by our own fiber.",
              imageAlt: "",
            },
            zh: { title: "25", description: "自建光纤覆盖首都及全部 24 个省。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-fiber.svg") },
          text: {
            km: {
              title: "៤.២០០+ គ.ម",
              description: "បណ្ដាញឆ្អឹងខ្នងខ្សែកាបអុបទិក មានផ្លូវតភ្ជាប់ទៅប្រទេសថៃ និងវៀតណាម។",
              imageAlt: "",
            },
            en: {
              title: "4,200+ km",
              description: "Of fiber backbone, with diverse routes to Thailand and Vietnam.",
              imageAlt: "",
            },
            zh: {
              title: "4,200+ 公里",
              description: "光纤骨干网，拥有通往泰国和越南的多条路由。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-customers.svg") },
          text: {
            km: {
              title: "១៥០.០០០+",
              description: "គេហដ្ឋាន និងអាជីវកម្មដែលប្រើសេវារបស់យើងជារៀងរាល់ថ្ងៃ។",
              imageAlt: "",
            },
            en: { title: "150,000+", description: "Homes and businesses connected every day.", imageAlt: "" },
            zh: { title: "150,000+", description: "每天使用我们网络的家庭和企业。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-team.svg") },
          text: {
            km: { title: "៦០០", description: "បុគ្គលិកនៅភ្នំពេញ និងតាមសាខាខេត្ត រួមទាំងហាងចំនួន ៣៨។", imageAlt: "" },
            en: {
              title: "600",
              description: "Colleagues in Phnom Penh and our provincial branches and 38 shops.",
              imageAlt: "",
            },
            zh: {
              title: "600",
              description: "名员工，分布在金边总部、各省分公司和 38 家营业厅。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-support.svg") },
          text: {
            km: {
              title: "២៤/៧",
              description: "ជំនួយក្នុងស្រុកជាភាសាខ្មែរ អង់គ្លេស និងចិន តាមលេខ 023 888 168។",
              imageAlt: "",
            },
            en: {
              title: "24/7",
              description: "Local support in Khmer, English and Chinese on 023 888 168.",
              imageAlt: "",
            },
            zh: {
              title: "24/7",
              description: "热线 023 888 168 提供高棉语、英语和中文本地支持。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "បណ្ដាញ និងមជ្ឈមណ្ឌលទិន្នន័យរបស់យើង" },
        en: { title: "Our network and data centre" },
        zh: { title: "我们的网络与数据中心" },
      },
      items: [
        {
          data: {
            image: panel("about-panel-network.svg"),
            imageLocation: "left",
            actionUrl: "/coverage_map",
            showButton: true,
          },
          text: {
            km: {
              title: "បណ្ដាញឆ្អឹងខ្នងខ្សែកាបអុបទិកទូទាំងប្រទេស",
              subTitle: "ជាង ៤.២០០ គីឡូម៉ែត្រ គ្របដណ្ដប់រាជធានី-ខេត្តទាំង ២៥",
              content:
                "<p>យើងជាម្ចាស់ និងជាអ្នកថែទាំបណ្ដាញខ្សែកាបអុបទិកផ្ទាល់ខ្លួន ដែលតភ្ជាប់គ្នាជារង្វង់ ដូច្នេះប្រសិនបើខ្សែមួយត្រូវកាត់ ចរាចរណ៍នឹងប្ដូរទៅផ្លូវផ្សេងដោយស្វ័យប្រវត្តិ។</p>" +
                "<ul><li>ផ្លូវតភ្ជាប់អន្តរជាតិឆ្លងកាត់ព្រំដែនថៃ និងវៀតណាម</li><li>កម្រិតបញ្ជូនលើខ្សែកាបក្រោមសមុទ្រពីរ</li><li>មជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញតាមដាន ២៤/៧</li></ul>",
              imageAlt: "ផែនទីកម្ពុជាដែលមានចំណុចបណ្ដាញពណ៌មាសភ្ជាប់គ្នា និងទន្លេមេគង្គ",
            },
            en: {
              title: "A nationwide fiber backbone",
              subTitle: "4,200+ km across all 25 provinces",
              content:
                "<p>We own and maintain our fiber network, built in rings so that if one cable is cut, traffic switches to another route automatically.</p>" +
                "<ul><li>International routes across the Thai and Vietnamese borders</li><li>Capacity on two submarine cable systems</li><li>A network operations centre watching every link 24/7</li></ul>",
              imageAlt: "A map of Cambodia with linked gold network nodes and the Mekong river",
            },
            zh: {
              title: "覆盖全国的光纤骨干网",
              subTitle: "超过 4,200 公里，覆盖全部 25 个省市",
              content:
                "<p>我们自建并维护光纤网络，采用环形结构：一旦某段光缆被挖断，流量会自动切换到其他路由。</p>" +
                "<ul><li>经泰国和越南边境的国际路由</li><li>在两个海底光缆系统上拥有容量</li><li>网络运营中心 24/7 监控每一条链路</li></ul>",
              imageAlt: "柬埔寨地图，金色网络节点相互连接，湄公河贯穿其中",
            },
          },
        },
        {
          data: {
            image: panel("about-panel-data-centre.svg"),
            imageLocation: "right",
            actionUrl: "/business/data_center",
            showButton: true,
          },
          text: {
            km: {
              title: "មជ្ឈមណ្ឌលទិន្នន័យរបស់យើងនៅភ្នំពេញ",
              subTitle: "រចនាតាមស្តង់ដារ Tier III បើកដំណើរការតាំងពីឆ្នាំ ២០១៦",
              content:
                "<p>ទូដាក់ម៉ាស៊ីនមេចំនួន ៣២០ មានអគ្គិសនីពីប្រភពពីរ ម៉ាស៊ីនភ្លើងបម្រុង ប្រព័ន្ធត្រជាក់បម្រុង និងការត្រួតពិនិត្យសុវត្ថិភាព ២៤/៧។ ធនាគារ ក្រុមហ៊ុនធានារ៉ាប់រង និងគេហទំព័ររាប់ពាន់ ដំណើរការពីទីនេះ។</p>",
              imageAlt: "ទូម៉ាស៊ីនមេបីដែលមានភ្លើងសញ្ញា តភ្ជាប់ដោយខ្សែពណ៌មាស",
            },
            en: {
              title: "Our Phnom Penh data centre",
              subTitle: "Tier III design, open since 2016",
              content:
                "<p>320 racks with dual power feeds, backup generators, redundant cooling and round-the-clock security. Banks, insurers and thousands of websites run from here.</p>",
              imageAlt: "Three server racks with status lights, linked by gold cables",
            },
            zh: {
              title: "金边数据中心",
              subTitle: "按 Tier III 标准设计，2016 年投入运营",
              content:
                "<p>拥有 320 个机柜，双路供电、备用发电机、冗余制冷及全天候安保。多家银行、保险公司和数千个网站在此运行。</p>",
              imageAlt: "三个亮着状态灯的服务器机柜，由金色线缆相连",
            },
          },
        },
      ],
    },
    latestNewsPart(LATEST_NEWS_TITLE),
    {
      type: "PartnerLogos",
      text: {
        km: { title: "ដៃគូរបស់យើង", description: "ក្រុមហ៊ុនបណ្ដាញ ធនាគារ និងអ្នកផ្គត់ផ្គង់ដែលយើងសហការជាមួយជារៀងរាល់ថ្ងៃ។" },
        en: {
          title: "Our partners",
          description: "The carriers, banks and suppliers we work with every day.",
        },
        zh: { title: "合作伙伴", description: "与我们日常合作的运营商、银行和供应商。" },
      },
      items: (
        [
          ["about-logo-lotus-cable.svg", "LotusCable"],
          ["about-logo-mekong-ix.svg", "MekongIX"],
          ["about-logo-sovann-bank.svg", "Sovann Bank"],
          ["about-logo-tonle-pay.svg", "TonlePay"],
          ["about-logo-kandal-cloud.svg", "Kandal Cloud"],
          ["about-logo-kiri-devices.svg", "Kiri Devices"],
          ["about-logo-meas-solar.svg", "Meas Solar"],
          ["about-logo-chhlat-academy.svg", "Chhlat Academy"],
        ] as const
      ).map(
        ([fileName, name]): SeedItem => ({
          data: { image: logo(fileName) },
          text: {
            km: { title: name, imageAlt: `និមិត្តសញ្ញា ${name}` },
            en: { title: name, imageAlt: `${name} logo` },
            zh: { title: name, imageAlt: `${name} 标志` },
          },
        }),
      ),
    },
  ],
};

type Member = {
  photo: string;
  name: { km: string; latin: string };
  position: Tri<string>;
  description: Tri<string>;
};

const LEADERS: Member[] = [
  {
    photo: "team-1.jpg",
    name: { km: "សុខ វណ្ណៈ", latin: "Sok Vannak" },
    position: { km: "នាយកប្រតិបត្តិ (CEO)", en: "Chief Executive Officer", zh: "首席执行官" },
    description: {
      km: "លោក វណ្ណៈ ជាសហស្ថាបនិករបស់រំដួលណិតក្នុងឆ្នាំ ២០០៩ ហើយបានដឹកនាំក្រុមហ៊ុនតាំងពីឆ្នាំ ២០១៤។ លោកជាវិស្វករទូរគមនាគមន៍ដែលបានសាងសង់បណ្ដាញទូរស័ព្ទចល័តនៅតំបន់មេគង្គអស់រយៈពេលជាងដប់ឆ្នាំ។ លោកជាប្រធានគណៈកម្មាធិការប្រតិបត្តិ និងជាអ្នកគាំទ្រកម្មវិធីសាលារៀនតភ្ជាប់។",
      en: "Vannak co-founded Romdoul Net in 2009 and has led the company since 2014. A telecommunications engineer, he spent more than a decade building mobile networks across the Mekong region. He chairs the executive committee and champions our Connected Schools programme.",
      zh: "Vannak 于 2009 年联合创立隆都网络，自 2014 年起担任公司掌舵人。他是一名电信工程师，曾在湄公河地区建设移动网络十余年。他主持执行委员会，并亲自推动“联网校园”计划。",
    },
  },
  {
    photo: "team-2.jpg",
    name: { km: "ចាន់ សុភា", latin: "Chan Sophea" },
    position: { km: "នាយកបច្ចេកវិទ្យា (CTO)", en: "Chief Technology Officer", zh: "首席技术官" },
    description: {
      km: "លោកស្រី សុភា ទទួលបន្ទុកបណ្ដាញឆ្អឹងខ្នងខ្សែកាបអុបទិក មជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញ និងមជ្ឈមណ្ឌលទិន្នន័យ។ លោកស្រីចូលបម្រើការងារជាវិស្វករបណ្ដាញក្នុងឆ្នាំ ២០១០ ហើយបានដឹកនាំគម្រោងពង្រីកខ្សែកាបអុបទិកដល់រាជធានី-ខេត្តទាំង ២៥។ លោកស្រីក៏ជាអ្នកណែនាំក្រុមវិស្វករនារីរបស់យើងផងដែរ។",
      en: "Sophea oversees the fiber backbone, the network operations centre and the data centre. She joined as a network engineer in 2010 and led the rollout that took our fiber to all 25 provinces. She also mentors our women-in-engineering group.",
      zh: "Sophea 负责光纤骨干网、网络运营中心和数据中心。她于 2010 年以网络工程师身份加入公司，曾主导将光纤延伸至全国 25 个省市的建设项目。她还担任公司女性工程师小组的导师。",
    },
  },
  {
    photo: "team-3.jpg",
    name: { km: "មាស សុខា", latin: "Meas Sokha" },
    position: { km: "នាយកហិរញ្ញវត្ថុ (CFO)", en: "Chief Financial Officer", zh: "首席财务官" },
    description: {
      km: "លោកស្រី សុខា ដឹកនាំផ្នែកហិរញ្ញវត្ថុ លទ្ធកម្ម និងទំនាក់ទំនងជាមួយវិនិយោគិន។ មុនចូលបម្រើការងារនៅឆ្នាំ ២០១៦ លោកស្រីបានធ្វើការផ្នែកសវនកម្ម និងឥណទានសាជីវកម្មអស់រយៈពេលដប់ឆ្នាំ នៅភ្នំពេញ និងសិង្ហបុរី។ លោកស្រីជាអ្នកទទួលខុសត្រូវក្រមប្រតិបត្តិសម្រាប់អ្នកផ្គត់ផ្គង់របស់យើង។",
      en: "Sokha leads finance, procurement and investor relations. Before joining in 2016 she spent ten years in audit and corporate banking in Phnom Penh and Singapore. She is the sponsor of our supplier code of conduct.",
      zh: "Sokha 负责财务、采购和投资者关系。2016 年加入公司前，她曾在金边和新加坡从事审计及企业银行业务十年。她是公司供应商行为准则的负责人。",
    },
  },
  {
    photo: "team-4.jpg",
    name: { km: "គឹម រិទ្ធី", latin: "Kim Rithy" },
    position: { km: "នាយកប្រតិបត្តិការ (COO)", en: "Chief Operating Officer", zh: "首席运营官" },
    description: {
      km: "លោក រិទ្ធី ទទួលខុសត្រូវការដំឡើង ការថែទាំនៅទីតាំង សេវាអតិថិជន និងហាងទាំង ៣៨ របស់យើង។ ដោយមានបទពិសោធជាង ២០ ឆ្នាំផ្នែកប្រតិបត្តិការ លោកបានណែនាំការសន្យាដំឡើងក្នុងរយៈពេល ៤៨ ម៉ោង និងប្រព័ន្ធគ្រប់គ្រងគុណភាព ISO 9001។ លោកចំណាយពេលយ៉ាងហោចណាស់មួយថ្ងៃក្នុងមួយសប្ដាហ៍ជាមួយក្រុមការងារតាមខេត្ត។",
      en: "Rithy is responsible for installation, field maintenance, customer care and our 38 shops. With more than 20 years in operations, he introduced our 48-hour installation promise and the ISO 9001 quality system. He spends at least one day a week with field teams in the provinces.",
      zh: "Rithy 负责安装、现场维护、客户服务以及 38 家营业厅。他拥有 20 多年运营经验，推出了“48 小时内安装”承诺并建立了 ISO 9001 质量体系。他每周至少有一天与各省的一线团队在一起。",
    },
  },
  {
    photo: "team-5.jpg",
    name: { km: "លី ចាន់ធី", latin: "Ly Chanthy" },
    position: { km: "នាយកពាណិជ្ជកម្ម", en: "Chief Commercial Officer", zh: "首席商务官" },
    description: {
      km: "លោកស្រី ចាន់ធី ដឹកនាំផ្នែកទីផ្សារ ផលិតផល និងការលក់សេវាអ៊ីនធឺណិត និងទូរទស្សន៍តាមផ្ទះ។ លោកស្រីបានចូលរួមជាមួយយើងក្នុងឆ្នាំ ២០១៨ ហើយបានដាក់ឱ្យដំណើរការកម្មវិធី Romdoul App និងសេវា FTTR។ លោកស្រីជឿថា គ្រប់កញ្ចប់សេវាត្រូវតែងាយយល់ជាភាសាខ្មែរ។",
      en: "Chanthy leads marketing, products and consumer sales for home internet and TV. She joined us in 2018 from a regional consumer-goods company and launched the Romdoul App and our FTTR service. She believes every plan should be easy to understand in Khmer.",
      zh: "Chanthy 负责家庭宽带和电视业务的市场营销、产品及销售。她于 2018 年从一家区域性消费品公司加入我们，推出了 Romdoul App 和 FTTR 服务。她坚信每个套餐都应该用高棉语讲得清清楚楚。",
    },
  },
  {
    photo: "team-6.jpg",
    name: { km: "ពេជ្រ ស្រីមុំ", latin: "Pich Sreymom" },
    position: { km: "ប្រធានផ្នែកធនធានមនុស្ស", en: "Head of Human Resources", zh: "人力资源总监" },
    description: {
      km: "លោកស្រី ស្រីមុំ មើលការខុសត្រូវលើការជ្រើសរើសបុគ្គលិក ការបណ្ដុះបណ្ដាល និងសុខុមាលភាពរបស់បុគ្គលិក ៦០០ នាក់។ លោកស្រីបានបង្កើតសាលាបណ្ដុះបណ្ដាលរំដួលណិត ដែលបណ្ដុះបណ្ដាលអ្នកបច្ចេកទេសថ្មីជាង ១៥០ នាក់ជារៀងរាល់ឆ្នាំ និងបានដឹកនាំការទទួលបានវិញ្ញាបនបត្រ ChildSafe។",
      en: "Sreymom looks after recruitment, training and wellbeing for our 600 colleagues. She set up the Romdoul Net Academy, which trains more than 150 new technicians each year, and led our ChildSafe certification.",
      zh: "Sreymom 负责 600 名员工的招聘、培训和福祉。她创办了隆都网络培训学院，每年培养 150 多名新技术人员，并主导了公司的 ChildSafe 认证工作。",
    },
  },
  {
    photo: "team-7.jpg",
    name: { km: "ឆាយ ពិសិដ្ឋ", latin: "Chhay Piseth" },
    position: { km: "ប្រធានផ្នែកលក់សេវាសហគ្រាស", en: "Head of Enterprise Sales", zh: "企业销售总监" },
    description: {
      km: "លោក ពិសិដ្ឋ ដឹកនាំក្រុមការងារដែលបម្រើធនាគារ រោងចក្រ សណ្ឋាគារ និងស្ថាប័នរដ្ឋ។ តាំងពីចូលបម្រើការងារក្នុងឆ្នាំ ២០១២ លោកបានរចនាបណ្ដាញឯកជនសម្រាប់ក្រុមហ៊ុនធំៗដែលមានសាខាច្រើននៅកម្ពុជា។ អតិថិជនស្គាល់លោកថាជាអ្នកលើកទូរស័ព្ទដោយខ្លួនឯង សូម្បីតែពេលយប់ជ្រៅ។",
      en: "Piseth leads the team serving banks, factories, hotels and public institutions. Since joining in 2012 he has designed private networks for some of Cambodia's largest multi-site companies. Customers know him for answering their calls himself, even late at night.",
      zh: "Piseth 带领团队服务银行、工厂、酒店和公共机构。自 2012 年加入以来，他为柬埔寨多家大型多分支企业设计了专用网络。客户都知道，即使在深夜，他也会亲自接听电话。",
    },
  },
];

/** Senior leadership team: a banner and the seven members of the executive committee. */
export const seniorLeadershipTeam: SeedPage = {
  id: "SeniorLeadershipTeam",
  text: pageTitle("SeniorLeadershipTeam"),
  webParts: [
    bannerPart("leadership", {
      km: {
        bannerTitle: "មនុស្សនៅពីក្រោយរំដួលណិត",
        bannerDescription:
          "ក្រុមថ្នាក់ដឹកនាំរបស់យើងរួមមានវិស្វករ អ្នកជំនាញហិរញ្ញវត្ថុ និងអ្នកលក់ ដែលបានចូលរួមកសាងអ៊ីនធឺណិតនៅកម្ពុជាអស់រយៈពេលជាង ១៥ ឆ្នាំ។",
      },
      en: {
        bannerTitle: "The people behind Romdoul Net",
        bannerDescription:
          "Our leadership team brings together engineers, finance and sales specialists who have helped build Cambodia's internet for more than 15 years.",
      },
      zh: {
        bannerTitle: "隆都网络背后的人",
        bannerDescription:
          "我们的管理团队汇聚了工程、财务和销售领域的专业人士，他们参与建设柬埔寨互联网已超过 15 年。",
      },
    }),
    {
      type: "ManagementTeam",
      anchor: "team",
      text: {
        km: {
          title: "គណៈកម្មាធិការប្រតិបត្តិ",
          description: "គណៈកម្មាធិការប្រតិបត្តិប្រជុំរៀងរាល់សប្ដាហ៍ ដើម្បីពិនិត្យគុណភាពសេវា គម្រោងបណ្ដាញ និងមតិយោបល់របស់អតិថិជន។",
        },
        en: {
          title: "Executive committee",
          description:
            "The executive committee meets every week to review service quality, network projects and customer feedback.",
        },
        zh: {
          title: "执行委员会",
          description: "执行委员会每周召开会议，审视服务质量、网络项目和客户反馈。",
        },
      },
      items: LEADERS.map(
        (member, index): SeedItem => ({
          data: { member: { id: index + 1, photoFileName: member.photo } },
          text: {
            km: {
              memberName: member.name.km,
              memberPosition: member.position.km,
              memberDescription: member.description.km,
              imageAlt: `រូបគំនូររបស់ ${member.name.km}`,
            },
            en: {
              memberName: member.name.latin,
              memberPosition: member.position.en,
              memberDescription: member.description.en,
              imageAlt: `Illustrated portrait of ${member.name.latin}`,
            },
            zh: {
              memberName: member.name.latin,
              memberPosition: member.position.zh,
              memberDescription: member.description.zh,
              imageAlt: `${member.name.latin} 的插画肖像`,
            },
          },
        }),
      ),
    },
  ],
};

/** Core principles: mission and vision, values, and the promises we make to customers. */
export const corePrinciple: SeedPage = {
  id: "CorePrinciple",
  text: pageTitle("CorePrinciple"),
  webParts: [
    bannerPart("quality", {
      km: {
        bannerTitle: "អ្វីដែលយើងប្រកាន់ខ្ជាប់",
        bannerDescription:
          "គុណតម្លៃប្រាំមួយ ដែលបុគ្គលិកទាំង ៦០០ នាក់របស់យើងអនុវត្តជារៀងរាល់ថ្ងៃ ពីការិយាល័យកណ្ដាល រហូតដល់ក្រុមដំឡើងតាមខេត្ត។",
      },
      en: {
        bannerTitle: "What we stand for",
        bannerDescription:
          "Six values that all 600 of us live by every day, from head office to the installation teams in the provinces.",
      },
      zh: {
        bannerTitle: "我们的坚持",
        bannerDescription: "从总部到各省安装团队，全体 600 名员工每天践行的六项价值观。",
      },
    }),
    {
      type: "PlainText",
      text: {
        km: { title: "បេសកកម្ម និងចក្ខុវិស័យ" },
        en: { title: "Mission and vision" },
        zh: { title: "使命与愿景" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<h3>បេសកកម្មរបស់យើង</h3>" +
                "<p>នាំមកនូវអ៊ីនធឺណិតលឿន ទុកចិត្តបាន និងតម្លៃសមរម្យ ដល់គ្រប់គេហដ្ឋាន និងអាជីវកម្មនៅកម្ពុជា ហើយជួយឱ្យមនុស្សគ្រប់គ្នាប្រើប្រាស់វាប្រកបដោយសុវត្ថិភាព និងប្រយោជន៍។</p>" +
                "<h3>ចក្ខុវិស័យរបស់យើង</h3>" +
                "<p>កម្ពុជាដែលគ្រប់សហគមន៍អាចរៀនសូត្រ ធ្វើការ និងរីកចម្រើនតាមអនឡាញ មិនថានៅទីក្រុង ឬនៅជនបទ។</p>" +
                "<p>គុណតម្លៃខាងក្រោមត្រូវបានសរសេរឡើងដោយបុគ្គលិករបស់យើងផ្ទាល់ក្នុងឆ្នាំ ២០១៩ ហើយយើងពិនិត្យវាឡើងវិញរៀងរាល់ឆ្នាំ។ វាត្រូវបានប្រើក្នុងការជ្រើសរើសបុគ្គលិក ការវាយតម្លៃការងារ និងការសម្រេចចិត្តប្រចាំថ្ងៃ។</p>",
            },
            en: {
              content:
                "<h3>Our mission</h3>" +
                "<p>To bring fast, reliable and affordable internet to every home and business in Cambodia, and to help everyone use it safely and well.</p>" +
                "<h3>Our vision</h3>" +
                "<p>A Cambodia where every community, in the city or the countryside, can learn, work and grow online.</p>" +
                "<p>The values below were written by our own staff in 2019 and are reviewed every year. We use them when we hire, when we review performance and when we make everyday decisions.</p>",
            },
            zh: {
              content:
                "<h3>我们的使命</h3>" +
                "<p>为柬埔寨的每一个家庭和企业带来快速、可靠、实惠的互联网，并帮助每个人安全、善用网络。</p>" +
                "<h3>我们的愿景</h3>" +
                "<p>让柬埔寨的每一个社区，无论城市还是乡村，都能在网上学习、工作和发展。</p>" +
                "<p>以下价值观由员工于 2019 年共同撰写，每年复审一次。我们在招聘、绩效评估和日常决策中都以此为准。</p>",
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
        km: { title: "គុណតម្លៃស្នូលរបស់យើង" },
        en: { title: "Our core values" },
        zh: { title: "核心价值观" },
      },
      items: [
        {
          data: { titleIcon: icon("about-icon-heart.svg") },
          text: {
            km: {
              title: "អតិថិជនជាចម្បង",
              description: "យើងស្ដាប់ ពន្យល់ឱ្យច្បាស់ជាភាសារបស់អតិថិជន និងដោះស្រាយបញ្ហាឱ្យបានត្រឹមត្រូវតាំងពីលើកទីមួយ។",
              imageAlt: "",
            },
            en: {
              title: "Customers first",
              description:
                "We listen, explain clearly in the customer's own language and fix problems right the first time.",
              imageAlt: "",
            },
            zh: {
              title: "客户至上",
              description: "认真倾听，用客户的语言讲清楚，力求一次解决问题。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-shield.svg") },
          text: {
            km: {
              title: "សុចរិតភាព",
              description: "យើងនិយាយការពិតអំពីតម្លៃ ល្បឿន និងពេលវេលា ហើយយើងមិនផ្ដល់ ឬទទួលសំណូកឡើយ។",
              imageAlt: "",
            },
            en: {
              title: "Integrity",
              description:
                "We are honest about prices, speeds and timelines, and we never offer or accept bribes.",
              imageAlt: "",
            },
            zh: { title: "诚信正直", description: "如实说明价格、速度和时间，绝不行贿受贿。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-signal.svg") },
          text: {
            km: {
              title: "ភាពទុកចិត្តបាន",
              description: "យើងសាងសង់បណ្ដាញឱ្យដំណើរការជាប់លាប់ តាមដានវា ២៤/៧ និងរៀនសូត្រពីរាល់ការដាច់សេវា។",
              imageAlt: "",
            },
            en: {
              title: "Reliability",
              description: "We build the network to stay up, watch it 24/7 and learn from every outage.",
              imageAlt: "",
            },
            zh: {
              title: "稳定可靠",
              description: "以高可用为目标建设网络，24/7 全天监控，并从每次故障中吸取经验。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-bulb.svg") },
          text: {
            km: {
              title: "កែលម្អជានិច្ច",
              description: "យើងសាកល្បងបច្ចេកវិទ្យាថ្មីដោយប្រុងប្រយ័ត្ន និងកែលម្អដំណើរការការងាររៀងរាល់ត្រីមាស។",
              imageAlt: "",
            },
            en: {
              title: "Always improving",
              description: "We try new technology carefully and improve the way we work every quarter.",
              imageAlt: "",
            },
            zh: { title: "持续改进", description: "审慎尝试新技术，每个季度都改进工作方式。", imageAlt: "" },
          },
        },
        {
          data: { titleIcon: icon("about-icon-team.svg") },
          text: {
            km: {
              title: "ក្រុមតែមួយ",
              description: "វិស្វករ បុគ្គលិកហាង និងអ្នកគ្រប់គ្រង ចែករំលែកចំណេះដឹង និងគោរពគ្នាទៅវិញទៅមក។",
              imageAlt: "",
            },
            en: {
              title: "One team",
              description:
                "Engineers, shop staff and managers share what they know and treat each other with respect.",
              imageAlt: "",
            },
            zh: {
              title: "团队一心",
              description: "工程师、营业厅员工和管理者彼此分享知识、相互尊重。",
              imageAlt: "",
            },
          },
        },
        {
          data: { titleIcon: icon("about-icon-handshake.svg") },
          text: {
            km: {
              title: "បម្រើសហគមន៍",
              description: "យើងតភ្ជាប់សាលារៀន គាំទ្រគ្រួសារនៅពេលមានគ្រោះមហន្តរាយ និងសាងសង់បណ្ដាញដោយគោរពបរិស្ថាន។",
              imageAlt: "",
            },
            en: {
              title: "Serve our communities",
              description:
                "We connect schools, stand by families when disaster strikes and build with respect for the environment.",
              imageAlt: "",
            },
            zh: {
              title: "服务社区",
              description: "为学校接通网络，在灾害中支援家庭，并以尊重环境的方式建设网络。",
              imageAlt: "",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: CHECKS,
      text: {
        km: { title: "ការសន្យារបស់យើងចំពោះអតិថិជន" },
        en: { title: "Our promises to customers" },
        zh: { title: "我们对客户的承诺" },
      },
      items: [
        {
          data: {},
          text: {
            km: { title: "ដំឡើងក្នុងរយៈពេល ៤៨ ម៉ោង", description: "នៅតំបន់ដែលមានបណ្ដាញរបស់យើង ចាប់ពីពេលអ្នកបញ្ជាទិញ។" },
            en: {
              title: "Installation within 48 hours",
              description: "Of your order, wherever our network is available.",
            },
            zh: { title: "48 小时内安装", description: "在网络覆盖区域内，自下单起 48 小时内完成安装。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "វិស្វករមកដល់ក្នុងរយៈពេល ៤ ម៉ោង",
              description: "សម្រាប់បញ្ហាខ្សែអាជីវកម្មនៅរាជធានីភ្នំពេញ គ្រប់ពេលវេលា។",
            },
            en: {
              title: "Engineers on site within 4 hours",
              description: "For business link faults anywhere in Phnom Penh, day or night.",
            },
            zh: { title: "4 小时内工程师上门", description: "金边市内企业专线故障，不分昼夜。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "វិក្កយបត្រច្បាស់លាស់", description: "គ្មានថ្លៃលាក់កំបាំង ហើយតម្លៃដែលអ្នកឃើញ គឺជាតម្លៃដែលអ្នកបង់។" },
            en: {
              title: "A clear bill",
              description: "No hidden fees: the price you see is the price you pay.",
            },
            zh: { title: "账单清晰透明", description: "没有隐藏费用，所见即所付。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "ជូនដំណឹងមុន ៣០ ថ្ងៃ", description: "មុនពេលមានការផ្លាស់ប្ដូរតម្លៃ ឬលក្ខខណ្ឌនៃកញ្ចប់សេវារបស់អ្នក។" },
            en: {
              title: "30 days' notice",
              description: "Before any change to the price or terms of your plan.",
            },
            zh: { title: "提前 30 天通知", description: "套餐价格或条款如有变动，至少提前 30 天告知。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "ជំនួយ ២៤/៧ ជាបីភាសា", description: "ខ្មែរ អង់គ្លេស និងចិន តាមលេខ 023 888 168។" },
            en: {
              title: "24/7 help in three languages",
              description: "Khmer, English and Chinese on 023 888 168.",
            },
            zh: { title: "24/7 三语服务", description: "拨打 023 888 168，提供高棉语、英语和中文服务。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "គោរពឯកជនភាពរបស់អ្នក",
              description: "យើងប្រើទិន្នន័យរបស់អ្នកសម្រាប់តែការផ្ដល់ និងកែលម្អសេវារបស់យើងប៉ុណ្ណោះ។",
            },
            en: {
              title: "Respect for your privacy",
              description: "We use your data only to provide and improve our services.",
            },
            zh: { title: "尊重您的隐私", description: "您的数据仅用于提供和改进我们的服务。" },
          },
        },
      ],
    },
  ],
};

type Award = { title: Tri<string>; description: Tri<string> };

const AWARDS: Award[] = [
  {
    title: {
      km: "២០២៥ · ពានរង្វាន់ទូរគមនាគមន៍មេគង្គ",
      en: "2025 · Mekong Telecom Awards",
      zh: "2025 · 湄公河电信大奖",
    },
    description: {
      km: "ក្រុមហ៊ុនផ្ដល់អ៊ីនធឺណិតខ្សែកាបអុបទិកប្រចាំឆ្នាំ នៅកម្ពុជា។",
      en: "Fiber Broadband Provider of the Year, Cambodia.",
      zh: "柬埔寨年度光纤宽带服务商。",
    },
  },
  {
    title: {
      km: "២០២៤ · ពានរង្វាន់ឧត្តមភាពការតភ្ជាប់អាស៊ី",
      en: "2024 · Asia Connectivity Excellence Awards",
      zh: "2024 · 亚洲互联卓越奖",
    },
    description: {
      km: "សេវាអតិថិជនល្អបំផុត ប្រភេទអ៊ីនធឺណិតតាមខ្សែ។",
      en: "Best Customer Service, fixed broadband category.",
      zh: "固定宽带类最佳客户服务奖。",
    },
  },
  {
    title: {
      km: "២០២៣ · ពានរង្វាន់អាជីវកម្មឌីជីថលកម្ពុជា",
      en: "2023 · Cambodia Digital Business Awards",
      zh: "2023 · 柬埔寨数字商业大奖",
    },
    description: {
      km: "ក្រុមហ៊ុនផ្ដល់សេវាបណ្ដាញសហគ្រាសប្រចាំឆ្នាំ។",
      en: "Enterprise Network Provider of the Year.",
      zh: "年度企业网络服务商。",
    },
  },
  {
    title: {
      km: "២០២២ · ពានរង្វាន់ទូរគមនាគមន៍មេគង្គ",
      en: "2022 · Mekong Telecom Awards",
      zh: "2022 · 湄公河电信大奖",
    },
    description: {
      km: "គំនិតផ្ដួចផ្ដើមតភ្ជាប់ជនបទប្រចាំឆ្នាំ សម្រាប់កម្មវិធីសាលារៀនតភ្ជាប់។",
      en: "Rural Connectivity Initiative of the Year, for our Connected Schools programme.",
      zh: "年度乡村互联倡议奖，表彰“联网校园”计划。",
    },
  },
  {
    title: {
      km: "២០២១ · ពានរង្វាន់កន្លែងធ្វើការអង្គរ",
      en: "2021 · Angkor Workplace Awards",
      zh: "2021 · 吴哥最佳职场奖",
    },
    description: {
      km: "និយោជកល្អបំផុតក្នុងវិស័យបច្ចេកវិទ្យា។",
      en: "Best Employer in the technology sector.",
      zh: "科技行业最佳雇主。",
    },
  },
  {
    title: {
      km: "២០២០ · ពានរង្វាន់អាជីវកម្មឌីជីថលកម្ពុជា",
      en: "2020 · Cambodia Digital Business Awards",
      zh: "2020 · 柬埔寨数字商业大奖",
    },
    description: {
      km: "កម្មវិធីសេវាអតិថិជនល្អបំផុត សម្រាប់ Romdoul App។",
      en: "Best Customer Self-Service App, for the Romdoul App.",
      zh: "最佳客户自助服务应用，获奖产品为 Romdoul App。",
    },
  },
];

/** Achievements: milestones, awards with their years, certifications and the company profile. */
export const achievement: SeedPage = {
  id: "Achievement",
  text: pageTitle("Achievement"),
  webParts: [
    bannerPart(
      "achievement",
      {
        km: {
          bannerTitle: "ជាងមួយទសវត្សរ៍នៃការតភ្ជាប់កម្ពុជា",
          bannerDescription:
            "ពានរង្វាន់ វិញ្ញាបនបត្រ និងព្រឹត្តិការណ៍សំខាន់ៗ ដែលសម្រេចបានដោយសារការជឿទុកចិត្តពីអតិថិជន និងការខិតខំរបស់បុគ្គលិកយើង។",
          title: "ទាញយកប្រវត្តិក្រុមហ៊ុន",
        },
        en: {
          bannerTitle: "More than a decade of connecting Cambodia",
          bannerDescription:
            "Awards, certifications and milestones earned thanks to our customers' trust and our colleagues' hard work.",
          title: "Download our company profile",
        },
        zh: {
          bannerTitle: "连接柬埔寨十余载",
          bannerDescription: "这些奖项、认证和里程碑，源于客户的信任和全体员工的努力。",
          title: "下载公司简介",
        },
      },
      "#downloads",
    ),
    {
      type: "PlainText",
      anchor: "milestones",
      text: {
        km: { title: "ព្រឹត្តិការណ៍សំខាន់ៗ" },
        en: { title: "Milestones" },
        zh: { title: "发展历程" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<table><thead><tr><th>ឆ្នាំ</th><th>ព្រឹត្តិការណ៍</th></tr></thead><tbody>" +
                "<tr><td>២០០៩</td><td>បង្កើតក្រុមហ៊ុននៅភ្នំពេញ និងដំឡើងរង្វង់ខ្សែកាបអុបទិកដំបូងតាមមហាវិថីព្រះមុនីវង្ស។</td></tr>" +
                "<tr><td>២០១១</td><td>បណ្ដាញទៅដល់ខេត្តសៀមរាប និងបាត់ដំបង។</td></tr>" +
                "<tr><td>២០១៣</td><td>ដាក់ឱ្យដំណើរការអ៊ីនធឺណិតឯកជន និងបណ្ដាញ MPLS សម្រាប់អាជីវកម្ម។</td></tr>" +
                "<tr><td>២០១៦</td><td>បើកមជ្ឈមណ្ឌលទិន្នន័យនៅភ្នំពេញ។</td></tr>" +
                "<tr><td>២០១៨</td><td>ទទួលបានវិញ្ញាបនបត្រ ISO 9001 សម្រាប់ប្រព័ន្ធគ្រប់គ្រងគុណភាព។</td></tr>" +
                "<tr><td>២០១៩</td><td>ទទួលបានវិញ្ញាបនបត្រ ChildSafe និងចាប់ផ្ដើមកម្មវិធីសាលារៀនតភ្ជាប់។</td></tr>" +
                "<tr><td>២០២០</td><td>ដាក់ឱ្យប្រើកម្មវិធី Romdoul App។</td></tr>" +
                "<tr><td>២០២១</td><td>ខ្សែកាបអុបទិកផ្ទាល់ខ្លួនគ្របដណ្ដប់រាជធានី-ខេត្តទាំង ២៥។</td></tr>" +
                "<tr><td>២០២៣</td><td>ដាក់ឱ្យដំណើរការសេវា FTTR និងរ៉ោតទ័រ Wi-Fi 6 សម្រាប់គេហដ្ឋាន។</td></tr>" +
                "<tr><td>២០២៥</td><td>អតិថិជនលើសពី ១៥០.០០០ និងបណ្ដាញខ្សែកាបអុបទិកជាង ៤.២០០ គីឡូម៉ែត្រ។</td></tr>" +
                "</tbody></table>",
            },
            en: {
              content:
                "<table><thead><tr><th>Year</th><th>Milestone</th></tr></thead><tbody>" +
                "<tr><td>2009</td><td>Company founded in Phnom Penh; first fiber ring laid along Preah Monivong Boulevard.</td></tr>" +
                "<tr><td>2011</td><td>Network reaches Siem Reap and Battambang.</td></tr>" +
                "<tr><td>2013</td><td>Dedicated business internet and MPLS launched.</td></tr>" +
                "<tr><td>2016</td><td>Phnom Penh data centre opens.</td></tr>" +
                "<tr><td>2018</td><td>Quality management system certified to ISO 9001.</td></tr>" +
                "<tr><td>2019</td><td>ChildSafe certification; Connected Schools programme begins.</td></tr>" +
                "<tr><td>2020</td><td>Romdoul App launched.</td></tr>" +
                "<tr><td>2021</td><td>Our own fiber reaches all 25 provinces.</td></tr>" +
                "<tr><td>2023</td><td>FTTR and Wi-Fi 6 routers for homes.</td></tr>" +
                "<tr><td>2025</td><td>More than 150,000 customers and 4,200 km of fiber.</td></tr>" +
                "</tbody></table>",
            },
            zh: {
              content:
                "<table><thead><tr><th>年份</th><th>里程碑</th></tr></thead><tbody>" +
                "<tr><td>2009</td><td>公司在金边成立，沿莫尼旺大道铺设第一个光纤环网。</td></tr>" +
                "<tr><td>2011</td><td>网络延伸至暹粒和马德望。</td></tr>" +
                "<tr><td>2013</td><td>推出企业专线互联网和 MPLS 专网。</td></tr>" +
                "<tr><td>2016</td><td>金边数据中心投入运营。</td></tr>" +
                "<tr><td>2018</td><td>质量管理体系通过 ISO 9001 认证。</td></tr>" +
                "<tr><td>2019</td><td>获得 ChildSafe 认证，启动“联网校园”计划。</td></tr>" +
                "<tr><td>2020</td><td>推出 Romdoul App。</td></tr>" +
                "<tr><td>2021</td><td>自建光纤覆盖全国 25 个省市。</td></tr>" +
                "<tr><td>2023</td><td>为家庭推出 FTTR 全屋光纤和 Wi-Fi 6 路由器。</td></tr>" +
                "<tr><td>2025</td><td>客户超过 15 万，光纤网络总长逾 4,200 公里。</td></tr>" +
                "</tbody></table>",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: BULLETS,
      anchor: "awards",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "ពានរង្វាន់" },
        en: { title: "Awards" },
        zh: { title: "所获奖项" },
      },
      items: AWARDS.map(
        (award): SeedItem => ({
          data: {},
          text: {
            km: { title: award.title.km, description: award.description.km },
            en: { title: award.title.en, description: award.description.en },
            zh: { title: award.title.zh, description: award.description.zh },
          },
        }),
      ),
    },
    {
      type: "FeatureOptions",
      optionType: CHECKS,
      text: {
        km: { title: "វិញ្ញាបនបត្រ និងស្តង់ដារ" },
        en: { title: "Certifications and standards" },
        zh: { title: "认证与标准" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "ISO 9001:2015",
              description: "ប្រព័ន្ធគ្រប់គ្រងគុណភាព ទទួលវិញ្ញាបនបត្រតាំងពីឆ្នាំ ២០១៨ និងបន្តសុពលភាពក្នុងឆ្នាំ ២០២៤។",
            },
            en: {
              title: "ISO 9001:2015",
              description: "Quality management system, certified since 2018 and renewed in 2024.",
            },
            zh: { title: "ISO 9001:2015", description: "质量管理体系，2018 年首次获证，2024 年完成换证。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "អាជីវកម្ម ChildSafe", description: "ទទួលវិញ្ញាបនបត្រតាំងពីឆ្នាំ ២០១៩ និងបន្តរៀងរាល់ឆ្នាំ។" },
            en: { title: "ChildSafe business", description: "Certified since 2019 and renewed every year." },
            zh: { title: "ChildSafe 认证企业", description: "自 2019 年起获得认证，每年续期。" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "មជ្ឈមណ្ឌលទិន្នន័យ Tier III", description: "រចនាឡើងឱ្យអាចថែទាំបានដោយមិនបាច់បិទសេវា។" },
            en: {
              title: "Tier III data centre design",
              description: "Built so it can be maintained without shutting services down.",
            },
            zh: { title: "Tier III 数据中心设计", description: "可在不中断服务的情况下进行维护。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ក្របខណ្ឌ ESS",
              description: "ប្រព័ន្ធគ្រប់គ្រងបរិស្ថាន និងសង្គម ដែលត្រួតពិនិត្យដោយសវនករឯករាជ្យរៀងរាល់ឆ្នាំ។",
            },
            en: {
              title: "ESS framework",
              description:
                "Environmental and social management system reviewed by independent auditors every year.",
            },
            zh: { title: "ESS 框架", description: "环境与社会管理体系，每年由独立审计机构审查。" },
          },
        },
      ],
    },
    {
      type: "FileDownload",
      anchor: "downloads",
      text: {
        km: { title: "ឯកសារ" },
        en: { title: "Documents" },
        zh: { title: "文件下载" },
      },
      items: [
        {
          data: { file: "company-profile.pdf" },
          text: {
            km: { title: "ប្រវត្តិក្រុមហ៊ុន", description: "ប្រវត្តិ សេវាកម្ម បណ្ដាញ និងព្រឹត្តិការណ៍សំខាន់ៗរបស់រំដួលណិត (PDF)។" },
            en: {
              title: "Company profile",
              description: "Romdoul Net's history, services, network and milestones (PDF).",
            },
            zh: { title: "公司简介", description: "隆都网络的发展历程、服务、网络和里程碑（PDF）。" },
          },
        },
      ],
    },
  ],
};
