import type { Language } from "@isp/contracts/languages";

/** Every word the invoice and the receipt print, in the three languages of the site. */
export type DocumentLabels = {
  /** Each script's own colon: Khmer ៖, Chinese full-width ：. */
  colon: string;
  invoiceTitle: string;
  /** A VAT-registered customer's invoice is a tax invoice, which it must say. */
  taxInvoiceTitle: string;
  receiptTitle: string;
  invoiceNumber: string;
  issuedOn: string;
  dueOn: string;
  billingPeriod: string;
  /** Joins the two dates of the period. */
  periodTo: string;
  billTo: string;
  receivedFrom: string;
  customerId: string;
  customerType: Record<"consumer" | "business", string>;
  phone: string;
  email: string;
  vatTin: string;
  lineNumber: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  netTotal: string;
  vat: (percent: string) => string;
  total: string;
  totalInRiel: string;
  exchangeRate: (rate: string) => string;
  paidStamp: string;
  paidOn: string;
  amountDue: string;
  payBy: string;
  howToPay: string;
  payOnline: (site: string, customerId: string) => string;
  payKhqr: string;
  /** Beside the invoice's own KHQR: what to do with it, and until when. */
  scanKhqr: (until: string) => string;
  payAtBranch: string;
  hotline: string;
  receiptNumber: string;
  paidAt: string;
  method: string;
  reference: string;
  invoicesPaid: string;
  advancePayment: string;
  amountPaid: string;
  creditToAccount: string;
  thanks: string;
  computerGenerated: string;
  currencyNote: string;
};

