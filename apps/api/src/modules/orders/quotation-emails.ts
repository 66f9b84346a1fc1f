import { brand } from "@isp/brand";
import type { EmailTemplate } from "../notifications/email-layout";

export type QuotationRequestData = {
  quotationNumber: string;
  orderNumber: number;
  customerId: string;
  customerName: string;
  phone: string;
  planName: string;
  periodLabel: string;
  addons: string;
  total: string;
  validUntil: string;
  area: string;
  comment: string | null;
};

/** To the business: the quotation is in its self-care, and the spec's promises (§4, §9) follow it. */
export const quotationReceived: EmailTemplate<QuotationRequestData> = {
  km: (data) => ({
    subject: `សម្រង់តម្លៃ ${data.quotationNumber} របស់អ្នក`,
    greeting: `ជម្រាបសួរ ${data.customerName}`,
    paragraphs: [
      `សូមអរគុណដែលបានជ្រើសរើស ${brand.name.km}។ សម្រង់តម្លៃសម្រាប់ ${data.planName} មាននៅក្នុងទំព័រ "សម្រង់តម្លៃ" នៃគណនីរបស់អ្នក។`,
      "ក្រុមការងារលក់របស់យើងនឹងទាក់ទងអ្នកក្នុងរយៈពេល ២៤ ម៉ោង។ កិច្ចសន្យា និងតម្លៃនឹងផ្ញើតាមអ៊ីមែលក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ។ ការបង់ប្រាក់មានប្រសិទ្ធភាពបន្ទាប់ពីការចុះហត្ថលេខាលើកិច្ចសន្យា និងការតម្លើង។",
    ],
    fields: [
      ["លេខសម្រង់តម្លៃ", data.quotationNumber],
      ["លេខបញ្ជាទិញ", String(data.orderNumber)],
      ["រយៈពេលកិច្ចសន្យា", data.periodLabel],
      ["សេវាបន្ថែម", data.addons],
      ["សរុប (រួមទាំងអាករ)", data.total],
      ["មានសុពលភាពដល់", data.validUntil],
    ],
    signOff: ["ដោយក្តីគោរព", `ក្រុមការងារលក់ ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `Your quotation ${data.quotationNumber}`,
    greeting: `Dear ${data.customerName},`,
    paragraphs: [
      `Thank you for choosing ${brand.name.en}. The quotation for ${data.planName} is on the Quotations page of your account.`,
      "Our sales team will contact you within 24 hours. The contract and price will be emailed within 5 working days. Payment is effective after contract signing and installation.",
    ],
    fields: [
      ["Quotation number", data.quotationNumber],
      ["Order number", String(data.orderNumber)],
      ["Contract period", data.periodLabel],
      ["Add-ons", data.addons],
      ["Total (VAT included)", data.total],
      ["Valid until", data.validUntil],
    ],
    signOff: ["Kind regards,", `${brand.name.en} sales`],
  }),
  zh: (data) => ({
    subject: `您的报价单 ${data.quotationNumber}`,
    greeting: `${data.customerName}，您好：`,
    paragraphs: [
      `感谢您选择 ${brand.name.zh}。${data.planName} 的报价单已在您账户的“报价单”页面中。`,
      "我们的销售团队将在 24 小时内与您联系，合同和价格将在 5 个工作日内通过电子邮件发送。签署合同并完成安装后付款生效。",
    ],
    fields: [
      ["报价单编号", data.quotationNumber],
      ["订单编号", String(data.orderNumber)],
      ["合同期限", data.periodLabel],
      ["附加服务", data.addons],
      ["合计（含增值税）", data.total],
      ["有效期至", data.validUntil],
    ],
    signOff: ["祝好！", `${brand.name.zh}销售团队`],
  }),
};

/** To sales: which business wants a price for what, where, and what it said. */
export const quotationToSales: EmailTemplate<QuotationRequestData> = {
  km: (data) => ({
    subject: `សំណើសម្រង់តម្លៃ ${data.quotationNumber}៖ ${data.planName} (CID ${data.customerId})`,
    greeting: "ជូនចំពោះក្រុមការងារលក់",
    paragraphs: ["អាជីវកម្មមួយបានស្នើសុំសម្រង់តម្លៃពីគេហទំព័រ។ សូមទាក់ទងអតិថិជនក្នុងរយៈពេល ២៤ ម៉ោង។"],
    fields: quotationFields(data, [
      "លេខសម្រង់តម្លៃ",
      "លេខបញ្ជាទិញ",
      "CID",
      "ឈ្មោះ",
      "ទូរស័ព្ទ",
      "គម្រោង",
      "រយៈពេល",
      "សេវាបន្ថែម",
      "សរុប (រួមទាំងអាករ)",
      "តំបន់",
      "មតិយោបល់",
    ]),
    signOff: [`គេហទំព័រ ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `Quotation request ${data.quotationNumber}: ${data.planName} (CID ${data.customerId})`,
    greeting: "Dear sales team,",
    paragraphs: [
      "A business has asked for a quotation on the website. Please call the customer within 24 hours.",
    ],
    fields: quotationFields(data, [
      "Quotation number",
      "Order number",
      "CID",
      "Name",
      "Phone",
      "Plan",
      "Period",
      "Add-ons",
      "Total (VAT included)",
      "Area",
      "Comment",
    ]),
    signOff: [`${brand.name.en} website`],
  }),
  zh: (data) => ({
    subject: `报价请求 ${data.quotationNumber}：${data.planName}（CID ${data.customerId}）`,
    greeting: "销售团队：",
    paragraphs: ["一家企业在网站上申请了报价，请在 24 小时内联系客户。"],
    fields: quotationFields(data, [
      "报价单编号",
      "订单编号",
      "CID",
      "名称",
      "电话",
      "套餐",
      "期限",
      "附加服务",
      "合计（含增值税）",
      "区域",
      "备注",
    ]),
    signOff: [`${brand.name.zh}网站`],
  }),
};

function quotationFields(data: QuotationRequestData, labels: string[]): [string, string | null][] {
  const values = [
    data.quotationNumber,
    String(data.orderNumber),
    data.customerId,
    data.customerName,
    data.phone,
    data.planName,
    data.periodLabel,
    data.addons,
    data.total,
    data.area,
    data.comment,
  ];
  return labels.map((label, index) => [label, values[index] ?? null]);
}
