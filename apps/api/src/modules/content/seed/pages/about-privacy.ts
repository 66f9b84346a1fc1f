import type { SeedPage } from "../seed-types";
import { pageTitle } from "./page-titles";

const PRIVACY_KM =
  "<p><em>ធ្វើបច្ចុប្បន្នភាពចុងក្រោយ៖ ថ្ងៃទី ១ ខែកញ្ញា ឆ្នាំ ២០២៥</em></p>" +
  "<p>ក្រុមហ៊ុន រំដួលណិត (ហៅកាត់ថា «រំដួលណិត» ឬ «យើង») ផ្ដល់សេវាអ៊ីនធឺណិត ទូរទស្សន៍ មជ្ឈមណ្ឌលទិន្នន័យ និងក្លោដ នៅព្រះរាជាណាចក្រកម្ពុជា។ គោលការណ៍នេះពន្យល់ពីទិន្នន័យផ្ទាល់ខ្លួនដែលយើងប្រមូល នៅពេលអ្នកប្រើគេហទំព័រ កម្មវិធី Romdoul App ហាង និងសេវារបស់យើង មូលហេតុដែលយើងប្រមូលវា និងជម្រើសដែលអ្នកមាន។ គោលការណ៍នេះអនុវត្តចំពោះអតិថិជន អ្នកដាក់ពាក្យស្នើសុំសេវា និងអ្នកចូលមើលគេហទំព័ររបស់យើង។</p>" +
  "<h3>១. ទិន្នន័យដែលយើងប្រមូល</h3>" +
  "<ul>" +
  "<li><strong>អត្តសញ្ញាណ និងព័ត៌មានទំនាក់ទំនង</strong>៖ ឈ្មោះ លេខអត្តសញ្ញាណប័ណ្ណ ឬលិខិតឆ្លងដែន លេខទូរស័ព្ទ អ៊ីមែល និងអាសយដ្ឋានដំឡើង និងអាសយដ្ឋានចេញវិក្កយបត្រ។</li>" +
  "<li><strong>ទិន្នន័យគណនី និងវិក្កយបត្រ</strong>៖ កញ្ចប់សេវាដែលអ្នកប្រើ វិក្កយបត្រ ការទូទាត់ និងមធ្យោបាយទូទាត់។ យើងមិនរក្សាទុកលេខកាតធនាគារពេញលេញទេ ព្រោះវាត្រូវបានដំណើរការដោយដៃគូទូទាត់របស់យើង។</li>" +
  "<li><strong>ទិន្នន័យបច្ចេកទេស និងសេវា</strong>៖ លេខសម្គាល់រ៉ោតទ័រ និងឧបករណ៍ អាសយដ្ឋាន IP ដែលផ្ដល់ឱ្យអ្នក កំណត់ហេតុនៃការតភ្ជាប់ បរិមាណទិន្នន័យដែលប្រើ និងកំណត់ត្រាបញ្ហា។ យើងមិនមើលខ្លឹមសារនៃការប្រាស្រ័យទាក់ទងរបស់អ្នកទេ។</li>" +
  "<li><strong>ការប្រាស្រ័យទាក់ទង</strong>៖ ការហៅមកលេខជំនួយ (ដែលអាចត្រូវបានថតទុកសម្រាប់គុណភាព និងការបណ្ដុះបណ្ដាល) ការជជែក អ៊ីមែល និងទម្រង់ដែលអ្នកផ្ញើមកយើង។</li>" +
  "<li><strong>ទិន្នន័យគេហទំព័រ និងកម្មវិធី</strong>៖ ទំព័រដែលអ្នកចូលមើល ភាសាដែលអ្នកជ្រើសរើស និងព័ត៌មានមូលដ្ឋានអំពីឧបករណ៍របស់អ្នក។</li>" +
  "</ul>" +
  "<h3>២. របៀបដែលយើងប្រើទិន្នន័យ</h3>" +
  "<p>យើងប្រើទិន្នន័យរបស់អ្នកដើម្បីដំឡើង ផ្ដល់ និងចេញវិក្កយបត្រសេវា ដើម្បីជួសជុលបញ្ហា និងរក្សាសុវត្ថិភាពបណ្ដាញ ដើម្បីឆ្លើយសំណួររបស់អ្នក ដើម្បីបំពេញកាតព្វកិច្ចរបស់យើងតាមច្បាប់កម្ពុជា រួមទាំងសំណើស្របច្បាប់ពីអាជ្ញាធរមានសមត្ថកិច្ច និងដើម្បីកែលម្អសេវារបស់យើង។ ប្រសិនបើអ្នកយល់ព្រម យើងនឹងផ្ញើព័ត៌មានអំពីការផ្ដល់ជូនពិសេសទៅអ្នក។ អ្នកអាចបញ្ឈប់វាបានគ្រប់ពេល ក្នុងកម្មវិធី ឬដោយទូរស័ព្ទមកយើង។ យើងមិនលក់ទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នកឡើយ។</p>" +
  "<h3>៣. ខូគី</h3>" +
  "<p>គេហទំព័ររបស់យើងប្រើខូគី និងកន្លែងផ្ទុកទិន្នន័យក្នុងកម្មវិធីរុករកមួយចំនួនតូច៖</p>" +
  "<ul>" +
  "<li><strong>ភាសា</strong> – ខូគី romdoul_lang និងកន្លែងផ្ទុកក្នុងកម្មវិធីរុករក ចងចាំថាអ្នកបានជ្រើសរើសភាសាខ្មែរ អង់គ្លេស ឬចិន រយៈពេល ១២ ខែ។ វាចាំបាច់ដើម្បីឱ្យគេហទំព័រដំណើរការ។</li>" +
  "<li><strong>ការយល់ព្រម</strong> – ខូគី romdoul_consent កត់ត្រាថាអ្នកបានទទួលយកខូគី រយៈពេល ១២ ខែ។ ប្រសិនបើអ្នកបដិសេធ យើងចងចាំការសម្រេចចិត្តនោះតែក្នុងវគ្គប្រើប្រាស់បច្ចុប្បន្នប៉ុណ្ណោះ ហើយមិនដាក់ខូគីដែលមិនចាំបាច់ឡើយ។</li>" +
  "<li><strong>ការចូលគណនី</strong> – នៅពេលអ្នកចូលគណនីសេវាខ្លួនឯង ខូគីវគ្គប្រើប្រាស់រក្សាឱ្យអ្នកនៅក្នុងគណនីដោយសុវត្ថិភាព រហូតដល់អ្នកចាកចេញ។</li>" +
  "</ul>" +
  "<p>ខូគីវិភាគដែលមិនចាំបាច់ ត្រូវបានប្រើលុះត្រាតែអ្នកទទួលយកវានៅក្នុងរបារខូគី។ អ្នកអាចលុបខូគីបានគ្រប់ពេលក្នុងការកំណត់នៃកម្មវិធីរុករករបស់អ្នក។</p>" +
  "<h3>៤. ការចែករំលែកទិន្នន័យ</h3>" +
  "<p>យើងចែករំលែកទិន្នន័យផ្ទាល់ខ្លួនតែនៅពេលចាំបាច់ប៉ុណ្ណោះ៖ ជាមួយអ្នកម៉ៅការដែលដំឡើង និងជួសជុលបណ្ដាញរបស់យើង ដៃគូទូទាត់ និងធនាគារដែលដំណើរការការទូទាត់របស់អ្នក អ្នកផ្ដល់សេវាព័ត៌មានវិទ្យា និងក្លោដដែលបង្ហោះប្រព័ន្ធរបស់យើង និងភ្នាក់ងារប្រមូលបំណុល ប្រសិនបើវិក្កយបត្រនៅតែមិនទាន់បង់បន្ទាប់ពីការរំលឹករបស់យើង។ ពួកគេត្រូវការពារទិន្នន័យរបស់អ្នក និងប្រើវាតាមការណែនាំរបស់យើងតែប៉ុណ្ណោះ។ យើងបង្ហាញទិន្នន័យដល់អាជ្ញាធររដ្ឋ តែនៅពេលដែលច្បាប់កម្ពុជាតម្រូវប៉ុណ្ណោះ។ អ្នកផ្ដល់សេវាខ្លះអាចរក្សាទុកទិន្នន័យនៅក្រៅប្រទេសកម្ពុជា ហើយក្នុងករណីនេះ យើងតម្រូវឱ្យមានការការពារស្មើគ្នាតាមរយៈកិច្ចសន្យា។</p>" +
  "<h3>៥. រយៈពេលរក្សាទុក</h3>" +
  "<ul>" +
  "<li>កំណត់ត្រាគណនី និងវិក្កយបត្រ៖ ពេញមួយរយៈពេលដែលអ្នកជាអតិថិជន និងរហូតដល់ ១០ ឆ្នាំបន្ទាប់ពីនោះ ដូចដែលតម្រូវសម្រាប់គណនេយ្យ និងពន្ធដារ។</li>" +
  "<li>កំណត់ហេតុនៃការតភ្ជាប់៖ សម្រាប់រយៈពេលដែលតម្រូវដោយបទប្បញ្ញត្តិទូរគមនាគមន៍កម្ពុជា បន្ទាប់មកត្រូវលុបចោល។</li>" +
  "<li>សំឡេងថតការហៅទូរស័ព្ទ៖ ប្រាំមួយខែ។</li>" +
  "<li>ការយល់ព្រមទទួលព័ត៌មានផ្សព្វផ្សាយ៖ រហូតដល់អ្នកដកការយល់ព្រមវិញ។</li>" +
  "</ul>" +
  "<h3>៦. សិទ្ធិរបស់អ្នកតាមច្បាប់កម្ពុជា</h3>" +
  "<p>ច្បាប់កម្ពុជា រួមទាំងរដ្ឋធម្មនុញ្ញ ច្បាប់ស្ដីពីពាណិជ្ជកម្មតាមប្រព័ន្ធអេឡិចត្រូនិក (ឆ្នាំ ២០១៩) ច្បាប់ស្ដីពីទូរគមនាគមន៍ (ឆ្នាំ ២០១៥) និងច្បាប់ស្ដីពីកិច្ចការពារអ្នកប្រើប្រាស់ (ឆ្នាំ ២០១៩) ការពារឯកជនភាព និងទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នក។ ស្របតាមច្បាប់ទាំងនេះ និងគោលការណ៍នេះ អ្នកអាច៖</p>" +
  "<ul>" +
  "<li>ស្នើសុំច្បាប់ចម្លងនៃទិន្នន័យផ្ទាល់ខ្លួនដែលយើងរក្សាទុកអំពីអ្នក</li>" +
  "<li>ស្នើឱ្យយើងកែតម្រូវទិន្នន័យដែលខុស ឬមិនពេញលេញ</li>" +
  "<li>ស្នើឱ្យយើងលុបទិន្នន័យដែលយើងលែងត្រូវការ លើកលែងតែច្បាប់តម្រូវឱ្យរក្សាទុក</li>" +
  "<li>ដកការយល់ព្រមទទួលព័ត៌មានផ្សព្វផ្សាយបានគ្រប់ពេល</li>" +
  "<li>ដាក់បណ្ដឹងមកយើង ហើយប្រសិនបើអ្នកមិនពេញចិត្ត អាចដាក់បណ្ដឹងទៅនិយ័តករទូរគមនាគមន៍កម្ពុជា (TRC) ឬអាជ្ញាធរការពារអ្នកប្រើប្រាស់</li>" +
  "</ul>" +
  "<p>យើងឆ្លើយតបសំណើក្នុងរយៈពេល ៣០ ថ្ងៃ ហើយអាចស្នើឱ្យអ្នកបញ្ជាក់អត្តសញ្ញាណជាមុនសិន។ ប្រសិនបើច្បាប់ថ្មីស្ដីពីកិច្ចការពារទិន្នន័យផ្ទាល់ខ្លួនចូលជាធរមាន យើងនឹងធ្វើបច្ចុប្បន្នភាពគោលការណ៍នេះ និងអនុវត្តសិទ្ធិដែលច្បាប់នោះផ្ដល់ឱ្យអ្នក។</p>" +
  "<h3>៧. ទំនាក់ទំនង</h3>" +
  '<p>សម្រាប់សំណួរ ឬសំណើអំពីទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នក សូមទាក់ទងមន្ត្រីការពារទិន្នន័យ ក្រុមហ៊ុន រំដួលណិត អគារលេខ ១២ មហាវិថីព្រះមុនីវង្ស សង្កាត់ស្រះចក ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ អ៊ីមែល <a href="mailto:care@romdoul.example">care@romdoul.example</a> ឬលេខជំនួយ <a href="tel:+85523888168">023 888 168</a> (២៤/៧)។</p>' +
  "<p>យើងអាចធ្វើបច្ចុប្បន្នភាពគោលការណ៍នេះម្ដងម្កាល។ កាលបរិច្ឆេទខាងលើបង្ហាញពីកំណែចុងក្រោយ ហើយយើងនឹងជូនដំណឹងដល់អតិថិជនតាមសារ ឬអ៊ីមែល អំពីការផ្លាស់ប្ដូរសំខាន់ៗ។</p>";

