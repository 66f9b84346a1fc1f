import type { SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";
import {
  bannerLinks,
  device,
  icon,
  LIGHT_BACKGROUND,
  mobileBanner,
  panel,
  promo,
  webBanner,
} from "./personal-sme-media";

/** FTTR ("/personal/fttr"): fiber to every room, plans, how it works, equipment and offers. */
export const fttrPage: SeedPage = {
  id: "Fttr",
  text: pageTitle("Fttr"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "FTTR ខ្សែកាបអុបទិកដល់គ្រប់បន្ទប់" },
        en: { title: "FTTR fiber to the room" },
        zh: { title: "FTTR 全屋光纤" },
      },
      items: [
        {
          data: {
            image: webBanner("home-fttr-web.svg"),
            mobileImage: mobileBanner("home-fttr-mobile.svg"),
            banner: bannerLinks("/personal/fttr#plans"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "Wi-Fi ល្បឿនពេញលេញ នៅគ្រប់បន្ទប់ក្នុងផ្ទះ",
              bannerDescription:
                "FTTR នាំខ្សែកាបអុបទិកដល់បន្ទប់នីមួយៗ ដូច្នេះបន្ទប់គេង បន្ទប់ធ្វើការ និងជាន់ខាងលើ ទទួលបានល្បឿនដូចគ្នានឹងរ៉ោតទ័រមេ។ ចាប់ពី $10 / ខែ។",
              title: "មើលកញ្ចប់ FTTR",
              imageAlt: "គំនូរផ្ទះមានបួនបន្ទប់ ដែលខ្សែកាបអុបទិកពណ៌មាសភ្ជាប់ទៅឧបករណ៍ Wi-Fi ក្នុងបន្ទប់នីមួយៗ",
            },
            en: {
              bannerTitle: "Full-speed Wi-Fi in every room",
              bannerDescription:
                "FTTR brings fiber to each room, so bedrooms, the home office and upper floors get the same speed as the main router. From $10 a month.",
              title: "See FTTR plans",
              imageAlt: "A four-room house with gold fiber lines running to a Wi-Fi unit in each room",
            },
            zh: {
              bannerTitle: "每个房间都有满速 Wi-Fi",
              bannerDescription:
                "FTTR 将光纤铺设到每个房间，卧室、书房和楼上都能享受与主路由器相同的网速。每月 $10 起。",
              title: "查看 FTTR 套餐",
              imageAlt: "四个房间的房屋示意图，金色光纤连接到每个房间的 Wi-Fi 设备",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 1, name: "Icons" },
      text: {
        km: {
          title: "ហេតុអ្វីជ្រើសរើស FTTR?",
          description: "ជញ្ជាំងបេតុង និងផ្ទះច្រើនជាន់ ធ្វើឱ្យសញ្ញា Wi-Fi ខ្សោយ។ FTTR ដោះស្រាយបញ្ហានេះពីឫសគល់។",
        },
        en: {
          title: "Why choose FTTR?",
          description:
            "Concrete walls and multi-storey homes weaken Wi-Fi. FTTR solves the problem at its root.",
        },
        zh: {
          title: "为什么选择 FTTR？",
          description: "混凝土墙和多层住宅会削弱 Wi-Fi 信号，FTTR 从根本上解决这一问题。",
        },
      },
      items: [
        {
          data: { titleIcon: icon("home-icon-fiber.svg") },
          text: {
            km: {
              title: "ខ្សែកាបអុបទិកដល់គ្រប់បន្ទប់",
              description:
                "ខ្សែកាបអុបទិកតូចស្ដើង ស្ទើរតែមើលមិនឃើញ ត្រូវបានភ្ជាប់តាមជញ្ជាំងទៅបន្ទប់នីមួយៗ ដូច្នេះសញ្ញាមិនចាំបាច់ឆ្លងកាត់ជញ្ជាំងបេតុងឡើយ។",
            },
            en: {
              title: "Fiber in every room",
              description:
                "A thin, almost invisible fiber runs along your walls to each room, so the signal never has to pass through concrete.",
            },
            zh: {
              title: "光纤入户到每个房间",
              description: "纤细近乎隐形的光纤沿墙铺设到每个房间，信号无需穿透混凝土墙。",
            },
          },
        },
        {
          data: { titleIcon: icon("home-icon-wifi.svg") },
          text: {
            km: {
              title: "Wi-Fi 6 និង Wi-Fi 7",
              description:
                "ឧបករណ៍ក្នុងបន្ទប់នីមួយៗមាន Wi-Fi 6 ផ្ទាល់ខ្លួន ហើយឧបករណ៍មេគាំទ្រ Wi-Fi 7 សម្រាប់ទូរស័ព្ទ និងកុំព្យូទ័រយួរដៃជំនាន់ថ្មី។",
            },
            en: {
              title: "Wi-Fi 6 and Wi-Fi 7",
              description:
                "Each room unit has its own Wi-Fi 6 access point, and the main gateway supports Wi-Fi 7 for the newest phones and laptops.",
            },
            zh: {
              title: "Wi-Fi 6 与 Wi-Fi 7",
              description:
                "每个房间单元均配备 Wi-Fi 6 接入点，主网关支持 Wi-Fi 7，适配最新的手机和笔记本电脑。",
            },
          },
        },
        {
          data: { titleIcon: icon("home-icon-mesh.svg") },
          text: {
            km: {
              title: "បណ្ដាញតែមួយ ផ្លាស់ទីដោយមិនដាច់",
              description:
                "ឈ្មោះ Wi-Fi តែមួយសម្រាប់ផ្ទះទាំងមូល។ ដើរពីបន្ទប់ទទួលភ្ញៀវឡើងទៅជាន់ខាងលើ ការហៅជាវីដេអូរបស់អ្នកនៅតែបន្តដោយមិនដាច់។",
            },
            en: {
              title: "One network, seamless roaming",
              description:
                "One Wi-Fi name for the whole house. Walk from the living room to the top floor and your video call keeps going.",
            },
            zh: {
              title: "一个网络，无缝漫游",
              description: "全屋只有一个 Wi-Fi 名称。从客厅走到顶楼，视频通话也不会中断。",
            },
          },
        },
        {
          data: { titleIcon: icon("home-icon-tools.svg") },
          text: {
            km: {
              title: "ដំឡើងរួចក្នុងការមកតែម្ដង",
              description:
                "អ្នកបច្ចេកទេសរបស់យើងដំឡើងខ្សែកាបអុបទិក និងឧបករណ៍ក្នុងបន្ទប់យ៉ាងស្អាតល្អ ក្នុងរយៈពេលប្រហែលកន្លះថ្ងៃ ដោយមិនចាំបាច់ខួងកម្រាលឡើយ។",
            },
            en: {
              title: "Installed in one visit",
              description:
                "Our technicians fit the fiber and room units neatly in about half a day, with no drilling through your floors.",
            },
            zh: {
              title: "一次上门完成安装",
              description: "技术人员约半天即可整齐完成光纤和房间单元的安装，无需在楼板上打孔。",
            },
          },
        },
      ],
    },
    {
      type: "ProductCards",
      anchor: "plans",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: {
          title: "កញ្ចប់ FTTR",
          description:
            "បន្ថែម FTTR ទៅលើកញ្ចប់ MegaSurf ណាមួយ។ តម្លៃខាងក្រោមគិតប្រចាំខែ បន្ថែមលើកញ្ចប់អ៊ីនធឺណិតរបស់អ្នក និងរួមបញ្ចូលអាករលើតម្លៃបន្ថែមរួចហើយ។",
        },
        en: {
          title: "FTTR plans",
          description:
            "Add FTTR to any MegaSurf plan. Prices are per month on top of your internet plan and include VAT.",
        },
        zh: {
          title: "FTTR 套餐",
          description: "任何 MegaSurf 套餐均可加购 FTTR。以下为在宽带月费基础上另加的月费，价格已含增值税。",
        },
      },
      items: [
        {
          data: {
            actionUrl: "/register-steps?productId=301",
            showButton: true,
            productId: 301,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "FTTR Duo",
              subTitle: "ឧបករណ៍មេ + ឧបករណ៍បន្ទប់ ១",
              description:
                "<ul><li>គ្របដណ្ដប់ ២ បន្ទប់ ឬ ២ ជាន់</li><li>ឧបករណ៍មេ Wi-Fi 7</li><li>ដំឡើងឥតគិតថ្លៃសម្រាប់កញ្ចប់ ១២ ខែ</li><li>ល្អបំផុតជាមួយ MegaSurf 60 ឡើងទៅ</li></ul>",
              priceDescription: "$10 / ខែ",
              recommendedFor: "ផ្ទះល្វែងពីរជាន់ និងខុនដូ",
              content:
                "<p>ថ្លៃដំឡើងម្ដង $25 ត្រូវបានលើកលែងសម្រាប់កញ្ចប់ ១២ ខែ។ ឧបករណ៍ជាកម្មសិទ្ធិរបស់រំដួលណិត ហើយយើងនឹងប្ដូរថ្មីជូនដោយឥតគិតថ្លៃ ប្រសិនបើខូច។</p>",
            },
            en: {
              title: "FTTR Duo",
              subTitle: "Main gateway + 1 room unit",
              description:
                "<ul><li>Covers 2 rooms or 2 floors</li><li>Wi-Fi 7 main gateway</li><li>Free installation on 12-month plans</li><li>Best with MegaSurf 60 or faster</li></ul>",
              priceDescription: "$10 / month",
              recommendedFor: "Two-storey shophouses and condos",
              content:
                "<p>The one-time $25 installation fee is waived on 12-month plans. The equipment remains Romdoul Net property and is replaced free of charge if it fails.</p>",
            },
            zh: {
              title: "FTTR Duo",
              subTitle: "主网关 + 1 个房间单元",
              description:
                "<ul><li>覆盖 2 个房间或 2 层楼</li><li>Wi-Fi 7 主网关</li><li>12 个月套餐免费安装</li><li>建议搭配 MegaSurf 60 或更高套餐</li></ul>",
              priceDescription: "$10 / 月",
              recommendedFor: "两层排屋和公寓",
              content: "<p>12 个月套餐免收 $25 一次性安装费。设备归隆都网络所有，如有故障免费更换。</p>",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=302",
            showButton: true,
            productId: 302,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "FTTR Trio",
              subTitle: "ឧបករណ៍មេ + ឧបករណ៍បន្ទប់ ២",
              description:
                "<ul><li>គ្របដណ្ដប់ ៣ បន្ទប់ ឬ ៣ ជាន់</li><li>ឧបករណ៍មេ Wi-Fi 7</li><li>ដំឡើងឥតគិតថ្លៃសម្រាប់កញ្ចប់ ១២ ខែ</li><li>ល្អបំផុតជាមួយ MegaSurf 100 ឡើងទៅ</li></ul>",
              priceDescription: "$15 / ខែ",
              recommendedFor: "គ្រួសារនៅផ្ទះល្វែង ឬផ្ទះពីរជាន់",
              content:
                "<p>ថ្លៃដំឡើងម្ដង $35 ត្រូវបានលើកលែងសម្រាប់កញ្ចប់ ១២ ខែ។ អាចបន្ថែមឧបករណ៍បន្ទប់បានគ្រប់ពេល ដោយបង់ $4 / ខែ ក្នុងមួយឧបករណ៍។</p>",
            },
            en: {
              title: "FTTR Trio",
              subTitle: "Main gateway + 2 room units",
              description:
                "<ul><li>Covers 3 rooms or 3 floors</li><li>Wi-Fi 7 main gateway</li><li>Free installation on 12-month plans</li><li>Best with MegaSurf 100 or faster</li></ul>",
              priceDescription: "$15 / month",
              recommendedFor: "Families in a shophouse or two-storey house",
              content:
                "<p>The one-time $35 installation fee is waived on 12-month plans. Add more room units at any time for $4 a month each.</p>",
            },
            zh: {
              title: "FTTR Trio",
              subTitle: "主网关 + 2 个房间单元",
              description:
                "<ul><li>覆盖 3 个房间或 3 层楼</li><li>Wi-Fi 7 主网关</li><li>12 个月套餐免费安装</li><li>建议搭配 MegaSurf 100 或更高套餐</li></ul>",
              priceDescription: "$15 / 月",
              recommendedFor: "住在排屋或两层住宅的家庭",
              content: "<p>12 个月套餐免收 $35 一次性安装费。可随时加装房间单元，每个每月 $4。</p>",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=303",
            showButton: true,
            productId: 303,
            productCategoryId: 1,
            isAddon: false,
            isShowMore: true,
          },
          text: {
            km: {
              title: "FTTR Villa",
              subTitle: "ឧបករណ៍មេ + ឧបករណ៍បន្ទប់ ៤",
              description:
                "<ul><li>គ្របដណ្ដប់ ៥ បន្ទប់ ឬផ្ទះបីជាន់</li><li>ឧបករណ៍មេ Wi-Fi 7</li><li>ដំឡើងឥតគិតថ្លៃ</li><li>ជំនួយជាអាទិភាពតាមលេខ 023 888 168</li></ul>",
              priceDescription: "$22 / ខែ",
              recommendedFor: "វីឡា និងផ្ទះបីជាន់",
              content:
                "<p>អ្នកបច្ចេកទេសនឹងមកពិនិត្យផ្ទះរបស់អ្នកមុនពេលដំឡើងដោយឥតគិតថ្លៃ ដើម្បីរកទីតាំងល្អបំផុតសម្រាប់ឧបករណ៍នីមួយៗ។</p>",
            },
            en: {
              title: "FTTR Villa",
              subTitle: "Main gateway + 4 room units",
              description:
                "<ul><li>Covers 5 rooms or a three-storey house</li><li>Wi-Fi 7 main gateway</li><li>Free installation</li><li>Priority support on 023 888 168</li></ul>",
              priceDescription: "$22 / month",
              recommendedFor: "Villas and three-storey houses",
              content:
                "<p>A technician visits your home before installation, free of charge, to find the best place for every unit.</p>",
            },
            zh: {
              title: "FTTR Villa",
              subTitle: "主网关 + 4 个房间单元",
              description:
                "<ul><li>覆盖 5 个房间或三层住宅</li><li>Wi-Fi 7 主网关</li><li>免费安装</li><li>023 888 168 优先支持</li></ul>",
              priceDescription: "$22 / 月",
              recommendedFor: "别墅和三层住宅",
              content: "<p>安装前技术人员免费上门勘察，为每个设备找到最佳安装位置。</p>",
            },
          },
        },
        {
          data: {
            actionUrl: "/register-steps?productId=311",
            showButton: true,
            productId: 311,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ឧបករណ៍បន្ទប់បន្ថែម",
              subTitle: "ឧបករណ៍ Wi-Fi 6 មួយទៀត",
              description:
                "<ul><li>សម្រាប់បន្ទប់ថ្មី ដំបូលផ្ទះ ឬការិយាល័យក្នុងយានដ្ឋាន</li><li>ភ្ជាប់ដោយខ្សែកាបអុបទិក</li><li>ដំឡើងក្នុងរយៈពេលមួយម៉ោង</li></ul>",
              priceDescription: "$4 / ខែ",
              recommendedFor: "អតិថិជន FTTR ដែលចង់ពង្រីកបណ្ដាញ",
            },
            en: {
              title: "Extra room unit",
              subTitle: "One more Wi-Fi 6 unit",
              description:
                "<ul><li>For a new room, the rooftop or a garage office</li><li>Connected by fiber</li><li>Installed in about an hour</li></ul>",
              priceDescription: "$4 / month",
              recommendedFor: "FTTR customers who want more coverage",
            },
            zh: {
              title: "加装房间单元",
              subTitle: "再加一个 Wi-Fi 6 单元",
              description:
                "<ul><li>适用于新房间、屋顶露台或车库办公室</li><li>光纤连接</li><li>约一小时完成安装</li></ul>",
              priceDescription: "$4 / 月",
              recommendedFor: "希望扩大覆盖范围的 FTTR 用户",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "FTTR ដំណើរការយ៉ាងដូចម្ដេច" },
        en: { title: "How FTTR works" },
        zh: { title: "FTTR 如何运作" },
      },
      items: [
        {
          data: { image: panel("home-panel-fttr-rooms.svg"), imageLocation: "left" },
          text: {
            km: {
              title: "ខ្សែកាបអុបទិកពីឧបករណ៍មេ ទៅបន្ទប់នីមួយៗ",
              subTitle: "ល្អដូចខ្សែ LAN ប៉ុន្តែគ្មានខ្សែរញ៉េរញ៉ៃ",
              content:
                "<p>ឧបករណ៍មេភ្ជាប់ទៅបណ្ដាញខ្សែកាបអុបទិករបស់យើង។ ពីទីនោះ ខ្សែកាបអុបទិកស្ដើងដូចសរសៃសក់ ត្រូវបានភ្ជាប់ទៅឧបករណ៍ Wi-Fi 6 តូចមួយក្នុងបន្ទប់នីមួយៗ។ ដោយសារពន្លឺធ្វើដំណើរតាមខ្សែកាបអុបទិក ជំនួសឱ្យការឆ្លងកាត់ជញ្ជាំង បន្ទប់នីមួយៗទទួលបានល្បឿនពេញលេញនៃកញ្ចប់ MegaSurf របស់អ្នក។</p>" +
                "<ul><li>ល្បឿនរហូតដល់ ១ Gbps រវាងបន្ទប់</li><li>ពន្យារពេលតិចជាង ៥ មីលីវិនាទី សម្រាប់ហ្គេមអនឡាញ និងការហៅជាវីដេអូ</li><li>ឧបករណ៍គ្រប់គ្រងខ្លួនឯង មិនចាំបាច់កំណត់អ្វីទាំងអស់</li></ul>",
            },
            en: {
              title: "Fiber from the gateway to each room",
              subTitle: "As good as a cable, without the mess",
              content:
                "<p>The main gateway connects to our fiber network. From there, hair-thin fiber runs to a small Wi-Fi 6 unit in each room. Because the light travels through fiber instead of through walls, every room gets the full speed of your MegaSurf plan.</p>" +
                "<ul><li>Up to 1 Gbps between rooms</li><li>Less than 5 ms delay for online games and video calls</li><li>Units manage themselves: nothing to configure</li></ul>",
            },
            zh: {
              title: "光纤从主网关延伸到每个房间",
              subTitle: "如网线般稳定，却没有杂乱线缆",
              content:
                "<p>主网关接入我们的光纤网络，再通过细如发丝的光纤连接到每个房间的小型 Wi-Fi 6 单元。由于信号在光纤中传输而不必穿墙，每个房间都能享受 MegaSurf 套餐的全部速度。</p>" +
                "<ul><li>房间之间最高 1 Gbps</li><li>网络游戏和视频通话延迟低于 5 毫秒</li><li>设备自动管理，无需任何设置</li></ul>",
            },
          },
        },
        {
          data: {
            image: panel("home-panel-fttr-mesh.svg"),
            imageLocation: "right",
            actionUrl: "/personal/romdoul_app",
            showButton: true,
          },
          text: {
            km: {
              title: "កន្លែងដែលខ្សែកាបអុបទិកទៅមិនដល់",
              subTitle: "បន្ថែមឧបករណ៍ពង្រីកសញ្ញា Wi-Fi 6",
              content:
                "<p>សម្រាប់សួនច្បារ ដំបូលផ្ទះ ឬយានដ្ឋាន អ្នកអាចបន្ថែមឧបករណ៍ពង្រីកសញ្ញា Lumenet M6 ដែលភ្ជាប់ចូលបណ្ដាញតែមួយដោយស្វ័យប្រវត្តិ។ មើលឧបករណ៍ទាំងអស់ដែលកំពុងភ្ជាប់ បិទ Wi-Fi កូនៗនៅម៉ោងគេង និងបង្កើត Wi-Fi សម្រាប់ភ្ញៀវ ក្នុងកម្មវិធី Romdoul App។</p>",
            },
            en: {
              title: "Rooms the fiber cannot reach",
              subTitle: "Add a Wi-Fi 6 mesh unit",
              content:
                "<p>For a garden, rooftop or garage, add a Lumenet M6 mesh unit that joins the same network automatically. See every connected device, pause the children's Wi-Fi at bedtime and create a guest network in the Romdoul App.</p>",
            },
            zh: {
              title: "光纤到不了的地方",
              subTitle: "加一个 Wi-Fi 6 Mesh 扩展器",
              content:
                "<p>花园、屋顶或车库可以加装 Lumenet M6 Mesh 扩展器，自动加入同一网络。在 Romdoul App 中可查看所有连接设备、在就寝时间暂停孩子的 Wi-Fi，并创建访客网络。</p>",
            },
          },
        },
      ],
    },
    {
      type: "DevicePromotion",
      anchor: "devices",
      text: {
        km: {
          title: "ឧបករណ៍ FTTR និង Wi-Fi",
          description: "ឧបករណ៍ដែលយើងដំឡើងជូន ត្រូវបានសាកល្បងលើបណ្ដាញរបស់យើង និងមានការធានារយៈពេលពេញកិច្ចសន្យា។",
        },
        en: {
          title: "FTTR and Wi-Fi equipment",
          description:
            "Everything we install is tested on our network and guaranteed for the whole contract.",
        },
        zh: {
          title: "FTTR 与 Wi-Fi 设备",
          description: "我们安装的所有设备均在本网络上经过测试，合约期内全程保修。",
        },
      },
      items: [
        {
          data: { image: device("home-device-gateway-wifi7.svg") },
          text: {
            km: {
              title: "ឧបករណ៍មេ FG7 Wi-Fi 7",
              subTitle: "Lumenet",
              description: "បេះដូងនៃបណ្ដាញ FTTR របស់អ្នក៖ ឧបករណ៍មេ Wi-Fi 7 មានរន្ធ LAN ល្បឿន ២,៥ Gbps។",
              priceDescription: "ឥតគិតថ្លៃជាមួយកញ្ចប់ ១២ ខែ",
              content:
                "<ul><li>Wi-Fi 7 រលកពីរ ២,៤ GHz និង ៥ GHz</li><li>ល្បឿន Wi-Fi សរុបរហូតដល់ ៣,៦ Gbps</li><li>រន្ធ LAN ២,៥ Gbps ១ និងរន្ធ LAN ១ Gbps ៣</li><li>រន្ធខ្សែកាបអុបទិក ៤ សម្រាប់ឧបករណ៍បន្ទប់</li><li>គ្របដណ្ដប់ប្រហែល ១២០ ម៉ែត្រការ៉េ ក្នុងមួយជាន់</li></ul>",
              imageAlt: "ឧបករណ៍មេពណ៌ស្វាយ មានអំពូលសញ្ញាពណ៌មាស និងរលក Wi-Fi",
            },
            en: {
              title: "FG7 Wi-Fi 7 gateway",
              subTitle: "Lumenet",
              description: "The heart of your FTTR network: a Wi-Fi 7 main gateway with a 2.5 Gbps port.",
              priceDescription: "Free with 12-month plan",
              content:
                "<ul><li>Dual-band Wi-Fi 7, 2.4 GHz and 5 GHz</li><li>Up to 3.6 Gbps combined Wi-Fi speed</li><li>1 × 2.5 Gbps and 3 × 1 Gbps LAN ports</li><li>4 fiber ports for room units</li><li>Covers about 120 m² per floor</li></ul>",
              imageAlt: "A purple gateway with a gold status light and Wi-Fi waves",
            },
            zh: {
              title: "FG7 Wi-Fi 7 主网关",
              subTitle: "Lumenet",
              description: "FTTR 网络的核心：配备 2.5 Gbps 网口的 Wi-Fi 7 主网关。",
              priceDescription: "12 个月套餐免费赠送",
              content:
                "<ul><li>双频 Wi-Fi 7，2.4 GHz 与 5 GHz</li><li>Wi-Fi 总速率最高 3.6 Gbps</li><li>1 个 2.5 Gbps 和 3 个 1 Gbps LAN 口</li><li>4 个光纤口连接房间单元</li><li>每层覆盖约 120 平方米</li></ul>",
              imageAlt: "带金色指示灯和 Wi-Fi 信号的紫色主网关",
            },
          },
        },
        {
          data: { image: device("home-device-fttr-room-unit.svg") },
          text: {
            km: {
              title: "ឧបករណ៍បន្ទប់ FR6",
              subTitle: "Lumenet",
              description: "ឧបករណ៍ Wi-Fi 6 តូចសម្រាប់បន្ទប់នីមួយៗ ដែលទទួលសញ្ញាតាមខ្សែកាបអុបទិកពីឧបករណ៍មេ។",
              priceDescription: "រួមបញ្ចូលក្នុងកញ្ចប់ FTTR",
              content:
                "<ul><li>Wi-Fi 6 ល្បឿនរហូតដល់ ៣ Gbps</li><li>រន្ធខ្សែកាបអុបទិក និងរន្ធ LAN ១ Gbps ១</li><li>ដាក់លើតុ ឬព្យួរលើជញ្ជាំង</li><li>ផ្លាស់ទីដោយមិនដាច់ ក្រោមឈ្មោះ Wi-Fi តែមួយ</li><li>ទំហំ ១០ × ១០ × ៣ សង់ទីម៉ែត្រ</li></ul>",
              imageAlt: "ឧបករណ៍ពណ៌សរាងការ៉េ មានរង្វង់ភ្លើងពណ៌មាស និងខ្សែកាបអុបទិក",
            },
            en: {
              title: "FR6 room unit",
              subTitle: "Lumenet",
              description: "A compact Wi-Fi 6 unit for each room, fed by fiber from the main gateway.",
              priceDescription: "Included in FTTR plans",
              content:
                "<ul><li>Wi-Fi 6, up to 3 Gbps</li><li>Fiber input and 1 × 1 Gbps LAN port</li><li>Desk or wall mounting</li><li>Seamless roaming under one Wi-Fi name</li><li>Size 10 × 10 × 3 cm</li></ul>",
              imageAlt: "A square white unit with a gold light ring and a fiber cable",
            },
            zh: {
              title: "FR6 房间单元",
              subTitle: "Lumenet",
              description: "小巧的 Wi-Fi 6 房间单元，通过光纤由主网关供网。",
              priceDescription: "FTTR 套餐已包含",
              content:
                "<ul><li>Wi-Fi 6，最高 3 Gbps</li><li>光纤输入，1 个 1 Gbps LAN 口</li><li>可桌面摆放或壁挂</li><li>同一 Wi-Fi 名称下无缝漫游</li><li>尺寸 10 × 10 × 3 厘米</li></ul>",
              imageAlt: "带金色光环和光纤线的白色方形设备",
            },
          },
        },
        {
          data: { image: device("home-device-mesh-tower.svg") },
          text: {
            km: {
              title: "ឧបករណ៍ពង្រីកសញ្ញា M6",
              subTitle: "Lumenet",
              description: "សម្រាប់បន្ទប់ដែលគ្មានខ្សែកាបអុបទិក៖ ភ្ជាប់ចូលបណ្ដាញរបស់អ្នកតាម Wi-Fi។",
              priceDescription: "$39",
              content:
                "<ul><li>Wi-Fi 6 ភ្ជាប់គ្នាជាបណ្ដាញតែមួយ ល្បឿនរហូតដល់ ១,៨ Gbps</li><li>រន្ធ LAN ១ Gbps ២</li><li>គ្របដណ្ដប់ប្រហែល ៨០ ម៉ែត្រការ៉េ</li><li>រៀបចំរួចក្នុង ៣ នាទី តាមកម្មវិធី Romdoul App</li></ul>",
              imageAlt: "ឧបករណ៍ពង្រីកសញ្ញាពណ៌សរាងបញ្ឈរ មួយធំ មួយតូច",
            },
            en: {
              title: "M6 mesh unit",
              subTitle: "Lumenet",
              description: "For rooms without fiber: it joins your network over Wi-Fi.",
              priceDescription: "$39",
              content:
                "<ul><li>Wi-Fi 6 mesh, up to 1.8 Gbps</li><li>2 × 1 Gbps LAN ports</li><li>Covers about 80 m²</li><li>Set up in 3 minutes with the Romdoul App</li></ul>",
              imageAlt: "Two white tower-shaped mesh units, one large and one small",
            },
            zh: {
              title: "M6 Mesh 扩展器",
              subTitle: "Lumenet",
              description: "适合没有光纤的房间：通过 Wi-Fi 加入您的网络。",
              priceDescription: "$39",
              content:
                "<ul><li>Wi-Fi 6 Mesh，最高 1.8 Gbps</li><li>2 个 1 Gbps LAN 口</li><li>覆盖约 80 平方米</li><li>使用 Romdoul App 3 分钟完成设置</li></ul>",
              imageAlt: "一大一小两个白色塔式 Mesh 扩展器",
            },
          },
        },
        {
          data: { image: device("home-device-gateway-wifi6.svg") },
          text: {
            km: {
              title: "រ៉ោតទ័រ AX3000 Wi-Fi 6",
              subTitle: "Lumenet",
              description: "រ៉ោតទ័រ Wi-Fi 6 ស្តង់ដាររបស់យើង សម្រាប់ផ្ទះ ឬខុនដូមួយជាន់។",
              priceDescription: "ឥតគិតថ្លៃជាមួយកញ្ចប់ ១២ ខែ",
              content:
                "<ul><li>Wi-Fi 6 ល្បឿនរហូតដល់ ៣ Gbps អង់តែន ៤</li><li>រន្ធ LAN ១ Gbps ៤</li><li>Wi-Fi សម្រាប់ភ្ញៀវ និងការគ្រប់គ្រងសម្រាប់មាតាបិតា ក្នុងកម្មវិធី Romdoul App</li><li>គ្របដណ្ដប់ប្រហែល ១០០ ម៉ែត្រការ៉េ</li></ul>",
              imageAlt: "រ៉ោតទ័រពណ៌សមានអង់តែនពណ៌ស្វាយបួន",
            },
            en: {
              title: "AX3000 Wi-Fi 6 router",
              subTitle: "Lumenet",
              description: "Our standard Wi-Fi 6 router, for single-floor homes and condos.",
              priceDescription: "Free with 12-month plan",
              content:
                "<ul><li>Wi-Fi 6, up to 3 Gbps, 4 antennas</li><li>4 × 1 Gbps LAN ports</li><li>Guest Wi-Fi and parental controls in the Romdoul App</li><li>Covers about 100 m²</li></ul>",
              imageAlt: "A white router with four purple antennas",
            },
            zh: {
              title: "AX3000 Wi-Fi 6 路由器",
              subTitle: "Lumenet",
              description: "我们的标准 Wi-Fi 6 路由器，适合单层住宅和公寓。",
              priceDescription: "12 个月套餐免费赠送",
              content:
                "<ul><li>Wi-Fi 6，最高 3 Gbps，4 根天线</li><li>4 个 1 Gbps LAN 口</li><li>在 Romdoul App 中设置访客 Wi-Fi 和家长控制</li><li>覆盖约 100 平方米</li></ul>",
              imageAlt: "带四根紫色天线的白色路由器",
            },
          },
        },
      ],
    },
    {
      type: "Promotions",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "ការផ្តល់ជូនពិសេស FTTR" },
        en: { title: "FTTR offers" },
        zh: { title: "FTTR 优惠" },
      },
      items: [
        {
          data: {
            image: promo("home-promo-mesh.svg"),
            actionUrl: "/register-steps?productId=311",
            showButton: true,
            productId: 311,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ឧបករណ៍បន្ទប់បន្ថែម ឥតគិតថ្លៃ ៣ ខែ",
              description: "បន្ថែមឧបករណ៍បន្ទប់មួយទៀតទៅកញ្ចប់ FTTR ណាមួយ ហើយមិនចាំបាច់បង់ប្រាក់សម្រាប់បីខែដំបូងឡើយ។",
              priceDescription: "$0 រយៈពេល ៣ ខែ បន្ទាប់មក $4 / ខែ",
              imageAlt: "ឧបករណ៍ពង្រីកសញ្ញាពណ៌សបីភ្ជាប់គ្នាដោយខ្សែចំណុចពណ៌មាស",
            },
            en: {
              title: "Extra room unit free for 3 months",
              description:
                "Add one more room unit to any FTTR plan and pay nothing for the first three months.",
              priceDescription: "$0 for 3 months, then $4 / month",
              imageAlt: "Three white mesh units linked by dotted gold lines",
            },
            zh: {
              title: "加装房间单元，前 3 个月免费",
              description: "任何 FTTR 套餐加装一个房间单元，前三个月免费。",
              priceDescription: "前 3 个月 $0，之后 $4 / 月",
              imageAlt: "由金色虚线相连的三个白色 Mesh 设备",
            },
          },
        },
        {
          data: {
            image: promo("home-promo-router.svg"),
            actionUrl: "/register-steps?productId=302",
            showButton: true,
            productId: 302,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: false,
          },
          text: {
            km: {
              title: "FTTR Trio ប្រើខែដំបូងឥតគិតថ្លៃ",
              description: "ចុះឈ្មោះកញ្ចប់ FTTR Trio រយៈពេល ១២ ខែ ហើយទទួលបានខែដំបូងឥតគិតថ្លៃ រួមទាំងការដំឡើង។",
              priceDescription: "$15 / ខែ ចាប់ពីខែទីពីរ",
              imageAlt: "ផែនដីពណ៌ស្វាយ និងខ្សែល្បឿនពណ៌មាស",
            },
            en: {
              title: "FTTR Trio: first month free",
              description:
                "Sign up for FTTR Trio for 12 months and your first month is on us, installation included.",
              priceDescription: "$15 / month from the second month",
              imageAlt: "A purple globe with gold speed lines",
            },
            zh: {
              title: "FTTR Trio 首月免费",
              description: "签约 12 个月 FTTR Trio 套餐，首月免费，含安装。",
              priceDescription: "第二个月起 $15 / 月",
              imageAlt: "紫色地球与金色速度线条",
            },
          },
        },
      ],
    },
  ],
};

