import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import { formatUsd } from "../documents/format-document-values";
import type { EmailTemplate } from "../notifications/email-layout";

/** What the payer is told once a payment settled their invoices. */
export type PaymentReceipt = {
  customerName: string;
  customerId: string;
  amount: number;
  invoiceNumbers: string[];
  /** The service order it paid, when it paid one rather than invoices. */
  serviceOrderNumber: number | null;
  receiptNumber: string;
  /** For an amount paid rather than chosen invoices: the customer's credit once it was allocated. */
  credit?: number;
  reference: string;
  method: string;
  /** Where the receipt is, in self-care. */
  historyUrl: string;
};

/**
 * The rows saying what was paid: the invoices, or the service order; for an amount, the invoices it
 * settled (if any) and the credit left.
 */
function paidFor(
  receipt: PaymentReceipt,
  language: Language,
  labels: { invoices: string; order: string; credit: string },
): [string, string][] {
  if (receipt.serviceOrderNumber !== null) return [[labels.order, String(receipt.serviceOrderNumber)]];
  const invoices: [string, string][] =
    receipt.credit === undefined || receipt.invoiceNumbers.length > 0
      ? [[labels.invoices, receipt.invoiceNumbers.join(", ")]]
      : [];
  return receipt.credit === undefined
    ? invoices
    : [...invoices, [labels.credit, formatUsd(receipt.credit, language)]];
}

/** The text message of a receipt: short enough for one or two SMS parts. */
export function receiptSmsText(language: Language, receipt: PaymentReceipt): string {
  const amount = formatUsd(receipt.amount, language);
  const texts: Record<Language, string> = {
    km: `${brand.name.km}៖ យើងបានទទួលការទូទាត់ ${amount} សម្រាប់ CID ${receipt.customerId}។ បង្កាន់ដៃ ${receipt.receiptNumber}។ សូមអរគុណ!`,
    en: `${brand.name.en}: we received ${amount} for CID ${receipt.customerId}. Receipt ${receipt.receiptNumber}. Thank you!`,
    zh: `${brand.name.zh}：已收到 CID ${receipt.customerId} 的付款 ${amount}。收据 ${receipt.receiptNumber}。谢谢！`,
  };
  return texts[language];
}

/** The e-mail of a receipt, with what it paid and where the PDF is. */
export const receiptEmail: EmailTemplate<PaymentReceipt> = {
  km: (receipt) => ({
    subject: `បង្កាន់ដៃ ${receipt.receiptNumber} · ${brand.name.km}`,
    greeting: `ជូនចំពោះ ${receipt.customerName}`,
    paragraphs: [
      `យើងបានទទួលការទូទាត់របស់អ្នក ចំនួន ${formatUsd(receipt.amount, "km")}។ សូមអរគុណ!`,
      `បង្កាន់ដៃរបស់អ្នកមាននៅក្នុងផ្នែកសេវាអតិថិជនផ្ទាល់ខ្លួន៖ ${receipt.historyUrl}`,
    ],
    fields: [
      ["CID", receipt.customerId],
      ["លេខបង្កាន់ដៃ", receipt.receiptNumber],
      ...paidFor(receipt, "km", { invoices: "វិក្កយបត្រ", order: "ការបញ្ជាទិញ", credit: "ប្រាក់សល់ក្នុងគណនី" }),
      ["វិធីបង់ប្រាក់", receipt.method],
      ["លេខយោង", receipt.reference],
    ],
    signOff: ["ដោយក្តីគោរព", brand.name.km],
  }),
  en: (receipt) => ({
    subject: `Receipt ${receipt.receiptNumber} · ${brand.name.en}`,
    greeting: `Dear ${receipt.customerName},`,
    paragraphs: [
      `We received your payment of ${formatUsd(receipt.amount, "en")}. Thank you!`,
      `Your receipt is in the self-care portal: ${receipt.historyUrl}`,
    ],
    fields: [
      ["CID", receipt.customerId],
      ["Receipt number", receipt.receiptNumber],
      ...paidFor(receipt, "en", { invoices: "Invoices", order: "Order", credit: "Credit balance" }),
      ["Paid by", receipt.method],
      ["Reference", receipt.reference],
    ],
    signOff: ["Kind regards,", brand.name.en],
  }),
  zh: (receipt) => ({
    subject: `收据 ${receipt.receiptNumber} · ${brand.name.zh}`,
    greeting: `${receipt.customerName}，您好：`,
    paragraphs: [
      `我们已收到您的付款 ${formatUsd(receipt.amount, "zh")}。谢谢！`,
      `您可以在自助服务中查看收据：${receipt.historyUrl}`,
    ],
    fields: [
      ["CID", receipt.customerId],
      ["收据编号", receipt.receiptNumber],
      ...paidFor(receipt, "zh", { invoices: "发票", order: "订单", credit: "账户余额" }),
      ["付款方式", receipt.method],
      ["参考号", receipt.reference],
    ],
    signOff: ["此致", brand.name.zh],
  }),
};