export const DOCUMENT_LABELS: Record<Language, DocumentLabels> = {
  km: {
    colon: "៖ ",
    invoiceTitle: "វិក្កយបត្រ",
    taxInvoiceTitle: "វិក្កយបត្រអាករ",
    receiptTitle: "បង្កាន់ដៃទទួលប្រាក់",
    invoiceNumber: "លេខវិក្កយបត្រ",
    issuedOn: "កាលបរិច្ឆេទចេញ",
    dueOn: "ថ្ងៃផុតកំណត់បង់ប្រាក់",
    billingPeriod: "រយៈពេលគិតថ្លៃ",
    periodTo: "ដល់",
    billTo: "អតិថិជន",
    receivedFrom: "ទទួលពី",
    customerId: "លេខអតិថិជន (CID)",
    customerType: { consumer: "អតិថិជនឯកជន", business: "អតិថិជនអាជីវកម្ម" },
    phone: "ទូរស័ព្ទ",
    email: "អ៊ីមែល",
    vatTin: "លេខអត្តសញ្ញាណកម្ម អតប",
    lineNumber: "ល.រ",
    description: "បរិយាយ",
    quantity: "បរិមាណ",
    unitPrice: "តម្លៃឯកតា",
    amount: "ចំនួនទឹកប្រាក់",
    netTotal: "សរុប (មិនរួមអាករ)",
    vat: (percent) => `អាករលើតម្លៃបន្ថែម ${percent}`,
    total: "សរុបរួម (រួមទាំងអាករ)",
    totalInRiel: "សរុបជាប្រាក់រៀល",
    exchangeRate: (rate) => `អត្រាប្តូរប្រាក់ 1 ដុល្លារ = ${rate}`,
    paidStamp: "បានបង់ប្រាក់",
    paidOn: "បានបង់នៅថ្ងៃ",
    amountDue: "ចំនួនទឹកប្រាក់ត្រូវបង់",
    payBy: "សូមបង់ប្រាក់មុនថ្ងៃ",
    howToPay: "របៀបបង់ប្រាក់",
    payOnline: (site, customerId) => `បង់តាមអនឡាញនៅ ${site}/pay_my_bill ដោយប្រើលេខអតិថិជន ${customerId}`,
    payKhqr: "ស្កេន KHQR ដោយកម្មវិធីធនាគារណាមួយនៅកម្ពុជា (ABA, ACLEDA, Wing …) នៅលើទំព័របង់វិក្កយបត្រ",
    scanKhqr: (until) => `ស្កេន KHQR នេះដោយកម្មវិធីធនាគារណាមួយ ដើម្បីបង់វិក្កយបត្រនេះ (រហូតដល់ ${until})`,
    payAtBranch: "បង់ជាសាច់ប្រាក់នៅសាខាណាមួយរបស់យើង ដោយប្រាប់លេខអតិថិជន",
    hotline: "ទូរស័ព្ទបន្ទាន់ ២៤/៧",
    receiptNumber: "លេខបង្កាន់ដៃ",
    paidAt: "កាលបរិច្ឆេទបង់ប្រាក់",
    method: "មធ្យោបាយបង់ប្រាក់",
    reference: "លេខយោង",
    invoicesPaid: "វិក្កយបត្រដែលបានទូទាត់",
    advancePayment: "ប្រាក់បង់ទុកជាមុន",
    amountPaid: "ចំនួនទឹកប្រាក់បានបង់",
    creditToAccount: "សមតុល្យបញ្ចូលក្នុងគណនី",
    thanks: "សូមអរគុណចំពោះការប្រើប្រាស់សេវាកម្មរបស់យើង។",
    computerGenerated: "ឯកសារនេះបង្កើតដោយកុំព្យូទ័រ មិនតម្រូវឱ្យមានហត្ថលេខាទេ។",
    currencyNote: "ទឹកប្រាក់ទាំងអស់គិតជាដុល្លារអាមេរិក។",
  },
  en: {
    colon: ": ",
    invoiceTitle: "Invoice",
    taxInvoiceTitle: "Tax invoice",
    receiptTitle: "Payment receipt",
    invoiceNumber: "Invoice number",
    issuedOn: "Issue date",
    dueOn: "Due date",
    billingPeriod: "Billing period",
    periodTo: "to",
    billTo: "Bill to",
    receivedFrom: "Received from",
    customerId: "Customer ID (CID)",
    customerType: { consumer: "Personal customer", business: "Business customer" },
    phone: "Phone",
    email: "E-mail",
    vatTin: "VAT TIN",
    lineNumber: "No.",
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    netTotal: "Net total (excl. VAT)",
    vat: (percent) => `VAT ${percent}`,
    total: "Total (incl. VAT)",
    totalInRiel: "Total in riel",
    exchangeRate: (rate) => `Exchange rate 1 USD = ${rate}`,
    paidStamp: "Paid",
    paidOn: "Paid on",
    amountDue: "Amount due",
    payBy: "Please pay by",
    howToPay: "How to pay",
    payOnline: (site, customerId) => `Online at ${site}/pay_my_bill with your customer ID ${customerId}`,
    payKhqr: "Scan KHQR with any Cambodian banking app (ABA, ACLEDA, Wing …) on the pay-my-bill page",
    scanKhqr: (until) => `Scan this KHQR with any banking app to pay this invoice (until ${until})`,
    payAtBranch: "In cash at any of our branches, quoting your customer ID",
    hotline: "24/7 hotline",
    receiptNumber: "Receipt number",
    paidAt: "Payment date",
    method: "Payment method",
    reference: "Reference",
    invoicesPaid: "Invoices settled",
    advancePayment: "Payment in advance",
    amountPaid: "Amount paid",
    creditToAccount: "Credit to your account",
    thanks: "Thank you for choosing our service.",
    computerGenerated: "This document is computer generated and needs no signature.",
    currencyNote: "All amounts in US dollars.",
  },
  zh: {
    colon: "：",
    invoiceTitle: "发票",
    taxInvoiceTitle: "增值税发票",
    receiptTitle: "付款收据",
    invoiceNumber: "发票号码",
    issuedOn: "开票日期",
    dueOn: "付款截止日期",
    billingPeriod: "计费周期",
    periodTo: "至",
    billTo: "客户",
    receivedFrom: "付款人",
    customerId: "客户编号 (CID)",
    customerType: { consumer: "个人客户", business: "企业客户" },
    phone: "电话",
    email: "电子邮件",
    vatTin: "增值税税号",
    lineNumber: "序号",
    description: "项目",
    quantity: "数量",
    unitPrice: "单价",
    amount: "金额",
    netTotal: "小计（不含增值税）",
    vat: (percent) => `增值税 ${percent}`,
    total: "合计（含增值税）",
    totalInRiel: "瑞尔合计",
    exchangeRate: (rate) => `汇率 1 美元 = ${rate}`,
    paidStamp: "已付款",
    paidOn: "付款日期",
    amountDue: "应付金额",
    payBy: "最迟付款日",
    howToPay: "付款方式",
    payOnline: (site, customerId) => `在线支付 ${site}/pay_my_bill，输入客户编号 ${customerId}`,
    payKhqr: "在缴费页面用任何柬埔寨银行应用（ABA、ACLEDA、Wing …）扫描 KHQR",
    scanKhqr: (until) => `用任何银行应用扫描此 KHQR 即可支付本发票（有效期至 ${until}）`,
    payAtBranch: "在我们的任何营业厅以现金支付，请提供客户编号",
    hotline: "24/7 客服热线",
    receiptNumber: "收据号码",
    paidAt: "付款时间",
    method: "支付方式",
    reference: "交易参考号",
    invoicesPaid: "已结清的发票",
    advancePayment: "预付款",
    amountPaid: "已付金额",
    creditToAccount: "存入账户余额",
    thanks: "感谢您选择我们的服务。",
    computerGenerated: "本文件由计算机生成，无需签字。",
    currencyNote: "所有金额均以美元计。",
  },
};