/** Smart home ("/personal/iot"): what it does, devices, the app and starter offers. */
export const iotPage: SeedPage = {
  id: "Iot",
  text: pageTitle("Iot"),
  webParts: [
    {
      type: "Banner",
      text: {
        km: { title: "ផ្ទះឆ្លាតវៃ" },
        en: { title: "Smart home" },
        zh: { title: "智能家居" },
      },
      items: [
        {
          data: {
            image: webBanner("home-iot-web.svg"),
            mobileImage: mobileBanner("home-iot-mobile.svg"),
            banner: bannerLinks("/personal/iot#devices"),
            showButton: true,
          },
          text: {
            km: {
              bannerTitle: "ផ្ទះឆ្លាតវៃ និងមានសុវត្ថិភាពជាងមុន",
              bannerDescription:
                "កាមេរ៉ា ឧបករណ៍ចាប់សញ្ញាទ្វារ និងព្រីភ្លើងឆ្លាតវៃ ដែលដំណើរការជាមួយអ៊ីនធឺណិតរំដួលណិត។ មើលផ្ទាល់ ទទួលការជូនដំណឹង និងបិទបើកឧបករណ៍ពីគ្រប់ទីកន្លែង តាមកម្មវិធី Romdoul App។",
              title: "មើលឧបករណ៍ឆ្លាតវៃ",
              imageAlt: "ផ្ទះតូចក្នុងរង្វង់ពណ៌មាស ភ្ជាប់ទៅកាមេរ៉ា ព្រីភ្លើងឆ្លាតវៃ ឧបករណ៍ចាប់សញ្ញាទ្វារ និងអំពូលភ្លើង",
            },
            en: {
              bannerTitle: "A smarter, safer home",
              bannerDescription:
                "Cameras, door sensors and smart plugs that work with your Romdoul Net connection. Watch, get alerts and switch things off from anywhere in the Romdoul App.",
              title: "See smart devices",
              imageAlt:
                "A small house in a gold circle linked to a camera, a smart plug, a door sensor and a light bulb",
            },
            zh: {
              bannerTitle: "更智能、更安全的家",
              bannerDescription:
                "智能摄像头、门磁传感器和智能插座，与隆都网络宽带配合使用。通过 Romdoul App 随时随地查看画面、接收提醒、远程开关电器。",
              title: "查看智能设备",
              imageAlt: "金色圆圈中的小房子连接着摄像头、智能插座、门磁传感器和灯泡",
            },
          },
        },
      ],
    },
    {
      type: "FeatureOptions",
      optionType: { id: 3, name: "Checks" },
      text: {
        km: { title: "អ្វីដែលផ្ទះឆ្លាតវៃរបស់អ្នកអាចធ្វើបាន" },
        en: { title: "What your smart home can do" },
        zh: { title: "智能家居能为您做什么" },
      },
      items: [
        {
          data: {},
          text: {
            km: {
              title: "មើលផ្ទះរបស់អ្នកផ្ទាល់",
              description:
                "មើលកាមេរ៉ាកម្រិត HD ពីទូរស័ព្ទរបស់អ្នក ទោះនៅទីណាក៏ដោយ ហើយអាចនិយាយតាមរយៈឧបាល័រដែលភ្ជាប់មកជាមួយកាមេរ៉ា។",
            },
            en: {
              title: "Watch your home live",
              description:
                "See your cameras in HD on your phone, wherever you are, and talk through the camera's built-in speaker.",
            },
            zh: {
              title: "实时查看家中情况",
              description: "无论身在何处，都能用手机观看高清摄像头画面，并可通过摄像头内置扬声器对话。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ទទួលការជូនដំណឹងភ្លាមៗ",
              description: "ទទួលសារជូនដំណឹង នៅពេលទ្វារបើក នៅពេលមានចលនានៅពេលយប់ ឬនៅពេលកាមេរ៉ាដាច់ពីបណ្ដាញ។",
            },
            en: {
              title: "Alerts the moment something happens",
              description:
                "Get a notification when a door opens, when there is movement at night or when a camera goes offline.",
            },
            zh: {
              title: "异常情况即时提醒",
              description: "门被打开、夜间检测到移动或摄像头离线时，立即收到通知。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "បិទបើកឧបករណ៍អគ្គិសនីពីចម្ងាយ",
              description: "បិទបើកម៉ាស៊ីនកម្តៅទឹក កង្ហារ ឬឆ្នាំងដាំបាយពីចម្ងាយ ឬកំណត់ម៉ោង ដើម្បីសន្សំថ្លៃអគ្គិសនី។",
            },
            en: {
              title: "Switch appliances on and off remotely",
              description:
                "Turn the water heater, fan or rice cooker on and off from your phone, or set schedules to save on electricity.",
            },
            zh: {
              title: "远程开关电器",
              description: "用手机远程开关热水器、风扇或电饭煲，或设置定时，节省电费。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ចែករំលែកជាមួយក្រុមគ្រួសារ",
              description: "អញ្ជើញសមាជិកគ្រួសាររហូតដល់ ៨ នាក់ ឱ្យមើលកាមេរ៉ា និងបញ្ជាឧបករណ៍ ដោយម្នាក់ៗមានសិទ្ធិប្រើប្រាស់រៀងៗខ្លួន។",
            },
            en: {
              title: "Share with the family",
              description:
                "Invite up to 8 family members to view cameras and control devices, each with their own access rights.",
            },
            zh: {
              title: "与家人共享",
              description: "最多可邀请 8 位家庭成员查看摄像头和控制设备，每人拥有独立权限。",
            },
          },
        },
        {
          data: {},
          text: {
            km: {
              title: "ឯកជន និងមានសុវត្ថិភាព",
              description:
                "វីដេអូត្រូវបានអ៊ិនគ្រីបពីចុងម្ខាងទៅចុងម្ខាង ហើយវីដេអូដែលថតទុកលើក្លោដ ត្រូវបានរក្សាទុកនៅមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងក្នុងរាជធានីភ្នំពេញ។",
            },
            en: {
              title: "Private and secure",
              description:
                "Video is encrypted end to end, and cloud recordings are kept in our own data centre in Phnom Penh.",
            },
            zh: {
              title: "私密安全",
              description: "视频全程端到端加密，云端录像保存在我们位于金边的自有数据中心。",
            },
          },
        },
      ],
    },
    {
      type: "DevicePromotion",
      anchor: "devices",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: {
          title: "ឧបករណ៍ឆ្លាតវៃ",
          description: "ទិញផ្ដាច់ ឬបន្ថែមទៅក្នុងវិក្កយបត្រប្រចាំខែរបស់អ្នក។ អ្នកបច្ចេកទេសរបស់យើងជួយរៀបចំជូនដោយឥតគិតថ្លៃ។",
        },
        en: {
          title: "Smart devices",
          description: "Buy outright or add to your monthly bill. Our technicians set them up for free.",
        },
        zh: {
          title: "智能设备",
          description: "可一次性购买，也可计入月费账单。技术人员免费上门设置。",
        },
      },
      items: [
        {
          data: { image: device("home-device-indoor-camera.svg") },
          text: {
            km: {
              title: "កាមេរ៉ាក្នុងផ្ទះ C2",
              subTitle: "Kravan Smart",
              description: "កាមេរ៉ាក្នុងផ្ទះកម្រិត 2K បង្វិលបាន ៣៦០ អង្សា មើលឃើញពេលយប់ និងនិយាយឆ្លើយឆ្លងបាន។",
              priceDescription: "$29",
              content:
                "<ul><li>វីដេអូកម្រិត 2K (២៣០៤ × ១២៩៦)</li><li>បង្វិលបាន ៣៦០ អង្សា ងើបឱនបាន ១១០ អង្សា</li><li>មើលឃើញពេលយប់ចម្ងាយរហូតដល់ ១០ ម៉ែត្រ</li><li>និយាយឆ្លើយឆ្លងបាន ជូនដំណឹងពេលមានចលនា ឬសំឡេងកូនយំ</li><li>រន្ធកាតអង្គចងចាំរហូតដល់ ២៥៦ GB ឬថតទុកលើក្លោដ</li></ul>",
              imageAlt: "កាមេរ៉ារាងមូលពណ៌ស មានកែវថតពណ៌ស្វាយ លើជើងទម្រ",
            },
            en: {
              title: "C2 indoor camera",
              subTitle: "Kravan Smart",
              description: "A 2K indoor camera that turns 360°, with night vision and two-way audio.",
              priceDescription: "$29",
              content:
                "<ul><li>2K video (2304 × 1296)</li><li>360° pan, 110° tilt</li><li>Night vision up to 10 m</li><li>Two-way audio, motion and baby-crying alerts</li><li>Memory card slot up to 256 GB, or cloud recording</li></ul>",
              imageAlt: "A round white camera with a purple lens on a stand",
            },
            zh: {
              title: "C2 室内摄像头",
              subTitle: "Kravan Smart",
              description: "2K 室内摄像头，可 360° 旋转，支持夜视和双向通话。",
              priceDescription: "$29",
              content:
                "<ul><li>2K 画质（2304 × 1296）</li><li>水平 360°、垂直 110° 旋转</li><li>夜视距离最远 10 米</li><li>双向通话，移动侦测和婴儿哭声提醒</li><li>支持最大 256 GB 存储卡或云端录像</li></ul>",
              imageAlt: "支架上带紫色镜头的白色圆形摄像头",
            },
          },
        },
        {
          data: { image: device("home-device-outdoor-camera.svg") },
          text: {
            km: {
              title: "កាមេរ៉ាក្រៅផ្ទះ C4",
              subTitle: "Kravan Smart",
              description: "កាមេរ៉ាធន់នឹងភ្លៀង សម្រាប់របង ទីធ្លា និងកន្លែងចតរថយន្ត អាចមើលឃើញពណ៌ពេលយប់។",
              priceDescription: "$45",
              content:
                "<ul><li>វីដេអូកម្រិត 2K ធន់នឹងទឹក និងធូលីកម្រិត IP66</li><li>មើលឃើញពណ៌ពេលយប់ ជាមួយភ្លើងបំភ្លឺ</li><li>សម្គាល់មនុស្ស និងយានយន្ត</li><li>ភ្ជាប់តាម Wi-Fi 6 ឬខ្សែ LAN</li><li>ដំណើរការក្នុងសីតុណ្ហភាពពី −១០ ដល់ ៥០ អង្សាសេ</li></ul>",
              imageAlt: "កាមេរ៉ារាងបំពង់ពណ៌ស ភ្ជាប់លើជញ្ជាំង",
            },
            en: {
              title: "C4 outdoor camera",
              subTitle: "Kravan Smart",
              description: "A rainproof camera for gates, yards and parking, with colour night vision.",
              priceDescription: "$45",
              content:
                "<ul><li>2K video, IP66 water and dust protection</li><li>Colour night vision with spotlight</li><li>Person and vehicle detection</li><li>Wi-Fi 6 or LAN cable</li><li>Works from −10 °C to 50 °C</li></ul>",
              imageAlt: "A white bullet camera on a wall bracket",
            },
            zh: {
              title: "C4 室外摄像头",
              subTitle: "Kravan Smart",
              description: "防雨摄像头，适用于大门、院子和停车位，支持全彩夜视。",
              priceDescription: "$45",
              content:
                "<ul><li>2K 画质，IP66 防水防尘</li><li>带补光灯的全彩夜视</li><li>人形和车辆识别</li><li>Wi-Fi 6 或网线连接</li><li>工作温度 −10 °C 至 50 °C</li></ul>",
              imageAlt: "壁挂支架上的白色枪式摄像头",
            },
          },
        },
        {
          data: { image: device("home-device-smart-plug.svg") },
          text: {
            km: {
              title: "ព្រីភ្លើងឆ្លាតវៃ P1",
              subTitle: "Kravan Smart",
              description: "ធ្វើឱ្យឧបករណ៍អគ្គិសនីណាមួយក្លាយជាឧបករណ៍ឆ្លាតវៃ និងមើលថាវាប្រើអគ្គិសនីប៉ុន្មាន។",
              priceDescription: "$9",
              content:
                "<ul><li>ទ្រាំបានរហូតដល់ ១៦ អំពែរ / ៣៥០០ វ៉ាត់</li><li>តាមដានការប្រើប្រាស់អគ្គិសនីប្រចាំថ្ងៃ និងប្រចាំខែ</li><li>កំណត់ម៉ោង កំណត់រយៈពេល និងរបៀបពេលចេញពីផ្ទះ</li><li>ត្រូវនឹងព្រីភ្លើងស្តង់ដារនៅកម្ពុជា</li></ul>",
              imageAlt: "ព្រីភ្លើងឆ្លាតវៃពណ៌សរាងការ៉េ មានប៊ូតុងពណ៌មាសនៅចំហៀង",
            },
            en: {
              title: "P1 smart plug",
              subTitle: "Kravan Smart",
              description: "Turn any appliance into a smart one and see how much electricity it uses.",
              priceDescription: "$9",
              content:
                "<ul><li>Up to 16 A / 3,500 W</li><li>Daily and monthly energy monitoring</li><li>Schedules, timers and away mode</li><li>Fits standard Cambodian sockets</li></ul>",
              imageAlt: "A square white smart plug with a gold button on the side",
            },
            zh: {
              title: "P1 智能插座",
              subTitle: "Kravan Smart",
              description: "让任何电器变得智能，并查看其用电量。",
              priceDescription: "$9",
              content:
                "<ul><li>最大 16 A / 3,500 W</li><li>按日、按月统计用电量</li><li>定时、倒计时和离家模式</li><li>适配柬埔寨标准插座</li></ul>",
              imageAlt: "侧面带金色按键的白色方形智能插座",
            },
          },
        },
        {
          data: { image: device("home-device-door-sensor.svg") },
          text: {
            km: {
              title: "ឧបករណ៍ចាប់សញ្ញាទ្វារ D1",
              subTitle: "Kravan Smart",
              description: "ឧបករណ៍តូចសម្រាប់ទ្វារ និងបង្អួច ដែលជូនដំណឹងអ្នកភ្លាមៗនៅពេលវាត្រូវបានបើក។",
              priceDescription: "$12",
              content:
                "<ul><li>ថ្មប្រើបានប្រហែល ២ ឆ្នាំ</li><li>ជូនដំណឹងភ្លាមៗ និងមានប្រវត្តិក្នុងកម្មវិធី Romdoul App</li><li>អាចបញ្ជាឱ្យកាមេរ៉ាចាប់ផ្ដើមថត ឬបន្លឺសំឡេងរោទ៍</li><li>បិទភ្ជាប់ដោយស្ទីគ័រ មិនចាំបាច់ខួង</li></ul>",
              imageAlt: "ឧបករណ៍ចាប់សញ្ញាទ្វារពណ៌សពីរដុំ មានអំពូលសញ្ញាពណ៌មាស",
            },
            en: {
              title: "D1 door sensor",
              subTitle: "Kravan Smart",
              description: "A tiny sensor for doors and windows that tells you the moment they open.",
              priceDescription: "$12",
              content:
                "<ul><li>Battery lasts about 2 years</li><li>Instant alerts and history in the Romdoul App</li><li>Can start a camera recording or sound a siren</li><li>Stick-on mounting, no drilling</li></ul>",
              imageAlt: "A two-piece white door sensor with a gold status light",
            },
            zh: {
              title: "D1 门磁传感器",
              subTitle: "Kravan Smart",
              description: "用于门窗的小巧传感器，门窗一打开立即通知您。",
              priceDescription: "$12",
              content:
                "<ul><li>电池续航约 2 年</li><li>Romdoul App 即时提醒并保留记录</li><li>可联动摄像头录像或触发警报</li><li>粘贴安装，无需打孔</li></ul>",
              imageAlt: "带金色指示灯的两件式白色门磁传感器",
            },
          },
        },
      ],
    },
    {
      type: "ProductPanel",
      text: {
        km: { title: "កម្មវិធីតែមួយសម្រាប់ផ្ទះទាំងមូល" },
        en: { title: "One app for the whole house" },
        zh: { title: "一个应用管理全屋" },
      },
      items: [
        {
          data: {
            image: panel("home-panel-iot-app.svg"),
            imageLocation: "right",
            actionUrl: "/personal/romdoul_app",
            showButton: true,
          },
          text: {
            km: {
              title: "គ្រប់យ៉ាងនៅក្នុងកម្មវិធី Romdoul App",
              subTitle: "មិនចាំបាច់ដំឡើងកម្មវិធីផ្សេងទៀតឡើយ",
              content:
                "<p>កាមេរ៉ា ឧបករណ៍ចាប់សញ្ញា និងព្រីភ្លើងរបស់អ្នក បង្ហាញនៅជាប់នឹងសេវាអ៊ីនធឺណិត និងទូរទស្សន៍ ក្នុងកម្មវិធី Romdoul App។ បង្កើតការកំណត់ស្វ័យប្រវត្តិ ដូចជា <strong>ចេញពីផ្ទះ</strong> ដើម្បីបិទព្រីភ្លើង និងបើកឧបករណ៍ចាប់សញ្ញាទ្វារ ដោយចុចតែម្ដង។</p>" +
                "<ul><li>មើលផ្ទាល់ និងប្រវត្តិព្រឹត្តិការណ៍ ៧ ថ្ងៃ</li><li>ការកំណត់ស្វ័យប្រវត្តិ និងកំណត់ម៉ោង</li><li>ប្រើបានតាម Wi-Fi ឬទិន្នន័យទូរស័ព្ទ</li></ul>",
              imageAlt: "ផ្ទះតូចភ្ជាប់ទៅឧបករណ៍ឆ្លាតវៃជុំវិញ លើផ្ទៃខាងក្រោយពណ៌ស្វាយ",
            },
            en: {
              title: "Everything in the Romdoul App",
              subTitle: "No extra app to install",
              content:
                "<p>Your cameras, sensors and plugs appear next to your internet and TV services in the Romdoul App. Create routines such as <strong>Leaving home</strong> to switch off plugs and arm the door sensors with one tap.</p>" +
                "<ul><li>Live view and 7-day event history</li><li>Routines and schedules</li><li>Works over Wi-Fi or mobile data</li></ul>",
              imageAlt: "A small house connected to smart devices around it on a purple background",
            },
            zh: {
              title: "全部集中在 Romdoul App",
              subTitle: "无需另装其他应用",
              content:
                "<p>摄像头、传感器和插座与您的宽带和电视服务一同显示在 Romdoul App 中。创建<strong>离家</strong>等场景，一键关闭插座并启用门磁传感器。</p>" +
                "<ul><li>实时画面和 7 天事件记录</li><li>场景联动与定时</li><li>Wi-Fi 或移动数据均可使用</li></ul>",
              imageAlt: "紫色背景上，小房子与周围的智能设备相连",
            },
          },
        },
      ],
    },
    {
      type: "Promotions",
      backgroundColor: LIGHT_BACKGROUND,
      text: {
        km: { title: "ការផ្តល់ជូនផ្ទះឆ្លាតវៃ" },
        en: { title: "Smart home offers" },
        zh: { title: "智能家居优惠" },
      },
      items: [
        {
          data: {
            image: promo("home-promo-smart-kit.svg"),
            actionUrl: "/register-steps?productId=401",
            showButton: true,
            productId: 401,
            subscriptionId: 12,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ឈុតផ្ទះឆ្លាតវៃចាប់ផ្ដើម",
              description:
                "កាមេរ៉ាក្នុងផ្ទះ ១ ឧបករណ៍ចាប់សញ្ញាទ្វារ ១ និងព្រីភ្លើងឆ្លាតវៃ ២ ដែលអ្នកបច្ចេកទេសរបស់យើងដំឡើង និងរៀបចំជូនរួចរាល់។",
              priceDescription: "$39 (សន្សំបាន $20)",
              imageAlt: "ផ្ទះតូចក្នុងរង្វង់ពណ៌មាស ភ្ជាប់ទៅកាមេរ៉ា ព្រីភ្លើង និងឧបករណ៍ចាប់សញ្ញា",
            },
            en: {
              title: "Smart home starter kit",
              description:
                "One indoor camera, one door sensor and two smart plugs, installed and set up by our technician.",
              priceDescription: "$39 (save $20)",
              imageAlt: "A small house in a gold circle linked to a camera, plugs and a sensor",
            },
            zh: {
              title: "智能家居入门套装",
              description: "1 个室内摄像头、1 个门磁传感器和 2 个智能插座，由技术人员上门安装设置。",
              priceDescription: "$39（立省 $20）",
              imageAlt: "金色圆圈中的小房子连接着摄像头、插座和传感器",
            },
          },
        },
        {
          data: {
            image: promo("home-promo-camera.svg"),
            actionUrl: "/register-steps?productId=411",
            showButton: true,
            productId: 411,
            subscriptionId: 1,
            productCategoryId: 1,
            isAddon: true,
          },
          text: {
            km: {
              title: "ថតទុកលើក្លោដ ៣០ ថ្ងៃ",
              description: "រក្សាទុកវីដេអូ ៣០ ថ្ងៃចុងក្រោយដោយសុវត្ថិភាពលើក្លោដ ទោះបីកាមេរ៉ាត្រូវគេលួច ឬខូចក៏ដោយ។",
              priceDescription: "$2 / ខែ ក្នុងមួយកាមេរ៉ា ខែដំបូងឥតគិតថ្លៃ",
              imageAlt: "កាមេរ៉ាលើជញ្ជាំង និងអេក្រង់បង្ហាញរូបភាពពីកាមេរ៉ា",
            },
            en: {
              title: "30-day cloud recording",
              description:
                "Keep the last 30 days of video safely in the cloud, even if a camera is stolen or damaged.",
              priceDescription: "$2 / month per camera, first month free",
              imageAlt: "A wall camera and a screen showing its picture",
            },
            zh: {
              title: "30 天云端录像",
              description: "最近 30 天的视频安全保存在云端，即使摄像头被盗或损坏也不丢失。",
              priceDescription: "每个摄像头 $2 / 月，首月免费",
              imageAlt: "壁挂摄像头和显示其画面的屏幕",
            },
          },
        },
      ],
    },
  ],
};
