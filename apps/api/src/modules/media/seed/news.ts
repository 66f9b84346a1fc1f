import type { SeedNews } from "./seed-types";

/** News and media items, oldest first; images are in ./media (1200x630). */
export const NEWS: SeedNews[] = [
  {
    publishedDaysAgo: 673,
    title: {
      km: "ខ្សែកាបអុបទិករំដួលណិត មកដល់ខេត្តកំពត កែប តាកែវ និងព្រៃវែងហើយ",
      en: "Romdoul Net fiber arrives in Kampot, Kep, Takeo and Prey Veng",
      zh: "隆都网络光纤正式覆盖贡布、白马、茶胶和波萝勉",
    },
    lead: {
      km: "គ្រួសារ និងអាជីវកម្មនៅខេត្តចំនួន ៤ បន្ថែមទៀត អាចចុះឈ្មោះប្រើប្រាស់ MegaSurf និង MegaBiz បានចាប់ពីថ្ងៃនេះ ដែលធ្វើឱ្យបណ្ដាញរបស់យើងគ្របដណ្ដប់ដល់ ១៨ ខេត្ត។",
      en: "Homes and businesses in four more provinces can now order MegaSurf and MegaBiz fiber, bringing our network to 18 provinces.",
      zh: "即日起，又有四个省份的家庭和企业可以办理 MegaSurf 和 MegaBiz 光纤宽带，我们的网络已覆盖 18 个省份。",
    },
    body: {
      km:
        "<p>ចាប់ពីថ្ងៃនេះតទៅ គ្រួសារ និងអាជីវកម្មនៅខេត្ត<strong>កំពត កែប តាកែវ និងព្រៃវែង</strong> អាចចុះឈ្មោះប្រើប្រាស់អ៊ីនធឺណិតខ្សែកាបអុបទិករបស់រំដួលណិតបានហើយ។ គម្រោងពង្រីកនេះបានបន្ថែមខ្សែកាបអុបទិកថ្មីប្រវែងជាង ១ ២០០ គីឡូម៉ែត្រ និងចំណុចចែកចាយថ្មីចំនួន ៤៦ ដែលធ្វើឱ្យបណ្ដាញរបស់យើងគ្របដណ្ដប់ដល់ ១៨ ខេត្ត។</p>" +
        "<h3>សេវាដែលអាចប្រើបាន</h3>" +
        "<ul>" +
        "<li><strong>MegaSurf</strong> អ៊ីនធឺណិតតាមផ្ទះ ចាប់ពី $15 ក្នុងមួយខែ ជាមួយរ៉ោតទ័រ Wi-Fi 6 ឥតគិតថ្លៃ។</li>" +
        "<li><strong>MegaBiz</strong> សម្រាប់សហគ្រាសធុនតូច និងមធ្យម មានល្បឿនទាញយក និងល្បឿនផ្ទុកឡើងស្មើគ្នា ព្រមទាំងខ្សែទូរស័ព្ទគាំទ្រអាជីវកម្មដាច់ដោយឡែក។</li>" +
        "<li>ទូរទស្សន៍ <strong>One TV</strong> និងកម្មវិធីទូរទស្សន៍ OTT TV សម្រាប់អតិថិជនថ្មីទាំងអស់។</li>" +
        "</ul>" +
        "<h3>ក្រុមការងារក្នុងស្រុក ជិតអ្នកជានិច្ច</h3>" +
        "<p>យើងបានបើកចំណុចផ្ដល់សេវាថ្មីនៅក្រុងកំពត និងក្រុងដូនកែវ ដែលមានអ្នកបច្ចេកទេសរស់នៅក្នុងខេត្តផ្ទាល់។ ជាធម្មតា ការដំឡើងត្រូវបានបញ្ចប់ក្នុងរយៈពេល ៤៨ ម៉ោង បន្ទាប់ពីការចុះឈ្មោះ ហើយការជួសជុលបញ្ហាត្រូវបានដោះស្រាយដោយក្រុមការងារដែលស្គាល់តំបន់ច្បាស់។</p>" +
        '<p>អតិថិជនដែលចុះឈ្មោះមុនថ្ងៃទី ៣១ ខែមីនា ឆ្នាំ២០២៥ នឹងទទួលបានសេវា<strong>ឥតគិតថ្លៃក្នុងខែដំបូង</strong>។ សូមពិនិត្យអាសយដ្ឋានរបស់អ្នកនៅលើ<a href="/coverage_map">ផែនទីតំបន់គ្របដណ្ដប់</a> ឬទូរស័ព្ទមកលេខ 023 888 168។</p>',
      en:
        "<p>From today, households and businesses in <strong>Kampot, Kep, Takeo and Prey Veng</strong> can order Romdoul Net fiber internet. The expansion adds more than 1,200 km of new fiber cable and 46 new distribution points, and brings our network to 18 provinces.</p>" +
        "<h3>What is available</h3>" +
        "<ul>" +
        "<li><strong>MegaSurf</strong> home fiber from $15 a month, with a free Wi-Fi 6 router.</li>" +
        "<li><strong>MegaBiz</strong> fiber for small and medium businesses, with symmetrical speeds and a dedicated business support line.</li>" +
        "<li><strong>One TV</strong> and the OTT TV app for every new customer.</li>" +
        "</ul>" +
        "<h3>Local teams, close to you</h3>" +
        "<p>We have opened new service points in Kampot town and Doun Kaev, staffed by technicians who live in the province. Installation is usually completed within 48 hours of ordering, and faults are handled by people who know the area well.</p>" +
        '<p>Customers who sign up before 31 March 2025 get their <strong>first month free</strong>. Check your address on the <a href="/coverage_map">coverage map</a> or call 023 888 168.</p>',
      zh:
        "<p>即日起，<strong>贡布、白马、茶胶和波萝勉</strong>的家庭和企业可以办理隆都网络光纤宽带。本次扩建新增光缆逾 1,200 公里、分光节点 46 个，我们的网络覆盖范围扩大至 18 个省份。</p>" +
        "<h3>可办理的服务</h3>" +
        "<ul>" +
        "<li><strong>MegaSurf</strong> 家庭光纤，每月 $15 起，免费赠送 Wi-Fi 6 路由器。</li>" +
        "<li><strong>MegaBiz</strong> 中小企业光纤，上下行对称，并配有企业专属客服热线。</li>" +
        "<li>所有新客户均可开通 <strong>One TV</strong> 及 OTT TV 应用。</li>" +
        "</ul>" +
        "<h3>本地团队，就在您身边</h3>" +
        "<p>我们已在贡布市和茶胶省会敦角市开设新的服务点，技术人员均为本省居民。通常在下单后 48 小时内完成安装，故障处理也由熟悉当地情况的团队负责。</p>" +
        '<p>2025 年 3 月 31 日前办理的客户可享<strong>首月免费</strong>。请在<a href="/coverage_map">覆盖地图</a>上查询您的地址，或致电 023 888 168。</p>',
    },
    imageFileName: "news-1.jpg",
    imageAlt: {
      km: "ខ្សែកាបអុបទិកពណ៌មាសលាតសន្ធឹងឆ្លងកាត់អគារ ទៅកាន់ទីក្រុងថ្មីៗ លើផ្ទៃខាងក្រោយពណ៌ស្វាយ",
      en: "Gold fiber lines stretching past buildings towards new towns on a purple background",
      zh: "紫色背景上，金色光纤线路穿过楼宇延伸至新的城镇",
    },
  },
  {
    publishedDaysAgo: 610,
    title: {
      km: "ការផ្ដល់ជូនពិសេសបុណ្យចូលឆ្នាំខ្មែរ៖ ល្បឿនទ្វេដង និង One TV ឥតគិតថ្លៃមួយខែ",
      en: "Khmer New Year offers: double speed and a free month of One TV",
      zh: "高棉新年优惠：网速翻倍，One TV 免费一个月",
    },
    lead: {
      km: "ស្វាគមន៍ឆ្នាំម្សាញ់ជាមួយក្រុមគ្រួសារ៖ អតិថិជនថ្មីរបស់ MegaSurf ទទួលបានល្បឿនទ្វេដងរយៈពេល ៣ ខែ និងទូរទស្សន៍ One TV ឥតគិតថ្លៃក្នុងខែដំបូង។",
      en: "Welcome the Year of the Snake with your family: new MegaSurf customers get double speed for three months and One TV free for the first month.",
      zh: "与家人共迎蛇年：MegaSurf 新客户可享三个月网速翻倍，首月免费收看 One TV。",
    },
    body: {
      km:
        "<p>ពិធីបុណ្យចូលឆ្នាំថ្មីប្រពៃណីជាតិ គឺជាពេលវេលាដែលក្រុមគ្រួសារជួបជុំគ្នា ហៅវីដេអូទៅកាន់សាច់ញាតិនៅឆ្ងាយ និងមើលកម្មវិធីកម្សាន្តជាមួយគ្នា។ ដើម្បីអបអរសាទរ យើងមានការផ្ដល់ជូនពិសេសចាប់ពីថ្ងៃទី ២៥ ខែមីនា ដល់ថ្ងៃទី ៣០ ខែមេសា ឆ្នាំ២០២៥។</p>" +
        "<h3>សម្រាប់អតិថិជនថ្មី</h3>" +
        "<ul>" +
        "<li><strong>ល្បឿនទ្វេដងរយៈពេល ៣ ខែ</strong> លើកញ្ចប់ MegaSurf 30, 60 និង 100។ ឧទាហរណ៍ កញ្ចប់ MegaSurf 60 នឹងដំណើរការក្នុងល្បឿន 120 Mbps។</li>" +
        "<li><strong>One TV ឥតគិតថ្លៃក្នុងខែដំបូង</strong> រួមទាំងប៉ុស្តិ៍ភាពយន្ត និងកម្មវិធីកម្សាន្តពិសេសសម្រាប់រដូវបុណ្យ។</li>" +
        "<li>ដំឡើងឥតគិតថ្លៃ និងរ៉ោតទ័រ Wi-Fi 6 ឥតគិតថ្លៃ។</li>" +
        "</ul>" +
        "<h3>សម្រាប់អតិថិជនបច្ចុប្បន្ន</h3>" +
        "<p>ពង្រីក Wi-Fi ឱ្យដល់គ្រប់បន្ទប់ជាមួយ <strong>FTTR</strong> ដោយទទួលបានការបញ្ចុះតម្លៃ ៥០% លើថ្លៃដំឡើង។ អ្នកក៏អាចដំឡើងកញ្ចប់ល្បឿនខ្ពស់ជាងមុនបានភ្លាមៗ តាមកម្មវិធី Romdoul App ដោយមិនចាំបាច់មានអ្នកបច្ចេកទេសមកផ្ទះ។</p>" +
        "<h3>សេវាគាំទ្រក្នុងរដូវបុណ្យ</h3>" +
        '<p>ខ្សែទូរស័ព្ទបន្ទាន់ 023 888 168 បើកដំណើរការ ២៤/៧ ពេញមួយរដូវបុណ្យ។ ហាង និងសាខារបស់យើងនឹងឈប់សម្រាកពីថ្ងៃទី ១៤ ដល់ថ្ងៃទី ១៦ ខែមេសា ហើយបើកដំណើរការវិញនៅថ្ងៃទី ១៧ ខែមេសា។ <a href="/personal/promo">មើលលក្ខខណ្ឌនៃការផ្ដល់ជូនទាំងអស់</a>។</p>',
      en:
        "<p>Khmer New Year is a time for families to come together, video-call relatives far away and watch holiday shows side by side. To celebrate, we have special offers from 25 March to 30 April 2025.</p>" +
        "<h3>For new customers</h3>" +
        "<ul>" +
        "<li><strong>Double speed for three months</strong> on MegaSurf 30, 60 and 100. MegaSurf 60, for example, runs at 120 Mbps.</li>" +
        "<li><strong>One TV free for the first month</strong>, including movie channels and special holiday programmes.</li>" +
        "<li>Free installation and a free Wi-Fi 6 router.</li>" +
        "</ul>" +
        "<h3>For existing customers</h3>" +
        "<p>Bring Wi-Fi to every room with <strong>FTTR</strong> and get 50% off the installation fee. You can also move to a faster plan straight away in the Romdoul App, with no technician visit needed.</p>" +
        "<h3>Support over the holidays</h3>" +
        '<p>Our hotline 023 888 168 stays open 24/7 throughout the holidays. Shops and branches close from 14 to 16 April and reopen on 17 April. <a href="/personal/promo">See the full terms of every offer</a>.</p>',
      zh:
        "<p>高棉新年是家人团聚、与远方亲友视频通话、一起观看节日节目的时刻。为庆祝新年，我们于 2025 年 3 月 25 日至 4 月 30 日推出特别优惠。</p>" +
        "<h3>新客户专享</h3>" +
        "<ul>" +
        "<li>MegaSurf 30、60 和 100 套餐<strong>三个月网速翻倍</strong>。例如 MegaSurf 60 可达 120 Mbps。</li>" +
        "<li><strong>首月免费收看 One TV</strong>，包括电影频道和节日特别节目。</li>" +
        "<li>免费安装，并免费赠送 Wi-Fi 6 路由器。</li>" +
        "</ul>" +
        "<h3>老客户专享</h3>" +
        "<p>安装 <strong>FTTR</strong> 全屋光纤，让每个房间都有 Wi-Fi，安装费五折。您还可以在 Romdoul App 中立即升级到更快的套餐，无需技术人员上门。</p>" +
        "<h3>节日期间的服务</h3>" +
        '<p>节日期间热线 023 888 168 全天候 24/7 服务。营业厅及分公司于 4 月 14 日至 16 日休息，4 月 17 日恢复营业。<a href="/personal/promo">查看各项优惠的完整条款</a>。</p>',
    },
    imageFileName: "news-2.jpg",
    imageAlt: {
      km: "ប្រាសាទពណ៌មាស ព្រះអាទិត្យ និងប្រអប់កាដូ លើផ្ទៃខាងក្រោយពណ៌ស្វាយ",
      en: "Gold temple towers, a bright sun and gift boxes on a purple background",
      zh: "紫色背景上的金色佛塔、太阳和礼盒",
    },
  },
  {
    publishedDaysAgo: 561,
    title: {
      km: "រំដួលណិតដាក់ឱ្យប្រើអ៊ីនធឺណិតឯកជនល្បឿន 10 Gbps សម្រាប់សហគ្រាស",
      en: "Romdoul Net launches 10 Gbps dedicated internet for enterprises",
      zh: "隆都网络推出面向大型企业的 10 Gbps 专线互联网",
    },
    lead: {
      km: "ក្រុមហ៊ុនធំៗ ធនាគារ និងស្ថាប័នដែលប្រើទិន្នន័យច្រើន អាចប្រើអ៊ីនធឺណិតឯកជនល្បឿនរហូតដល់ 10 Gbps ដែលធានាដោយ SLA ៩៩,៩%។",
      en: "Large companies, banks and data-heavy organisations can now order dedicated internet access at up to 10 Gbps, backed by a 99.9% SLA.",
      zh: "大型企业、银行及数据密集型机构现可办理最高 10 Gbps 的互联网专线，并享有 99.9% SLA 保障。",
    },
    body: {
      km:
        "<p>ដោយសារសហគ្រាសនៅកម្ពុជាកំពុងផ្លាស់ប្ដូរទៅប្រើប្រព័ន្ធពពក ការប្រជុំតាមវីដេអូ និងការបម្រុងទុកទិន្នន័យរាល់ថ្ងៃកាន់តែច្រើន ពួកគេត្រូវការខ្សែអ៊ីនធឺណិតដែលលឿន និងមានស្ថិរភាព។ ថ្ងៃនេះ យើងបានដាក់ឱ្យប្រើ<strong>អ៊ីនធឺណិតឯកជន (DIA) ល្បឿន 1, 2.5, 5 និង 10 Gbps</strong> ដែលមានល្បឿនទាញយក និងផ្ទុកឡើងស្មើគ្នា។</p>" +
        "<h3>អ្វីដែលរួមបញ្ចូល</h3>" +
        "<ul>" +
        "<li><strong>ផ្លូវខ្សែកាបពីរដាច់ដោយឡែកពីគ្នា</strong> ដើម្បីឱ្យសេវានៅតែដំណើរការ ទោះបីខ្សែមួយត្រូវបានកាត់ក៏ដោយ។</li>" +
        "<li>ការតភ្ជាប់ផ្ទាល់ទៅកាន់បណ្ដាញក្នុងតំបន់នៅសិង្ហបុរី និងហុងកុង ដើម្បីកាត់បន្ថយភាពយឺតយ៉ាវ។</li>" +
        "<li>អាសយដ្ឋាន IPv4 សាធារណៈ និង IPv6 ដោយមិនគិតថ្លៃបន្ថែម។</li>" +
        "<li>ការតាមដានពីមជ្ឈមណ្ឌល NOC ២៤/៧ និងវិស្វករមកដល់ទីតាំងក្នុងរយៈពេល ៤ ម៉ោង នៅរាជធានីភ្នំពេញ។</li>" +
        "<li>របាយការណ៍ប្រចាំខែអំពីការប្រើប្រាស់ និងភាពអាចប្រើបាននៃសេវា។</li>" +
        "</ul>" +
        "<h3>តំបន់ដែលអាចប្រើបាន</h3>" +
        "<p>សេវានេះអាចប្រើបានភ្លាមៗនៅភ្នំពេញ សៀមរាប និងតំបន់សេដ្ឋកិច្ចពិសេសនៅខេត្តព្រះសីហនុ។ សម្រាប់ទីតាំងផ្សេងទៀត ក្រុមវិស្វកររបស់យើងនឹងធ្វើការសិក្សាទីតាំងឥតគិតថ្លៃ។</p>" +
        '<p><a href="/business/internet/dia">ស្វែងយល់បន្ថែមអំពីអ៊ីនធឺណិតឯកជន</a> ឬទាក់ទងអ្នកគ្រប់គ្រងគណនីសហគ្រាសរបស់អ្នក ដើម្បីទទួលបានសំណើតម្លៃ។</p>',
      en:
        "<p>As Cambodian enterprises move more of their work to the cloud, video meetings and daily backups, they need connections that are both fast and steady. Today we are launching <strong>dedicated internet access (DIA) at 1, 2.5, 5 and 10 Gbps</strong>, with the same speed for download and upload.</p>" +
        "<h3>What is included</h3>" +
        "<ul>" +
        "<li><strong>Two separate fiber routes</strong>, so the service keeps running even if one cable is cut.</li>" +
        "<li>Direct connections to regional networks in Singapore and Hong Kong for lower latency.</li>" +
        "<li>Public IPv4 and IPv6 addresses at no extra cost.</li>" +
        "<li>24/7 monitoring by our NOC, and engineers on site within 4 hours in Phnom Penh.</li>" +
        "<li>Monthly reports on usage and availability.</li>" +
        "</ul>" +
        "<h3>Where it is available</h3>" +
        "<p>The service is available now in Phnom Penh, Siem Reap and the Sihanoukville special economic zone. For other locations, our engineers will carry out a free site survey.</p>" +
        '<p><a href="/business/internet/dia">Learn more about dedicated internet</a> or contact your enterprise account manager for a quotation.</p>',
      zh:
        "<p>随着柬埔寨企业将更多业务迁移到云端、频繁召开视频会议并每日备份数据，他们需要既快速又稳定的网络连接。今天，我们正式推出 <strong>1、2.5、5 和 10 Gbps 互联网专线（DIA）</strong>，上下行速率对称。</p>" +
        "<h3>服务内容</h3>" +
        "<ul>" +
        "<li><strong>两条相互独立的光纤路由</strong>，即使一条光缆被挖断，业务依然不中断。</li>" +
        "<li>直连新加坡和香港的区域网络，时延更低。</li>" +
        "<li>免费提供公网 IPv4 与 IPv6 地址。</li>" +
        "<li>NOC 全天候 24/7 监控，金边市内工程师 4 小时内到场。</li>" +
        "<li>每月提供用量及可用率报告。</li>" +
        "</ul>" +
        "<h3>覆盖区域</h3>" +
        "<p>该服务现已在金边、暹粒及西哈努克经济特区开通。其他地点可由我们的工程师免费进行现场勘察。</p>" +
        '<p><a href="/business/internet/dia">了解互联网专线详情</a>，或联系您的企业客户经理获取报价。</p>',
    },
    imageFileName: "news-3.jpg",
    imageAlt: {
      km: "ឧបករណ៍បណ្ដាញនៅកណ្ដាល តភ្ជាប់ដោយខ្សែកាបអុបទិកពណ៌មាសចំនួនបួន",
      en: "A network switch in the centre connected by four gold fiber links",
      zh: "中央的网络交换机由四条金色光纤相连",
    },
  },
  {
    publishedDaysAgo: 519,
    title: {
      km: "រំដួលណិតបន្តសុពលភាពវិញ្ញាបនបត្រ ISO 9001 សម្រាប់រយៈពេលបីឆ្នាំទៀត",
      en: "Romdoul Net renews its ISO 9001 certification for another three years",
      zh: "隆都网络 ISO 9001 认证续期三年",
    },
    lead: {
      km: "សវនកម្មឯករាជ្យបានបញ្ជាក់ថា ប្រព័ន្ធគ្រប់គ្រងគុណភាពរបស់យើងបំពេញតាមស្តង់ដារ ISO 9001:2015 ក្នុងផ្នែកលក់ ការដំឡើង សេវាអតិថិជន និងប្រតិបត្តិការបណ្ដាញ។",
      en: "An independent audit has confirmed that our quality management system meets ISO 9001:2015 across sales, installation, customer care and network operations.",
      zh: "独立审核确认，我们在销售、安装、客户服务及网络运营方面的质量管理体系符合 ISO 9001:2015 标准。",
    },
    body: {
      km:
        "<p>នៅខែឧសភា ឆ្នាំ២០២៥ ស្ថាប័នផ្ដល់វិញ្ញាបនបត្រអន្តរជាតិដែលមានការទទួលស្គាល់ បានធ្វើសវនកម្មរយៈពេល ៥ ថ្ងៃ នៅការិយាល័យកណ្ដាលនៅភ្នំពេញ និងសាខាទាំង ៤ របស់យើងនៅសៀមរាប បាត់ដំបង ព្រះសីហនុ និងកំពង់ចាម។ សវនកម្មមិនបានរកឃើញចំណុចខ្វះខាតធំណាមួយឡើយ ហើយវិញ្ញាបនបត្ររបស់យើងត្រូវបានបន្តសុពលភាពរហូតដល់ឆ្នាំ២០២៨។</p>" +
        "<h3>លទ្ធផលដែលអ្នកអាចមើលឃើញ</h3>" +
        "<p>ISO 9001 មិនមែនគ្រាន់តែជាវិញ្ញាបនបត្រនៅលើជញ្ជាំងនោះទេ។ វាតម្រូវឱ្យយើងវាស់វែង និងកែលម្អការងាររបស់យើងជាប្រចាំ។ ក្នុងរយៈពេលបីឆ្នាំកន្លងមក៖</p>" +
        "<ul>" +
        "<li>រយៈពេលដំឡើងជាមធ្យមបានថយចុះពី ៣,១ ថ្ងៃ មកត្រឹម <strong>១,៨ ថ្ងៃ</strong>។</li>" +
        "<li>ការហៅទូរស័ព្ទមកសេវាអតិថិជនចំនួន <strong>៨២%</strong> ត្រូវបានដោះស្រាយក្នុងការហៅលើកដំបូង។</li>" +
        "<li>រយៈពេលជួសជុលខ្សែដាច់ជាមធ្យមនៅភ្នំពេញ បានថយចុះមកនៅក្រោម ៤ ម៉ោង។</li>" +
        "<li>បុគ្គលិកទាំងអស់ទទួលបានវគ្គបណ្ដុះបណ្ដាលស្ដីពីគុណភាពសេវាយ៉ាងហោចណាស់ម្ដងក្នុងមួយឆ្នាំ។</li>" +
        "</ul>" +
        "<h3>ជំហានបន្ទាប់</h3>" +
        '<p>ក្នុងឆ្នាំខាងមុខ យើងនឹងផ្ដោតលើការផ្ញើសារជូនដំណឹងកាន់តែច្បាស់ក្នុងពេលមានការថែទាំបណ្ដាញ និងការស្ទង់មតិអតិថិជនក្រោយរាល់ការដំឡើង។ <a href="/about_us/qms">អានបន្ថែមអំពីប្រព័ន្ធគ្រប់គ្រងគុណភាពរបស់យើង</a>។</p>',
      en:
        "<p>In May 2025 an accredited international certification body spent five days auditing our head office in Phnom Penh and our four branches in Siem Reap, Battambang, Sihanoukville and Kampong Cham. The audit found no major non-conformities, and our certificate has been renewed until 2028.</p>" +
        "<h3>Results you can see</h3>" +
        "<p>ISO 9001 is more than a certificate on the wall. It requires us to measure and improve our work continuously. Over the past three years:</p>" +
        "<ul>" +
        "<li>Average installation time fell from 3.1 days to <strong>1.8 days</strong>.</li>" +
        "<li><strong>82%</strong> of calls to customer care are resolved on the first call.</li>" +
        "<li>Average repair time for cut cables in Phnom Penh is now under 4 hours.</li>" +
        "<li>Every employee takes service-quality training at least once a year.</li>" +
        "</ul>" +
        "<h3>What comes next</h3>" +
        '<p>In the coming year we will focus on clearer notifications during planned network maintenance and a short customer survey after every installation. <a href="/about_us/qms">Read more about our quality management system</a>.</p>',
      zh:
        "<p>2025 年 5 月，一家获认可的国际认证机构用五天时间审核了我们位于金边的总部以及暹粒、马德望、西哈努克和磅湛四家分公司。审核未发现任何严重不符合项，我们的证书已续期至 2028 年。</p>" +
        "<h3>看得见的成果</h3>" +
        "<p>ISO 9001 不只是挂在墙上的一张证书，它要求我们持续衡量并改进工作。过去三年里：</p>" +
        "<ul>" +
        "<li>平均安装时间由 3.1 天缩短至 <strong>1.8 天</strong>。</li>" +
        "<li>客服来电中 <strong>82%</strong> 在首次通话即获解决。</li>" +
        "<li>金边光缆中断的平均修复时间已缩短至 4 小时以内。</li>" +
        "<li>每位员工每年至少参加一次服务质量培训。</li>" +
        "</ul>" +
        "<h3>下一步</h3>" +
        '<p>未来一年，我们将重点改进计划性网络维护期间的通知，并在每次安装后进行简短的客户回访。<a href="/about_us/qms">进一步了解我们的质量管理体系</a>。</p>',
    },
    imageFileName: "news-4.jpg",
    imageAlt: {
      km: "ត្រាគុណភាពពណ៌មាស មានសញ្ញាធីកនៅកណ្ដាល និងខ្សែបូពីរ",
      en: "A gold quality seal with a check mark and two ribbons",
      zh: "带有对勾和两条绶带的金色质量印章",
    },
  },
  {
    publishedDaysAgo: 463,
    title: {
      km: "ថ្នាក់រៀនតភ្ជាប់៖ Wi-Fi ឥតគិតថ្លៃសម្រាប់សាលារៀនរដ្ឋចំនួន ៥០",
      en: "Connected Classrooms: free Wi-Fi for 50 public schools",
      zh: "“联网课堂”计划：为 50 所公立学校免费提供 Wi-Fi",
    },
    lead: {
      km: "កម្មវិធីថ្នាក់រៀនតភ្ជាប់ របស់យើងនឹងផ្ដល់អ៊ីនធឺណិតខ្សែកាបអុបទិក និង Wi-Fi ឥតគិតថ្លៃដល់វិទ្យាល័យរដ្ឋចំនួន ៥០ ក្នុង ៥ ខេត្ត ក្នុងរយៈពេលពីរឆ្នាំខាងមុខ។",
      en: "Our Connected Classrooms programme will bring free fiber internet and Wi-Fi to 50 public secondary schools in five provinces within the next two years.",
      zh: "我们的“联网课堂”计划将在未来两年内为五个省份的 50 所公立中学免费提供光纤宽带和 Wi-Fi。",
    },
    body: {
      km:
        "<p>សិស្សានុសិស្សជាច្រើននៅតាមខេត្តនៅតែមិនទាន់មានអ៊ីនធឺណិតដែលអាចទុកចិត្តបាននៅសាលារៀន។ កម្មវិធី<strong>ថ្នាក់រៀនតភ្ជាប់</strong> ត្រូវបានរៀបចំឡើងដោយសហការជាមួយមន្ទីរអប់រំ យុវជន និងកីឡាខេត្ត ដើម្បីកាត់បន្ថយគម្លាតនេះ។</p>" +
        "<h3>អ្វីដែលសាលានីមួយៗទទួលបាន</h3>" +
        "<ul>" +
        "<li>អ៊ីនធឺណិតខ្សែកាបអុបទិកល្បឿន <strong>300 Mbps ឥតគិតថ្លៃរយៈពេល ៣ ឆ្នាំ</strong>។</li>" +
        "<li>ឧបករណ៍បញ្ចេញ Wi-Fi នៅក្នុងថ្នាក់រៀន បណ្ណាល័យ និងបន្ទប់គ្រូ។</li>" +
        "<li>តម្រងខ្លឹមសារ ដើម្បីការពារសិស្សពីគេហទំព័រដែលមិនសមរម្យ។</li>" +
        "<li>វគ្គបណ្ដុះបណ្ដាលសម្រាប់គ្រូបង្រៀន ស្ដីពីការប្រើប្រាស់ធនធានសិក្សាតាមអ៊ីនធឺណិត ដែលដឹកនាំដោយបុគ្គលិកស្ម័គ្រចិត្តរបស់យើង។</li>" +
        "</ul>" +
        "<h3>ដំណាក់កាលទីមួយ</h3>" +
        "<p>សាលារៀនចំនួន ១២ នៅខេត្តកំពង់ចាម និងតាកែវ ត្រូវបានតភ្ជាប់រួចហើយ ដែលផ្ដល់ប្រយោជន៍ដល់សិស្សជាង ៩ ០០០ នាក់។ សាលារៀនបន្ទាប់នៅខេត្តសៀមរាប បាត់ដំបង និងព្រៃវែង នឹងត្រូវបានតភ្ជាប់មុនឆ្នាំសិក្សាថ្មី។ បុគ្គលិករំដួលណិតជាង ១២០ នាក់ បានចុះឈ្មោះធ្វើជាអ្នកស្ម័គ្រចិត្តរួចហើយ។</p>" +
        '<p>សាលារៀនដែលចង់ចូលរួម អាចទាក់ទងមកយើងតាមរយៈមន្ទីរអប់រំខេត្ត។ <a href="/about_us/csr">ស្វែងយល់បន្ថែមអំពីគម្រោងសង្គមរបស់យើង</a>។</p>',
      en:
        "<p>Many students in the provinces still have no reliable internet at school. <strong>Connected Classrooms</strong>, run together with the provincial departments of education, youth and sport, sets out to close that gap.</p>" +
        "<h3>What each school receives</h3>" +
        "<ul>" +
        "<li><strong>300 Mbps fiber internet, free for three years</strong>.</li>" +
        "<li>Wi-Fi access points in classrooms, the library and the teachers' room.</li>" +
        "<li>A content filter that keeps students away from unsuitable websites.</li>" +
        "<li>Training for teachers on using online learning resources, led by our staff volunteers.</li>" +
        "</ul>" +
        "<h3>Phase one</h3>" +
        "<p>Twelve schools in Kampong Cham and Takeo are already connected, reaching more than 9,000 students. The next schools in Siem Reap, Battambang and Prey Veng will be online before the new school year. More than 120 Romdoul Net employees have already signed up as volunteers.</p>" +
        '<p>Schools that would like to take part can contact us through their provincial department of education. <a href="/about_us/csr">Find out more about our community projects</a>.</p>',
      zh:
        "<p>许多省份的学生在学校仍无法使用稳定的网络。<strong>“联网课堂”</strong>计划与各省教育青年体育厅合作开展，致力于缩小这一差距。</p>" +
        "<h3>每所学校将获得</h3>" +
        "<ul>" +
        "<li><strong>300 Mbps 光纤宽带，三年免费</strong>。</li>" +
        "<li>在教室、图书馆和教师办公室安装 Wi-Fi 接入点。</li>" +
        "<li>内容过滤功能，保护学生远离不良网站。</li>" +
        "<li>由员工志愿者为教师开展在线教学资源使用培训。</li>" +
        "</ul>" +
        "<h3>第一阶段</h3>" +
        "<p>磅湛省和茶胶省的 12 所学校已完成联网，惠及 9,000 多名学生。暹粒、马德望和波萝勉的下一批学校将在新学年开学前接入。已有 120 多名隆都网络员工报名成为志愿者。</p>" +
        '<p>有意参加的学校可通过省教育厅与我们联系。<a href="/about_us/csr">了解更多社会公益项目</a>。</p>',
    },
    imageFileName: "news-5.jpg",
    imageAlt: {
      km: "អគារសាលារៀនមានទង់ជាតិ រលកសញ្ញា Wi-Fi ពណ៌មាស សៀវភៅ និងសិស្សពីរនាក់",
      en: "A school building with a flag, gold Wi-Fi waves, a stack of books and two students",
      zh: "插着旗帜的校舍、金色 Wi-Fi 信号、一摞书和两名学生",
    },
  },
  {
    publishedDaysAgo: 400,
    title: {
      km: "រំដួលណិត និង Angkor Heritage Hotels ចុះហត្ថលេខាលើភាពជាដៃគូរយៈពេល ៥ ឆ្នាំ",
      en: "Romdoul Net and Angkor Heritage Hotels sign a five-year connectivity partnership",
      zh: "隆都网络与吴哥遗产酒店集团签署五年网络合作协议",
    },
    lead: {
      km: "សណ្ឋាគារ និងរមណីយដ្ឋានទាំង ១៤ របស់ក្រុម Angkor Heritage Hotels នឹងទទួលបាន FTTR Wi-Fi គ្រប់បន្ទប់ និងទូរទស្សន៍ One TV ពីរំដួលណិត។",
      en: "All 14 hotels and resorts of the Angkor Heritage Hotels group will get room-by-room FTTR Wi-Fi and One TV from Romdoul Net.",
      zh: "吴哥遗产酒店集团旗下全部 14 家酒店及度假村将由隆都网络提供 FTTR 全屋 Wi-Fi 和 One TV 服务。",
    },
    body: {
      km:
        "<p>ភ្ញៀវទេសចរសព្វថ្ងៃរំពឹងថា Wi-Fi នៅសណ្ឋាគារត្រូវតែលឿនដូចនៅផ្ទះ។ ក្រោមកិច្ចព្រមព្រៀងថ្មីនេះ រំដួលណិតនឹងដំឡើង និងថែទាំបណ្ដាញនៅសណ្ឋាគារ និងរមណីយដ្ឋានទាំង ១៤ របស់ <strong>Angkor Heritage Hotels</strong> នៅខេត្តសៀមរាប រាជធានីភ្នំពេញ និងខេត្តកែប ដែលមានបន្ទប់សរុបជាង ១ ៦០០។</p>" +
        "<h3>ខ្លឹមសារនៃភាពជាដៃគូ</h3>" +
        "<ul>" +
        "<li><strong>FTTR</strong>៖ ខ្សែកាបអុបទិកដល់គ្រប់បន្ទប់ ជាមួយ Wi-Fi 6 ដែលមិនរអាក់រអួល ពេលភ្ញៀវផ្លាស់ទីពីបន្ទប់ទៅអាងហែលទឹក ឬភោជនីយដ្ឋាន។</li>" +
        "<li><strong>One TV</strong> ក្នុងបន្ទប់ មានប៉ុស្តិ៍ជាភាសាខ្មែរ អង់គ្លេស ចិន កូរ៉េ និងជប៉ុន សម្រាប់ភ្ញៀវមកពីគ្រប់ទិសទី។</li>" +
        "<li>ខ្សែ MegaBiz បម្រុង សម្រាប់ប្រព័ន្ធកក់បន្ទប់ និងម៉ាស៊ីនទូទាត់ប្រាក់។</li>" +
        "<li>ក្រុមគាំទ្រដាច់ដោយឡែក ដែលឆ្លើយតប ២៤/៧ ជាភាសាខ្មែរ អង់គ្លេស និងចិន។</li>" +
        "</ul>" +
        "<h3>កាលវិភាគ</h3>" +
        "<p>សណ្ឋាគារចំនួន ៦ នៅខេត្តសៀមរាបនឹងត្រូវបានដំឡើងរួចរាល់មុនរដូវទេសចរណ៍ខែធ្នូ ហើយសណ្ឋាគារដែលនៅសល់នឹងបញ្ចប់នៅដើមឆ្នាំក្រោយ។ ការងារដំឡើងនឹងធ្វើឡើងម្ដងមួយជាន់ ដើម្បីកុំឱ្យរំខានដល់ភ្ញៀវ។</p>" +
        '<p>សណ្ឋាគារ និងផ្ទះសំណាក់ផ្សេងទៀតដែលចាប់អារម្មណ៍ អាច<a href="/business/contactUs">ទាក់ទងក្រុមការងារអាជីវកម្មរបស់យើង</a>។</p>',
      en:
        "<p>Travellers today expect hotel Wi-Fi to be as fast as at home. Under the new agreement, Romdoul Net will install and maintain the networks of all 14 <strong>Angkor Heritage Hotels</strong> properties in Siem Reap, Phnom Penh and Kep, with more than 1,600 rooms in total.</p>" +
        "<h3>What the partnership covers</h3>" +
        "<ul>" +
        "<li><strong>FTTR</strong>: fiber to every room, with seamless Wi-Fi 6 as guests move from their room to the pool or restaurant.</li>" +
        "<li><strong>One TV</strong> in every room, with channels in Khmer, English, Chinese, Korean and Japanese for guests from around the world.</li>" +
        "<li>A backup MegaBiz line for booking systems and card terminals.</li>" +
        "<li>A dedicated support team, answering 24/7 in Khmer, English and Chinese.</li>" +
        "</ul>" +
        "<h3>Timeline</h3>" +
        "<p>Six hotels in Siem Reap will be ready before the December high season, and the remaining properties will follow early next year. Work is done one floor at a time so that guests are not disturbed.</p>" +
        '<p>Other hotels and guesthouses that are interested can <a href="/business/contactUs">contact our business team</a>.</p>',
      zh:
        "<p>如今的旅客希望酒店 Wi-Fi 和家里一样快。根据新协议，隆都网络将为<strong>吴哥遗产酒店集团（Angkor Heritage Hotels）</strong>位于暹粒、金边和白马的全部 14 家酒店安装并维护网络，客房总数超过 1,600 间。</p>" +
        "<h3>合作内容</h3>" +
        "<ul>" +
        "<li><strong>FTTR</strong>：光纤入户到每间客房，客人从房间走到泳池或餐厅，Wi-Fi 6 无缝漫游。</li>" +
        "<li>每间客房配备 <strong>One TV</strong>，提供高棉语、英语、中文、韩语和日语频道，满足各国宾客需求。</li>" +
        "<li>为预订系统和刷卡终端提供 MegaBiz 备用线路。</li>" +
        "<li>专属支持团队 24/7 提供高棉语、英语和中文服务。</li>" +
        "</ul>" +
        "<h3>实施计划</h3>" +
        "<p>暹粒的六家酒店将在 12 月旅游旺季前完成部署，其余酒店将于明年年初完成。施工逐层进行，以免打扰住客。</p>" +
        '<p>其他有意合作的酒店和民宿，欢迎<a href="/business/contactUs">联系我们的企业业务团队</a>。</p>',
    },
    imageFileName: "news-6.jpg",
    imageAlt: {
      km: "រង្វង់ពីរពណ៌មាស និងពណ៌ស្វាយស្រាល ជាប់ទាក់ទងគ្នា តំណាងឱ្យភាពជាដៃគូ",
      en: "Two linked rings in gold and lilac, symbolising partnership",
      zh: "金色与淡紫色两个相扣的圆环，象征合作伙伴关系",
    },
  },
  {
    publishedDaysAgo: 349,
    title: {
      km: "រំដួលណិតឈ្នះពានរង្វាន់អ្នកផ្ដល់អ៊ីនធឺណិតតាមខ្សែល្អបំផុត នៅ Mekong Digital Awards 2025",
      en: "Romdoul Net named Best Fixed Broadband Provider at the Mekong Digital Awards 2025",
      zh: "隆都网络荣获 2025 湄公数字大奖“最佳固定宽带运营商”",
    },
    lead: {
      km: "យើងទទួលបានពានរង្វាន់ពីរ គឺអ្នកផ្ដល់អ៊ីនធឺណិតតាមខ្សែល្អបំផុតនៅកម្ពុជា និងឧត្តមភាពផ្នែកសេវាអតិថិជន។",
      en: "We took home two awards: Best Fixed Broadband Provider in Cambodia and Customer Service Excellence.",
      zh: "我们一举斩获两项大奖：柬埔寨最佳固定宽带运营商和卓越客户服务奖。",
    },
    body: {
      km:
        "<p>នៅក្នុងពិធីប្រគល់ពានរង្វាន់ <strong>Mekong Digital Awards 2025</strong> ដែលបានប្រារព្ធឡើងនៅរាជធានីភ្នំពេញ កាលពីថ្ងៃទី ៥ ខែធ្នូ រំដួលណិតត្រូវបានប្រកាសជា<strong>អ្នកផ្ដល់អ៊ីនធឺណិតតាមខ្សែល្អបំផុតនៅកម្ពុជា</strong> និងបានទទួលពាន<strong>ឧត្តមភាពផ្នែកសេវាអតិថិជន</strong>។</p>" +
        "<h3>មូលហេតុដែលគណៈកម្មការជ្រើសរើសយើង</h3>" +
        "<ul>" +
        "<li>ល្បឿនដែលវាស់បានពិតប្រាកដ ជាមធ្យម ៩៦% នៃល្បឿនដែលបានប្រកាស ទោះបីនៅម៉ោងមមាញឹកពេលល្ងាចក៏ដោយ។</li>" +
        "<li>ការពង្រីកបណ្ដាញដល់ខេត្តថ្មីចំនួន ៤ និងកម្មវិធីថ្នាក់រៀនតភ្ជាប់ សម្រាប់សាលារៀនរដ្ឋ។</li>" +
        "<li>សេវាអតិថិជន ២៤/៧ ជាភាសាខ្មែរ អង់គ្លេស និងចិន ដែលទទួលបានពិន្ទុពេញចិត្ត ៤,៧ លើ ៥។</li>" +
        "<li>តម្លៃសាមញ្ញ និងច្បាស់លាស់ គ្មានថ្លៃលាក់កំបាំង និងគ្មានកិច្ចសន្យារយៈពេលវែងដែលចងភ្ជាប់អតិថិជនតាមផ្ទះ។</li>" +
        "</ul>" +
        "<h3>ពានរង្វាន់នេះជារបស់អ្នក</h3>" +
        "<p>ពានរង្វាន់ទាំងនេះជាលទ្ធផលនៃការខិតខំរបស់បុគ្គលិកជាង ១ ១០០ នាក់ ចាប់ពីអ្នកបច្ចេកទេសដែលដំឡើងខ្សែក្នុងរដូវវស្សា រហូតដល់ភ្នាក់ងារសេវាអតិថិជនដែលឆ្លើយទូរស័ព្ទពេលយប់ជ្រៅ។ យើងសូមថ្លែងអំណរគុណដល់អតិថិជនទាំងអស់ដែលបានផ្ដល់មតិកែលម្អ និងទុកចិត្តលើយើង ហើយយើងនឹងបន្តខិតខំរាល់ថ្ងៃ ដើម្បីរក្សាការទុកចិត្តនោះ។</p>" +
        '<p><a href="/about_us/achievement">មើលពានរង្វាន់ និងសមិទ្ធផលផ្សេងទៀតរបស់យើង</a>។</p>',
      en:
        "<p>At the <strong>Mekong Digital Awards 2025</strong> ceremony held in Phnom Penh on 5 December, Romdoul Net was named <strong>Best Fixed Broadband Provider in Cambodia</strong> and also received the <strong>Customer Service Excellence</strong> award.</p>" +
        "<h3>Why the judges chose us</h3>" +
        "<ul>" +
        "<li>Measured speeds averaging 96% of advertised speeds, even at busy evening hours.</li>" +
        "<li>Expansion into four new provinces, and the Connected Classrooms programme for public schools.</li>" +
        "<li>24/7 customer care in Khmer, English and Chinese, with a satisfaction score of 4.7 out of 5.</li>" +
        "<li>Simple, transparent pricing with no hidden fees and no long lock-in contracts for home customers.</li>" +
        "</ul>" +
        "<h3>This award belongs to you</h3>" +
        "<p>These awards reflect the work of more than 1,100 employees, from the technicians laying cable in the rainy season to the care agents answering calls late at night. We thank every customer who has given us feedback and placed their trust in us, and we will keep working to earn it every day.</p>" +
        '<p><a href="/about_us/achievement">See our other awards and achievements</a>.</p>',
      zh:
        "<p>在 12 月 5 日于金边举行的 <strong>2025 湄公数字大奖（Mekong Digital Awards 2025）</strong>颁奖典礼上，隆都网络荣获<strong>“柬埔寨最佳固定宽带运营商”</strong>，并同时获得<strong>“卓越客户服务奖”</strong>。</p>" +
        "<h3>评委的评选理由</h3>" +
        "<ul>" +
        "<li>实测网速平均达到标称速率的 96%，晚间高峰时段亦是如此。</li>" +
        "<li>网络新覆盖四个省份，并为公立学校推出“联网课堂”计划。</li>" +
        "<li>提供高棉语、英语和中文 24/7 客户服务，满意度评分达 4.7 分（满分 5 分）。</li>" +
        "<li>资费简单透明，无隐藏费用，家庭客户无需签订长期合约。</li>" +
        "</ul>" +
        "<h3>这份荣誉属于您</h3>" +
        "<p>这些奖项凝聚了 1,100 多名员工的努力，从雨季里铺设光缆的技术人员，到深夜接听电话的客服人员。感谢每一位给予我们反馈和信任的客户，我们将每天继续努力，不负这份信任。</p>" +
        '<p><a href="/about_us/achievement">查看我们获得的其他奖项和成就</a>。</p>',
    },
    imageFileName: "news-7.jpg",
    imageAlt: {
      km: "ពានរង្វាន់ពណ៌មាសមានរូបផ្កាយ ហ៊ុំព័ទ្ធដោយពន្លឺភ្លឺចែងចាំង",
      en: "A gold trophy with a star, surrounded by sparkles",
      zh: "带有星形图案的金色奖杯，周围闪烁着光芒",
    },
  },
  {
    publishedDaysAgo: 239,
    title: {
      km: "រ៉ោតទ័រ Wi-Fi 7 មានលក់ហើយ សម្រាប់អតិថិជន MegaSurf និង FTTR",
      en: "Wi-Fi 7 routers now available for MegaSurf and FTTR customers",
      zh: "MegaSurf 和 FTTR 客户现可使用 Wi-Fi 7 路由器",
    },
    lead: {
      km: "រ៉ោតទ័រ Wi-Fi 7 ថ្មីរបស់យើងផ្ដល់ Wi-Fi លឿន និងមានស្ថិរភាពជាងមុនសម្រាប់ផ្ទះដែលប្រើឧបករណ៍ច្រើន ហើយផ្ដល់ជូនឥតគិតថ្លៃជាមួយកញ្ចប់ MegaSurf 200 និងកញ្ចប់ FTTR។",
      en: "Our new Wi-Fi 7 router brings faster, steadier Wi-Fi to busy homes, and comes free with MegaSurf 200 and FTTR plans.",
      zh: "全新 Wi-Fi 7 路由器为多设备家庭带来更快、更稳定的 Wi-Fi，MegaSurf 200 及 FTTR 套餐免费配送。",
    },
    body: {
      km:
        "<p>ក្នុងផ្ទះមួយសព្វថ្ងៃ អាចមានទូរស័ព្ទ កុំព្យូទ័រ ទូរទស្សន៍ និងកាមេរ៉ាសុវត្ថិភាពរាប់សិបគ្រឿង ប្រើ Wi-Fi ក្នុងពេលតែមួយ។ រ៉ោតទ័រ <strong>Wi-Fi 7</strong> ថ្មីរបស់យើងត្រូវបានរចនាឡើងសម្រាប់ស្ថានភាពបែបនេះ។</p>" +
        "<h3>អ្វីដែលថ្មី</h3>" +
        "<ul>" +
        "<li><strong>ការតភ្ជាប់ច្រើនប្រេកង់ក្នុងពេលតែមួយ (MLO)</strong>៖ ឧបករណ៍អាចប្រើប្រេកង់ 2.4 GHz, 5 GHz និង 6 GHz ព្រមគ្នា ដើម្បីឱ្យការតភ្ជាប់មិនដាច់។</li>" +
        "<li>ឆានែលទំហំ 320 MHz សម្រាប់ល្បឿនខ្ពស់បំផុតលើឧបករណ៍ដែលគាំទ្រ។</li>" +
        "<li>ភាពយឺតយ៉ាវទាប សម្រាប់ការលេងហ្គេម និងការហៅវីដេអូ។</li>" +
        "<li>ដំណើរការជាមួយឧបករណ៍ FTTR តាមបន្ទប់ ដើម្បីឱ្យ Wi-Fi ខ្លាំងដូចគ្នានៅគ្រប់ជាន់។</li>" +
        "</ul>" +
        "<h3>របៀបទទួលបាន</h3>" +
        "<p>រ៉ោតទ័រនេះ<strong>ឥតគិតថ្លៃ</strong>សម្រាប់ការចុះឈ្មោះថ្មីលើកញ្ចប់ MegaSurf 200 និងកញ្ចប់ FTTR ទាំងអស់។ អតិថិជនលើកញ្ចប់ផ្សេងទៀតអាចជួលក្នុងតម្លៃ $3 ក្នុងមួយខែ ឬប្ដូររ៉ោតទ័រចាស់ក្នុងតម្លៃ $39 ម្ដងគត់។ អ្នកអាចរៀបចំឈ្មោះ Wi-Fi ពាក្យសម្ងាត់ និងការគ្រប់គ្រងសម្រាប់មាតាបិតា តាមរយៈកម្មវិធី Romdoul App។</p>" +
        '<p>សូមចំណាំ៖ ឧបករណ៍ចាស់ៗនៅតែប្រើបានធម្មតា ប៉ុន្តែដើម្បីទទួលបានល្បឿនពេញលេញ ឧបករណ៍របស់អ្នកត្រូវគាំទ្រ Wi-Fi 7។ <a href="/device">មើលព័ត៌មានលម្អិតអំពីរ៉ោតទ័រ</a>។</p>',
      en:
        "<p>A typical home today may have dozens of phones, laptops, TVs and security cameras on Wi-Fi at the same time. Our new <strong>Wi-Fi 7</strong> router is built for exactly that.</p>" +
        "<h3>What is new</h3>" +
        "<ul>" +
        "<li><strong>Multi-link operation (MLO)</strong>: devices can use the 2.4 GHz, 5 GHz and 6 GHz bands at once, so the connection does not drop.</li>" +
        "<li>320 MHz channels for top speeds on supported devices.</li>" +
        "<li>Low latency for gaming and video calls.</li>" +
        "<li>Works with FTTR room units, so Wi-Fi is just as strong on every floor.</li>" +
        "</ul>" +
        "<h3>How to get one</h3>" +
        "<p>The router is <strong>free</strong> with new MegaSurf 200 and all FTTR plans. Customers on other plans can rent it for $3 a month or swap their old router for a one-off $39. Set your Wi-Fi name, password and parental controls in the Romdoul App.</p>" +
        '<p>Please note: older devices keep working as before, but they need Wi-Fi 7 support to reach full speed. <a href="/device">See the router details</a>.</p>',
      zh:
        "<p>如今一个普通家庭可能同时有几十台手机、电脑、电视和监控摄像头连接 Wi-Fi。全新 <strong>Wi-Fi 7</strong> 路由器正是为此而设计。</p>" +
        "<h3>新功能</h3>" +
        "<ul>" +
        "<li><strong>多链路操作（MLO）</strong>：设备可同时使用 2.4 GHz、5 GHz 和 6 GHz 频段，连接不掉线。</li>" +
        "<li>320 MHz 信道，支持的设备可达到最高速率。</li>" +
        "<li>低时延，游戏和视频通话更流畅。</li>" +
        "<li>可与 FTTR 房间单元配合使用，每层楼 Wi-Fi 信号同样强劲。</li>" +
        "</ul>" +
        "<h3>如何获取</h3>" +
        "<p>新办理 MegaSurf 200 及所有 FTTR 套餐<strong>免费</strong>配送。其他套餐客户可按每月 $3 租用，或一次性支付 $39 更换旧路由器。Wi-Fi 名称、密码和家长控制均可在 Romdoul App 中设置。</p>" +
        '<p>请注意：旧设备仍可正常使用，但需支持 Wi-Fi 7 才能达到最高速率。<a href="/device">查看路由器详情</a>。</p>',
    },
    imageFileName: "news-8.jpg",
    imageAlt: {
      km: "រ៉ោតទ័រមានអង់តែនបួន បញ្ចេញរលកសញ្ញា Wi-Fi ពណ៌មាស និងពណ៌ស្វាយស្រាល",
      en: "A router with four antennas sending gold and lilac Wi-Fi waves",
      zh: "四根天线的路由器发出金色和淡紫色的 Wi-Fi 信号",
    },
  },
  {
    publishedDaysAgo: 182,
    title: {
      km: "រំដួលណិតទទួលបានវិញ្ញាបនបត្រអាជីវកម្ម ChildSafe",
      en: "Romdoul Net becomes a ChildSafe certified business",
      zh: "隆都网络获得 ChildSafe 儿童安全企业认证",
    },
    lead: {
      km: "បន្ទាប់ពីបណ្ដុះបណ្ដាលបុគ្គលិកគ្រប់រូប និងកែលម្អគោលការណ៍របស់យើង យើងបានទទួលវិញ្ញាបនបត្រ ChildSafe សម្រាប់ការិយាល័យ ហាង និងក្រុមការងារតាមមូលដ្ឋានទាំងអស់។",
      en: "After training every employee and updating our policies, we have been awarded ChildSafe certification for all our offices, shops and field teams.",
      zh: "在完成全员培训并更新相关政策后，我们的所有办公室、营业厅和外勤团队均获得 ChildSafe 认证。",
    },
    body: {
      km:
        "<p>អ្នកបច្ចេកទេសរបស់យើងចូលផ្ទះរាប់ពាន់ខ្នងជារៀងរាល់ខែ ហើយសេវារបស់យើងត្រូវបានប្រើប្រាស់ដោយកុមារជាច្រើន។ យើងមានទំនួលខុសត្រូវក្នុងការការពារពួកគេ ទាំងនៅក្នុងផ្ទះ និងនៅលើអ៊ីនធឺណិត ហើយវិញ្ញាបនបត្រនេះតម្រូវឱ្យយើងគោរពស្តង់ដារច្បាស់លាស់ ដែលត្រូវបានត្រួតពិនិត្យដោយភាគីឯករាជ្យ។</p>" +
        "<h3>អ្វីដែលយើងបានធ្វើ</h3>" +
        "<ul>" +
        "<li>បុគ្គលិកទាំង <strong>១ ១៥០ នាក់</strong> បានបញ្ចប់វគ្គបណ្ដុះបណ្ដាល ChildSafe ស្ដីពីការទទួលស្គាល់ និងការរាយការណ៍ករណីកុមារប្រឈមនឹងហានិភ័យ។</li>" +
        "<li>អ្នកបច្ចេកទេសដែលចុះដំឡើងតាមផ្ទះ អនុវត្តតាមក្រមប្រតិបត្តិច្បាស់លាស់ ដូចជាមិនស្នាក់នៅតែម្នាក់ឯងជាមួយកុមារ និងពាក់កាតសម្គាល់ខ្លួនជានិច្ច។</li>" +
        "<li>យើងមិនជួលកុមារអាយុក្រោម ១៨ ឆ្នាំ ហើយតម្រូវឱ្យអ្នកម៉ៅការទាំងអស់គោរពគោលការណ៍ដូចគ្នា។</li>" +
        "</ul>" +
        "<h3>ឧបករណ៍សម្រាប់មាតាបិតា</h3>" +
        "<p>នៅក្នុងកម្មវិធី Romdoul App មាតាបិតាអាចកំណត់ម៉ោងប្រើ Wi-Fi សម្រាប់ឧបករណ៍របស់កូន បិទគេហទំព័រដែលមិនសមរម្យ និងផ្អាក Wi-Fi ពេលដល់ម៉ោងចូលគេង។ មុខងារទាំងនេះ<strong>ឥតគិតថ្លៃ</strong>សម្រាប់អតិថិជន MegaSurf គ្រប់រូប។</p>" +
        '<p>ប្រសិនបើអ្នកមានកង្វល់អំពីសុវត្ថិភាពកុមារ ដែលពាក់ព័ន្ធនឹងបុគ្គលិក ឬសេវារបស់យើង សូមទាក់ទងមកកាន់ care@romdoul.example ឬលេខ 023 888 168។ <a href="/about_us/childsafe_certified">អានគោលការណ៍ការពារកុមាររបស់យើង</a>។</p>',
      en:
        "<p>Our technicians visit thousands of homes every month, and many of the people who use our services are children. We have a duty to protect them, both at home and online, and certification holds us to a clear, independently checked standard.</p>" +
        "<h3>What we have done</h3>" +
        "<ul>" +
        "<li>All <strong>1,150 employees</strong> have completed ChildSafe training on recognising and reporting children at risk.</li>" +
        "<li>Technicians who install at homes follow a clear code of conduct: they are never alone with a child and always wear their ID badge.</li>" +
        "<li>We do not employ anyone under 18, and all contractors must follow the same policy.</li>" +
        "</ul>" +
        "<h3>Tools for parents</h3>" +
        "<p>In the Romdoul App, parents can set Wi-Fi hours for their children's devices, block unsuitable websites and pause Wi-Fi at bedtime. These features are <strong>free</strong> for every MegaSurf customer.</p>" +
        '<p>If you have a child-safety concern involving our staff or services, please contact care@romdoul.example or call 023 888 168. <a href="/about_us/childsafe_certified">Read our child protection policy</a>.</p>',
      zh:
        "<p>我们的技术人员每月走访数千户家庭，而使用我们服务的人中有许多是儿童。无论在家中还是在网络上，我们都有责任保护他们，而这项认证要求我们遵守经独立核查的明确标准。</p>" +
        "<h3>我们的行动</h3>" +
        "<ul>" +
        "<li>全体 <strong>1,150 名员工</strong>均已完成 ChildSafe 培训，学习如何识别和报告处于危险中的儿童。</li>" +
        "<li>上门安装的技术人员遵守明确的行为准则：绝不与儿童单独相处，并始终佩戴工作证。</li>" +
        "<li>我们不雇用未满 18 岁的人员，并要求所有承包商遵守同样的政策。</li>" +
        "</ul>" +
        "<h3>家长工具</h3>" +
        "<p>家长可在 Romdoul App 中为孩子的设备设置上网时段、屏蔽不良网站，并在就寝时间暂停 Wi-Fi。所有 MegaSurf 客户均可<strong>免费</strong>使用这些功能。</p>" +
        '<p>如您对涉及我们员工或服务的儿童安全问题有任何疑虑，请发送邮件至 care@romdoul.example 或致电 023 888 168。<a href="/about_us/childsafe_certified">阅读我们的儿童保护政策</a>。</p>',
    },
    imageFileName: "news-9.jpg",
    imageAlt: {
      km: "ខែលពណ៌មាសមានបេះដូងនៅកណ្ដាល ហ៊ុំព័ទ្ធដោយរូបមនុស្សពេញវ័យ និងកុមារ",
      en: "A gold shield with a heart, with adult and child figures on either side",
      zh: "中间有爱心的金色盾牌，两侧是成人和儿童的剪影",
    },
  },
  {
    publishedDaysAgo: 91,
    title: {
      km: "សាលទិន្នន័យថ្មី បង្កើនសមត្ថភាពមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងនៅភ្នំពេញទ្វេដង",
      en: "New data hall doubles capacity at our Phnom Penh data centre",
      zh: "新数据机房投用，金边数据中心容量翻倍",
    },
    lead: {
      km: "សាល B បន្ថែមទូដាក់ម៉ាស៊ីនមេចំនួន ២៤០ ថាមពលសម្រាប់ឧបករណ៍ 2 MW និងប្រព័ន្ធត្រជាក់បម្រុង ដើម្បីឱ្យអាជីវកម្មមានកន្លែងរីកចម្រើននៅក្នុងប្រទេស។",
      en: "Hall B adds 240 racks, 2 MW of IT power and N+1 cooling, giving businesses room to grow close to home.",
      zh: "B 号机房新增 240 个机柜、2 MW IT 供电容量及 N+1 制冷，为企业在本地发展提供更多空间。",
    },
    body: {
      km:
        "<p>តម្រូវការទុកទិន្នន័យនៅក្នុងប្រទេសកម្ពុជាកំពុងកើនឡើងយ៉ាងឆាប់រហ័ស ពីធនាគារ និងក្រុមហ៊ុនធានារ៉ាប់រង រហូតដល់ហាងលក់តាមអ៊ីនធឺណិត។ ថ្ងៃនេះ យើងបានបើកដំណើរការ<strong>សាល B</strong> នៃមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងនៅភ្នំពេញ ដែលធ្វើឱ្យសមត្ថភាពសរុបកើនឡើងទ្វេដង។ អតិថិជនអាចរក្សាម៉ាស៊ីនមេរបស់ខ្លួននៅក្នុងប្រទេស ជិតការិយាល័យ និងអ្នកប្រើប្រាស់ ហើយអនុលោមតាមបទប្បញ្ញត្តិស្ដីពីទិន្នន័យក្នុងស្រុក។</p>" +
        "<h3>ចំណុចសំខាន់ៗ</h3>" +
        "<ul>" +
        "<li>ទូដាក់ម៉ាស៊ីនមេចំនួន <strong>២៤០</strong> ដែលអាចទទួលបន្ទុករហូតដល់ 12 kW ក្នុងមួយទូ។</li>" +
        "<li>ខ្សែភ្លើងពីរពីស្ថានីយបំប្លែងចរន្តខុសគ្នា ប្រព័ន្ធ UPS និងម៉ាស៊ីនភ្លើងដែលមានប្រេងបម្រុងគ្រប់គ្រាន់សម្រាប់ ៧២ ម៉ោង។</li>" +
        "<li>ប្រព័ន្ធត្រជាក់ N+1 ជាមួយការបិទច្រកខ្យល់ក្ដៅ ដែលកាត់បន្ថយការប្រើប្រាស់ថាមពល។</li>" +
        "<li>សន្តិសុខ ២៤/៧ ការចូលដោយស្កេនស្នាមម្រាមដៃ និងកាមេរ៉ាគ្រប់ច្រករបៀង។</li>" +
        "<li>បន្ទប់តភ្ជាប់ដែលបើកចំហសម្រាប់គ្រប់ក្រុមហ៊ុនទូរគមនាគមន៍ និងការតភ្ជាប់ផ្ទាល់ទៅកាន់សេវាពពក។</li>" +
        "</ul>" +
        "<h3>ទស្សនកិច្ចមជ្ឈមណ្ឌលទិន្នន័យ</h3>" +
        "<p>ក្នុងខែកញ្ញា យើងនឹងរៀបចំទស្សនកិច្ចរៀងរាល់ថ្ងៃពុធ សម្រាប់អតិថិជនអាជីវកម្មដែលចង់ឃើញសាលថ្មីដោយផ្ទាល់។ ការជួលទូដាក់ម៉ាស៊ីនមេចាប់ពីកន្លះទូ ឬមួយទូពេញ ហើយអតិថិជន MegaBiz បច្ចុប្បន្នទទួលបានការបញ្ចុះតម្លៃ ១០% ក្នុងឆ្នាំដំបូង។</p>" +
        '<p><a href="/business/data_center/colocation">ស្វែងយល់អំពីសេវាជួលទីតាំងដាក់ម៉ាស៊ីនមេ</a> ឬកក់ទស្សនកិច្ចតាមលេខ 023 888 168។</p>',
      en:
        "<p>Demand for keeping data inside Cambodia is growing fast, from banks and insurers to online shops. Today we opened <strong>Hall B</strong> of our Phnom Penh data centre, doubling its total capacity. Customers can keep their servers in the country, close to their offices and users, while meeting local data rules.</p>" +
        "<h3>Highlights</h3>" +
        "<ul>" +
        "<li><strong>240 racks</strong> supporting up to 12 kW each.</li>" +
        "<li>Dual power feeds from separate substations, UPS, and generators with enough fuel on site for 72 hours.</li>" +
        "<li>N+1 cooling with hot-aisle containment to cut energy use.</li>" +
        "<li>24/7 security, fingerprint access and cameras in every aisle.</li>" +
        "<li>A carrier-neutral meet-me room and direct connections to cloud services.</li>" +
        "</ul>" +
        "<h3>Visit the data centre</h3>" +
        "<p>Throughout September we will run tours every Wednesday for business customers who want to see the new hall in person. Racks are available as half or full cabinets, and existing MegaBiz customers get 10% off their first year.</p>" +
        '<p><a href="/business/data_center/colocation">Learn more about colocation</a> or book a tour on 023 888 168.</p>',
      zh:
        "<p>从银行、保险公司到网店，柬埔寨境内数据存储的需求正快速增长。今天，我们金边数据中心的 <strong>B 号机房</strong>正式启用，总容量翻倍。客户可以将服务器留在国内，靠近办公室和用户，同时符合本地数据法规要求。</p>" +
        "<h3>亮点</h3>" +
        "<ul>" +
        "<li><strong>240 个机柜</strong>，单柜最高支持 12 kW。</li>" +
        "<li>来自不同变电站的双路市电、UPS，以及现场储油可连续运行 72 小时的发电机。</li>" +
        "<li>N+1 制冷配合热通道封闭，降低能耗。</li>" +
        "<li>24/7 安保、指纹门禁，每条通道均有监控摄像。</li>" +
        "<li>运营商中立的交换间，并可直连云服务。</li>" +
        "</ul>" +
        "<h3>参观数据中心</h3>" +
        "<p>9 月份每周三，我们将为希望实地了解新机房的企业客户安排参观。机柜可按半柜或整柜租用，现有 MegaBiz 客户首年享九折优惠。</p>" +
        '<p><a href="/business/data_center/colocation">了解机柜托管服务</a>，或致电 023 888 168 预约参观。</p>',
    },
    imageFileName: "news-10.jpg",
    imageAlt: {
      km: "ជួរទូដាក់ម៉ាស៊ីនមេពីរជួរ ដែលមានភ្លើងសញ្ញាពណ៌មាស នៅក្នុងសាលទិន្នន័យ",
      en: "Two rows of server racks with gold status lights inside a data hall",
      zh: "数据机房内两排亮着金色指示灯的服务器机柜",
    },
  },
  {
    publishedDaysAgo: 49,
    title: {
      km: "កំណែថ្មីនៃ Romdoul App៖ ទូទាត់វិក្កយបត្រដោយ KHQR ក្នុងប៉ុន្មានវិនាទី",
      en: "Romdoul App update: pay any bill with KHQR in seconds",
      zh: "Romdoul App 更新：使用 KHQR 数秒完成缴费",
    },
    lead: {
      km: "កំណែ 4.0 នៃ Romdoul App អនុញ្ញាតឱ្យអ្នកស្កេន ឬរក្សាទុកកូដ KHQR ដើម្បីទូទាត់វិក្កយបត្រពីកម្មវិធីធនាគារ ឬកាបូបអេឡិចត្រូនិកណាមួយក្នុងប្រទេសកម្ពុជា ហើយបង្ហាញការបញ្ជាក់ការទូទាត់ភ្លាមៗ។",
      en: "Version 4.0 of the Romdoul App lets you scan or save a KHQR code to pay your bill from any Cambodian bank or wallet app, and confirms your payment instantly.",
      zh: "Romdoul App 4.0 版支持扫描或保存 KHQR 码，通过柬埔寨任意银行或电子钱包应用缴费，并即时确认付款。",
    },
    body: {
      km:
        "<p>ការទូទាត់វិក្កយបត្រអ៊ីនធឺណិត និងទូរទស្សន៍ កាន់តែងាយស្រួលជាងពេលណាៗទាំងអស់។ កំណែ <strong>4.0</strong> នៃ Romdoul App ឥឡូវនេះមានលក់នៅលើ App Store និង Google Play។</p>" +
        "<h3>អ្វីដែលថ្មី</h3>" +
        "<ul>" +
        "<li><strong>ការទូទាត់ដោយ KHQR</strong>៖ ដំណើរការជាមួយ ABA, Wing និងគ្រប់ធនាគារ និងកាបូបអេឡិចត្រូនិកដែលគាំទ្រ KHQR។</li>" +
        "<li>ទូទាត់ឱ្យគណនីច្រើនក្នុងពេលតែមួយ ឧទាហរណ៍ ផ្ទះរបស់អ្នក និងផ្ទះឪពុកម្ដាយ ដោយប្រើលេខ CID នីមួយៗ។</li>" +
        "<li>ការរំលឹកដោយស្វ័យប្រវត្តិ ៣ ថ្ងៃមុនថ្ងៃផុតកំណត់ទូទាត់។</li>" +
        "<li>មើលឧបករណ៍ដែលកំពុងភ្ជាប់ Wi-Fi និងផ្អាក Wi-Fi សម្រាប់កូនៗ។</li>" +
        "<li>រាយការណ៍បញ្ហា និងតាមដានទីតាំងអ្នកបច្ចេកទេសដែលកំពុងធ្វើដំណើរមក។</li>" +
        "</ul>" +
        "<h3>របៀបទូទាត់ដោយ KHQR</h3>" +
        '<p>បើក Romdoul App ចុច <strong>ទូទាត់វិក្កយបត្រ</strong> ជ្រើសរើស KHQR រួចស្កេនកូដដោយកម្មវិធីធនាគាររបស់អ្នក។ បង្កាន់ដៃនឹងបង្ហាញក្នុងកម្មវិធីភ្លាមៗ ហើយសេវារបស់អ្នកត្រូវបានធ្វើបច្ចុប្បន្នភាពដោយស្វ័យប្រវត្តិ។ ប្រសិនបើអ្នកមិនទាន់មានកម្មវិធី អ្នកនៅតែអាចប្រើទំព័រ<a href="/pay_my_bill">ទូទាត់វិក្កយបត្រ</a>នៅលើគេហទំព័ររបស់យើងបាន។</p>' +
        "<p>កម្មវិធីនេះមានជាភាសាខ្មែរ អង់គ្លេស និងចិន។ ប្រសិនបើត្រូវការជំនួយ សូមទូរស័ព្ទមកលេខ 023 888 168។</p>",
      en:
        "<p>Paying for your internet and TV has never been easier. Version <strong>4.0</strong> of the Romdoul App is out now on the App Store and Google Play.</p>" +
        "<h3>What is new</h3>" +
        "<ul>" +
        "<li><strong>KHQR payments</strong>: works with ABA, Wing and every bank and wallet that supports KHQR.</li>" +
        "<li>Pay for several accounts at once, for example your home and your parents' home, each by its CID.</li>" +
        "<li>Automatic reminders three days before your bill is due.</li>" +
        "<li>See which devices are on your Wi-Fi and pause Wi-Fi for the children.</li>" +
        "<li>Report a fault and follow your technician on the map as they travel to you.</li>" +
        "</ul>" +
        "<h3>How to pay with KHQR</h3>" +
        '<p>Open the Romdoul App, tap <strong>Pay bill</strong>, choose KHQR and scan the code with your banking app. The receipt appears in the app straight away and your service is updated automatically. No app yet? You can still use the <a href="/pay_my_bill">Pay my bill</a> page on our website.</p>' +
        "<p>The app is available in Khmer, English and Chinese. If you need help, call 023 888 168.</p>",
      zh:
        "<p>缴纳宽带和电视费用从未如此简单。Romdoul App <strong>4.0</strong> 版现已在 App Store 和 Google Play 上线。</p>" +
        "<h3>新功能</h3>" +
        "<ul>" +
        "<li><strong>KHQR 付款</strong>：支持 ABA、Wing 以及所有支持 KHQR 的银行和电子钱包。</li>" +
        "<li>一次为多个账户缴费，例如您自己家和父母家，各按其 CID 缴费。</li>" +
        "<li>账单到期前三天自动提醒。</li>" +
        "<li>查看连接 Wi-Fi 的设备，并可为孩子暂停 Wi-Fi。</li>" +
        "<li>报修故障，并在地图上实时查看技术人员的位置。</li>" +
        "</ul>" +
        "<h3>如何使用 KHQR 付款</h3>" +
        '<p>打开 Romdoul App，点击<strong>缴费</strong>，选择 KHQR，然后用银行应用扫码即可。收据会立即显示在应用中，服务状态也会自动更新。还没有安装应用？您仍可使用官网的<a href="/pay_my_bill">在线缴费</a>页面。</p>' +
        "<p>应用支持高棉语、英语和中文。如需帮助，请致电 023 888 168。</p>",
    },
    imageFileName: "news-11.jpg",
    imageAlt: {
      km: "ទូរស័ព្ទដៃបង្ហាញកូដ QR លើអេក្រង់ ជាមួយសញ្ញាធីកពណ៌មាសដែលបញ្ជាក់ការទូទាត់",
      en: "A smartphone showing a QR code, with gold check marks confirming payment",
      zh: "手机屏幕上显示二维码，旁边的金色对勾表示付款成功",
    },
  },
  {
    publishedDaysAgo: 9,
    title: {
      km: "ការផ្ដល់ជូនពិសេសបុណ្យអុំទូក៖ ដំឡើងឥតគិតថ្លៃ និង OTT TV ឥតគិតថ្លៃ ៣ ខែ",
      en: "Water Festival offer: free installation and three months of OTT TV",
      zh: "送水节优惠：免费安装，OTT TV 免费看三个月",
    },
    lead: {
      km: "ក្នុងរយៈពេលពីរសប្ដាហ៍នៃរដូវបុណ្យអុំទូក អតិថិជនថ្មីរបស់ MegaSurf មិនបង់ថ្លៃដំឡើង និងទទួលបាន OTT TV ឥតគិតថ្លៃ ៣ ខែ ដើម្បីទស្សនាការប្រណាំងទូកផ្ទាល់លើគ្រប់អេក្រង់។",
      en: "For the two weeks of the Water Festival season, new MegaSurf customers pay no installation fee and get OTT TV free for three months, so you can watch the boat races live on any screen.",
      zh: "送水节期间的两周内，MegaSurf 新客户免安装费，并可免费收看 OTT TV 三个月，在任意屏幕上直播观看龙舟赛。",
    },
    body: {
      km:
        "<p>ពិធីបុណ្យអុំទូក បណ្ដែតប្រទីប និងសំពះព្រះខែ អកអំបុក គឺជាពេលដែលប្រជាពលរដ្ឋមកពីគ្រប់ខេត្តជួបជុំគ្នានៅមាត់ទន្លេ។ មិនថាអ្នកនៅមាត់ទន្លេសាប ឬនៅផ្ទះក្នុងខេត្តណាក៏ដោយ រំដួលណិតជួយឱ្យអ្នកមិនរំលងពេលវេលាសំខាន់ៗ។</p>" +
        "<h3>ការផ្ដល់ជូនសម្រាប់អតិថិជនថ្មី</h3>" +
        "<ul>" +
        "<li><strong>ដំឡើងឥតគិតថ្លៃ</strong> លើគ្រប់កញ្ចប់ MegaSurf និង FTTR។</li>" +
        "<li><strong>OTT TV ឥតគិតថ្លៃ ៣ ខែ</strong> មើលបានលើទូរស័ព្ទ ថេប្លេត និងទូរទស្សន៍ឆ្លាតវៃ។</li>" +
        "<li>ទស្សនាការប្រណាំងទូកផ្ទាល់ពីមាត់ទន្លេ តាមប៉ុស្តិ៍ Angkor News 24 និង Tonle Sport HD។</li>" +
        "</ul>" +
        "<h3>Wi-Fi ឥតគិតថ្លៃនៅមាត់ទន្លេ</h3>" +
        "<p>ក្នុងអំឡុងពេលបុណ្យ យើងនឹងដំឡើងចំណុច Wi-Fi សាធារណៈឥតគិតថ្លៃចំនួន ៣០ នៅតាមមាត់ទន្លេស៊ីសុវត្ថិ និងឧទ្យានមុខព្រះបរមរាជវាំង ដើម្បីឱ្យអ្នកអាចចែករំលែករូបភាពកាំជ្រួច និងទូកភ្លើងជាមួយមិត្តភក្តិ និងក្រុមគ្រួសារ។</p>" +
        "<h3>សេវាគាំទ្រក្នុងរដូវបុណ្យ</h3>" +
        '<p>ខ្សែទូរស័ព្ទបន្ទាន់ 023 888 168 បើក ២៤/៧ ហើយអ្នកអាចទូទាត់វិក្កយបត្រដោយ KHQR, ABA ឬ Wing តាមរយៈ Romdoul App បានគ្រប់ពេល ទោះបីហាងរបស់យើងឈប់សម្រាកក៏ដោយ។ <a href="/personal/promo">មើលលក្ខខណ្ឌលម្អិត</a>។</p>',
      en:
        "<p>The Water Festival is when people from every province gather by the river. Whether you are on the riverside or at home in the provinces, Romdoul Net makes sure you do not miss a moment.</p>" +
        "<h3>Offer for new customers</h3>" +
        "<ul>" +
        "<li><strong>Free installation</strong> on every MegaSurf and FTTR plan.</li>" +
        "<li><strong>Three months of OTT TV free</strong> on phones, tablets and smart TVs.</li>" +
        "<li>Watch the boat races live from the riverside on Angkor News 24 and Tonle Sport HD.</li>" +
        "</ul>" +
        "<h3>Free Wi-Fi on the riverside</h3>" +
        "<p>During the festival we are setting up 30 free public Wi-Fi hotspots along Sisowath Quay and the park in front of the Royal Palace, so you can share photos of the fireworks and illuminated boats with friends and family.</p>" +
        "<h3>Support over the holidays</h3>" +
        '<p>Our hotline 023 888 168 is open 24/7, and you can pay your bill with KHQR, ABA or Wing in the Romdoul App at any time, even while our shops are closed. <a href="/personal/promo">See the full terms</a>.</p>',
      zh:
        "<p>送水节是各省民众齐聚河畔的节日。无论您身在河边还是外省家中，隆都网络都让您不错过任何精彩时刻。</p>" +
        "<h3>新客户优惠</h3>" +
        "<ul>" +
        "<li>所有 MegaSurf 和 FTTR 套餐<strong>免费安装</strong>。</li>" +
        "<li><strong>OTT TV 免费看三个月</strong>，手机、平板和智能电视均可观看。</li>" +
        "<li>通过 Angkor News 24 和 Tonle Sport HD 频道直播观看河畔龙舟赛。</li>" +
        "</ul>" +
        "<h3>河畔免费 Wi-Fi</h3>" +
        "<p>节日期间，我们将在西索瓦码头沿岸及王宫前广场设置 30 个免费公共 Wi-Fi 热点，方便您与亲友分享烟花和彩船的照片。</p>" +
        "<h3>节日期间的服务</h3>" +
        '<p>热线 023 888 168 全天候 24/7 服务。即使营业厅休息，您也可以随时在 Romdoul App 中通过 KHQR、ABA 或 Wing 缴费。<a href="/personal/promo">查看完整条款</a>。</p>',
    },
    imageFileName: "news-12.jpg",
    imageAlt: {
      km: "ទូកប្រណាំងពីរលើទន្លេពេលយប់ ក្រោមកាំជ្រួច ព្រះចន្ទពេញវង់ និងខ្សែភ្លើងពណ៌មាស",
      en: "Two racing boats on the river at night under fireworks, a full moon and strings of gold lights",
      zh: "夜晚河面上的两艘龙舟，上方是烟花、满月和金色灯串",
    },
  },
];
