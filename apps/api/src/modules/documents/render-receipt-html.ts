import type { ReceiptDocument } from "@isp/contracts/billing/documents";
import type { Language } from "@isp/contracts/languages";
import { DOCUMENT_LABELS } from "./document-labels";
import { type DocumentPage, renderCustomer, renderDocumentPage } from "./document-layout";
import { html } from "./escape-html-template";
import { formatDocumentDateTime, formatUsd } from "./format-document-values";

/** The payment receipt as a page ready for Chromium to print. */
export function renderReceiptHtml(receipt: ReceiptDocument, language: Language): DocumentPage {
  const labels = DOCUMENT_LABELS[language];
  const usd = (value: number) => formatUsd(value, language);
  const settledCents = receipt.invoices.reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0);
  const creditCents = Math.round(receipt.amount * 100) - settledCents;
  const rows = receipt.invoices.map(
    (
      invoice,
      index,
    ) => html`<tr><td class="index">${index + 1}</td><td>${labels.invoiceNumber} ${invoice.number}</td>
<td class="number">${usd(invoice.amount)}</td></tr>`,
  );
  const creditRow =
    creditCents > 0
      ? html`<tr><td class="index">${rows.length + 1}</td><td>${rows.length > 0 ? labels.creditToAccount : labels.advancePayment}</td>
<td class="number">${usd(creditCents / 100)}</td></tr>`
      : null;
  const body = html`<section class="parties">
${renderCustomer(receipt.customer, labels.receivedFrom, language)}
<div class="status"><p class="stamp">${labels.paidStamp}</p>
<p class="stamp-date">${formatDocumentDateTime(receipt.paidAt, language)}</p></div>
</section>
<table class="items">
<thead><tr><th class="index">${labels.lineNumber}</th><th>${labels.invoicesPaid}</th><th class="number">${labels.amount}</th></tr></thead>
<tbody>${rows}${creditRow}</tbody>
</table>
<table class="totals">
<tr class="grand"><th>${labels.amountPaid}</th><td>${usd(receipt.amount)}</td></tr>
</table>
<section class="note"><p>${labels.thanks}</p></section>`;
  return renderDocumentPage({
    language,
    title: labels.receiptTitle,
    reference: receipt.receiptNumber,
    facts: [
      [labels.receiptNumber, receipt.receiptNumber],
      [labels.paidAt, formatDocumentDateTime(receipt.paidAt, language)],
      [labels.method, receipt.method],
      [labels.reference, receipt.reference],
    ],
    body,
  });
}
