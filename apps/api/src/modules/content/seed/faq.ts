import type { SeedFaqCategory } from "./seed-types";

/** FAQ categories and their questions; `audiences` picks the FAQ pages (personal, business, self-care). */
export const FAQ: SeedFaqCategory[] = [
  {
    key: "internet-wifi",
    audiences: ["personal", "business"],
    name: { km: "អ៊ីនធឺណិត និង Wi-Fi", en: "Internet & Wi-Fi", zh: "宽带与 Wi-Fi" },
    items: [
      {
        question: {
          km: "ហេតុអ្វីបានជាល្បឿន Wi-Fi ទាបជាងល្បឿននៃកញ្ចប់របស់ខ្ញុំ?",
          en: "Why is my Wi-Fi speed lower than my plan speed?",
          zh: "为什么我的 Wi-Fi 网速低于套餐速率？",
        },
        answer: {
          km:
            "<p>ល្បឿននៃកញ្ចប់ត្រូវបានវាស់តាមខ្សែបណ្ដាញដែលភ្ជាប់ទៅរ៉ោតទ័រផ្ទាល់។ តាម Wi-Fi ល្បឿនអាចទាបជាងនេះ ដោយសារ៖</p>" +
            "<ul>" +
            "<li>ចម្ងាយពីរ៉ោតទ័រ និងជញ្ជាំងបេតុង ឬទ្វារដែក។</li>" +
            "<li>ឧបករណ៍ចាស់ដែលគាំទ្រតែប្រេកង់ 2.4 GHz។</li>" +
            "<li>ឧបករណ៍ច្រើនប្រើអ៊ីនធឺណិតក្នុងពេលតែមួយ។</li>" +
            "</ul>" +
            '<p>សូមដាក់រ៉ោតទ័រនៅកណ្ដាលផ្ទះ នៅកន្លែងខ្ពស់ និងភ្ជាប់ទៅ Wi-Fi ប្រេកង់ 5 GHz ពេលនៅជិត។ សម្រាប់ផ្ទះច្រើនជាន់ ឬផ្ទះល្វែង សូមពិចារណាប្រើ <a href="/personal/fttr">FTTR</a>។</p>',
          en:
            "<p>Plan speeds are measured over a network cable plugged into the router. Over Wi-Fi, speeds can be lower because of:</p>" +
            "<ul>" +
            "<li>Distance from the router, and concrete walls or metal doors.</li>" +
            "<li>Older devices that only support the 2.4 GHz band.</li>" +
            "<li>Many devices using the internet at the same time.</li>" +
            "</ul>" +
            '<p>Place the router centrally and up high, and connect to the 5 GHz Wi-Fi when you are nearby. For multi-storey houses and shophouses, consider <a href="/personal/fttr">FTTR</a>.</p>',
          zh:
            "<p>套餐速率是通过网线直连路由器测得的。使用 Wi-Fi 时，网速可能因以下原因偏低：</p>" +
            "<ul>" +
            "<li>与路由器距离较远，或有混凝土墙、铁门阻挡。</li>" +
            "<li>旧设备仅支持 2.4 GHz 频段。</li>" +
            "<li>多台设备同时上网。</li>" +
            "</ul>" +
            '<p>请将路由器放在房屋中央的较高位置，靠近时连接 5 GHz Wi-Fi。多层住宅或排屋建议使用 <a href="/personal/fttr">FTTR</a>。</p>',
        },
      },
      {
        question: {
          km: "តើកញ្ចប់ MegaSurf មានកំណត់ទិន្នន័យដែរឬទេ?",
          en: "Is there a data limit on MegaSurf plans?",
          zh: "MegaSurf 套餐有流量限制吗？",
        },
        answer: {
          km: "<p>ទេ។ គ្រប់កញ្ចប់ MegaSurf និង MegaBiz ប្រើទិន្នន័យ<strong>គ្មានកំណត់</strong> ហើយយើងមិនបន្ថយល្បឿនរបស់អ្នក ទោះបីអ្នកប្រើច្រើនប៉ុណ្ណាក៏ដោយ។</p>",
          en: "<p>No. Every MegaSurf and MegaBiz plan comes with <strong>unlimited data</strong>, and we do not slow down your speed however much you use.</p>",
          zh: "<p>没有。所有 MegaSurf 和 MegaBiz 套餐均<strong>不限流量</strong>，无论使用多少都不会限速。</p>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំប្ដូរឈ្មោះ និងពាក្យសម្ងាត់ Wi-Fi ដោយរបៀបណា?",
          en: "How do I change my Wi-Fi name and password?",
          zh: "如何修改 Wi-Fi 名称和密码？",
        },
        answer: {
          km:
            "<p>វិធីងាយស្រួលបំផុតគឺតាមកម្មវិធី Romdoul App៖</p>" +
            "<ul>" +
            "<li>បើកកម្មវិធី ហើយចុច <strong>Wi-Fi របស់ខ្ញុំ</strong>។</li>" +
            "<li>ចុច <strong>កែប្រែ</strong> វាយឈ្មោះ ឬពាក្យសម្ងាត់ថ្មី រួចរក្សាទុក។</li>" +
            "</ul>" +
            "<p>ឧបករណ៍ទាំងអស់នឹងត្រូវភ្ជាប់ឡើងវិញដោយប្រើពាក្យសម្ងាត់ថ្មី។ សូមប្រើពាក្យសម្ងាត់យ៉ាងតិច ១០ តួ ដែលលាយអក្សរ និងលេខ។</p>",
          en:
            "<p>The easiest way is in the Romdoul App:</p>" +
            "<ul>" +
            "<li>Open the app and tap <strong>My Wi-Fi</strong>.</li>" +
            "<li>Tap <strong>Edit</strong>, enter the new name or password and save.</li>" +
            "</ul>" +
            "<p>All your devices will need to reconnect with the new password. Use at least 10 characters, mixing letters and numbers.</p>",
          zh:
            "<p>最简单的方法是使用 Romdoul App：</p>" +
            "<ul>" +
            "<li>打开应用，点击<strong>我的 Wi-Fi</strong>。</li>" +
            "<li>点击<strong>编辑</strong>，输入新名称或密码后保存。</li>" +
            "</ul>" +
            "<p>所有设备需使用新密码重新连接。密码请至少 10 位，并混合字母和数字。</p>",
        },
      },
      {
        question: {
          km: "តើ FTTR ជាអ្វី ហើយខ្ញុំត្រូវការវាដែរឬទេ?",
          en: "What is FTTR and do I need it?",
          zh: "什么是 FTTR？我需要吗？",
        },
        answer: {
          km:
            "<p>FTTR មានន័យថា ខ្សែកាបអុបទិកដល់គ្រប់បន្ទប់។ យើងទាញខ្សែកាបអុបទិកស្ដើងទៅបន្ទប់នីមួយៗ ហើយដាក់ឧបករណ៍ Wi-Fi តូចមួយនៅទីនោះ ដូច្នេះអ្នកទទួលបានល្បឿនពេញលេញនៅគ្រប់ជាន់។</p>" +
            '<p>FTTR ស័ក្តិសមសម្រាប់ផ្ទះល្វែង វីឡា និងការិយាល័យដែលមានជញ្ជាំងក្រាស់ច្រើន។ តម្លៃចាប់ពី $10 ក្នុងមួយខែ។ <a href="/personal/fttr">មើលព័ត៌មានលម្អិត</a>។</p>',
          en:
            "<p>FTTR means fiber to the room. We run a thin fiber cable to each room and place a small Wi-Fi unit there, so you get full speed on every floor.</p>" +
            '<p>FTTR is ideal for shophouses, villas and offices with many thick walls. It starts at $10 a month. <a href="/personal/fttr">See the details</a>.</p>',
          zh:
            "<p>FTTR 即光纤到房间。我们将细光纤布放到每个房间，并安装一个小型 Wi-Fi 单元，让每层楼都能享受满速网络。</p>" +
            '<p>FTTR 特别适合排屋、别墅以及墙体较厚的办公室，每月 $10 起。<a href="/personal/fttr">查看详情</a>。</p>',
        },
      },
      {
        question: {
          km: "តើខ្ញុំអាចទទួលបានអាសយដ្ឋាន IP សាធារណៈថេរបានទេ?",
          en: "Can I get a static public IP address?",
          zh: "可以申请固定公网 IP 地址吗？",
        },
        answer: {
          km: "<p>កញ្ចប់ MegaBiz ទាំងអស់មានអាសយដ្ឋាន IP ថេរមួយរួចជាស្រេច។ អតិថិជនតាមផ្ទះអាចបន្ថែមអាសយដ្ឋាន IP ថេរក្នុងតម្លៃ $5 ក្នុងមួយខែ តាមរយៈ Romdoul App ឬខ្សែទូរស័ព្ទបន្ទាន់ 023 888 168។</p>",
          en: "<p>Every MegaBiz plan includes one static IP address. Home customers can add a static IP for $5 a month in the Romdoul App or by calling 023 888 168.</p>",
          zh: "<p>所有 MegaBiz 套餐均含一个固定 IP 地址。家庭客户可通过 Romdoul App 或致电 023 888 168 加购固定 IP，每月 $5。</p>",
        },
      },
    ],
  },
  {
    key: "billing-payments",
    audiences: ["personal", "business", "selfcare"],
    name: { km: "វិក្កយបត្រ និងការទូទាត់", en: "Billing & payments", zh: "账单与缴费" },
    items: [
      {
        question: {
          km: "តើខ្ញុំអាចទូទាត់វិក្កយបត្រតាមវិធីណាខ្លះ?",
          en: "How can I pay my bill?",
          zh: "可以通过哪些方式缴费？",
        },
        answer: {
          km:
            "<ul>" +
            "<li><strong>KHQR</strong>៖ ស្កេនកូដដោយកម្មវិធីធនាគារ ឬកាបូបអេឡិចត្រូនិកណាមួយដែលគាំទ្រ KHQR។</li>" +
            "<li><strong>ABA</strong> និង <strong>Wing</strong>៖ ទូទាត់ក្នុង Romdoul App ឬនៅលើគេហទំព័រ។</li>" +
            "<li><strong>កាត</strong> Visa និង Mastercard នៅលើគេហទំព័រ និងក្នុងកម្មវិធី។</li>" +
            "<li>សាច់ប្រាក់ ឬកាត នៅហាង និងសាខារបស់យើង។</li>" +
            "</ul>" +
            '<p>អ្នកអាចទូទាត់ដោយមិនចាំបាច់ចូលគណនី នៅទំព័រ<a href="/pay_my_bill">ទូទាត់វិក្កយបត្រ</a>។</p>',
          en:
            "<ul>" +
            "<li><strong>KHQR</strong>: scan the code with any bank or wallet app that supports KHQR.</li>" +
            "<li><strong>ABA</strong> and <strong>Wing</strong>: pay in the Romdoul App or on our website.</li>" +
            "<li><strong>Cards</strong>: Visa and Mastercard on the website and in the app.</li>" +
            "<li>Cash or card at our shops and branches.</li>" +
            "</ul>" +
            '<p>You can pay without logging in on the <a href="/pay_my_bill">Pay my bill</a> page.</p>',
          zh:
            "<ul>" +
            "<li><strong>KHQR</strong>：使用任意支持 KHQR 的银行或电子钱包应用扫码。</li>" +
            "<li><strong>ABA</strong> 和 <strong>Wing</strong>：在 Romdoul App 或官网支付。</li>" +
            "<li><strong>银行卡</strong>：官网及应用内支持 Visa 和 Mastercard。</li>" +
            "<li>在营业厅及分公司以现金或刷卡支付。</li>" +
            "</ul>" +
            '<p>无需登录，即可在<a href="/pay_my_bill">在线缴费</a>页面付款。</p>',
        },
      },
      {
        question: {
          km: "តើខ្ញុំទូទាត់វិក្កយបត្រដោយមិនចូលគណនីដោយរបៀបណា?",
          en: "How do I pay my bill without logging in?",
          zh: "如何在不登录的情况下缴费？",
        },
        answer: {
          km:
            "<ul>" +
            '<li>ចូលទៅកាន់ទំព័រ<a href="/pay_my_bill">ទូទាត់វិក្កយបត្រ</a> ហើយបញ្ចូលលេខសម្គាល់អតិថិជន (CID) របស់អ្នក។</li>' +
            "<li>យើងនឹងផ្ញើ<strong>លេខកូដបញ្ជាក់ ៦ ខ្ទង់</strong> តាមសារ SMS ទៅកាន់លេខទូរស័ព្ទដែលបានចុះឈ្មោះ។</li>" +
            "<li>បញ្ចូលលេខកូដក្នុងរយៈពេល ៥ នាទី រួចពិនិត្យចំនួនទឹកប្រាក់ដែលត្រូវបង់។</li>" +
            "<li>ជ្រើសរើស KHQR, ABA, Wing ឬកាត ហើយបញ្ចប់ការទូទាត់។</li>" +
            "</ul>" +
            "<p>បង្កាន់ដៃនឹងបង្ហាញនៅលើអេក្រង់ ហើយត្រូវបានផ្ញើតាមសារ SMS។</p>",
          en:
            "<ul>" +
            '<li>Go to <a href="/pay_my_bill">Pay my bill</a> and enter your customer ID (CID).</li>' +
            "<li>We send a <strong>6-digit confirmation code</strong> by SMS to your registered phone number.</li>" +
            "<li>Enter the code within 5 minutes and check the amount due.</li>" +
            "<li>Choose KHQR, ABA, Wing or card and complete the payment.</li>" +
            "</ul>" +
            "<p>Your receipt is shown on screen and sent by SMS.</p>",
          zh:
            "<ul>" +
            '<li>打开<a href="/pay_my_bill">在线缴费</a>页面，输入您的客户编号（CID）。</li>' +
            "<li>我们会通过短信向您登记的手机号码发送 <strong>6 位确认码</strong>。</li>" +
            "<li>请在 5 分钟内输入确认码，并核对应缴金额。</li>" +
            "<li>选择 KHQR、ABA、Wing 或银行卡完成付款。</li>" +
            "</ul>" +
            "<p>收据将显示在屏幕上，并以短信发送给您。</p>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំរកលេខសម្គាល់អតិថិជន (CID) នៅឯណា?",
          en: "Where do I find my customer ID (CID)?",
          zh: "在哪里可以找到我的客户编号（CID）？",
        },
        answer: {
          km:
            "<p>CID របស់អ្នកមាន ៨ ខ្ទង់ ហើយអាចរកឃើញនៅ៖</p>" +
            "<ul>" +
            "<li>ផ្នែកខាងលើខាងស្ដាំនៃវិក្កយបត្រប្រចាំខែ។</li>" +
            "<li>សារ SMS ស្វាគមន៍ដែលអ្នកបានទទួលក្រោយការដំឡើង។</li>" +
            "<li>ផ្នែក <strong>ព័ត៌មានផ្ទាល់ខ្លួន</strong> ក្នុង Romdoul App។</li>" +
            "</ul>" +
            "<p>ប្រសិនបើរកមិនឃើញ សូមទូរស័ព្ទមកលេខ 023 888 168 ជាមួយអត្តសញ្ញាណប័ណ្ណរបស់ម្ចាស់គណនី។</p>",
          en:
            "<p>Your CID has 8 digits and appears:</p>" +
            "<ul>" +
            "<li>At the top right of your monthly invoice.</li>" +
            "<li>In the welcome SMS you received after installation.</li>" +
            "<li>Under <strong>Profile</strong> in the Romdoul App.</li>" +
            "</ul>" +
            "<p>If you cannot find it, call 023 888 168 with the account holder's ID card to hand.</p>",
          zh:
            "<p>CID 为 8 位数字，可在以下位置找到：</p>" +
            "<ul>" +
            "<li>月度账单右上角。</li>" +
            "<li>安装完成后收到的欢迎短信。</li>" +
            "<li>Romdoul App 的<strong>个人资料</strong>页面。</li>" +
            "</ul>" +
            "<p>如仍找不到，请备好账户持有人身份证件，致电 023 888 168。</p>",
        },
      },
      {
        question: {
          km: "តើវិក្កយបត្រផុតកំណត់នៅពេលណា ហើយមានអ្វីកើតឡើងប្រសិនបើខ្ញុំបង់យឺត?",
          en: "When is my bill due, and what happens if I pay late?",
          zh: "账单何时到期？逾期缴费会怎样？",
        },
        answer: {
          km:
            "<p>វិក្កយបត្រត្រូវបានចេញនៅថ្ងៃទី ១ នៃខែនីមួយៗ ហើយត្រូវបង់មុន<strong>ថ្ងៃទី ១០</strong>។ យើងនឹងផ្ញើការរំលឹកតាមសារ SMS និងក្នុង Romdoul App។</p>" +
            "<p>ប្រសិនបើវិក្កយបត្រមិនទាន់បានបង់ ១៥ ថ្ងៃក្រោយថ្ងៃផុតកំណត់ សេវានឹងត្រូវផ្អាកជាបណ្ដោះអាសន្ន។ បន្ទាប់ពីអ្នកទូទាត់ សេវានឹងដំណើរការវិញដោយស្វ័យប្រវត្តិក្នុងរយៈពេល ១៥ នាទី ដោយមិនគិតថ្លៃភ្ជាប់ឡើងវិញ។</p>",
          en:
            "<p>Invoices are issued on the 1st of each month and are due by <strong>the 10th</strong>. We send reminders by SMS and in the Romdoul App.</p>" +
            "<p>If a bill is still unpaid 15 days after the due date, the service is suspended. Once you pay, it is restored automatically within 15 minutes, with no reconnection fee.</p>",
          zh:
            "<p>账单于每月 1 日出具，须在<strong>每月 10 日</strong>前缴清。我们会通过短信和 Romdoul App 发送提醒。</p>" +
            "<p>如到期后 15 天仍未缴费，服务将暂停。缴费后服务将在 15 分钟内自动恢复，不收取复机费。</p>",
        },
      },
      {
        question: {
          km: "តើក្រុមហ៊ុនរបស់ខ្ញុំអាចទទួលបានវិក្កយបត្រអាករ (VAT) ដោយរបៀបណា?",
          en: "How can my company get a VAT invoice?",
          zh: "公司如何获取增值税发票？",
        },
        answer: {
          km:
            "<p>សូមផ្ញើឈ្មោះក្រុមហ៊ុន អាសយដ្ឋាន និងលេខអត្តសញ្ញាណកម្មសារពើពន្ធ (VAT TIN) មកកាន់ care@romdoul.example ឬផ្ដល់ជូនអ្នកគ្រប់គ្រងគណនីរបស់អ្នក។ ចាប់ពីខែបន្ទាប់ វិក្កយបត្រអាករនឹងត្រូវបានផ្ញើតាមអ៊ីមែលជារៀងរាល់ខែ។</p>" +
            '<p>អ្នកក៏អាចទាញយកវិក្កយបត្រជាឯកសារ PDF ពីទំព័រ<a href="/payment_invoice">វិក្កយបត្រ</a> បន្ទាប់ពីចូលគណនី។</p>',
          en:
            "<p>Send your company name, address and VAT TIN to care@romdoul.example or give them to your account manager. From the following month, a VAT invoice is emailed to you every month.</p>" +
            '<p>You can also download invoices as PDF files from the <a href="/payment_invoice">Invoices</a> page after logging in.</p>',
          zh:
            "<p>请将公司名称、地址及增值税税号（VAT TIN）发送至 care@romdoul.example，或提供给您的客户经理。自次月起，我们每月会通过电子邮件发送增值税发票。</p>" +
            '<p>登录后，您也可以在<a href="/payment_invoice">发票</a>页面下载 PDF 格式的发票。</p>',
        },
      },
      {
        question: {
          km: "តើខ្ញុំអាចបង់ប្រាក់ទុកមុនច្រើនខែបានទេ?",
          en: "Can I pay several months in advance?",
          zh: "可以预缴几个月的费用吗？",
        },
        answer: {
          km: "<p>បាន។ អ្នកអាចបង់ទុកមុន ៣, ៦ ឬ ១២ ខែ ក្នុង Romdoul App ឬនៅហាង។ ពេលបង់ ១២ ខែ អ្នកទទួលបាន<strong>សេវាឥតគិតថ្លៃ ១ ខែ</strong>។ សមតុល្យដែលបានបង់ទុកមុន នឹងបង្ហាញក្នុងកម្មវិធី ហើយត្រូវបានកាត់ដោយស្វ័យប្រវត្តិរៀងរាល់ខែ។</p>",
          en: "<p>Yes. You can prepay 3, 6 or 12 months in the Romdoul App or at a shop. Pay for 12 months and get <strong>one month free</strong>. Your prepaid balance is shown in the app and used automatically each month.</p>",
          zh: "<p>可以。您可以在 Romdoul App 或营业厅预缴 3、6 或 12 个月。预缴 12 个月<strong>赠送 1 个月</strong>。预缴余额会显示在应用中，每月自动抵扣。</p>",
        },
      },
    ],
  },
  {
    key: "installation-coverage",
    audiences: ["personal", "business"],
    name: { km: "ការដំឡើង និងតំបន់គ្របដណ្ដប់", en: "Installation & coverage", zh: "安装与覆盖" },
    items: [
      {
        question: {
          km: "តើខ្ញុំពិនិត្យមើលថាអាសយដ្ឋានរបស់ខ្ញុំមានសេវាដោយរបៀបណា?",
          en: "How do I check whether my address is covered?",
          zh: "如何查询我的地址是否已覆盖？",
        },
        answer: {
          km: '<p>សូមស្វែងរកអាសយដ្ឋានរបស់អ្នកនៅលើ<a href="/coverage_map">ផែនទីតំបន់គ្របដណ្ដប់</a>។ ប្រសិនបើតំបន់របស់អ្នកមិនទាន់មានសេវា សូមទុកលេខទូរស័ព្ទ ហើយយើងនឹងជូនដំណឹងភ្លាមៗនៅពេលបណ្ដាញរបស់យើងមកដល់។ អ្នកក៏អាចទូរស័ព្ទមកលេខ 023 888 168 បានដែរ។</p>',
          en: '<p>Search for your address on the <a href="/coverage_map">coverage map</a>. If your area is not covered yet, leave your phone number and we will let you know as soon as our network arrives. You can also call 023 888 168.</p>',
          zh: '<p>请在<a href="/coverage_map">覆盖地图</a>上搜索您的地址。如果您所在区域尚未覆盖，请留下电话号码，网络开通后我们会第一时间通知您。您也可以致电 023 888 168 查询。</p>',
        },
      },
      {
        question: {
          km: "តើការដំឡើងត្រូវការពេលប៉ុន្មាន?",
          en: "How long does installation take?",
          zh: "安装需要多长时间？",
        },
        answer: {
          km:
            "<ul>" +
            "<li><strong>MegaSurf</strong>៖ ជាធម្មតាក្នុងរយៈពេល ៤៨ ម៉ោង ក្រោយការចុះឈ្មោះ។ ការដំឡើងនៅផ្ទះចំណាយពេលប្រហែល ១ ទៅ ២ ម៉ោង។</li>" +
            "<li><strong>MegaBiz</strong>៖ ពី ៣ ទៅ ៥ ថ្ងៃធ្វើការ។</li>" +
            "<li><strong>អ៊ីនធឺណិតឯកជន និងខ្សែឯកជន</strong>៖ អាស្រ័យលើលទ្ធផលនៃការសិក្សាទីតាំង ជាធម្មតាពី ២ ទៅ ៤ សប្ដាហ៍។</li>" +
            "</ul>",
          en:
            "<ul>" +
            "<li><strong>MegaSurf</strong>: usually within 48 hours of ordering. The home visit itself takes about 1 to 2 hours.</li>" +
            "<li><strong>MegaBiz</strong>: 3 to 5 working days.</li>" +
            "<li><strong>Dedicated internet and private links</strong>: depends on the site survey, usually 2 to 4 weeks.</li>" +
            "</ul>",
          zh:
            "<ul>" +
            "<li><strong>MegaSurf</strong>：通常在下单后 48 小时内完成，上门安装约需 1 至 2 小时。</li>" +
            "<li><strong>MegaBiz</strong>：3 至 5 个工作日。</li>" +
            "<li><strong>互联网专线及私有专线</strong>：视现场勘察结果而定，通常为 2 至 4 周。</li>" +
            "</ul>",
        },
      },
      {
        question: {
          km: "តើមានថ្លៃដំឡើងដែរឬទេ?",
          en: "Is there an installation fee?",
          zh: "需要支付安装费吗？",
        },
        answer: {
          km: "<p>ការដំឡើងគឺ<strong>ឥតគិតថ្លៃ</strong> នៅពេលអ្នកជ្រើសរើសកិច្ចសន្យា ១២ ខែ។ សម្រាប់កញ្ចប់ប្រចាំខែដែលគ្មានកិច្ចសន្យា ថ្លៃដំឡើងគឺ $25 ម្ដងគត់។ ក្នុងអំឡុងពេលមានការផ្ដល់ជូនពិសេស ថ្លៃនេះអាចត្រូវបានលើកលែង។</p>",
          en: "<p>Installation is <strong>free</strong> when you choose a 12-month contract. For month-to-month plans, there is a one-off fee of $25. This fee may be waived during special offers.</p>",
          zh: "<p>选择 12 个月合约即可<strong>免费安装</strong>。无合约的月付套餐需一次性支付 $25 安装费。促销期间可能免收此费用。</p>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំត្រូវរៀបចំអ្វីខ្លះមុនពេលដំឡើង?",
          en: "What do I need to prepare for installation?",
          zh: "安装前需要做哪些准备？",
        },
        answer: {
          km:
            "<ul>" +
            "<li>មនុស្សពេញវ័យអាយុ ១៨ ឆ្នាំឡើងទៅ ត្រូវនៅផ្ទះពេលអ្នកបច្ចេកទេសមកដល់។</li>" +
            "<li>អត្តសញ្ញាណប័ណ្ណ ឬលិខិតឆ្លងដែនរបស់ម្ចាស់គណនី។</li>" +
            "<li>ប្រសិនបើអ្នកជួលផ្ទះ សូមសុំការអនុញ្ញាតពីម្ចាស់ផ្ទះ ដើម្បីទាញខ្សែ។</li>" +
            "<li>ព្រីភ្លើងមួយនៅជិតកន្លែងដែលអ្នកចង់ដាក់រ៉ោតទ័រ។</li>" +
            "</ul>",
          en:
            "<ul>" +
            "<li>An adult aged 18 or over must be at home when the technician arrives.</li>" +
            "<li>The account holder's ID card or passport.</li>" +
            "<li>If you rent, your landlord's permission to run the cable.</li>" +
            "<li>A power socket near where you want the router.</li>" +
            "</ul>",
          zh:
            "<ul>" +
            "<li>技术人员上门时，须有一名年满 18 岁的成年人在家。</li>" +
            "<li>账户持有人的身份证或护照。</li>" +
            "<li>如为租房，需获得房东同意布线。</li>" +
            "<li>在计划放置路由器的位置附近准备一个电源插座。</li>" +
            "</ul>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំអាចផ្លាស់សេវាទៅអាសយដ្ឋានថ្មីបានទេ?",
          en: "Can I move my service to a new address?",
          zh: "搬家后可以迁移服务吗？",
        },
        answer: {
          km: '<p>បាន ប្រសិនបើអាសយដ្ឋានថ្មីស្ថិតក្នុងតំបន់គ្របដណ្ដប់របស់យើង។ សូមដាក់សំណើនៅទំព័រ<a href="/profile/new_location">ប្ដូរទីតាំង</a> យ៉ាងហោចណាស់ ៣ ថ្ងៃមុនពេលផ្លាស់ទី។ ការផ្លាស់ទីតាំងគឺឥតគិតថ្លៃម្ដងក្នុងមួយឆ្នាំ ហើយលេខ CID និងកញ្ចប់របស់អ្នកនៅដដែល។</p>',
          en: '<p>Yes, as long as the new address is in our coverage area. Send a request on the <a href="/profile/new_location">New location</a> page at least 3 days before you move. Moving is free once a year, and you keep your CID and plan.</p>',
          zh: '<p>可以，前提是新地址在我们的覆盖范围内。请至少在搬家前 3 天通过<a href="/profile/new_location">迁移地址</a>页面提交申请。每年可免费迁移一次，CID 和套餐保持不变。</p>',
        },
      },
    ],
  },
  {
    key: "tv-services",
    audiences: ["personal"],
    name: { km: "សេវាទូរទស្សន៍", en: "TV services", zh: "电视服务" },
    items: [
      {
        question: {
          km: "តើ One TV និង OTT TV ខុសគ្នាយ៉ាងដូចម្ដេច?",
          en: "What is the difference between One TV and OTT TV?",
          zh: "One TV 和 OTT TV 有什么区别？",
        },
        answer: {
          km:
            "<ul>" +
            "<li><strong>One TV</strong>៖ ប្រអប់ទូរទស្សន៍ដែលភ្ជាប់ទៅទូរទស្សន៍នៅផ្ទះ តាមខ្សែកាបអុបទិករបស់យើង។ រូបភាពច្បាស់ និងមិនគាំង ទោះបីអ៊ីនធឺណិតមមាញឹកក៏ដោយ។ ចាប់ពី $8 ក្នុងមួយខែ។</li>" +
            "<li><strong>OTT TV</strong>៖ កម្មវិធីសម្រាប់ទូរស័ព្ទ ថេប្លេត និងទូរទស្សន៍ឆ្លាតវៃ ដែលមើលបានគ្រប់ទីកន្លែងដែលមានអ៊ីនធឺណិត។ ចាប់ពី $5 ក្នុងមួយខែ។</li>" +
            "</ul>",
          en:
            "<ul>" +
            "<li><strong>One TV</strong>: a set-top box on your TV at home, delivered over our fiber. Sharp pictures that do not stutter even when the internet is busy. From $8 a month.</li>" +
            "<li><strong>OTT TV</strong>: an app for phones, tablets and smart TVs that works anywhere with an internet connection. From $5 a month.</li>" +
            "</ul>",
          zh:
            "<ul>" +
            "<li><strong>One TV</strong>：通过我们的光纤传输、连接家中电视的机顶盒。画面清晰，即使网络繁忙也不卡顿。每月 $8 起。</li>" +
            "<li><strong>OTT TV</strong>：适用于手机、平板和智能电视的应用，有网络的地方就能看。每月 $5 起。</li>" +
            "</ul>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំអាចមើលប៉ុស្តិ៍អ្វីខ្លះ?",
          en: "Which channels can I watch?",
          zh: "可以收看哪些频道？",
        },
        answer: {
          km: '<p>យើងមានប៉ុស្តិ៍ព័ត៌មាន កីឡា ភាពយន្ត កុមារ តន្ត្រី និងឯកសារ ជាភាសាខ្មែរ អង់គ្លេស ចិន ថៃ កូរ៉េ វៀតណាម ជប៉ុន និងបារាំង។ សូមមើល<a href="/channel">បញ្ជីប៉ុស្តិ៍</a> ដើម្បីដឹងថាប៉ុស្តិ៍ណាមានក្នុងកញ្ចប់នីមួយៗ។</p>',
          en: '<p>We carry news, sports, movies, kids, music and documentary channels in Khmer, English, Chinese, Thai, Korean, Vietnamese, Japanese and French. See the <a href="/channel">channel list</a> to find out which channels are in each package.</p>',
          zh: '<p>我们提供新闻、体育、电影、少儿、音乐和纪录片频道，语言涵盖高棉语、英语、中文、泰语、韩语、越南语、日语和法语。请查看<a href="/channel">频道列表</a>了解各套餐包含的频道。</p>',
        },
      },
      {
        question: {
          km: "តើខ្ញុំអាចមើល OTT TV លើឧបករណ៍ប៉ុន្មានក្នុងពេលតែមួយ?",
          en: "How many devices can watch OTT TV at the same time?",
          zh: "OTT TV 可以同时在几台设备上观看？",
        },
        answer: {
          km: "<p>អ្នកអាចចុះឈ្មោះឧបករណ៍រហូតដល់ ៥ គ្រឿង និងមើលលើអេក្រង់ ៣ ក្នុងពេលតែមួយ។ ដើម្បីដកឧបករណ៍ចាស់ចេញ សូមចូលទៅកាន់ <strong>ការកំណត់ &gt; ឧបករណ៍</strong> ក្នុងកម្មវិធី OTT TV។</p>",
          en: "<p>You can register up to 5 devices and watch on 3 screens at once. To remove an old device, go to <strong>Settings &gt; Devices</strong> in the OTT TV app.</p>",
          zh: "<p>最多可登记 5 台设备，并同时在 3 块屏幕上观看。如需移除旧设备，请在 OTT TV 应用中进入<strong>设置 &gt; 设备</strong>。</p>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំអាចមើល OTT TV ពេលនៅក្រៅប្រទេសកម្ពុជាបានទេ?",
          en: "Can I watch OTT TV outside Cambodia?",
          zh: "在柬埔寨境外可以观看 OTT TV 吗？",
        },
        answer: {
          km: "<p>ប៉ុស្តិ៍ខ្មែរភាគច្រើនអាចមើលបានពេលអ្នកធ្វើដំណើរទៅក្រៅប្រទេស។ ប៉ុន្តែប៉ុស្តិ៍អន្តរជាតិ ភាពយន្ត និងកីឡាមួយចំនួន មើលបានតែនៅក្នុងប្រទេសកម្ពុជាប៉ុណ្ណោះ ដោយសារកិច្ចព្រមព្រៀងសិទ្ធិផ្សាយ។</p>",
          en: "<p>Most Khmer channels can be watched while you travel abroad. Some international, movie and sports channels are only available inside Cambodia because of broadcasting rights agreements.</p>",
          zh: "<p>出境旅行时可以收看大部分高棉语频道。但受版权协议限制，部分国际、电影和体育频道仅限在柬埔寨境内观看。</p>",
        },
      },
      {
        question: {
          km: "រូបភាពលើ One TV គាំង ឬមិនបង្ហាញ។ តើខ្ញុំគួរធ្វើអ្វី?",
          en: "My One TV picture freezes or does not appear. What should I do?",
          zh: "One TV 画面卡顿或无画面，怎么办？",
        },
        answer: {
          km:
            "<ul>" +
            "<li>បិទប្រអប់ទូរទស្សន៍រយៈពេល ៣០ វិនាទី រួចបើកវិញ។</li>" +
            "<li>ពិនិត្យខ្សែ HDMI និងខ្សែបណ្ដាញ ថាបានដោតជាប់ល្អ។</li>" +
            "<li>ប្រាកដថាទូរទស្សន៍កំពុងប្រើច្រក HDMI ត្រឹមត្រូវ។</li>" +
            "</ul>" +
            '<p>ប្រសិនបើនៅតែមានបញ្ហា សូម<a href="/tickets">រាយការណ៍បញ្ហា</a> ឬទូរស័ព្ទមកលេខ 023 888 168។</p>',
          en:
            "<ul>" +
            "<li>Switch the set-top box off for 30 seconds, then on again.</li>" +
            "<li>Check that the HDMI and network cables are firmly plugged in.</li>" +
            "<li>Make sure the TV is set to the right HDMI input.</li>" +
            "</ul>" +
            '<p>If the problem continues, <a href="/tickets">report a fault</a> or call 023 888 168.</p>',
          zh:
            "<ul>" +
            "<li>关闭机顶盒 30 秒后重新开启。</li>" +
            "<li>检查 HDMI 线和网线是否插紧。</li>" +
            "<li>确认电视已切换到正确的 HDMI 信号源。</li>" +
            "</ul>" +
            '<p>如问题仍未解决，请<a href="/tickets">报修故障</a>或致电 023 888 168。</p>',
        },
      },
    ],
  },
  {
    key: "business-services-sla",
    audiences: ["business"],
    name: { km: "សេវាអាជីវកម្ម និង SLA", en: "Business services & SLA", zh: "企业服务与 SLA" },
    items: [
      {
        question: {
          km: "តើ SLA របស់យើងគ្របដណ្ដប់អ្វីខ្លះ?",
          en: "What does the SLA cover?",
          zh: "SLA 包含哪些内容？",
        },
        answer: {
          km:
            "<p>ខ្សែឯកជន និងអ៊ីនធឺណិតឯកជនទាំងអស់មាន SLA ដែលចែងក្នុងកិច្ចសន្យា៖</p>" +
            "<ul>" +
            "<li>ភាពអាចប្រើបាន <strong>៩៩,៩%</strong> ក្នុងមួយខែ។</li>" +
            "<li>ការតាមដានពី NOC ២៤/៧ និងការជូនដំណឹងភ្លាមៗពេលមានបញ្ហា។</li>" +
            "<li>វិស្វករមកដល់ទីតាំងក្នុងរយៈពេល ៤ ម៉ោង នៅភ្នំពេញ និង ៨ ម៉ោង នៅទីរួមខេត្ត។</li>" +
            "</ul>",
          en:
            "<p>All private links and dedicated internet services come with an SLA written into the contract:</p>" +
            "<ul>" +
            "<li><strong>99.9%</strong> monthly availability.</li>" +
            "<li>24/7 NOC monitoring and immediate notification of incidents.</li>" +
            "<li>Engineers on site within 4 hours in Phnom Penh and 8 hours in provincial towns.</li>" +
            "</ul>",
          zh:
            "<p>所有私有专线和互联网专线均在合同中明确约定 SLA：</p>" +
            "<ul>" +
            "<li>月可用率 <strong>99.9%</strong>。</li>" +
            "<li>NOC 全天候 24/7 监控，故障即时通知。</li>" +
            "<li>金边 4 小时内、各省会城市 8 小时内工程师到场。</li>" +
            "</ul>",
        },
      },
      {
        question: {
          km: "តើសំណងសេវាត្រូវបានគណនាដោយរបៀបណា?",
          en: "How are service credits calculated?",
          zh: "服务赔偿如何计算？",
        },
        answer: {
          km:
            "<p>ប្រសិនបើភាពអាចប្រើបានប្រចាំខែទាបជាងកម្រិតក្នុង SLA អ្នកនឹងទទួលបានការបញ្ចុះតម្លៃលើវិក្កយបត្របន្ទាប់៖</p>" +
            "<ul>" +
            "<li>ក្រោម ៩៩,៩%៖ ១០% នៃថ្លៃប្រចាំខែ។</li>" +
            "<li>ក្រោម ៩៩,៥%៖ ២៥%។</li>" +
            "<li>ក្រោម ៩៩%៖ ៥០%។</li>" +
            "</ul>" +
            "<p>សូមដាក់សំណើក្នុងរយៈពេល ៣០ ថ្ងៃ ក្រោយចុងខែដែលមានបញ្ហា ទៅកាន់អ្នកគ្រប់គ្រងគណនីរបស់អ្នក។</p>",
          en:
            "<p>If monthly availability falls below the SLA level, you receive a credit on your next invoice:</p>" +
            "<ul>" +
            "<li>Below 99.9%: 10% of the monthly fee.</li>" +
            "<li>Below 99.5%: 25%.</li>" +
            "<li>Below 99%: 50%.</li>" +
            "</ul>" +
            "<p>Claims should be sent to your account manager within 30 days of the end of the affected month.</p>",
          zh:
            "<p>若月可用率低于 SLA 标准，将在下一期账单中给予抵扣：</p>" +
            "<ul>" +
            "<li>低于 99.9%：月费的 10%。</li>" +
            "<li>低于 99.5%：25%。</li>" +
            "<li>低于 99%：50%。</li>" +
            "</ul>" +
            "<p>请在受影响月份结束后 30 天内向您的客户经理提出申请。</p>",
        },
      },
      {
        question: {
          km: "តើ MegaBiz និងអ៊ីនធឺណិតឯកជន (DIA) ខុសគ្នាយ៉ាងដូចម្ដេច?",
          en: "What is the difference between MegaBiz and dedicated internet (DIA)?",
          zh: "MegaBiz 和互联网专线（DIA）有什么区别？",
        },
        answer: {
          km:
            "<ul>" +
            "<li><strong>MegaBiz</strong>៖ អ៊ីនធឺណិតខ្សែកាបអុបទិកសម្រាប់សហគ្រាសធុនតូច និងមធ្យម មានល្បឿនស្មើគ្នាទាំងពីរទិស និងតម្លៃសមរម្យ។ កម្រិតបញ្ជូនត្រូវបានចែករំលែកនៅក្នុងបណ្ដាញ។</li>" +
            "<li><strong>DIA</strong>៖ កម្រិតបញ្ជូនដែលធានាទាំងស្រុងសម្រាប់តែអ្នក ជាមួយ SLA ៩៩,៩% និងការតាមដាន ២៤/៧ ស័ក្តិសមសម្រាប់ធនាគារ រោងចក្រ និងប្រព័ន្ធសំខាន់ៗ។</li>" +
            "</ul>" +
            '<p><a href="/business/internet/dia">ស្វែងយល់អំពី DIA</a>។</p>',
          en:
            "<ul>" +
            "<li><strong>MegaBiz</strong>: fiber internet for small and medium businesses, with symmetrical speeds at an affordable price. Bandwidth is shared within the network.</li>" +
            "<li><strong>DIA</strong>: fully guaranteed bandwidth reserved for you, with a 99.9% SLA and 24/7 monitoring, suited to banks, factories and critical systems.</li>" +
            "</ul>" +
            '<p><a href="/business/internet/dia">Learn about DIA</a>.</p>',
          zh:
            "<ul>" +
            "<li><strong>MegaBiz</strong>：面向中小企业的光纤宽带，上下行对称，价格实惠，带宽在网络中共享。</li>" +
            "<li><strong>DIA</strong>：独享且完全保障的带宽，配备 99.9% SLA 及 24/7 监控，适合银行、工厂及关键业务系统。</li>" +
            "</ul>" +
            '<p><a href="/business/internet/dia">了解 DIA 详情</a>。</p>',
        },
      },
      {
        question: {
          km: "តើអ្នកអាចតភ្ជាប់សាខារបស់យើងនៅខេត្តផ្សេងៗគ្នាបានទេ?",
          en: "Can you connect our branches in different provinces?",
          zh: "能否连接我们在不同省份的分支机构？",
        },
        answer: {
          km: '<p>បាន។ យើងផ្ដល់បណ្ដាញឯកជន <a href="/business/enterprise_network/mpls">MPLS</a>, <a href="/business/enterprise_network/vpls">VPLS</a> និងខ្សែ <a href="/business/enterprise_network/dplc">DPLC</a> ដែលតភ្ជាប់ការិយាល័យរបស់អ្នកនៅគ្រប់ខេត្តដែលមានបណ្ដាញរបស់យើង ដោយមិនឆ្លងកាត់អ៊ីនធឺណិតសាធារណៈ។ <a href="/business/contactUs">ស្នើសុំការវាយតម្លៃបណ្ដាញឥតគិតថ្លៃ</a>។</p>',
          en: '<p>Yes. Our <a href="/business/enterprise_network/mpls">MPLS</a>, <a href="/business/enterprise_network/vpls">VPLS</a> and <a href="/business/enterprise_network/dplc">DPLC</a> services link your offices in every province on our network without crossing the public internet. <a href="/business/contactUs">Request a free network assessment</a>.</p>',
          zh: '<p>可以。我们的 <a href="/business/enterprise_network/mpls">MPLS</a>、<a href="/business/enterprise_network/vpls">VPLS</a> 和 <a href="/business/enterprise_network/dplc">DPLC</a> 服务可连接您在我们网络覆盖的各省的办公室，数据不经过公共互联网。<a href="/business/contactUs">申请免费网络评估</a>。</p>',
        },
      },
      {
        question: {
          km: "តើអ្នកមានខ្សែបម្រុងសម្រាប់អាជីវកម្មដែរឬទេ?",
          en: "Do you offer backup connections?",
          zh: "是否提供备用线路？",
        },
        answer: {
          km:
            "<ul>" +
            "<li><strong>ផ្លូវខ្សែកាបពីរ</strong>៖ ខ្សែទីពីរចូលអគាររបស់អ្នកតាមផ្លូវខុសគ្នា ហើយប្ដូរដោយស្វ័យប្រវត្តិក្នុងរយៈពេលតិចជាងមួយវិនាទី។</li>" +
            "<li><strong>ខ្សែ MegaBiz បម្រុង</strong>៖ ជម្រើសតម្លៃសមរម្យ សម្រាប់ម៉ាស៊ីនទូទាត់ប្រាក់ និងប្រព័ន្ធលក់។</li>" +
            "</ul>" +
            "<p>អ្នកគ្រប់គ្រងគណនីរបស់អ្នកនឹងជួយជ្រើសរើសជម្រើសដែលសមស្រប។</p>",
          en:
            "<ul>" +
            "<li><strong>Dual fiber routes</strong>: a second cable enters your building by a different path and takes over automatically in under a second.</li>" +
            "<li><strong>Backup MegaBiz line</strong>: an affordable option for card terminals and point-of-sale systems.</li>" +
            "</ul>" +
            "<p>Your account manager will help you choose the right option.</p>",
          zh:
            "<ul>" +
            "<li><strong>双光纤路由</strong>：第二条光缆经不同路径进入您的大楼，故障时一秒内自动切换。</li>" +
            "<li><strong>MegaBiz 备用线路</strong>：适合刷卡终端和收银系统的经济选择。</li>" +
            "</ul>" +
            "<p>您的客户经理会协助您选择合适的方案。</p>",
        },
      },
    ],
  },
  {
    key: "account-romdoul-app",
    audiences: ["selfcare", "personal"],
    name: { km: "គណនី និង Romdoul App", en: "Account & Romdoul App", zh: "账户与 Romdoul App" },
    items: [
      {
        question: {
          km: "តើខ្ញុំចុះឈ្មោះប្រើ Romdoul App ដោយរបៀបណា?",
          en: "How do I sign up for the Romdoul App?",
          zh: "如何注册 Romdoul App？",
        },
        answer: {
          km:
            "<ul>" +
            "<li>ទាញយក Romdoul App ពី App Store ឬ Google Play។</li>" +
            "<li>បញ្ចូលលេខទូរស័ព្ទដែលអ្នកបានចុះឈ្មោះជាមួយយើង។</li>" +
            "<li>បញ្ចូលលេខកូដ ៦ ខ្ទង់ដែលយើងផ្ញើតាមសារ SMS។</li>" +
            "<li>គណនី និងលេខ CID របស់អ្នកនឹងបង្ហាញដោយស្វ័យប្រវត្តិ។</li>" +
            "</ul>",
          en:
            "<ul>" +
            "<li>Download the Romdoul App from the App Store or Google Play.</li>" +
            "<li>Enter the phone number you registered with us.</li>" +
            "<li>Enter the 6-digit code we send by SMS.</li>" +
            "<li>Your account and CID appear automatically.</li>" +
            "</ul>",
          zh:
            "<ul>" +
            "<li>从 App Store 或 Google Play 下载 Romdoul App。</li>" +
            "<li>输入您在我们这里登记的手机号码。</li>" +
            "<li>输入短信收到的 6 位验证码。</li>" +
            "<li>您的账户和 CID 将自动显示。</li>" +
            "</ul>",
        },
      },
      {
        question: {
          km: "ខ្ញុំបានប្ដូរលេខទូរស័ព្ទ។ តើខ្ញុំធ្វើបច្ចុប្បន្នភាពវាដោយរបៀបណា?",
          en: "I have changed my phone number. How do I update it?",
          zh: "我换了手机号码，如何更新？",
        },
        answer: {
          km: '<p>ដើម្បីការពារគណនីរបស់អ្នក ការប្ដូរលេខទូរស័ព្ទត្រូវការការផ្ទៀងផ្ទាត់អត្តសញ្ញាណ។ សូមអញ្ជើញមកហាងណាមួយរបស់យើងជាមួយអត្តសញ្ញាណប័ណ្ណរបស់ម្ចាស់គណនី ឬទូរស័ព្ទមកលេខ 023 888 168 ហើយឆ្លើយសំណួរសុវត្ថិភាពមួយចំនួន។ <a href="/offices">ស្វែងរកហាងដែលនៅជិតអ្នក</a>។</p>',
          en: '<p>To protect your account, changing your phone number requires an identity check. Visit any of our shops with the account holder\'s ID card, or call 023 888 168 and answer a few security questions. <a href="/offices">Find a shop near you</a>.</p>',
          zh: '<p>为保障账户安全，更换手机号码需要核实身份。请携带账户持有人身份证件前往任一营业厅，或致电 023 888 168 并回答几个安全问题。<a href="/offices">查找附近的营业厅</a>。</p>',
        },
      },
      {
        question: {
          km: "តើខ្ញុំអាចគ្រប់គ្រងគណនីច្រើនក្នុងកម្មវិធីតែមួយបានទេ?",
          en: "Can I manage several accounts in one app?",
          zh: "可以在一个应用中管理多个账户吗？",
        },
        answer: {
          km: "<p>បាន។ ចុច <strong>បន្ថែមគណនី</strong> បញ្ចូលលេខ CID ហើយបញ្ចូលលេខកូដបញ្ជាក់ ៦ ខ្ទង់ ដែលត្រូវបានផ្ញើទៅលេខទូរស័ព្ទរបស់គណនីនោះ។ វិធីនេះងាយស្រួលសម្រាប់ទូទាត់វិក្កយបត្រឱ្យឪពុកម្ដាយ ឬហាងរបស់អ្នក។</p>",
          en: "<p>Yes. Tap <strong>Add account</strong>, enter the CID and then the 6-digit confirmation code sent to that account's phone number. It is a handy way to pay for your parents' home or your shop.</p>",
          zh: "<p>可以。点击<strong>添加账户</strong>，输入 CID，再输入发送至该账户手机号码的 6 位确认码即可。方便您为父母家或自己的店铺缴费。</p>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំដំឡើងកញ្ចប់ទៅល្បឿនខ្ពស់ជាងមុនដោយរបៀបណា?",
          en: "How do I upgrade to a faster plan?",
          zh: "如何升级到更快的套餐？",
        },
        answer: {
          km: '<p>ក្នុង Romdoul App សូមចូលទៅ <strong>កញ្ចប់របស់ខ្ញុំ &gt; ដំឡើងកញ្ចប់</strong> ឬប្រើទំព័រ<a href="/upgrade">ដំឡើងកញ្ចប់</a>។ ល្បឿនថ្មីនឹងដំណើរការក្នុងរយៈពេល ១៥ នាទី ហើយវិក្កយបត្រនឹងគណនាតាមចំនួនថ្ងៃដែលនៅសល់ក្នុងខែ។</p>',
          en: '<p>In the Romdoul App, go to <strong>My plan &gt; Upgrade</strong>, or use the <a href="/upgrade">Upgrade</a> page. The new speed is active within 15 minutes, and your bill is adjusted for the days left in the month.</p>',
          zh: '<p>在 Romdoul App 中进入<strong>我的套餐 &gt; 升级</strong>，或使用<a href="/upgrade">套餐升级</a>页面。新速率将在 15 分钟内生效，当月费用按剩余天数折算。</p>',
        },
      },
      {
        question: {
          km: "តើខ្ញុំមើលប្រវត្តិការទូទាត់ និងទាញយកវិក្កយបត្រនៅឯណា?",
          en: "Where can I see my payment history and download invoices?",
          zh: "在哪里查看缴费记录和下载发票？",
        },
        answer: {
          km: '<p>ចូលគណនីរបស់អ្នក ហើយបើកទំព័រ<a href="/payment_history">ប្រវត្តិការទូទាត់</a> ដើម្បីមើលការទូទាត់ក្នុងរយៈពេល ២៤ ខែចុងក្រោយ។ វិក្កយបត្រប្រចាំខែនីមួយៗអាចទាញយកជាឯកសារ PDF ពីទំព័រ<a href="/payment_invoice">វិក្កយបត្រ</a> ឬក្នុងផ្នែក <strong>វិក្កយបត្រ</strong> នៃ Romdoul App។</p>',
          en: '<p>Log in and open <a href="/payment_history">Payment history</a> to see payments from the last 24 months. Each monthly invoice can be downloaded as a PDF from the <a href="/payment_invoice">Invoices</a> page or the <strong>Billing</strong> section of the Romdoul App.</p>',
          zh: '<p>登录后打开<a href="/payment_history">缴费记录</a>，可查看最近 24 个月的付款。每月发票可在<a href="/payment_invoice">发票</a>页面或 Romdoul App 的<strong>账单</strong>栏目下载 PDF 版本。</p>',
        },
      },
    ],
  },
  {
    key: "technical-support-faults",
    audiences: ["personal", "business", "selfcare"],
    name: { km: "ជំនួយបច្ចេកទេស និងការរាយការណ៍បញ្ហា", en: "Technical support & faults", zh: "技术支持与故障报修" },
    items: [
      {
        question: {
          km: "អ៊ីនធឺណិតរបស់ខ្ញុំមិនដំណើរការ។ តើខ្ញុំគួរពិនិត្យអ្វីមុនគេ?",
          en: "My internet is not working. What should I check first?",
          zh: "无法上网，应该先检查什么？",
        },
        answer: {
          km:
            "<ul>" +
            "<li>មើលភ្លើងនៅលើរ៉ោតទ័រ។ ប្រសិនបើភ្លើង <strong>LOS</strong> ភ្លឺពណ៌ក្រហម មានន័យថាខ្សែកាបអុបទិកមានបញ្ហា សូមទូរស័ព្ទមកយើងភ្លាម។</li>" +
            "<li>បិទរ៉ោតទ័ររយៈពេល ៣០ វិនាទី រួចបើកវិញ ហើយរង់ចាំ ២ នាទី។</li>" +
            "<li>ពិនិត្យមើលថាខ្សែអុបទិកពណ៌លឿង មិនត្រូវបានបត់ ឬដាច់។</li>" +
            "<li>ពិនិត្យការជូនដំណឹងអំពីការដាច់សេវាក្នុង Romdoul App។</li>" +
            "</ul>",
          en:
            "<ul>" +
            "<li>Look at the lights on the router. A red <strong>LOS</strong> light means a fiber problem: please call us straight away.</li>" +
            "<li>Switch the router off for 30 seconds, switch it back on and wait 2 minutes.</li>" +
            "<li>Check that the yellow fiber cable is not bent or broken.</li>" +
            "<li>Look for an outage notice in the Romdoul App.</li>" +
            "</ul>",
          zh:
            "<ul>" +
            "<li>查看路由器指示灯。如 <strong>LOS</strong> 灯亮红色，说明光纤有故障，请立即联系我们。</li>" +
            "<li>关闭路由器 30 秒后重新开启，等待 2 分钟。</li>" +
            "<li>检查黄色光纤线是否弯折或断裂。</li>" +
            "<li>在 Romdoul App 中查看是否有断网通知。</li>" +
            "</ul>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំរាយការណ៍បញ្ហាបច្ចេកទេសដោយរបៀបណា?",
          en: "How do I report a fault?",
          zh: "如何报修故障？",
        },
        answer: {
          km:
            "<ul>" +
            "<li>ក្នុង Romdoul App៖ ចុច <strong>រាយការណ៍បញ្ហា</strong>។</li>" +
            '<li>នៅលើគេហទំព័រ៖ ទំព័រ<a href="/tickets">សំបុត្របញ្ហា</a> បន្ទាប់ពីចូលគណនី។</li>' +
            "<li>តាមទូរស័ព្ទ៖ 023 888 168 (២៤/៧)។</li>" +
            "<li>តាមអ៊ីមែល៖ care@romdoul.example។</li>" +
            "</ul>" +
            "<p>អ្នកនឹងទទួលបានលេខសំបុត្របញ្ហា ហើយអាចតាមដានស្ថានភាពក្នុងកម្មវិធី។</p>",
          en:
            "<ul>" +
            "<li>In the Romdoul App: tap <strong>Report a problem</strong>.</li>" +
            '<li>On the website: the <a href="/tickets">Tickets</a> page after logging in.</li>' +
            "<li>By phone: 023 888 168 (24/7).</li>" +
            "<li>By email: care@romdoul.example.</li>" +
            "</ul>" +
            "<p>You receive a ticket number and can follow its progress in the app.</p>",
          zh:
            "<ul>" +
            "<li>Romdoul App：点击<strong>报修</strong>。</li>" +
            '<li>官网：登录后进入<a href="/tickets">工单</a>页面。</li>' +
            "<li>电话：023 888 168（24/7）。</li>" +
            "<li>邮件：care@romdoul.example。</li>" +
            "</ul>" +
            "<p>您将收到工单编号，并可在应用中跟踪处理进度。</p>",
        },
      },
      {
        question: {
          km: "តើអ្នកបច្ចេកទេសនឹងមកដល់ក្នុងរយៈពេលប៉ុន្មាន?",
          en: "How quickly will a technician come?",
          zh: "技术人员多久能上门？",
        },
        answer: {
          km: "<p>សម្រាប់អតិថិជនតាមផ្ទះនៅភ្នំពេញ និងទីរួមខេត្ត អ្នកបច្ចេកទេសនឹងមកដល់ក្នុងរយៈពេល <strong>២៤ ម៉ោង</strong>។ អតិថិជនអាជីវកម្មដែលមាន SLA នឹងទទួលបានសេវាតាមរយៈពេលដែលចែងក្នុងកិច្ចសន្យា ជាធម្មតា ៤ ម៉ោងនៅភ្នំពេញ។ អ្នកអាចតាមដានទីតាំងអ្នកបច្ចេកទេសនៅលើផែនទីក្នុង Romdoul App។</p>",
          en: "<p>For home customers in Phnom Penh and provincial towns, a technician arrives within <strong>24 hours</strong>. Business customers with an SLA get the response time in their contract, usually 4 hours in Phnom Penh. You can follow the technician on the map in the Romdoul App.</p>",
          zh: "<p>金边及各省会城市的家庭客户，技术人员将在 <strong>24 小时</strong>内上门。签有 SLA 的企业客户按合同约定时限响应，金边通常为 4 小时。您可以在 Romdoul App 的地图上查看技术人员位置。</p>",
        },
      },
      {
        question: {
          km: "តើការជួសជុលត្រូវបង់ថ្លៃដែរឬទេ?",
          en: "Do I have to pay for repairs?",
          zh: "维修需要付费吗？",
        },
        answer: {
          km: "<p>ការជួសជុលបញ្ហានៃបណ្ដាញ ឬឧបករណ៍របស់យើងគឺ<strong>ឥតគិតថ្លៃ</strong>។ ប្រសិនបើខូចខាតបណ្ដាលមកពីអតិថិជន ឧទាហរណ៍ ខ្សែដាច់ពេលជួសជុលផ្ទះ ឬរ៉ោតទ័រប៉ះទឹក នឹងមានថ្លៃសេវា $10 ក្នុងមួយដង បូកនឹងថ្លៃសម្ភារៈ។ អ្នកបច្ចេកទេសនឹងប្រាប់អ្នកពីតម្លៃមុនពេលចាប់ផ្ដើមការងារ។</p>",
          en: "<p>Repairs to our network or equipment are <strong>free</strong>. If the damage was caused at the customer's end, for example a cable cut during home renovation or a router damaged by water, there is a $10 call-out fee plus materials. The technician will tell you the cost before starting work.</p>",
          zh: "<p>我们的网络或设备故障维修<strong>免费</strong>。如损坏由客户造成，例如装修时剪断光纤或路由器进水，需支付每次 $10 的上门费及材料费。技术人员会在开工前告知费用。</p>",
        },
      },
      {
        question: {
          km: "តើខ្ញុំធ្វើតេស្តល្បឿនអ៊ីនធឺណិតឱ្យបានត្រឹមត្រូវដោយរបៀបណា?",
          en: "How do I test my internet speed correctly?",
          zh: "如何正确测试网速？",
        },
        answer: {
          km:
            "<ul>" +
            "<li>ភ្ជាប់កុំព្យូទ័រទៅរ៉ោតទ័រដោយខ្សែបណ្ដាញ ជំនួសឱ្យ Wi-Fi។</li>" +
            "<li>បិទកម្មវិធីផ្សេងៗ និងឧបករណ៍ដែលកំពុងទាញយកឯកសារ។</li>" +
            "<li>ជ្រើសរើសម៉ាស៊ីនតេស្តនៅភ្នំពេញ។</li>" +
            "<li>ធ្វើតេស្ត ៣ ដង ហើយយកលទ្ធផលមធ្យម។</li>" +
            "</ul>" +
            '<p>ប្រសិនបើល្បឿនទាបជាងកញ្ចប់របស់អ្នកច្រើនជាង ២០% ជាប្រចាំ សូម<a href="/tickets">រាយការណ៍បញ្ហា</a>។</p>',
          en:
            "<ul>" +
            "<li>Connect a computer to the router with a network cable instead of Wi-Fi.</li>" +
            "<li>Close other apps and pause devices that are downloading.</li>" +
            "<li>Choose a test server in Phnom Penh.</li>" +
            "<li>Run the test three times and take the average.</li>" +
            "</ul>" +
            '<p>If your speed is regularly more than 20% below your plan, please <a href="/tickets">report a fault</a>.</p>',
          zh:
            "<ul>" +
            "<li>用网线将电脑连接到路由器，而不是使用 Wi-Fi。</li>" +
            "<li>关闭其他应用，暂停正在下载的设备。</li>" +
            "<li>选择位于金边的测速服务器。</li>" +
            "<li>测试三次并取平均值。</li>" +
            "</ul>" +
            '<p>如网速经常低于套餐速率 20% 以上，请<a href="/tickets">报修故障</a>。</p>',
        },
      },
    ],
  },
];