const PRIVACY_EN =
  "<p><em>Last updated: 1 September 2025</em></p>" +
  "<p>Romdoul Net Co., Ltd. (“Romdoul Net”, “we” or “us”) provides internet, TV, data centre and cloud services in the Kingdom of Cambodia. This policy explains what personal data we collect when you use our website, the Romdoul App, our shops and our services, why we collect it, and the choices you have. It applies to our customers, to people who apply for our services and to visitors to our website.</p>" +
  "<h3>1. Data we collect</h3>" +
  "<ul>" +
  "<li><strong>Identity and contact details</strong>: your name, national ID card or passport number, phone number, email address, and installation and billing addresses.</li>" +
  "<li><strong>Account and billing data</strong>: the plans you use, invoices, payments and your payment method. We do not store full card numbers; they are processed by our payment partners.</li>" +
  "<li><strong>Technical and service data</strong>: router and device identifiers, the IP addresses assigned to you, connection logs, data usage and fault records. We do not look at the content of your communications.</li>" +
  "<li><strong>Communications</strong>: calls to our hotline (which may be recorded for quality and training), chats, emails and forms you send us.</li>" +
  "<li><strong>Website and app data</strong>: the pages you visit, your language choice and basic information about your device.</li>" +
  "</ul>" +
  "<h3>2. How we use it</h3>" +
  "<p>We use your data to install, provide and bill our services; to repair faults and keep the network secure; to answer your questions; to meet our obligations under Cambodian law, including lawful requests from competent authorities; and to improve our services. If you agree, we also send you news about offers. You can stop these messages at any time in the app or by calling us. We never sell your personal data.</p>" +
  "<h3>3. Cookies</h3>" +
  "<p>Our website uses a small number of cookies and similar browser storage:</p>" +
  "<ul>" +
  "<li><strong>Language</strong> – the romdoul_lang cookie and browser storage remember whether you chose Khmer, English or Chinese, for 12 months. They are needed for the site to work.</li>" +
  "<li><strong>Consent</strong> – the romdoul_consent cookie records that you accepted cookies, for 12 months. If you decline, we remember your choice only for the current browser session and set no optional cookies.</li>" +
  "<li><strong>Sign-in</strong> – when you sign in to self-care, session cookies keep you securely signed in until you sign out.</li>" +
  "</ul>" +
  "<p>Optional analytics cookies are used only if you accept them in the cookie bar. You can delete cookies at any time in your browser settings.</p>" +
  "<h3>4. Sharing</h3>" +
  "<p>We share personal data only when it is needed: with contractors who install and repair our network; with payment partners and banks that process your payments; with IT and cloud providers that host our systems; and with debt collection agencies if a bill remains unpaid after our reminders. They must protect your data and use it only on our instructions. We disclose data to government authorities only when Cambodian law requires it. Some providers may store data outside Cambodia; when they do, we require equivalent protection by contract.</p>" +
  "<h3>5. Retention</h3>" +
  "<ul>" +
  "<li>Account and billing records: for as long as you are a customer and for up to 10 years afterwards, as required for accounting and tax purposes.</li>" +
  "<li>Connection logs: for the period required by Cambodian telecommunications regulations, and then deleted.</li>" +
  "<li>Hotline call recordings: six months.</li>" +
  "<li>Marketing consent: until you withdraw it.</li>" +
  "</ul>" +
  "<h3>6. Your rights under Cambodian law</h3>" +
  "<p>Cambodian law, including the Constitution, the Law on Electronic Commerce (2019), the Law on Telecommunications (2015) and the Law on Consumer Protection (2019), protects your privacy and personal data. In line with these laws and this policy, you may:</p>" +
  "<ul>" +
  "<li>ask for a copy of the personal data we hold about you;</li>" +
  "<li>ask us to correct data that is wrong or incomplete;</li>" +
  "<li>ask us to delete data we no longer need, unless the law requires us to keep it;</li>" +
  "<li>withdraw your consent to marketing at any time;</li>" +
  "<li>complain to us and, if you are not satisfied, to the Telecommunication Regulator of Cambodia (TRC) or the consumer protection authorities.</li>" +
  "</ul>" +
  "<p>We answer requests within 30 days and may ask you to prove your identity first. If a new personal data protection law comes into force, we will update this policy and apply the rights it gives you.</p>" +
  "<h3>7. Contact</h3>" +
  '<p>For questions or requests about your personal data, contact our Data Protection Officer at Romdoul Net Co., Ltd., No. 12, Preah Monivong Blvd, Srah Chak, Daun Penh, Phnom Penh; by email at <a href="mailto:care@romdoul.example">care@romdoul.example</a>; or on our hotline <a href="tel:+85523888168">023 888 168</a> (24/7).</p>' +
  "<p>We may update this policy from time to time. The date at the top shows the latest version, and we will tell customers about important changes by SMS or email.</p>";

