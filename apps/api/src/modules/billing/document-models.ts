import type { InvoiceDocumentInput, ReceiptDocumentInput } from "@isp/contracts/billing/documents";
import type { Invoice } from "@isp/contracts/billing/get-invoice";
import type { InvoiceSummary } from "@isp/contracts/billing/list-invoices";
import type { Payment, PaymentMethod } from "@isp/contracts/billing/list-payment-history";
import type { Language } from "@isp/contracts/languages";
import type { CustomerForDocuments } from "../selfcare/customers";

/** How a receipt names the way the customer paid, in its language (gateway names stay as branded). */
const METHOD_NAMES: Record<PaymentMethod, Record<Language, string>> = {
  "aba-payway": { km: "ABA PayWay", en: "ABA PayWay", zh: "ABA PayWay" },
  khqr: { km: "KHQR", en: "KHQR", zh: "KHQR" },
  wing: { km: "Wing", en: "Wing", zh: "Wing" },
  card: { km: "កាតធនាគារ", en: "Card", zh: "银行卡" },
  cash: { km: "សាច់ប្រាក់នៅសាខា", en: "Cash at branch", zh: "营业厅现金" },
};

/** The printed customer block; a customer with no address on file shows their CID line instead. */
function documentCustomerOf(customer: CustomerForDocuments) {
  return {
    ...customer,
    addressLines: customer.addressLines.length > 0 ? customer.addressLines : [`CID ${customer.customerId}`],
  };
}

/** What the invoice PDF prints, from billing's invoice and the customer's details. */
export function invoiceDocumentOf(invoice: Invoice, customer: CustomerForDocuments): InvoiceDocumentInput {
  return {
    invoiceId: String(invoice.invoiceId),
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    periodFrom: invoice.periodStart,
    periodTo: invoice.periodEnd,
    status: invoice.status,
    paidOn: invoice.paidOn,
    customer: documentCustomerOf(customer),
    lines: invoice.lines.map((line) => ({
      description: `${line.serviceName} · ${line.planName} (SID ${line.serviceId})`,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
    })),
    netTotal: invoice.net,
    vat: invoice.vat,
    total: invoice.total,
    currency: "USD",
  };
}

/** What the receipt PDF prints: the payment, and the invoices it settled with their totals. */
export function receiptDocumentOf(
  payment: Payment,
  settled: InvoiceSummary[],
  customer: CustomerForDocuments,
  language: Language,
): ReceiptDocumentInput {
  const totalOf = new Map(settled.map((invoice) => [invoice.number, invoice.total]));
  // What this payment put toward each invoice, in order: an amount that used earlier credit, or whose
  // rest paid a later invoice, may name invoices worth more than it, and a receipt shows only its own
  // money (the rest of it, if any, is printed as credit).
  let leftCents = Math.round(payment.amount * 100);
  const paidToward = payment.invoiceNumbers.flatMap((number) => {
    const total = totalOf.get(number);
    if (total === undefined || leftCents === 0) return [];
    const cents = Math.min(Math.round(total * 100), leftCents);
    leftCents -= cents;
    return [{ number, amount: cents / 100 }];
  });
  return {
    paymentId: String(payment.paymentId),
    receiptNumber: payment.receiptNumber,
    paidAt: payment.paidAt,
    method: METHOD_NAMES[payment.method][language],
    reference: payment.comment.trim() || payment.receiptNumber,
    customer: documentCustomerOf(customer),
    invoices: paidToward,
    amount: payment.amount,
    currency: "USD",
  };
}
