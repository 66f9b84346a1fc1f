import { brand } from "@isp/brand";
import type { EmailTemplate } from "../notifications/email-layout";

export type NewOrderData = {
  orderNumber: number;
  customerId: string;
  customerName: string;
  phone: string;
  planName: string;
  periodLabel: string;
  addons: string;
  monthly: string;
  firstPayment: string;
  visit: string;
  area: string;
};

/** To the customer: the spec's promises (§4, §9): sales call within 24 hours, contract within 5 working days. */
export const newOrderReceived: EmailTemplate<NewOrderData> = {
  km: (data) => ({
    subject: `យើងបានទទួលការបញ្ជាទិញលេខ ${data.orderNumber} របស់អ្នកហើយ`,
    greeting: `ជម្រាបសួរ ${data.customerName}`,
    paragraphs: [
      `សូមអរគុណដែលបានជ្រើសរើស ${brand.name.km}។ យើងបានទទួលការបញ្ជាទិញ ${data.planName} របស់អ្នកហើយ។`,
      "ក្រុមការងារលក់របស់យើងនឹងទាក់ទងអ្នកក្នុងរយៈពេល ២៤ ម៉ោង។ កិច្ចសន្យា និងតម្លៃនឹងផ្ញើតាមអ៊ីមែលក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ។ ការបង់ប្រាក់មានប្រសិទ្ធភាពបន្ទាប់ពីការចុះហត្ថលេខាលើកិច្ចសន្យា និងការតម្លើង។",
    ],
    fields: [
      ["លេខបញ្ជាទិញ", String(data.orderNumber)],
      ["រយៈពេលកិច្ចសន្យា", data.periodLabel],
      ["សេវាបន្ថែម", data.addons],
      ["ប្រចាំខែ", data.monthly],
      ["ការបង់ប្រាក់ដំបូង", data.firstPayment],
      ["ការតម្លើង", data.visit],
    ],
    signOff: ["ដោយក្តីគោរព", `ក្រុមការងារលក់ ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `We have received your order ${data.orderNumber}`,
    greeting: `Dear ${data.customerName},`,
    paragraphs: [
      `Thank you for choosing ${brand.name.en}. We have received your order for ${data.planName}.`,
      "Our sales team will contact you within 24 hours. The contract and price will be emailed within 5 working days. Payment is effective after contract signing and installation.",
    ],
    fields: [
      ["Order number", String(data.orderNumber)],
      ["Contract period", data.periodLabel],
      ["Add-ons", data.addons],
      ["Monthly", data.monthly],
      ["First payment", data.firstPayment],
      ["Installation visit", data.visit],
    ],
    signOff: ["Kind regards,", `${brand.name.en} sales`],
  }),
  zh: (data) => ({
    subject: `我们已收到您的订单 ${data.orderNumber}`,
    greeting: `${data.customerName}，您好：`,
    paragraphs: [
      `感谢您选择 ${brand.name.zh}。我们已收到您订购 ${data.planName} 的订单。`,
      "我们的销售团队将在 24 小时内与您联系，合同和价格将在 5 个工作日内通过电子邮件发送。签署合同并完成安装后付款生效。",
    ],
    fields: [
      ["订单编号", String(data.orderNumber)],
      ["合同期限", data.periodLabel],
      ["附加服务", data.addons],
      ["每月", data.monthly],
      ["首次付款", data.firstPayment],
      ["安装时间", data.visit],
    ],
    signOff: ["祝好！", `${brand.name.zh}销售团队`],
  }),
};

/** To sales: who ordered what, where and when the crew goes. */
export const newOrderToSales: EmailTemplate<NewOrderData> = {
  km: (data) => ({
    subject: `ការបញ្ជាទិញថ្មី ${data.orderNumber}៖ ${data.planName} (CID ${data.customerId})`,
    greeting: "ជូនចំពោះក្រុមការងារលក់",
    paragraphs: ["មានការបញ្ជាទិញថ្មីពីគេហទំព័រ។ សូមទាក់ទងអតិថិជនក្នុងរយៈពេល ២៤ ម៉ោង។"],
    fields: newOrderFields(data, [
      "លេខបញ្ជាទិញ",
      "CID",
      "ឈ្មោះ",
      "ទូរស័ព្ទ",
      "គម្រោង",
      "រយៈពេល",
      "សេវាបន្ថែម",
      "ប្រចាំខែ",
      "ការបង់ប្រាក់ដំបូង",
      "តំបន់",
      "ការតម្លើង",
    ]),
    signOff: [`គេហទំព័រ ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `New order ${data.orderNumber}: ${data.planName} (CID ${data.customerId})`,
    greeting: "Dear sales team,",
    paragraphs: ["A new order has arrived from the website. Please call the customer within 24 hours."],
    fields: newOrderFields(data, [
      "Order number",
      "CID",
      "Name",
      "Phone",
      "Plan",
      "Period",
      "Add-ons",
      "Monthly",
      "First payment",
      "Area",
      "Installation visit",
    ]),
    signOff: [`${brand.name.en} website`],
  }),
  zh: (data) => ({
    subject: `新订单 ${data.orderNumber}：${data.planName}（CID ${data.customerId}）`,
    greeting: "销售团队：",
    paragraphs: ["网站收到一份新订单，请在 24 小时内联系客户。"],
    fields: newOrderFields(data, [
      "订单编号",
      "CID",
      "姓名",
      "电话",
      "套餐",
      "期限",
      "附加服务",
      "每月",
      "首次付款",
      "区域",
      "安装时间",
    ]),
    signOff: [`${brand.name.zh}网站`],
  }),
};

function newOrderFields(data: NewOrderData, labels: string[]): [string, string][] {
  const values = [
    String(data.orderNumber),
    data.customerId,
    data.customerName,
    data.phone,
    data.planName,
    data.periodLabel,
    data.addons,
    data.monthly,
    data.firstPayment,
    data.area,
    data.visit,
  ];
  return labels.map((label, index) => [label, values[index] ?? ""]);
}