const PRIVACY_ZH =
  "<p><em>最后更新：2025 年 9 月 1 日</em></p>" +
  "<p>隆都网络有限公司（Romdoul Net Co., Ltd.，以下简称“隆都网络”或“我们”）在柬埔寨王国提供互联网、电视、数据中心和云服务。本政策说明您在使用我们的网站、Romdoul App、营业厅及各项服务时，我们收集哪些个人数据、收集的原因以及您享有的选择权。本政策适用于我们的客户、服务申请人以及网站访问者。</p>" +
  "<h3>一、我们收集的数据</h3>" +
  "<ul>" +
  "<li><strong>身份与联系信息</strong>：姓名、身份证或护照号码、电话号码、电子邮箱，以及安装地址和账单地址。</li>" +
  "<li><strong>账户与账单数据</strong>：您使用的套餐、发票、付款记录及付款方式。我们不保存完整的银行卡号，银行卡信息由支付合作伙伴处理。</li>" +
  "<li><strong>技术与服务数据</strong>：路由器和设备标识、分配给您的 IP 地址、连接日志、流量使用情况和故障记录。我们不会查看您的通信内容。</li>" +
  "<li><strong>沟通记录</strong>：拨打客服热线的通话（可能为质量管理和培训目的而录音）、在线聊天、电子邮件以及您提交的表单。</li>" +
  "<li><strong>网站与 App 数据</strong>：您访问的页面、语言选择以及设备的基本信息。</li>" +
  "</ul>" +
  "<h3>二、我们如何使用数据</h3>" +
  "<p>我们使用您的数据来安装、提供服务并计费；排除故障、保障网络安全；解答您的问题；履行柬埔寨法律规定的义务，包括配合主管机关的合法要求；以及改进我们的服务。经您同意，我们还会向您发送优惠信息，您可随时在 App 中或致电我们取消订阅。我们绝不出售您的个人数据。</p>" +
  "<h3>三、Cookie</h3>" +
  "<p>我们的网站仅使用少量 Cookie 及类似的浏览器存储：</p>" +
  "<ul>" +
  "<li><strong>语言</strong>——romdoul_lang Cookie 和浏览器存储会记住您选择的高棉语、英语或中文，有效期 12 个月。这是网站正常运行所必需的。</li>" +
  "<li><strong>同意</strong>——romdoul_consent Cookie 记录您已接受 Cookie，有效期 12 个月。如您选择拒绝，我们仅在本次浏览会话中记住您的选择，且不会设置任何非必要 Cookie。</li>" +
  "<li><strong>登录</strong>——当您登录自助服务时，会话 Cookie 会让您保持安全登录状态，直至您退出。</li>" +
  "</ul>" +
  "<p>非必要的统计分析 Cookie 仅在您于 Cookie 提示栏中同意后才会使用。您可随时在浏览器设置中删除 Cookie。</p>" +
  "<h3>四、数据共享</h3>" +
  "<p>我们仅在必要时共享个人数据：与负责安装和维修网络的承包商；与处理您付款的支付合作伙伴和银行；与托管我们系统的信息技术和云服务商；以及在多次提醒后账单仍未支付时，与催收机构共享。上述各方必须保护您的数据，并且只能按照我们的指示使用。仅在柬埔寨法律要求时，我们才会向政府机关披露数据。部分服务商可能在柬埔寨境外存储数据，在此情况下，我们会通过合同要求其提供同等程度的保护。</p>" +
  "<h3>五、数据保存期限</h3>" +
  "<ul>" +
  "<li>账户与账单记录：在您作为客户期间及其后最长 10 年，以满足会计和税务要求。</li>" +
  "<li>连接日志：按柬埔寨电信法规要求的期限保存，期满后删除。</li>" +
  "<li>客服通话录音：六个月。</li>" +
  "<li>营销信息同意记录：保存至您撤回同意为止。</li>" +
  "</ul>" +
  "<h3>六、您在柬埔寨法律下的权利</h3>" +
  "<p>柬埔寨法律，包括《柬埔寨王国宪法》、《电子商务法》（2019 年）、《电信法》（2015 年）和《消费者保护法》（2019 年），保护您的隐私和个人数据。根据上述法律及本政策，您可以：</p>" +
  "<ul>" +
  "<li>索取我们所持有的您的个人数据副本；</li>" +
  "<li>要求我们更正错误或不完整的数据；</li>" +
  "<li>要求我们删除不再需要的数据，法律要求保留的除外；</li>" +
  "<li>随时撤回接收营销信息的同意；</li>" +
  "<li>向我们投诉；如对处理结果不满意，可向柬埔寨电信监管机构（TRC）或消费者保护主管部门投诉。</li>" +
  "</ul>" +
  "<p>我们将在 30 天内答复您的请求，并可能先请您核实身份。如新的个人数据保护法律生效，我们将更新本政策，并落实该法律赋予您的各项权利。</p>" +
  "<h3>七、联系我们</h3>" +
  '<p>如对您的个人数据有任何疑问或请求，请联系我们的数据保护专员：隆都网络有限公司，金边市隆边区斯拉乍分区莫尼旺大道12号；电子邮箱 <a href="mailto:care@romdoul.example">care@romdoul.example</a>；或拨打客服热线 <a href="tel:+85523888168">023 888 168</a>（24/7）。</p>' +
  "<p>我们可能不时更新本政策。页首日期为最新版本日期，如有重要变更，我们将通过短信或电子邮件通知客户。</p>";

/** Privacy policy: plain text only, in three languages. */
export const privacyPolicy: SeedPage = {
  id: "PrivacyPolicy",
  text: pageTitle("PrivacyPolicy"),
  webParts: [
    {
      type: "PlainText",
      text: {
        km: { title: "គោលការណ៍ឯកជនភាព" },
        en: { title: "Privacy policy" },
        zh: { title: "隐私政策" },
      },
      items: [
        {
          data: {},
          text: { km: { content: PRIVACY_KM }, en: { content: PRIVACY_EN }, zh: { content: PRIVACY_ZH } },
        },
      ],
    },
  ],
};
