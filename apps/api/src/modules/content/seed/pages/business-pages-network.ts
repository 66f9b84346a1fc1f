import type { SeedPage } from "../seed-types";
import {
  BULLETS_OPTION,
  CHECKS_OPTION,
  ICONS_OPTION,
  icon,
  mobileBanner,
  panelImage,
  salesContactForm,
  videoPoster,
  webBanner,
} from "./business-pages-shared";
import { pageTitle } from "./page-titles";

/** The enterprise network pages share one banner artwork. */
const networkBanner = {
  image: webBanner("biz-network-web.svg"),
  mobileImage: mobileBanner("biz-network-mobile.svg"),
};
const networkBannerAlt = {
  km: "ចំណុចបណ្ដាញពណ៌ស្វាយភ្ជាប់គ្នាដោយខ្សែពណ៌មាស និងពណ៌ស្វាយស្រាល ជុំវិញចំណុចកណ្ដាលពណ៌មាស",
  en: "Purple network nodes linked by gold and lilac lines around a central gold hub",
  zh: "紫色网络节点由金色和淡紫色线条连接，环绕着中央的金色枢纽",
};

/** /business/enterprise_network: overview of DPLC, IPLC, MPLS and VPLS. */
export const enterpriseNetwork: SeedPage = {
  id: "EnterpriseNetwork",
  text: pageTitle("EnterpriseNetwork"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "បណ្ដាញសហគ្រាស" },
        en: { title: "Enterprise network" },
        zh: { title: "企业网络" },
      },
      items: [
        {
          data: { ...networkBanner, banner: { actionUrl: "#solutions" }, showButton: true },
          text: {
            km: {
              bannerTitle: "បណ្ដាញឯកជនតែមួយ សម្រាប់គ្រប់ទីតាំង",
              bannerDescription:
                "ភ្ជាប់ការិយាល័យកណ្ដាល សាខា រោងចក្រ និងមជ្ឈមណ្ឌលទិន្នន័យ ទូទាំងកម្ពុជា និងនៅបរទេស តាមខ្សែដែលមិនដែលឆ្លងកាត់អ៊ីនធឺណិតសាធារណៈ។",
              title: "ស្វែងរកបណ្ដាញដែលសមស្រប",
              imageAlt: networkBannerAlt.km,
            },
            en: {
              bannerTitle: "One private network for every site",
              bannerDescription:
                "Connect head office, branches, factories and data centres across Cambodia and abroad over links that never touch the public internet.",
              title: "Find the right network",
              imageAlt: networkBannerAlt.en,
            },
            zh: {
              bannerTitle: "一张专网，连接所有站点",
              bannerDescription:
                "以完全不经过公共互联网的线路，连接您在柬埔寨及海外的总部、分支、工厂和数据中心。",
              title: "找到合适的网络",
              imageAlt: networkBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "solutions",
      text: {
        km: {
          title: "សេវាបណ្ដាញសហគ្រាស",
          description:
            "សេវាទាំងបួនដំណើរការលើបណ្ដាញខ្សែកាបអុបទិកស្នូលរបស់យើង និងត្រូវបានតាមដានដោយមជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញ ២៤/៧។",
        },
        en: {
          title: "Enterprise network services",
          description:
            "All four services run on our own fiber backbone and are watched by our 24/7 network operations centre.",
        },
        zh: {
          title: "企业网络服务",
          description: "四项服务均运行在我们自建的光纤骨干网上，并由 24/7 网络运营中心监控。",
        },
      },
      items: [
        {
          data: {
            image: icon("biz-icon-link.svg"),
            actionUrl: "/business/enterprise_network/dplc",
            showButton: true,
          },
          text: {
            km: {
              title: "DPLC",
              subTitle: "ពីចំណុចមួយទៅចំណុចមួយ ក្នុងកម្ពុជា",
              description: "<p>ខ្សែកាបអុបទិកឯកជនរវាងទីតាំងពីររបស់អ្នកក្នុងប្រទេស ជាមួយកម្រិតបញ្ជូនថេរ។</p>",
              priceDescription: "ចាប់ពី $150 / ខែ",
              imageAlt: "រូបតំណាងចំណុចពីរភ្ជាប់គ្នាដោយខ្សែពណ៌មាស",
            },
            en: {
              title: "DPLC",
              subTitle: "Point to point within Cambodia",
              description:
                "<p>A private fiber circuit with fixed bandwidth between two of your sites in the country.</p>",
              priceDescription: "From $150 / month",
              imageAlt: "Icon of two points joined by a gold line",
            },
            zh: {
              title: "DPLC",
              subTitle: "柬埔寨境内点对点",
              description: "<p>在您国内两个站点之间提供固定带宽的专用光纤电路。</p>",
              priceDescription: "$150 / 月起",
              imageAlt: "两点由金色线条相连的图标",
            },
          },
        },
        {
          data: {
            image: icon("biz-icon-globe.svg"),
            actionUrl: "/business/enterprise_network/iplc",
            showButton: true,
          },
          text: {
            km: {
              title: "IPLC",
              subTitle: "ពីកម្ពុជាទៅប្រទេសផ្សេង",
              description: "<p>ខ្សែឯកជនអន្តរជាតិទៅសិង្ហបុរី ហុងកុង បាងកក និងទីក្រុងផ្សេងទៀត។</p>",
              priceDescription: "ចាប់ពី $650 / ខែ",
              imageAlt: "រូបតំណាងផែនដីពណ៌ស្វាយ",
            },
            en: {
              title: "IPLC",
              subTitle: "Point to point to another country",
              description:
                "<p>A private international circuit to Singapore, Hong Kong, Bangkok and other cities.</p>",
              priceDescription: "From $650 / month",
              imageAlt: "Icon of a purple globe",
            },
            zh: {
              title: "IPLC",
              subTitle: "柬埔寨至海外点对点",
              description: "<p>通往新加坡、香港、曼谷等城市的国际专用电路。</p>",
              priceDescription: "$650 / 月起",
              imageAlt: "紫色地球图标",
            },
          },
        },
        {
          data: {
            image: icon("biz-icon-layers.svg"),
            actionUrl: "/business/enterprise_network/mpls",
            showButton: true,
          },
          text: {
            km: {
              title: "MPLS",
              subTitle: "សាខាច្រើន បណ្ដាញតែមួយ",
              description: "<p>បណ្ដាញឯកជនសម្រាប់សាខារាប់សិប ជាមួយអាទិភាពចរាចរណ៍សម្រាប់កម្មវិធីសំខាន់ៗ។</p>",
              priceDescription: "ចាប់ពី $120 / ទីតាំង / ខែ",
              imageAlt: "រូបតំណាងស្រទាប់បីជាន់ពណ៌ស្វាយ និងពណ៌មាស",
            },
            en: {
              title: "MPLS",
              subTitle: "Many branches, one network",
              description:
                "<p>A private routed network for dozens of branches, with priority for critical applications.</p>",
              priceDescription: "From $120 / site / month",
              imageAlt: "Icon of three stacked purple and gold layers",
            },
            zh: {
              title: "MPLS",
              subTitle: "多个分支，一张网络",
              description: "<p>适用于数十个分支的专用路由网络，为关键应用提供流量优先级。</p>",
              priceDescription: "每站点 $120 / 月起",
              imageAlt: "三层紫色与金色叠层图标",
            },
          },
        },
        {
          data: {
            image: icon("biz-icon-lan.svg"),
            actionUrl: "/business/enterprise_network/vpls",
            showButton: true,
          },
          text: {
            km: {
              title: "VPLS",
              subTitle: "បណ្ដាញក្នុងការិយាល័យ ពង្រីកទៅគ្រប់ទីតាំង",
              description: "<p>ភ្ជាប់ទីតាំងនៅកម្រិត Ethernet សម្រាប់ការចម្លងទិន្នន័យ និងការស្ដារប្រព័ន្ធពេលមានគ្រោះ។</p>",
              priceDescription: "ចាប់ពី $200 / ទីតាំង / ខែ",
              imageAlt: "រូបតំណាងកុំព្យូទ័រពីរភ្ជាប់ទៅឧបករណ៍ប្ដូរបណ្ដាញតែមួយ",
            },
            en: {
              title: "VPLS",
              subTitle: "Your office network, at every site",
              description:
                "<p>Ethernet-level links between sites for data replication and disaster recovery.</p>",
              priceDescription: "From $200 / site / month",
              imageAlt: "Icon of two computers connected to one network switch",
            },
            zh: {
              title: "VPLS",
              subTitle: "办公局域网延伸到每个站点",
              description: "<p>在站点之间建立以太网层连接，用于数据同步和灾备。</p>",
              priceDescription: "每站点 $200 / 月起",
              imageAlt: "两台电脑连接到同一台交换机的图标",
            },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "compare",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "សេវាមួយណាសមស្របនឹងអាជីវកម្មរបស់អ្នក?" },
        en: { title: "Which service fits your business?" },
        zh: { title: "哪种服务适合您？" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                '<table><thead><tr><th scope="col">សេវា</th><th scope="col">តភ្ជាប់</th><th scope="col">លក្ខណៈ</th><th scope="col">ការប្រើប្រាស់ទូទៅ</th></tr></thead><tbody>' +
                "<tr><td><strong>DPLC</strong></td><td>ទីតាំង ២ ក្នុងកម្ពុជា</td><td>ខ្សែឯកជនពីចំណុចមួយទៅចំណុចមួយ</td><td>ការិយាល័យកណ្ដាលទៅមជ្ឈមណ្ឌលទិន្នន័យ ឬរោងចក្រ</td></tr>" +
                "<tr><td><strong>IPLC</strong></td><td>កម្ពុជាទៅទីតាំង ១ នៅបរទេស</td><td>ខ្សែឯកជនអន្តរជាតិ</td><td>ភ្ជាប់ទៅការិយាល័យកណ្ដាលប្រចាំតំបន់</td></tr>" +
                "<tr><td><strong>MPLS</strong></td><td>ពី ៣ ដល់ជាង ២០០ ទីតាំង</td><td>បណ្ដាញឯកជនដែលមានអាទិភាពចរាចរណ៍</td><td>សាខាធនាគារ ហាងលក់រាយ និងគ្រឹះស្ថានមីក្រូហិរញ្ញវត្ថុ</td></tr>" +
                "<tr><td><strong>VPLS</strong></td><td>ពី ២ ដល់ ៥០ ទីតាំង</td><td>បណ្ដាញតែមួយ ដូចជានៅក្នុងអគារតែមួយ</td><td>ការចម្លងទិន្នន័យ និងការស្ដារប្រព័ន្ធពេលមានគ្រោះ</td></tr>" +
                "</tbody></table>" +
                '<p>មិនប្រាកដថាត្រូវជ្រើសរើសមួយណា? វិស្វកររបស់យើងនឹងរចនាបណ្ដាញជាមួយអ្នកដោយឥតគិតថ្លៃ។ <a href="#contact">ស្នើសុំការរចនាបណ្ដាញ</a></p>',
            },
            en: {
              content:
                '<table><thead><tr><th scope="col">Service</th><th scope="col">Connects</th><th scope="col">How it works</th><th scope="col">Typical use</th></tr></thead><tbody>' +
                "<tr><td><strong>DPLC</strong></td><td>2 sites in Cambodia</td><td>Dedicated point-to-point circuit</td><td>Head office to a data centre or factory</td></tr>" +
                "<tr><td><strong>IPLC</strong></td><td>Cambodia to 1 site abroad</td><td>Dedicated international circuit</td><td>Link to a regional headquarters</td></tr>" +
                "<tr><td><strong>MPLS</strong></td><td>3 to 200+ sites</td><td>Private routed network with traffic priority</td><td>Bank, retail and microfinance branches</td></tr>" +
                "<tr><td><strong>VPLS</strong></td><td>2 to 50 sites</td><td>One Ethernet network, as if in one building</td><td>Data replication and disaster recovery</td></tr>" +
                "</tbody></table>" +
                '<p>Not sure which one you need? Our engineers will design the network with you free of charge. <a href="#contact">Ask for a network design</a></p>',
            },
            zh: {
              content:
                '<table><thead><tr><th scope="col">服务</th><th scope="col">连接范围</th><th scope="col">方式</th><th scope="col">典型用途</th></tr></thead><tbody>' +
                "<tr><td><strong>DPLC</strong></td><td>柬埔寨境内 2 个站点</td><td>点对点专用电路</td><td>总部连接数据中心或工厂</td></tr>" +
                "<tr><td><strong>IPLC</strong></td><td>柬埔寨至海外 1 个站点</td><td>国际专用电路</td><td>连接区域总部</td></tr>" +
                "<tr><td><strong>MPLS</strong></td><td>3 至 200 多个站点</td><td>带流量优先级的专用路由网络</td><td>银行、零售和小额信贷网点</td></tr>" +
                "<tr><td><strong>VPLS</strong></td><td>2 至 50 个站点</td><td>如同同一栋楼内的以太网</td><td>数据同步与灾备</td></tr>" +
                "</tbody></table>" +
                '<p>不确定该选哪种？我们的工程师可免费为您设计网络。<a href="#contact">申请网络方案设计</a></p>',
            },
          },
        },
      ],
    },
    {
      type: "VideoCarousel",
      anchor: "videos",
      text: {
        km: { title: "មើលបណ្ដាញរបស់យើងពេលកំពុងដំណើរការ" },
        en: { title: "See our network at work" },
        zh: { title: "看看我们的网络如何运转" },
      },
      items: [
        {
          data: {
            videoUrl: "video-fiber-installation.mp4",
            image: videoPoster("video-fiber-installation.svg"),
          },
          text: {
            km: {
              title: "ការដំឡើងខ្សែកាបអុបទិក មួយជំហានម្ដងៗ",
              description:
                "តាមដានក្រុមការងារបច្ចេកទេសរបស់យើង ពេលពួកគេទាញខ្សែកាបអុបទិកថ្មីចូលអគារការិយាល័យមួយនៅភ្នំពេញ ក្នុងរយៈពេលតែមួយថ្ងៃ។",
              imageAlt: "រូបភាពគម្របវីដេអូអំពីការដំឡើងខ្សែកាបអុបទិក",
            },
            en: {
              title: "Fiber installation, step by step",
              description:
                "Follow our field team as they bring a new fiber link into a Phnom Penh office tower in a single day.",
              imageAlt: "Poster of the fiber installation video",
            },
            zh: {
              title: "光纤安装全过程",
              description: "跟随我们的施工团队，看他们如何在一天之内为金边一栋写字楼接入新光纤。",
              imageAlt: "光纤安装视频封面",
            },
          },
        },
        {
          data: { videoUrl: "video-noc-24-7.mp4", image: videoPoster("video-noc-24-7.svg") },
          text: {
            km: {
              title: "ក្នុងមជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញ ២៤/៧ របស់យើង",
              description: "ជួបវិស្វករដែលតាមដានគ្រប់ខ្សែបណ្ដាញសហគ្រាស ទាំងថ្ងៃទាំងយប់។",
              imageAlt: "រូបភាពគម្របវីដេអូអំពីមជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញ",
            },
            en: {
              title: "Inside our 24/7 network operations centre",
              description: "Meet the engineers who watch every enterprise link, day and night.",
              imageAlt: "Poster of the network operations centre video",
            },
            zh: {
              title: "走进我们的 24/7 网络运营中心",
              description: "认识日夜守护每一条企业线路的工程师。",
              imageAlt: "网络运营中心视频封面",
            },
          },
        },
        {
          data: { videoUrl: "video-customer-story.mp4", image: videoPoster("video-customer-story.svg") },
          text: {
            km: {
              title: "រឿងរ៉ាវអតិថិជន៖ សាខា ៤០ នៅលើបណ្ដាញតែមួយ",
              description: "របៀបដែលគ្រឹះស្ថានមីក្រូហិរញ្ញវត្ថុមួយបានភ្ជាប់សាខា ៤០ ក្នុង ១២ ខេត្ត តាមបណ្ដាញ MPLS របស់យើង។",
              imageAlt: "រូបភាពគម្របវីដេអូរឿងរ៉ាវអតិថិជន",
            },
            en: {
              title: "Customer story: 40 branches on one network",
              description:
                "How a microfinance institution linked 40 branches in 12 provinces over our MPLS network.",
              imageAlt: "Poster of the customer story video",
            },
            zh: {
              title: "客户故事：40 个网点，一张网络",
              description: "一家小额信贷机构如何通过我们的 MPLS 网络连接 12 个省的 40 个网点。",
              imageAlt: "客户故事视频封面",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/enterprise_network/dplc: domestic private leased circuits. */
export const dplc: SeedPage = {
  id: "Dplc",
  text: pageTitle("Dplc"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ខ្សែបណ្ដាញឯកជនក្នុងស្រុក DPLC" },
        en: { title: "DPLC" },
        zh: { title: "国内专线 DPLC" },
      },
      items: [
        {
          data: { ...networkBanner, banner: { actionUrl: "#prices" }, showButton: true },
          text: {
            km: {
              bannerTitle: "ខ្សែឯកជនរវាងទីតាំងទាំងពីររបស់អ្នក",
              bannerDescription: "កម្រិតបញ្ជូនថេរ មិនចែករំលែក ចាប់ពី ១០ Mbps ដល់ ១០ Gbps រវាងទីតាំងពីរណាមួយក្នុងប្រទេសកម្ពុជា។",
              title: "មើលតម្លៃ",
              imageAlt: networkBannerAlt.km,
            },
            en: {
              bannerTitle: "A private line between your two sites",
              bannerDescription:
                "Fixed, uncontended bandwidth from 10 Mbps to 10 Gbps between any two locations in Cambodia.",
              title: "See prices",
              imageAlt: networkBannerAlt.en,
            },
            zh: {
              bannerTitle: "两地之间的专属线路",
              bannerDescription: "在柬埔寨境内任意两个地点之间，提供 10 Mbps 至 10 Gbps 的固定独享带宽。",
              title: "查看价格",
              imageAlt: networkBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "what-is-dplc",
      text: {
        km: { title: "DPLC ជាអ្វី?" },
        en: { title: "What is a DPLC?" },
        zh: { title: "什么是 DPLC？" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<p>ខ្សែបណ្ដាញឯកជនក្នុងស្រុក គឺជាការតភ្ជាប់ខ្សែកាបអុបទិកដែលបម្រុងទុកសម្រាប់តែអ្នក រវាងអាសយដ្ឋានពីរ ឧទាហរណ៍ ការិយាល័យកណ្ដាល និងរោងចក្ររបស់អ្នក។ គ្មានចរាចរណ៍របស់អ្នកដទៃឆ្លងកាត់ខ្សែនេះទេ ដូច្នេះល្បឿន និងពេលពន្យារនៅដដែលគ្រប់ម៉ោង។</p>" +
                "<h3>ការប្រើប្រាស់ទូទៅ</h3>" +
                "<ul><li>ការិយាល័យកណ្ដាលទៅមជ្ឈមណ្ឌលទិន្នន័យ ឬទីតាំងស្ដារប្រព័ន្ធពេលមានគ្រោះ</li>" +
                "<li>រោងចក្រទៅឃ្លាំង សម្រាប់ប្រព័ន្ធគ្រប់គ្រងស្តុក និងផលិតកម្ម</li>" +
                "<li>ទីស្នាក់ការធនាគារទៅមជ្ឈមណ្ឌលដំណើរការកាត និងម៉ាស៊ីនដកប្រាក់</li>" +
                "<li>កាមេរ៉ាសុវត្ថិភាពពីអគារច្រើន ទៅបន្ទប់បញ្ជាតែមួយ</li></ul>" +
                "<p>យើងសាងសង់ DPLC នៅគ្រប់ ២៥ រាជធានី-ខេត្ត លើបណ្ដាញខ្សែកាបអុបទិកស្នូលផ្ទាល់ខ្លួនរបស់យើង។</p>",
            },
            en: {
              content:
                "<p>A domestic private leased circuit is a fiber connection reserved for you between two addresses, for example your head office and your factory. Nobody else's traffic travels on it, so speed and latency stay the same at every hour of the day.</p>" +
                "<h3>Typical uses</h3>" +
                "<ul><li>Head office to a data centre or disaster recovery site</li>" +
                "<li>Factory to warehouse, for stock and production systems</li>" +
                "<li>Bank headquarters to its card and ATM processing centre</li>" +
                "<li>CCTV from several buildings to one control room</li></ul>" +
                "<p>We build DPLCs in all 25 provinces over our own fiber backbone.</p>",
            },
            zh: {
              content:
                "<p>国内专线是在两个地址之间为您专门预留的光纤连接，例如总部与工厂之间。线路上没有其他用户的流量，因此全天任何时段速率和时延都保持稳定。</p>" +
                "<h3>典型用途</h3>" +
                "<ul><li>总部连接数据中心或灾备站点</li>" +
                "<li>工厂连接仓库，用于库存和生产系统</li>" +
                "<li>银行总部连接银行卡及 ATM 处理中心</li>" +
                "<li>多栋楼宇的监控画面汇聚到同一监控室</li></ul>" +
                "<p>依托自建光纤骨干网，我们可在全国 25 个省市建设 DPLC。</p>",
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
          title: "តម្លៃ DPLC",
          description:
            "តម្លៃប្រចាំខែប្រហាក់ប្រហែល សម្រាប់កិច្ចសន្យា ៣៦ ខែ។ តម្លៃចុងក្រោយអាស្រ័យលើចម្ងាយ និងផ្លូវខ្សែ ហើយយើងផ្ដល់តម្លៃសម្រាប់ខ្សែនីមួយៗដាច់ដោយឡែក។",
        },
        en: {
          title: "DPLC prices",
          description:
            "Indicative monthly prices on a 36-month contract. The final price depends on distance and route; we quote every circuit individually.",
        },
        zh: {
          title: "DPLC 价格",
          description: "以下为 36 个月合约的参考月价。最终价格取决于距离和路由，每条线路单独报价。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=331",
            showButton: true,
            productId: 331,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Metro 100",
              subTitle: "១០០ Mbps ក្នុងទីក្រុងតែមួយ",
              description:
                "<ul><li>ចុងទាំងពីរនៅក្នុងទីក្រុងតែមួយ</li><li>ពេលពន្យារតិចជាង ២ មិល្លីវិនាទី</li><li>SLA ៩៩,៩%</li></ul>",
              priceDescription: "ចាប់ពី $150 / ខែ",
              recommendedFor: "ការិយាល័យ និងមជ្ឈមណ្ឌលទិន្នន័យនៅភ្នំពេញ",
            },
            en: {
              title: "Metro 100",
              subTitle: "100 Mbps within one city",
              description:
                "<ul><li>Both ends in the same city</li><li>Latency under 2 ms</li><li>99.9% SLA</li></ul>",
              priceDescription: "From $150 / month",
              recommendedFor: "Offices and data centres in Phnom Penh",
            },
            zh: {
              title: "Metro 100",
              subTitle: "同城 100 Mbps",
              description: "<ul><li>两端位于同一城市</li><li>时延低于 2 毫秒</li><li>99.9% SLA</li></ul>",
              priceDescription: "$150 / 月起",
              recommendedFor: "金边的办公室和数据中心",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=332",
            showButton: true,
            productId: 332,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "អន្តរខេត្ត 100",
              subTitle: "១០០ Mbps រវាងខេត្ត",
              description:
                "<ul><li>ឧទាហរណ៍ ភ្នំពេញទៅសៀមរាប</li><li>ពេលពន្យារតិចជាង ៨ មិល្លីវិនាទី</li><li>មានជម្រើសផ្លូវបម្រុង</li></ul>",
              priceDescription: "ចាប់ពី $420 / ខែ",
              recommendedFor: "រោងចក្រ សណ្ឋាគារ និងសាខាតាមតំបន់",
            },
            en: {
              title: "Inter-province 100",
              subTitle: "100 Mbps between provinces",
              description:
                "<ul><li>For example Phnom Penh to Siem Reap</li><li>Latency under 8 ms</li><li>Protected route available</li></ul>",
              priceDescription: "From $420 / month",
              recommendedFor: "Factories, hotels and regional branches",
            },
            zh: {
              title: "Inter-province 100",
              subTitle: "跨省 100 Mbps",
              description: "<ul><li>例如金边至暹粒</li><li>时延低于 8 毫秒</li><li>可选保护路由</li></ul>",
              priceDescription: "$420 / 月起",
              recommendedFor: "工厂、酒店和地区分支",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=333",
            showButton: true,
            productId: 333,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Metro 1G",
              subTitle: "១ Gbps ក្នុងទីក្រុងតែមួយ",
              description:
                "<ul><li>សម្រាប់ការចម្លង និងបម្រុងទុកទិន្នន័យ</li><li>ពេលពន្យារតិចជាង ២ មិល្លីវិនាទី</li><li>SLA ៩៩,៩៥% ជាមួយផ្លូវបម្រុង</li></ul>",
              priceDescription: "ចាប់ពី $650 / ខែ",
              recommendedFor: "ធនាគារ និងការតភ្ជាប់រវាងមជ្ឈមណ្ឌលទិន្នន័យ",
            },
            en: {
              title: "Metro 1G",
              subTitle: "1 Gbps within one city",
              description:
                "<ul><li>For data replication and backups</li><li>Latency under 2 ms</li><li>99.95% SLA with a protected route</li></ul>",
              priceDescription: "From $650 / month",
              recommendedFor: "Banks and data centre interconnects",
            },
            zh: {
              title: "Metro 1G",
              subTitle: "同城 1 Gbps",
              description:
                "<ul><li>适用于数据同步和备份</li><li>时延低于 2 毫秒</li><li>保护路由下 99.95% SLA</li></ul>",
              priceDescription: "$650 / 月起",
              recommendedFor: "银行及数据中心互联",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      backgroundColor: "#f5edfb",
      optionType: CHECKS_OPTION,
      text: {
        km: { title: "DPLC នីមួយៗរួមបញ្ចូល" },
        en: { title: "Every DPLC includes" },
        zh: { title: "每条 DPLC 均包含" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "កម្រិតបញ្ជូនស្មើគ្នាទាំងពីរទិស មិនចែករំលែក",
              description: "ល្បឿនពេញលេញទាំងពីរទិស គ្រប់ពេលវេលា។",
            },
            en: {
              title: "Symmetrical, uncontended bandwidth",
              description: "The full speed in both directions, all the time.",
            },
            zh: { title: "上下行对称的独享带宽", description: "双向全速，始终如一。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "មិនប៉ះពាល់ការកំណត់បណ្ដាញរបស់អ្នក",
              description: "ដឹកជញ្ជូន VLAN ការកំណត់ផ្លូវ និងពិធីការរបស់អ្នក ដោយមិនកែប្រែ។",
            },
            en: {
              title: "Transparent to your network",
              description: "Carry your own VLANs, routing and protocols unchanged.",
            },
            zh: { title: "对您的网络完全透明", description: "原样承载您的 VLAN、路由和协议。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "SLA ៩៩,៩% ឬ ៩៩,៩៥% ជាមួយផ្លូវបម្រុង",
              description: "អ្នកទទួលបានសំណងសេវា ប្រសិនបើយើងមិនសម្រេចតាមគោលដៅ។",
            },
            en: {
              title: "99.9% SLA, or 99.95% with a protected route",
              description: "Service credits apply if we miss the target.",
            },
            zh: { title: "99.9% SLA，保护路由下 99.95%", description: "未达标时按约定给予服务赔偿。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ការតាមដានជាមុន ២៤/៧",
              description: "មជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញរបស់យើងតាមដានខ្សែ ហើយទូរស័ព្ទទៅអ្នកពេលមានការប្រែប្រួល។",
            },
            en: {
              title: "24/7 proactive monitoring",
              description: "Our NOC watches the circuit and calls you when something changes.",
            },
            zh: { title: "24/7 主动监控", description: "NOC 全程监控电路，一有异常即致电通知您。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ដំឡើងក្នុងរយៈពេល ១០ ទៅ ២០ ថ្ងៃធ្វើការ",
              description: "អាស្រ័យលើចម្ងាយ និងលទ្ធភាពចូលទៅក្នុងអគារ។",
            },
            en: {
              title: "Installation in 10 to 20 working days",
              description: "Depending on the distance and access to your buildings.",
            },
            zh: { title: "10 至 20 个工作日完成安装", description: "具体取决于距离和楼宇进线条件。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ដំឡើងល្បឿនដោយមិនចាំបាច់ទាញខ្សែថ្មី",
              description: "ប្ដូរពី ១០ Mbps ដល់ ១០ Gbps លើខ្សែកាបអុបទិកដដែល។",
            },
            en: {
              title: "Upgrade without new cabling",
              description: "Move from 10 Mbps up to 10 Gbps on the same fiber.",
            },
            zh: { title: "升级无需重新布线", description: "在同一条光纤上即可从 10 Mbps 升级到 10 Gbps。" },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/enterprise_network/iplc: international private leased circuits. */
export const iplc: SeedPage = {
  id: "Iplc",
  text: pageTitle("Iplc"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ខ្សែបណ្ដាញឯកជនអន្តរជាតិ IPLC" },
        en: { title: "IPLC" },
        zh: { title: "国际专线 IPLC" },
      },
      items: [
        {
          data: { ...networkBanner, banner: { actionUrl: "#contact" }, showButton: true },
          text: {
            km: {
              bannerTitle: "ខ្សែផ្ទាល់របស់អ្នកទៅកាន់តំបន់",
              bannerDescription:
                "ខ្សែឯកជនពីកម្ពុជាទៅសិង្ហបុរី ហុងកុង បាងកក ក្រុងហូជីមិញ និងទីកន្លែងផ្សេងទៀត ជាមួយកម្រិតបញ្ជូនធានា និងពេលពន្យារថេរ។",
              title: "ស្នើសុំតម្លៃ",
              imageAlt: networkBannerAlt.km,
            },
            en: {
              bannerTitle: "Your direct line to the region",
              bannerDescription:
                "Private circuits from Cambodia to Singapore, Hong Kong, Bangkok, Ho Chi Minh City and beyond, with guaranteed bandwidth and steady latency.",
              title: "Request a quote",
              imageAlt: networkBannerAlt.en,
            },
            zh: {
              bannerTitle: "直通区域的专属线路",
              bannerDescription:
                "从柬埔寨直达新加坡、香港、曼谷、胡志明市等地的国际专线，带宽有保障，时延稳定。",
              title: "获取报价",
              imageAlt: networkBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "សាងសង់លើផ្លូវអន្តរជាតិច្រើនផ្លូវ" },
        en: { title: "Built on diverse international routes" },
        zh: { title: "依托多条国际路由" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-global.svg"), imageLocation: "right" },
          text: {
            km: {
              title: "ផ្លូវចេញពីកម្ពុជាច្រើនផ្លូវ",
              subTitle: "ផ្លូវក្រោមសមុទ្រ និងផ្លូវលើដី",
              content:
                "<p>IPLC របស់យើងដំណើរការលើកម្រិតបញ្ជូនខ្សែក្រោមសមុទ្រដែលចុះចតនៅខេត្តព្រះសីហនុ និងលើផ្លូវលើដីឆ្លងកាត់ប្រទេសថៃ និងវៀតណាម។ ប្រសិនបើអ្នកជ្រើសរើសខ្សែដែលមានការការពារ ចរាចរណ៍នឹងប្ដូរទៅផ្លូវទីពីរដោយស្វ័យប្រវត្តិ ក្នុងរយៈពេលតិចជាង ៥០ មិល្លីវិនាទី។</p>" +
                "<ul><li>កម្រិតបញ្ជូនពី ២ Mbps ដល់ ១០ Gbps</li><li>ការតភ្ជាប់ប្រភេទ Ethernet ឬ SDH នៅចុងទាំងពីរ</li><li>កិច្ចសន្យាតែមួយ និងអ្នកទំនាក់ទំនងតែម្នាក់ សម្រាប់ប្រទេសទាំងពីរ</li></ul>",
              imageAlt: "ផែនដីពណ៌ស្វាយដែលមានខ្សែកោងពណ៌មាស ចេញពីចំណុចមួយទៅកាន់ទីក្រុងជាច្រើន",
            },
            en: {
              title: "Several ways out of Cambodia",
              subTitle: "Submarine and land routes",
              content:
                "<p>Our IPLCs run over submarine cable capacity landing at Sihanoukville and over land routes through Thailand and Vietnam. Choose a protected circuit and traffic moves to the second route automatically in under 50 ms.</p>" +
                "<ul><li>Bandwidth from 2 Mbps to 10 Gbps</li><li>Ethernet or SDH hand-off at both ends</li><li>One contract and one point of contact for both countries</li></ul>",
              imageAlt: "A purple globe with gold arcs running from one point to several cities",
            },
            zh: {
              title: "多条出境路由",
              subTitle: "海缆与陆缆",
              content:
                "<p>我们的 IPLC 使用在西哈努克登陆的海底光缆容量，以及经泰国和越南的陆地路由。选择保护型电路后，流量可在 50 毫秒内自动切换到第二条路由。</p>" +
                "<ul><li>带宽 2 Mbps 至 10 Gbps</li><li>两端可提供以太网或 SDH 接口</li><li>两国业务一份合同、一个联系人</li></ul>",
              imageAlt: "紫色地球上，金色弧线从一点延伸到多个城市",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      anchor: "latency",
      backgroundColor: "#f5edfb",
      optionType: BULLETS_OPTION,
      text: {
        km: {
          title: "ពេលពន្យារទៅមកជាមធ្យមពីភ្នំពេញ",
          description: "វាស់លើខ្សែដែលមានការការពារ។ តម្លៃជាក់ស្ដែងអាស្រ័យលើផ្លូវដែលបានជ្រើសរើស។",
        },
        en: {
          title: "Typical round-trip latency from Phnom Penh",
          description: "Measured on protected circuits. Actual values depend on the route chosen.",
        },
        zh: {
          title: "从金边出发的典型往返时延",
          description: "基于保护型电路测得，实际数值取决于所选路由。",
        },
      },
      items: [
        {
          data: {},
          text: {
            km: { title: "ក្រុងហូជីមិញ", description: "ប្រហែល ១០ មិល្លីវិនាទី" },
            en: { title: "Ho Chi Minh City", description: "About 10 ms" },
            zh: { title: "胡志明市", description: "约 10 毫秒" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "បាងកក", description: "ប្រហែល ១៥ មិល្លីវិនាទី" },
            en: { title: "Bangkok", description: "About 15 ms" },
            zh: { title: "曼谷", description: "约 15 毫秒" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "សិង្ហបុរី", description: "ប្រហែល ៣០ មិល្លីវិនាទី" },
            en: { title: "Singapore", description: "About 30 ms" },
            zh: { title: "新加坡", description: "约 30 毫秒" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "ហុងកុង", description: "ប្រហែល ៤៥ មិល្លីវិនាទី" },
            en: { title: "Hong Kong", description: "About 45 ms" },
            zh: { title: "香港", description: "约 45 毫秒" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "ក្វាងចូវ", description: "ប្រហែល ៥៥ មិល្លីវិនាទី" },
            en: { title: "Guangzhou", description: "About 55 ms" },
            zh: { title: "广州", description: "约 55 毫秒" },
          },
        },
        {
          data: {},
          text: {
            km: { title: "តូក្យូ", description: "ប្រហែល ៩០ មិល្លីវិនាទី" },
            en: { title: "Tokyo", description: "About 90 ms" },
            zh: { title: "东京", description: "约 90 毫秒" },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "prices",
      text: {
        km: {
          title: "តម្លៃ IPLC ពេញនិយម",
          description: "តម្លៃប្រចាំខែប្រហាក់ប្រហែល សម្រាប់កិច្ចសន្យា ៣៦ ខែ រួមទាំងចុងទាំងពីរ។ ទិសដៅផ្សេងទៀតផ្ដល់តម្លៃតាមការស្នើសុំ។",
        },
        en: {
          title: "Popular IPLC prices",
          description:
            "Indicative monthly prices on a 36-month contract, both ends included. Other destinations are quoted on request.",
        },
        zh: {
          title: "热门 IPLC 价格",
          description: "以下为 36 个月合约的参考月价，含两端费用。其他目的地请询价。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=341",
            showButton: true,
            productId: 341,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "IPLC Bangkok 50",
              subTitle: "៥០ Mbps ភ្នំពេញ – បាងកក",
              description:
                "<ul><li>ផ្លូវលើដីឆ្លងកាត់ព្រំដែនប៉ោយប៉ែត</li><li>មានជម្រើសខ្សែការពារ</li><li>SLA ៩៩,៩%</li></ul>",
              priceDescription: "ចាប់ពី $650 / ខែ",
              recommendedFor: "ក្រុមហ៊ុនពាណិជ្ជកម្ម និងដឹកជញ្ជូន ដែលមានដៃគូនៅប្រទេសថៃ",
            },
            en: {
              title: "IPLC Bangkok 50",
              subTitle: "50 Mbps Phnom Penh – Bangkok",
              description:
                "<ul><li>Land route through the Poipet border</li><li>Protected option available</li><li>99.9% SLA</li></ul>",
              priceDescription: "From $650 / month",
              recommendedFor: "Trading and logistics companies with Thai partners",
            },
            zh: {
              title: "IPLC Bangkok 50",
              subTitle: "50 Mbps 金边 – 曼谷",
              description: "<ul><li>经波贝口岸的陆地路由</li><li>可选保护型电路</li><li>99.9% SLA</li></ul>",
              priceDescription: "$650 / 月起",
              recommendedFor: "与泰国伙伴合作的贸易和物流企业",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=342",
            showButton: true,
            productId: 342,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "IPLC Singapore 100",
              subTitle: "១០០ Mbps ភ្នំពេញ – សិង្ហបុរី",
              description:
                "<ul><li>ផ្លូវក្រោមសមុទ្រពីខេត្តព្រះសីហនុ</li><li>ផ្លូវបម្រុងតាមដី និងសមុទ្រ</li><li>SLA ៩៩,៩៥%</li></ul>",
              priceDescription: "ចាប់ពី $1,400 / ខែ",
              recommendedFor: "ការិយាល័យកណ្ដាលប្រចាំតំបន់ និងសេវាហិរញ្ញវត្ថុ",
            },
            en: {
              title: "IPLC Singapore 100",
              subTitle: "100 Mbps Phnom Penh – Singapore",
              description:
                "<ul><li>Submarine route from Sihanoukville</li><li>Backup over a land and sea route</li><li>99.95% SLA</li></ul>",
              priceDescription: "From $1,400 / month",
              recommendedFor: "Regional headquarters and financial services",
            },
            zh: {
              title: "IPLC Singapore 100",
              subTitle: "100 Mbps 金边 – 新加坡",
              description:
                "<ul><li>自西哈努克出发的海缆路由</li><li>陆海备份路由</li><li>99.95% SLA</li></ul>",
              priceDescription: "$1,400 / 月起",
              recommendedFor: "区域总部和金融服务机构",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=343",
            showButton: true,
            productId: 343,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "IPLC Hong Kong 100",
              subTitle: "១០០ Mbps ភ្នំពេញ – ហុងកុង",
              description:
                "<ul><li>ចុងម្ខាងនៅមជ្ឈមណ្ឌលទិន្នន័យធំៗក្នុងហុងកុង</li><li>មានជម្រើសខ្សែការពារ</li><li>SLA ៩៩,៩%</li></ul>",
              priceDescription: "ចាប់ពី $1,900 / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលធ្វើការជាមួយប្រទេសចិន និងអាស៊ីខាងជើង",
            },
            en: {
              title: "IPLC Hong Kong 100",
              subTitle: "100 Mbps Phnom Penh – Hong Kong",
              description:
                "<ul><li>Terminates in major Hong Kong data centres</li><li>Protected option available</li><li>99.9% SLA</li></ul>",
              priceDescription: "From $1,900 / month",
              recommendedFor: "Companies working with China and North Asia",
            },
            zh: {
              title: "IPLC Hong Kong 100",
              subTitle: "100 Mbps 金边 – 香港",
              description: "<ul><li>落地香港主要数据中心</li><li>可选保护型电路</li><li>99.9% SLA</li></ul>",
              priceDescription: "$1,900 / 月起",
              recommendedFor: "与中国及北亚有业务往来的企业",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/enterprise_network/mpls: MPLS VPN for multi-branch organisations. */
export const mpls: SeedPage = {
  id: "Mpls",
  text: pageTitle("Mpls"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "បណ្ដាញឯកជននិម្មិត MPLS" },
        en: { title: "MPLS VPN" },
        zh: { title: "MPLS VPN 专网" },
      },
      items: [
        {
          data: { ...networkBanner, banner: { actionUrl: "#contact" }, showButton: true },
          text: {
            km: {
              bannerTitle: "គ្រប់សាខានៅលើបណ្ដាញសុវត្ថិភាពតែមួយ",
              bannerDescription:
                "MPLS VPN ភ្ជាប់ពី ២ ដល់ ២០០ ទីតាំង ដែលសាខានីមួយៗទាក់ទងគ្នាដោយផ្ទាល់ ហើយផ្ដល់អាទិភាពដល់ចរាចរណ៍សំឡេង វីដេអូ និងប្រព័ន្ធធនាគារស្នូល។",
              title: "ពិភាក្សាជាមួយវិស្វករ",
              imageAlt: networkBannerAlt.km,
            },
            en: {
              bannerTitle: "Every branch on one secure network",
              bannerDescription:
                "MPLS VPN links 2 to 200 sites with any-to-any routing and priority for voice, video and core banking traffic.",
              title: "Talk to an engineer",
              imageAlt: networkBannerAlt.en,
            },
            zh: {
              bannerTitle: "所有网点，一张安全网络",
              bannerDescription:
                "MPLS VPN 可连接 2 至 200 个站点，任意站点互通，并优先保障语音、视频和核心银行系统流量。",
              title: "咨询工程师",
              imageAlt: networkBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: ICONS_OPTION,
      text: {
        km: { title: "អ្វីដែល MPLS ផ្ដល់ជូនអ្នក" },
        en: { title: "What MPLS gives you" },
        zh: { title: "MPLS 为您带来什么" },
      },
      items: [
        {
          data: { titleIcon: icon("biz-icon-layers.svg") },
          text: {
            km: {
              title: "ថ្នាក់អាទិភាពចរាចរណ៍",
              description: "ថ្នាក់សេវាបួនកម្រិត ដូច្នេះសំឡេង និងកម្មវិធីសំខាន់ៗតែងតែបានទៅមុន។",
            },
            en: {
              title: "Traffic priority classes",
              description: "Four classes of service, so voice and core applications always go first.",
            },
            zh: { title: "流量优先级分类", description: "四个服务等级，语音和核心应用始终优先。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-lock.svg") },
          text: {
            km: {
              title: "ឯកជនតាំងពីការរចនា",
              description: "ចរាចរណ៍របស់អ្នកត្រូវបានបំបែកដាច់ពីអ៊ីនធឺណិត និងពីអតិថិជនផ្សេងទៀត។",
            },
            en: {
              title: "Private by design",
              description: "Your traffic is kept apart from the internet and from other customers.",
            },
            zh: { title: "天生私密", description: "您的流量与互联网及其他客户完全隔离。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-link.svg") },
          text: {
            km: {
              title: "សាខាទាក់ទងគ្នាដោយផ្ទាល់",
              description: "សាខានីមួយៗទាក់ទងគ្នាដោយផ្ទាល់ ដោយមិនចាំបាច់ឆ្លងកាត់ការិយាល័យកណ្ដាល។",
            },
            en: {
              title: "Any-to-any routing",
              description: "Branches talk to each other directly instead of going through head office.",
            },
            zh: { title: "任意站点互通", description: "各分支直接互通，无需绕经总部。" },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-chart.svg") },
          text: {
            km: {
              title: "រីកចម្រើនជាមួយអ្នក",
              description: "បន្ថែមសាខាថ្មីក្នុងរយៈពេលប៉ុន្មានថ្ងៃ ជាមួយល្បឿនពី ២ Mbps ដល់ ១០ Gbps សម្រាប់ទីតាំងនីមួយៗ។",
            },
            en: {
              title: "Grows with you",
              description: "Add a branch in days, with speeds from 2 Mbps to 10 Gbps per site.",
            },
            zh: {
              title: "随业务扩展",
              description: "数天即可新增分支，每个站点速率 2 Mbps 至 10 Gbps 可选。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-globe.svg") },
          text: {
            km: {
              title: "អ៊ីនធឺណិត និងសុវត្ថិភាពនៅកណ្ដាល",
              description: "បញ្ជូនចរាចរណ៍អ៊ីនធឺណិតទាំងអស់តាមជញ្ជាំងការពារតែមួយ នៅការិយាល័យកណ្ដាល ឬនៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើង។",
            },
            en: {
              title: "Central internet and security",
              description:
                "Send internet traffic through one managed firewall at head office or in our data centre.",
            },
            zh: {
              title: "集中上网与安全",
              description: "所有上网流量统一经过总部或我们数据中心的托管防火墙。",
            },
          },
        },
        {
          data: { titleIcon: icon("biz-icon-headset.svg") },
          text: {
            km: {
              title: "គ្រប់គ្រងពេញលេញ",
              description: "យើងផ្គត់ផ្គង់ កំណត់រចនាសម្ព័ន្ធ និងតាមដានរ៉ោតទ័រនៅគ្រប់ទីតាំង។",
            },
            en: {
              title: "Fully managed",
              description: "We supply, configure and monitor the router at every site.",
            },
            zh: { title: "全托管服务", description: "每个站点的路由器由我们提供、配置和监控。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      backgroundColor: "#f5edfb",
      text: {
        km: { title: "បណ្ដាញដែលធនាគារ និងហាងលក់រាយទុកចិត្ត" },
        en: { title: "The network banks and retailers rely on" },
        zh: { title: "银行和零售企业信赖的网络" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-branches.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "ពីការិយាល័យពីរ ដល់សាខាពីររយ",
              subTitle: "គ្របដណ្ដប់គ្រប់ ២៥ រាជធានី-ខេត្ត",
              content:
                "<p>ធនាគារ គ្រឹះស្ថានមីក្រូហិរញ្ញវត្ថុ ហាងលក់រាយជាខ្សែសង្វាក់ និងអង្គការមិនមែនរដ្ឋាភិបាល ប្រើបណ្ដាញ MPLS របស់យើងដើម្បីដំណើរការប្រព័ន្ធស្នូល ការទូទាត់តាមកាត កាមេរ៉ាសុវត្ថិភាព និងទូរស័ព្ទ តាមការតភ្ជាប់តែមួយសម្រាប់សាខានីមួយៗ។</p>" +
                "<ul><li>ខ្សែកាបអុបទិកនៅកន្លែងដែលមាន និងខ្សែឥតខ្សែមានអាជ្ញាប័ណ្ណ ឬ 4G ជាខ្សែបម្រុងនៅកន្លែងផ្សេងទៀត</li>" +
                "<li>ប្លង់បណ្ដាញ និងផែនការអាសយដ្ឋាន រៀបចំដោយវិស្វកររបស់យើង</li>" +
                "<li>របាយការណ៍ប្រចាំខែ តាមទីតាំង និងតាមថ្នាក់ចរាចរណ៍</li></ul>",
              imageAlt: "ចំណុចសាខាពណ៌ស្វាយជាច្រើនភ្ជាប់គ្នាដោយខ្សែចំណុចៗ និងខ្សែពណ៌មាស ជុំវិញចំណុចកណ្ដាលពណ៌មាស",
            },
            en: {
              title: "From two offices to two hundred branches",
              subTitle: "Coverage in all 25 provinces",
              content:
                "<p>Banks, microfinance institutions, retail chains and NGOs use our MPLS network to run core systems, card payments, CCTV and phones over one connection per branch.</p>" +
                "<ul><li>Fiber where available, with licensed wireless or 4G backup elsewhere</li>" +
                "<li>Network design and addressing plan prepared by our engineers</li>" +
                "<li>Monthly reports per site and per traffic class</li></ul>",
              imageAlt: "Purple branch nodes joined by dotted and gold lines around a gold central hub",
            },
            zh: {
              title: "从两间办公室到两百个网点",
              subTitle: "覆盖全国 25 个省市",
              content:
                "<p>银行、小额信贷机构、连锁零售企业和非政府组织借助我们的 MPLS 网络，以每个网点一条线路承载核心系统、刷卡支付、监控和电话。</p>" +
                "<ul><li>有光纤处用光纤，其他地点以持牌无线或 4G 作为备份</li>" +
                "<li>由我们的工程师制定网络设计和地址规划</li>" +
                "<li>按站点和流量等级提供月度报告</li></ul>",
              imageAlt: "多个紫色分支节点通过虚线和金色线条与中央金色枢纽相连",
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
          title: "តម្លៃ MPLS",
          description:
            "តម្លៃប្រចាំខែជាដុល្លារអាមេរិក មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម សម្រាប់កិច្ចសន្យា ៣៦ ខែ។ ដំឡើងឥតគិតថ្លៃនៅទីរួមខេត្តដែលមានខ្សែកាបអុបទិករំដួលណិត។",
        },
        en: {
          title: "MPLS prices",
          description:
            "Monthly prices in USD, excluding VAT, on a 36-month contract. Installation is free in provincial towns on Romdoul Net fiber.",
        },
        zh: {
          title: "MPLS 价格",
          description: "月费以美元计，不含增值税，合约期 36 个月。在已覆盖隆都网络光纤的省会城市免费安装。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=351",
            showButton: true,
            productId: 351,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "MPLS Branch 10",
              subTitle: "១០ Mbps សម្រាប់ទីតាំងនីមួយៗ",
              description:
                "<ul><li>រ៉ោតទ័រដែលយើងគ្រប់គ្រងជូន</li><li>ថ្នាក់សេវាពីរកម្រិត</li><li>ជម្រើសខ្សែបម្រុង 4G</li></ul>",
              priceDescription: "$120 / ទីតាំង / ខែ",
              recommendedFor: "សាខាតូច និងចំណុចផ្ដល់សេវា",
            },
            en: {
              title: "MPLS Branch 10",
              subTitle: "10 Mbps per site",
              description:
                "<ul><li>Managed router</li><li>Two classes of service</li><li>4G backup option</li></ul>",
              priceDescription: "$120 / site / month",
              recommendedFor: "Small branches and service points",
            },
            zh: {
              title: "MPLS Branch 10",
              subTitle: "每站点 10 Mbps",
              description: "<ul><li>托管路由器</li><li>两个服务等级</li><li>可选 4G 备份</li></ul>",
              priceDescription: "$120 / 站点 / 月",
              recommendedFor: "小型网点和服务点",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=352",
            showButton: true,
            productId: 352,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "MPLS Branch 30",
              subTitle: "៣០ Mbps សម្រាប់ទីតាំងនីមួយៗ",
              description:
                "<ul><li>រ៉ោតទ័រដែលយើងគ្រប់គ្រងជូន</li><li>ថ្នាក់សេវាបួនកម្រិត</li><li>រួមបញ្ចូលខ្សែបម្រុងឥតខ្សែ</li></ul>",
              priceDescription: "$220 / ទីតាំង / ខែ",
              recommendedFor: "សាខាមមាញឹក និងការិយាល័យប្រចាំតំបន់",
            },
            en: {
              title: "MPLS Branch 30",
              subTitle: "30 Mbps per site",
              description:
                "<ul><li>Managed router</li><li>Four classes of service</li><li>Wireless backup included</li></ul>",
              priceDescription: "$220 / site / month",
              recommendedFor: "Busy branches and regional offices",
            },
            zh: {
              title: "MPLS Branch 30",
              subTitle: "每站点 30 Mbps",
              description: "<ul><li>托管路由器</li><li>四个服务等级</li><li>含无线备份</li></ul>",
              priceDescription: "$220 / 站点 / 月",
              recommendedFor: "业务繁忙的网点和地区办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=353",
            showButton: true,
            productId: 353,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "MPLS Hub 100",
              subTitle: "១០០ Mbps សម្រាប់ការិយាល័យកណ្ដាល ឬមជ្ឈមណ្ឌលទិន្នន័យ",
              description:
                "<ul><li>រ៉ោតទ័រពីរគ្រឿងបម្រុងគ្នា</li><li>ខ្សែកាបអុបទិកតាមផ្លូវខុសគ្នា</li><li>ជម្រើសចេញអ៊ីនធឺណិតពីចំណុចកណ្ដាល</li></ul>",
              priceDescription: "$480 / ខែ",
              recommendedFor: "ការិយាល័យកណ្ដាល និងមជ្ឈមណ្ឌលទិន្នន័យ",
            },
            en: {
              title: "MPLS Hub 100",
              subTitle: "100 Mbps for head office or a data centre",
              description:
                "<ul><li>Redundant pair of routers</li><li>Diverse fiber route</li><li>Central internet breakout option</li></ul>",
              priceDescription: "$480 / month",
              recommendedFor: "Head offices and data centres",
            },
            zh: {
              title: "MPLS Hub 100",
              subTitle: "总部或数据中心 100 Mbps",
              description: "<ul><li>双路由器冗余</li><li>异路由光纤</li><li>可选集中互联网出口</li></ul>",
              priceDescription: "$480 / 月",
              recommendedFor: "总部和数据中心",
            },
          },
        },
      ],
    },
    {
      type: "CustomerReviews",
      text: {
        km: { title: "អតិថិជនដែលប្រើ MPLS របស់យើង" },
        en: { title: "Customers on our MPLS network" },
        zh: { title: "MPLS 客户的声音" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              customerName: "សុខ ដារា · ប្រធានផ្នែកព័ត៌មានវិទ្យា គ្រឹះស្ថានមីក្រូហិរញ្ញវត្ថុសង្គម",
              district: "ដូនពេញ រាជធានីភ្នំពេញ",
              content:
                "យើងដំណើរការសាខាចំនួន ៤៦ លើបណ្ដាញ MPLS របស់រំដួលណិត។ ប្រព័ន្ធធនាគារស្នូលរបស់យើងឆ្លើយតបលឿនដូចគ្នា ទាំងនៅស្ទឹងត្រែង និងនៅភ្នំពេញ ហើយសាខាថ្មីអាចដំណើរការបានក្នុងរយៈពេលមិនដល់ពីរសប្ដាហ៍។",
            },
            en: {
              customerName: "Sok Dara · Head of IT, Sangkum Microfinance",
              district: "Daun Penh, Phnom Penh",
              content:
                "We run 46 branches on Romdoul Net MPLS. Our core banking system responds just as fast in Stung Treng as in Phnom Penh, and new branches go live in under two weeks.",
            },
            zh: {
              customerName: "Sok Dara · Sangkum 小额信贷 IT 主管",
              district: "金边隆边区",
              content:
                "我们的 46 个网点都运行在隆都网络 MPLS 上。核心银行系统在上丁和在金边一样快，新网点不到两周即可开通。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "ហេង ប៊ុនធឿន · នាយកប្រតិបត្តិការ ផ្កាយម៉ាត",
              district: "សែនសុខ រាជធានីភ្នំពេញ",
              content:
                "ហាងលក់ទំនិញខ្នាតតូចទាំង ១៨ របស់យើង បញ្ជូនទិន្នន័យលក់ និងស្តុកទៅការិយាល័យកណ្ដាលរៀងរាល់នាទី។ ការផ្ដល់អាទិភាពខ្ពស់បំផុតដល់ការទូទាត់តាមកាត បានបញ្ចប់ការតម្រង់ជួររង់ចាំនៅកន្លែងគិតលុយ។",
            },
            en: {
              customerName: "Heng Bunthoeun · Operations Director, Phkay Mart",
              district: "Sen Sok, Phnom Penh",
              content:
                "Our 18 mini-marts send sales and stock data to head office every minute. Giving card payments top priority ended the queues at our checkouts.",
            },
            zh: {
              customerName: "Heng Bunthoeun · Phkay Mart 运营总监",
              district: "金边森速区",
              content:
                "我们的 18 家便利店每分钟都把销售和库存数据传回总部。把刷卡支付设为最高优先级后，收银台再也不排长队了。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              customerName: "លី សុវណ្ណារី · អ្នកគ្រប់គ្រងព័ត៌មានវិទ្យា រោងចក្រកាត់ដេរសុវណ្ណ",
              district: "ពោធិ៍សែនជ័យ រាជធានីភ្នំពេញ",
              content:
                "រោងចក្ររបស់យើង ឃ្លាំងនៅកំពង់ស្ពឺ និងការិយាល័យលក់ ប្រើបណ្ដាញតែមួយ។ ការហៅជាវីដេអូជាមួយអ្នកទិញនៅបរទេសនៅតែច្បាស់ ទោះបីប្រព័ន្ធផលិតកម្មកំពុងមមាញឹកក៏ដោយ។",
            },
            en: {
              customerName: "Ly Sovannary · IT Manager, Sovann Garment Factory",
              district: "Por Senchey, Phnom Penh",
              content:
                "Our factory, the warehouse in Kampong Speu and the sales office share one network. Video calls with overseas buyers stay clear even when the production system is busy.",
            },
            zh: {
              customerName: "Ly Sovannary · Sovann 制衣厂 IT 经理",
              district: "金边波森芷区",
              content:
                "我们的工厂、磅士卑仓库和销售办公室共用一张网络。即使生产系统繁忙，与海外买家的视频通话依然清晰。",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/enterprise_network/vpls: layer-2 multipoint Ethernet. */
export const vpls: SeedPage = {
  id: "Vpls",
  text: pageTitle("Vpls"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "បណ្ដាញមូលដ្ឋានឯកជននិម្មិត VPLS" },
        en: { title: "VPLS" },
        zh: { title: "VPLS 虚拟专用局域网" },
      },
      items: [
        {
          data: { ...networkBanner, banner: { actionUrl: "#contact" }, showButton: true },
          text: {
            km: {
              bannerTitle: "បណ្ដាញក្នុងការិយាល័យរបស់អ្នក ពង្រីកទូទាំងប្រទេស",
              bannerDescription:
                "VPLS ភ្ជាប់ទីតាំងរបស់អ្នកនៅកម្រិត Ethernet ដូច្នេះម៉ាស៊ីនមេ ឧបករណ៍ផ្ទុកទិន្នន័យ និងទូរស័ព្ទ ដំណើរការហាក់ដូចជានៅក្នុងអគារតែមួយ។",
              title: "ស្នើសុំការរចនា",
              imageAlt: networkBannerAlt.km,
            },
            en: {
              bannerTitle: "Your office network, stretched across the country",
              bannerDescription:
                "VPLS connects your sites at Ethernet level, so servers, storage and phones work as if they were in one building.",
              title: "Ask for a design",
              imageAlt: networkBannerAlt.en,
            },
            zh: {
              bannerTitle: "把办公网络延伸到全国",
              bannerDescription:
                "VPLS 在以太网层连接您的各个站点，服务器、存储和电话就像在同一栋楼里一样工作。",
              title: "申请方案设计",
              imageAlt: networkBannerAlt.zh,
            },
          },
        },
      ],
    },
    {
      type: "PlainText",
      anchor: "how-vpls-works",
      text: {
        km: { title: "VPLS ដំណើរការយ៉ាងដូចម្ដេច" },
        en: { title: "How VPLS works" },
        zh: { title: "VPLS 如何运作" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              content:
                "<p>ជាមួយ VPLS ទីតាំងនីមួយៗភ្ជាប់ទៅអ្វីដែលដំណើរការដូចឧបករណ៍ប្ដូរបណ្ដាញធំតែមួយ។ ឧបករណ៍រក្សាអាសយដ្ឋានដដែល VLAN ពង្រីករវាងអគារ ហើយក្រុមការងាររបស់អ្នកនៅតែគ្រប់គ្រងការកំណត់ផ្លូវបណ្ដាញដោយខ្លួនឯង។</p>" +
                "<h3>ការប្រើប្រាស់ទូទៅ</h3>" +
                "<ul><li>ការចម្លងទិន្នន័យភ្លាមៗ រវាងមជ្ឈមណ្ឌលទិន្នន័យចម្បង និងមជ្ឈមណ្ឌលស្ដារប្រព័ន្ធពេលមានគ្រោះ</li>" +
                "<li>ការផ្លាស់ម៉ាស៊ីននិម្មិតរវាងទីតាំង ដោយមិនប្ដូរអាសយដ្ឋាន IP</li>" +
                "<li>បណ្ដាញសំឡេង និងកាមេរ៉ាសុវត្ថិភាពតែមួយ សម្រាប់បរិវេណសាលា កំពង់ផែ ឬតំបន់ឧស្សាហកម្ម</li>" +
                '<li>ការតភ្ជាប់ទៅទូម៉ាស៊ីនមេរបស់អ្នក នៅ<a href="/business/data_center">មជ្ឈមណ្ឌលទិន្នន័យរបស់យើង</a>ក្នុងភ្នំពេញ</li></ul>',
            },
            en: {
              content:
                "<p>With VPLS, every site plugs into what behaves like one big network switch. Devices keep their addresses, VLANs stretch between buildings, and your own team stays in control of routing.</p>" +
                "<h3>Common uses</h3>" +
                "<ul><li>Real-time replication between a primary and a disaster recovery data centre</li>" +
                "<li>Moving virtual machines between sites without changing IP addresses</li>" +
                "<li>One voice and CCTV network for a campus, port or industrial zone</li>" +
                '<li>Connecting to your racks in <a href="/business/data_center">our Phnom Penh data centre</a></li></ul>',
            },
            zh: {
              content:
                "<p>使用 VPLS，每个站点都接入一个如同大型交换机的网络。设备保留原有地址，VLAN 跨楼宇延伸，路由仍由您自己的团队掌控。</p>" +
                "<h3>常见用途</h3>" +
                "<ul><li>主数据中心与灾备数据中心之间的实时数据同步</li>" +
                "<li>在站点之间迁移虚拟机而无需更改 IP 地址</li>" +
                "<li>为园区、港口或工业区构建统一的语音和监控网络</li>" +
                '<li>连接您在<a href="/business/data_center">我们金边数据中心</a>的机柜</li></ul>',
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      backgroundColor: "#f5edfb",
      optionType: CHECKS_OPTION,
      text: {
        km: { title: "លក្ខណៈបច្ចេកទេសសំខាន់ៗ" },
        en: { title: "Technical highlights" },
        zh: { title: "技术亮点" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "VLAN រហូតដល់ ៤ ០០០ ឆ្លងកាត់ដោយមិនកែប្រែ",
              description: "រក្សាប្លង់ VLAN ដែលមានស្រាប់ នៅគ្រប់ទីតាំង។",
            },
            en: {
              title: "Up to 4,000 VLANs, carried transparently",
              description: "Keep your existing VLAN plan at every site.",
            },
            zh: { title: "透明传送多达 4,000 个 VLAN", description: "所有站点沿用现有 VLAN 规划。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ស៊ុមទិន្នន័យធំរហូតដល់ ៩ ០០០ បៃ",
              description: "មានប្រសិទ្ធភាពសម្រាប់ការចម្លង និងការបម្រុងទុកទិន្នន័យ។",
            },
            en: {
              title: "Jumbo frames up to 9,000 bytes",
              description: "Efficient for storage replication and backups.",
            },
            zh: { title: "支持最大 9,000 字节巨型帧", description: "存储同步和备份更高效。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ច្រកពី ១០០ Mbps ដល់ ១០ Gbps",
              description: "ទីតាំងនីមួយៗមានល្បឿនតាមតម្រូវការជាក់ស្ដែង។",
            },
            en: {
              title: "Ports from 100 Mbps to 10 Gbps",
              description: "Each site sized to what it really needs.",
            },
            zh: { title: "端口速率 100 Mbps 至 10 Gbps", description: "每个站点按实际需求配置。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "បន្ថែមទីតាំងដោយមិនចាំបាច់រចនាឡើងវិញ",
              description: "ទីតាំងថ្មីចូលរួមក្នុងបណ្ដាញដដែល ក្នុងរយៈពេលប៉ុន្មានថ្ងៃ។",
            },
            en: {
              title: "Add sites without a redesign",
              description: "New locations join the same network in days.",
            },
            zh: { title: "新增站点无需重新设计", description: "新站点数天内即可加入同一网络。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "គាំទ្រគ្រប់ពិធីការ មិនមែនតែ IP ទេ",
              description: "ដឹកជញ្ជូនពិធីការផ្ទុកទិន្នន័យ ពិធីការឧស្សាហកម្ម និងពិធីការចាស់ៗ។",
            },
            en: {
              title: "Any protocol, not just IP",
              description: "Carry storage, industrial and legacy protocols.",
            },
            zh: { title: "支持任意协议，不限于 IP", description: "可承载存储、工业控制及传统协议。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "SLA ៩៩,៩៥% ជាមួយផ្លូវបម្រុង",
              description: "ចរាចរណ៍ប្ដូរទៅផ្លូវទីពីរដោយស្វ័យប្រវត្តិ ប្រសិនបើខ្សែកាបអុបទិកដាច់។",
            },
            en: {
              title: "99.95% SLA with protected paths",
              description: "Traffic moves to a second route automatically if a fiber is cut.",
            },
            zh: { title: "保护路径下 99.95% SLA", description: "光纤中断时流量自动切换到第二条路由。" },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      anchor: "disaster-recovery",
      text: {
        km: { title: "VPLS សម្រាប់និរន្តរភាពអាជីវកម្ម" },
        en: { title: "VPLS for business continuity" },
        zh: { title: "VPLS 助力业务连续性" },
      },
      items: [
        {
          data: {
            image: panelImage("biz-panel-lan.svg"),
            imageLocation: "right",
            actionUrl: "#contact",
            showButton: true,
          },
          text: {
            km: {
              title: "ការស្ដារប្រព័ន្ធពេលមានគ្រោះ ដោយងាយស្រួល",
              subTitle: "ចម្លងទិន្នន័យរវាងភ្នំពេញ និងទីតាំងទីពីរ",
              content:
                "<p>ភ្ជាប់ម៉ាស៊ីនមេចម្បងរបស់អ្នកទៅទីតាំងស្ដារប្រព័ន្ធ នៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើង ឬរបស់អ្នកផ្ទាល់ តាម VPLS ល្បឿន ១ ឬ ១០ Gbps។ ទិន្នន័យត្រូវបានចម្លងជាបន្តបន្ទាប់ ហើយប្រសិនបើទីតាំងចម្បងមានបញ្ហា ប្រព័ន្ធរបស់អ្នកចាប់ផ្ដើមដំណើរការនៅទីតាំងទីពីរ ដោយប្រើអាសយដ្ឋានដដែល។</p>" +
                "<ul><li>ពេលពន្យារតិចជាង ២ មិល្លីវិនាទី ក្នុងរាជធានីភ្នំពេញ</li>" +
                "<li>វិស្វកររបស់យើងជួយធ្វើតេស្តស្ដារប្រព័ន្ធ ពីរដងក្នុងមួយឆ្នាំ</li>" +
                "<li>រចនាឡើងដើម្បីជួយបំពេញតាមគោលការណ៍ណែនាំស្ដីពីនិរន្តរភាពអាជីវកម្មរបស់ធនាគារជាតិនៃកម្ពុជា</li></ul>",
              imageAlt: "អគារពណ៌ស្វាយពីរភ្ជាប់គ្នាដោយស្ពានពណ៌មាសដែលដឹកកញ្ចប់ទិន្នន័យ និងមានឧបករណ៍ប្ដូរបណ្ដាញនៅខាងក្រោម",
            },
            en: {
              title: "Disaster recovery made simple",
              subTitle: "Replicate between Phnom Penh and a second site",
              content:
                "<p>Link your main servers to a recovery site, in our data centre or your own, over a 1 or 10 Gbps VPLS. Storage replicates continuously, and if the main site goes down your systems start at the second site with the same addresses.</p>" +
                "<ul><li>Latency under 2 ms within Phnom Penh</li>" +
                "<li>Recovery tests supported by our engineers twice a year</li>" +
                "<li>Designed to help you meet the National Bank of Cambodia's business continuity guidelines</li></ul>",
              imageAlt:
                "Two purple buildings joined by a gold bridge carrying data packets, with a network switch below",
            },
            zh: {
              title: "轻松实现灾备",
              subTitle: "在金边与第二站点之间同步数据",
              content:
                "<p>通过 1 或 10 Gbps 的 VPLS，将主服务器连接到位于我们数据中心或您自有机房的灾备站点。存储数据持续同步，主站点故障时，系统可在第二站点以相同地址启动。</p>" +
                "<ul><li>金边市内时延低于 2 毫秒</li>" +
                "<li>工程师每年协助进行两次灾备演练</li>" +
                "<li>有助于满足柬埔寨国家银行的业务连续性指引</li></ul>",
              imageAlt: "两栋紫色建筑由承载数据包的金色桥梁相连，下方是一台网络交换机",
            },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};

/** /business/cloud_direct_connect: private links to public clouds. */
export const cloudDirectConnect: SeedPage = {
  id: "CloudDirectConnect",
  text: pageTitle("CloudDirectConnect"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ការតភ្ជាប់ផ្ទាល់ទៅក្លោដ" },
        en: { title: "Cloud direct connect" },
        zh: { title: "云专线直连" },
      },
      items: [
        {
          data: {
            image: webBanner("biz-direct-connect-web.svg"),
            mobileImage: mobileBanner("biz-direct-connect-mobile.svg"),
            banner: { actionUrl: "#prices" },
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ផ្លូវឯកជនទៅកាន់ក្លោដរបស់អ្នក",
              bannerDescription:
                "ភ្ជាប់ការិយាល័យ ឬមជ្ឈមណ្ឌលទិន្នន័យរបស់អ្នកទៅ AWS, Microsoft Azure, Google Cloud និង Huawei Cloud តាមខ្សែឯកជន មិនមែនតាមអ៊ីនធឺណិតសាធារណៈ។",
              title: "មើលតម្លៃ",
              imageAlt: "អគារពណ៌ស្វាយភ្ជាប់ទៅពពកដោយធ្នឹមពណ៌មាសត្រង់ ខណៈខ្សែចំណុចៗរញ៉េរញ៉ៃនៅខាងលើតំណាងឱ្យអ៊ីនធឺណិតសាធារណៈ",
            },
            en: {
              bannerTitle: "A private road to your cloud",
              bannerDescription:
                "Connect your office or data centre to AWS, Microsoft Azure, Google Cloud and Huawei Cloud over a dedicated link instead of the public internet.",
              title: "See prices",
              imageAlt:
                "A purple building linked to a cloud by a straight gold beam, with a tangled dotted line above it for the public internet",
            },
            zh: {
              bannerTitle: "通往云端的专属通道",
              bannerDescription:
                "通过专线而非公共互联网，将您的办公室或数据中心连接到 AWS、Microsoft Azure、Google Cloud 和华为云。",
              title: "查看价格",
              imageAlt: "紫色大楼与云之间由一道笔直的金色光束相连，上方一条杂乱的虚线代表公共互联网",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "ហេតុអ្វីត្រូវតភ្ជាប់ដោយផ្ទាល់?" },
        en: { title: "Why connect directly?" },
        zh: { title: "为什么要直连？" },
      },
      items: [
        {
          data: { image: panelImage("biz-panel-direct.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "ផ្លូវផ្ទាល់ខ្លួនរបស់អ្នកទៅកាន់ក្លោដ",
              subTitle: "ពីភ្នំពេញទៅតំបន់ក្លោដនៅសិង្ហបុរី និងបាងកក",
              content:
                "<p>តាមអ៊ីនធឺណិត ផ្លូវទៅកាន់ក្លោដរបស់អ្នកផ្លាស់ប្ដូរពីមួយម៉ោងទៅមួយម៉ោង។ សេវាតភ្ជាប់ផ្ទាល់ទៅក្លោដ ផ្ដល់ឱ្យអ្នកនូវខ្សែឯកជនថេរ ពីទីតាំងរបស់អ្នកទៅកាន់ចំណុចតភ្ជាប់របស់អ្នកផ្ដល់សេវាក្លោដ ជាមួយកម្រិតបញ្ជូនដែលបម្រុងទុកសម្រាប់អ្នក។</p>" +
                "<ul><li>ពេលពន្យារថេរ សម្រាប់មូលដ្ឋានទិន្នន័យ ERP និងកុំព្យូទ័រនិម្មិត</li>" +
                "<li>ចរាចរណ៍មិនឆ្លងកាត់អ៊ីនធឺណិតសាធារណៈឡើយ</li>" +
                "<li>អ្នកផ្ដល់សេវាក្លោដជាធម្មតាគិតថ្លៃទាបជាង សម្រាប់ទិន្នន័យដែលបញ្ជូនតាមការតភ្ជាប់ផ្ទាល់</li></ul>",
              imageAlt: "អគារដែលមានបង្អួចភ្លឺពណ៌មាស ភ្ជាប់ទៅពពកពណ៌ស្វាយដោយធ្នឹមពណ៌មាសដែលមានសញ្ញាព្រួញ",
            },
            en: {
              title: "Your own lane to the cloud",
              subTitle: "From Phnom Penh to cloud regions in Singapore and Bangkok",
              content:
                "<p>Over the internet, the path to your cloud changes from hour to hour. Cloud direct connect gives you a fixed, private circuit from your site to the cloud provider's on-ramp, with capacity reserved for you.</p>" +
                "<ul><li>Steady latency for databases, ERP and virtual desktops</li>" +
                "<li>Traffic never crosses the public internet</li>" +
                "<li>Cloud providers usually charge less for data sent over a direct connection</li></ul>",
              imageAlt:
                "A building with gold-lit windows joined to a purple cloud by a gold beam marked with chevrons",
            },
            zh: {
              title: "您专属的上云通道",
              subTitle: "从金边直达新加坡和曼谷的云区域",
              content:
                "<p>经由互联网访问云端，路径时刻在变。云专线直连为您提供从站点到云服务商接入点的固定专用电路，带宽专属预留。</p>" +
                "<ul><li>数据库、ERP 和云桌面时延稳定</li>" +
                "<li>流量绝不经过公共互联网</li>" +
                "<li>云服务商对经专线传输的数据通常收费更低</li></ul>",
              imageAlt: "亮着金色窗户的大楼通过一道带箭头标记的金色光束与紫色云朵相连",
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
          title: "តម្លៃការតភ្ជាប់ផ្ទាល់ទៅក្លោដ",
          description:
            "តម្លៃប្រចាំខែជាដុល្លារអាមេរិក មិនទាន់រួមបញ្ចូលអាករលើតម្លៃបន្ថែម សម្រាប់កិច្ចសន្យា ១២ ខែ។ ថ្លៃច្រក និងថ្លៃបញ្ជូនទិន្នន័យរបស់អ្នកផ្ដល់សេវាក្លោដ ត្រូវគិតដោយអ្នកផ្ដល់សេវានោះ។",
        },
        en: {
          title: "Cloud direct connect prices",
          description:
            "Monthly prices in USD, excluding VAT, on a 12-month contract. Cloud provider port and data transfer fees are billed by the provider.",
        },
        zh: {
          title: "云专线直连价格",
          description:
            "月费以美元计，不含增值税，合约期 12 个月。云服务商的端口费和数据传输费由云服务商另行收取。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=411",
            showButton: true,
            productId: 411,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Cloud Connect 50",
              subTitle: "៥០ Mbps ទៅក្លោដមួយ",
              description:
                "<ul><li>ច្រកទៅ AWS, Microsoft Azure, Google Cloud ឬ Huawei Cloud</li><li>ប្រគល់ការតភ្ជាប់នៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើង ឬនៅការិយាល័យរបស់អ្នក</li><li>SLA ៩៩,៩%</li></ul>",
              priceDescription: "$260 / ខែ",
              recommendedFor: "ការិយាល័យដែលដំណើរការ ERP ឬម៉ាស៊ីនមេឯកសារលើក្លោដ",
            },
            en: {
              title: "Cloud Connect 50",
              subTitle: "50 Mbps to one cloud",
              description:
                "<ul><li>Port to AWS, Microsoft Azure, Google Cloud or Huawei Cloud</li><li>Hand-off in our data centre or at your office</li><li>99.9% SLA</li></ul>",
              priceDescription: "$260 / month",
              recommendedFor: "Offices running ERP or file servers in the cloud",
            },
            zh: {
              title: "Cloud Connect 50",
              subTitle: "50 Mbps 连接一朵云",
              description:
                "<ul><li>可接入 AWS、Microsoft Azure、Google Cloud 或华为云</li><li>在我们的数据中心或您的办公室交付</li><li>99.9% SLA</li></ul>",
              priceDescription: "$260 / 月",
              recommendedFor: "在云上运行 ERP 或文件服务器的办公室",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=412",
            showButton: true,
            productId: 412,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Cloud Connect 200",
              subTitle: "២០០ Mbps ទៅក្លោដមួយ ឬពីរ",
              description:
                "<ul><li>បែងចែកកម្រិតបញ្ជូនទៅក្លោដពីរ</li><li>ប្ដូរល្បឿនម្ដងក្នុងមួយខែដោយមិនគិតថ្លៃ</li><li>SLA ៩៩,៩៥%</li></ul>",
              priceDescription: "$690 / ខែ",
              recommendedFor: "ក្រុមហ៊ុនដែលប្រើក្លោដចម្រុះ",
            },
            en: {
              title: "Cloud Connect 200",
              subTitle: "200 Mbps to one or two clouds",
              description:
                "<ul><li>Split capacity across two clouds</li><li>Change speed once a month at no charge</li><li>99.95% SLA</li></ul>",
              priceDescription: "$690 / month",
              recommendedFor: "Companies with a hybrid cloud",
            },
            zh: {
              title: "Cloud Connect 200",
              subTitle: "200 Mbps 连接一至两朵云",
              description:
                "<ul><li>带宽可分配给两朵云</li><li>每月可免费调整一次速率</li><li>99.95% SLA</li></ul>",
              priceDescription: "$690 / 月",
              recommendedFor: "采用混合云的企业",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=413",
            showButton: true,
            productId: 413,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "Cloud Connect 1G",
              subTitle: "១ Gbps ខ្សែពីរបម្រុងគ្នា",
              description:
                "<ul><li>ខ្សែពីរតាមផ្លូវខុសគ្នា</li><li>BGP ជាមួយរ៉ោតទ័រក្លោដរបស់អ្នក</li><li>SLA ៩៩,៩៩% សម្រាប់ខ្សែទាំងពីរ</li></ul>",
              priceDescription: "$1,800 / ខែ",
              recommendedFor: "ធនាគារ និងសហគ្រាសធំៗ",
            },
            en: {
              title: "Cloud Connect 1G",
              subTitle: "1 Gbps, redundant pair",
              description:
                "<ul><li>Two circuits on diverse routes</li><li>BGP with your cloud routers</li><li>99.99% SLA on the pair</li></ul>",
              priceDescription: "$1,800 / month",
              recommendedFor: "Banks and large enterprises",
            },
            zh: {
              title: "Cloud Connect 1G",
              subTitle: "1 Gbps 双线冗余",
              description:
                "<ul><li>两条异路由电路</li><li>与您的云路由器建立 BGP</li><li>双线整体 99.99% SLA</li></ul>",
              priceDescription: "$1,800 / 月",
              recommendedFor: "银行和大型企业",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      backgroundColor: "#f5edfb",
      optionType: CHECKS_OPTION,
      text: {
        km: { title: "អត្ថប្រយោជន៍" },
        en: { title: "Benefits" },
        zh: { title: "优势" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "ពេលពន្យារថេរ",
              description: "ជាធម្មតាតិចជាង ៣៥ មិល្លីវិនាទី ពីភ្នំពេញទៅតំបន់ក្លោដនៅសិង្ហបុរី។",
            },
            en: {
              title: "Consistent latency",
              description: "Typically under 35 ms from Phnom Penh to cloud regions in Singapore.",
            },
            zh: { title: "时延稳定", description: "从金边到新加坡云区域通常低于 35 毫秒。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ថ្លៃបញ្ជូនទិន្នន័យទាបជាង",
              description: "អ្នកផ្ដល់សេវាក្លោដគិតថ្លៃទាបជាង សម្រាប់ទិន្នន័យដែលចេញតាមការតភ្ជាប់ផ្ទាល់។",
            },
            en: {
              title: "Lower data transfer fees",
              description: "Cloud providers charge reduced rates for data leaving over a direct connection.",
            },
            zh: { title: "更低的数据传输费", description: "经专线出云的数据，云服务商按优惠费率计费。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ឯកជន និងមានសុវត្ថិភាព",
              description: "ទិន្នន័យរបស់អ្នកមិនឆ្លងកាត់អ៊ីនធឺណិតសាធារណៈ ពីចុងម្ខាងដល់ចុងម្ខាង។",
            },
            en: {
              title: "Private and secure",
              description: "Your data stays off the public internet end to end.",
            },
            zh: { title: "私密安全", description: "数据端到端不经过公共互联网。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ក្លោដច្រើនពីច្រកតែមួយ",
              description: "ភ្ជាប់ទៅអ្នកផ្ដល់សេវាក្លោដច្រើន ពីការតភ្ជាប់តែមួយនៅទីតាំងរបស់អ្នក។",
            },
            en: {
              title: "Multi-cloud from one port",
              description: "Reach several cloud providers from a single connection at your site.",
            },
            zh: { title: "一个端口连接多朵云", description: "在您的站点通过一条连接即可访问多家云服务商。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ល្បឿនបត់បែន",
              description: "ប្ដូរកម្រិតបញ្ជូនជារៀងរាល់ខែ តាមការប្រើប្រាស់ក្លោដដែលកើនឡើង។",
            },
            en: {
              title: "Flexible speeds",
              description: "Change bandwidth monthly as your cloud use grows.",
            },
            zh: { title: "速率灵活", description: "随云上业务增长按月调整带宽。" },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "តាមដាន ២៤/៧",
              description: "មជ្ឈមណ្ឌលប្រតិបត្តិការបណ្ដាញរបស់យើង តាមដានចុងទាំងពីរនៃរាល់ការតភ្ជាប់។",
            },
            en: { title: "Monitored 24/7", description: "Our NOC watches both ends of every connection." },
            zh: { title: "24/7 监控", description: "NOC 对每条连接的两端进行监控。" },
          },
        },
      ],
    },
    salesContactForm(),
  ],
};
