import { brand } from "@isp/brand";
import type { InvoiceDocument } from "@isp/contracts/billing/documents";
import type { Language } from "@isp/contracts/languages";
import { DOCUMENT_LABELS } from "./document-labels";
import { type DocumentPage, renderCustomer, renderDocumentPage } from "./document-layout";
import { html } from "./escape-html-template";
import { formatDocumentDate, formatKhr, formatQuantity, formatUsd } from "./format-document-values";

/** What is owed or that it was paid: a stamp with the day, or the amount and the day it is due. */
function renderStatus(invoice: InvoiceDocument, language: Language) {
  const labels = DOCUMENT_LABELS[language];
  if (invoice.paidOn)
    return html`<div class="status"><p class="stamp">${labels.paidStamp}</p>
<p class="stamp-date">${labels.paidOn} ${formatDocumentDate(invoice.paidOn, language)}</p></div>`;
  return html`<div class="status"><div class="due"><p class="due-label">${labels.amountDue}</p>
<p class="due-amount">${formatUsd(invoice.total, language)}</p>
<p>${labels.payBy} <b>${formatDocumentDate(invoice.dueOn, language)}</b></p></div></div>`;
}

function renderHowToPay(invoice: InvoiceDocument, language: Language) {
  const labels = DOCUMENT_LABELS[language];
  const khqr = invoice.khqr
    ? html`<figure class="khqr"><img src="${invoice.khqr.image}" alt="KHQR">
<figcaption>${labels.scanKhqr(formatDocumentDate(invoice.khqr.payableUntil, language))}</figcaption></figure>`
    : null;
  return html`<section class="note pay"><div><h2>${labels.howToPay}</h2><ul>
<li>${labels.payOnline(brand.website, invoice.customer.customerId)}</li>
<li>${labels.payKhqr}</li>
<li>${labels.payAtBranch}</li>
<li>${labels.hotline}${labels.colon}${brand.hotline.display}</li>
</ul></div>${khqr}</section>`;
}

/** The invoice as a page ready for Chromium to print. */
export function renderInvoiceHtml(invoice: InvoiceDocument, language: Language): DocumentPage {
  const labels = DOCUMENT_LABELS[language];
  const date = (value: string) => formatDocumentDate(value, language);
  const usd = (value: number) => formatUsd(value, language);
  const vatPercent = `${formatQuantity(invoice.vatRate * 100, language)}%`;
  const rielRows =
    invoice.khrPerUsd === null
      ? null
      : html`<tr class="riel"><th>${labels.totalInRiel}<br>${labels.exchangeRate(formatKhr(invoice.khrPerUsd, language))}</th>
<td>${formatKhr(invoice.total * invoice.khrPerUsd, language)}</td></tr>`;
  const body = html`<section class="parties">
${renderCustomer(invoice.customer, labels.billTo, language)}
${renderStatus(invoice, language)}
</section>
<table class="items">
<thead><tr><th class="index">${labels.lineNumber}</th><th>${labels.description}</th>
<th class="number">${labels.quantity}</th><th class="number">${labels.unitPrice}</th><th class="number">${labels.amount}</th></tr></thead>
<tbody>${invoice.lines.map(
    (line, index) => html`<tr><td class="index">${index + 1}</td><td>${line.description}</td>
<td class="number">${formatQuantity(line.quantity, language)}</td><td class="number">${usd(line.unitPrice)}</td>
<td class="number">${usd(line.amount)}</td></tr>`,
  )}</tbody>
</table>
<table class="totals">
<tr><th>${labels.netTotal}</th><td>${usd(invoice.netTotal)}</td></tr>
<tr><th>${labels.vat(vatPercent)}</th><td>${usd(invoice.vat)}</td></tr>
<tr class="grand"><th>${labels.total}</th><td>${usd(invoice.total)}</td></tr>
${rielRows}
</table>
${invoice.status === "unpaid" ? renderHowToPay(invoice, language) : html`<section class="note"><p>${labels.thanks}</p></section>`}`;
  return renderDocumentPage({
    language,
    title: invoice.customer.vatTin ? labels.taxInvoiceTitle : labels.invoiceTitle,
    reference: invoice.number,
    facts: [
      [labels.invoiceNumber, invoice.number],
      [labels.issuedOn, date(invoice.issuedOn)],
      [labels.dueOn, date(invoice.dueOn)],
      [labels.billingPeriod, `${date(invoice.periodFrom)} ${labels.periodTo} ${date(invoice.periodTo)}`],
    ],
    body,
  });
}
