import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { brand } from "@isp/brand";
import type { DocumentCustomer } from "@isp/contracts/billing/documents";
import type { Language } from "@isp/contracts/languages";
import { buildFontFaceCss, DOCUMENT_FONT_FAMILIES } from "./document-fonts";
import { DOCUMENT_LABELS } from "./document-labels";
import { html, SafeHtml } from "./escape-html-template";

const PRIMARY = brand.primaryShades[brand.primaryShade];
const PRIMARY_LIGHT = brand.primaryShades[0];

let logoDataUri: string | undefined;

/** The one brand logo, inlined: the renderer loads nothing from outside the page. */
function getLogoDataUri(): string {
  logoDataUri ??= `data:image/svg+xml;base64,${readFileSync(createRequire(import.meta.url).resolve("@isp/brand/logo.svg")).toString("base64")}`;
  return logoDataUri;
}

/**
 * A4 with the margins in CSS (both renderers honour `@page`). Khmer needs tall lines: vowel signs sit
 * above and subscript consonants below the base line.
 */
const STYLESHEET = `
@page { size: A4; margin: 14mm 14mm 16mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${DOCUMENT_FONT_FAMILIES}; font-size: 9.5pt; line-height: 1.55; color: #1f1d24; }
h1, h2, p { margin: 0; }
.letterhead { display: flex; justify-content: space-between; gap: 8mm; padding-bottom: 5mm; border-bottom: 2.5pt solid ${PRIMARY}; }
.brand { display: flex; gap: 4mm; align-items: flex-start; max-width: 60%; }
.brand img { width: 16mm; height: 16mm; flex: none; }
.brand-name { font-size: 15pt; font-weight: 700; color: ${PRIMARY}; line-height: 1.3; }
.brand-details { font-size: 8pt; color: #4a4752; line-height: 1.5; }
.document-head { text-align: right; }
.document-head h1 { font-size: 19pt; font-weight: 700; color: ${PRIMARY}; line-height: 1.4; }
.facts { margin-top: 2mm; border-collapse: collapse; margin-left: auto; }
.facts th { text-align: left; font-weight: 400; color: #4a4752; padding: 0.3mm 4mm 0.3mm 0; white-space: nowrap; }
.facts td { text-align: right; font-weight: 700; padding: 0.3mm 0; white-space: nowrap; }
.parties { display: flex; justify-content: space-between; gap: 8mm; margin: 6mm 0 5mm; }
.party { flex: 1; background: ${PRIMARY_LIGHT}; border-radius: 2mm; padding: 3.5mm 4.5mm; }
.party h2 { font-size: 8pt; font-weight: 700; color: ${PRIMARY}; }
.customer-name { font-size: 12.5pt; font-weight: 700; margin: 0.5mm 0 1mm; }
.party p { font-size: 9pt; }
.status { width: 62mm; flex: none; display: flex; flex-direction: column; justify-content: center; align-items: center; text-align: center; }
.stamp { border: 2.5pt solid #1f7a3d; color: #1f7a3d; border-radius: 2mm; padding: 1mm 6mm; font-size: 17pt; font-weight: 700; transform: rotate(-6deg); line-height: 1.5; }
.stamp-date { margin-top: 3mm; color: #1f7a3d; font-weight: 700; }
.due { width: 100%; border: 1.5pt solid ${PRIMARY}; border-radius: 2mm; padding: 3mm; }
.due-label { color: #4a4752; }
.due-amount { font-size: 17pt; font-weight: 700; color: ${PRIMARY}; line-height: 1.4; }
table.items { width: 100%; border-collapse: collapse; margin-top: 2mm; }
.items th { background: ${PRIMARY}; color: #fff; font-weight: 700; text-align: left; padding: 1.8mm 2.5mm; font-size: 8.5pt; }
.items td { padding: 2mm 2.5mm; border-bottom: 0.5pt solid #d9d4e0; vertical-align: top; }
.items tr { break-inside: avoid; }
.items .number { text-align: right; white-space: nowrap; }
.items .index { width: 11mm; white-space: nowrap; }
.items td.index { color: #4a4752; }
table.totals { margin: 3mm 0 0 auto; border-collapse: collapse; min-width: 92mm; break-inside: avoid; }
.totals th { text-align: left; font-weight: 400; padding: 1.2mm 3mm; }
.totals td { text-align: right; padding: 1.2mm 3mm; white-space: nowrap; }
.totals .grand th, .totals .grand td { font-weight: 700; font-size: 11pt; border-top: 1.5pt solid ${PRIMARY}; color: ${PRIMARY}; }
.totals .riel th, .totals .riel td { font-size: 8.5pt; color: #4a4752; }
.note { margin-top: 6mm; break-inside: avoid; border-left: 2pt solid ${PRIMARY}; padding: 1mm 0 1mm 4mm; }
.note h2 { font-size: 10pt; font-weight: 700; color: ${PRIMARY}; margin-bottom: 1mm; }
.note ul { margin: 0; padding-left: 5mm; }
.note.pay { display: flex; gap: 6mm; align-items: flex-start; justify-content: space-between; }
.khqr { margin: 0; width: 38mm; text-align: center; font-size: 7.5pt; }
.khqr img { width: 34mm; height: 34mm; display: block; margin: 0 auto 1mm; }
footer { margin-top: 8mm; padding-top: 3mm; border-top: 0.5pt solid #d9d4e0; font-size: 7.5pt; color: #4a4752; text-align: center; break-inside: avoid; }
`;

/** The provider's letterhead: logo, names (Khmer legal name beside the English one), VAT TIN, address, hotline. */
function renderLetterhead(language: Language, title: string, facts: [string, string][]): SafeHtml {
  const labels = DOCUMENT_LABELS[language];
  return html`<header class="letterhead">
  <div class="brand">
    <img src="${getLogoDataUri()}" alt="">
    <div>
      <p class="brand-name">${brand.name[language]}</p>
      <p class="brand-details">${brand.legalNameKm} · ${brand.legalName}<br>
      ${labels.vatTin}${labels.colon}${brand.vatTin}<br>
      ${brand.address[language]}<br>
      ${labels.hotline}${labels.colon}${brand.hotline.display} · ${brand.email} · ${brand.website}</p>
    </div>
  </div>
  <div class="document-head">
    <h1>${title}</h1>
    <table class="facts">${facts.map(([label, value]) => html`<tr><th>${label}</th><td>${value}</td></tr>`)}</table>
  </div>
</header>`;
}

/** Who the document is for, as billing holds it; every value escaped. */
export function renderCustomer(customer: DocumentCustomer, heading: string, language: Language): SafeHtml {
  const labels = DOCUMENT_LABELS[language];
  return html`<div class="party">
  <h2>${heading}</h2>
  <p class="customer-name">${customer.name}</p>
  <p>${labels.customerId}${labels.colon}<b>${customer.customerId}</b> · ${labels.customerType[customer.customerType]}</p>
  <p>${customer.addressLines.map((line, index) => html`${index > 0 && html`<br>`}${line}`)}</p>
  <p>${labels.phone}${labels.colon}${customer.phone}${customer.email && html` · ${labels.email}${labels.colon}${customer.email}`}</p>
  ${customer.vatTin && html`<p>${labels.vatTin}${labels.colon}<b>${customer.vatTin}</b></p>`}
</div>`;
}

function renderFooter(language: Language): SafeHtml {
  const labels = DOCUMENT_LABELS[language];
  return html`<footer>${labels.computerGenerated} ${labels.currencyNote}<br>
${brand.legalName} · ${labels.vatTin} ${brand.vatTin} · ${labels.hotline} ${brand.hotline.display} · ${brand.website}</footer>`;
}

/** A document ready to print: a fingerprint of what it says, and the page itself, built on demand. */
export type DocumentPage = {
  /** Changes with any printed word, figure, language, template or brand detail (not with font files). */
  fingerprint: string;
  /** The standalone page with its fonts inlined (about 1 MB): only built when it is to be rendered. */
  toHtml(): string;
  /** Every page's foot: the document's number and "page / pages", for a document that runs long. */
  footerHtml: string;
};

/**
 * A whole document: the letterhead, the body, and the fonts for exactly the characters it prints.
 * The page's language tag lets Chromium pick the right shaping and line breaking.
 */
export function renderDocumentPage(options: {
  language: Language;
  title: string;
  /** The document's own number, repeated at the foot of every page. */
  reference: string;
  facts: [string, string][];
  body: SafeHtml;
}): DocumentPage {
  const { language, title, reference, facts, body } = options;
  const content = html`${renderLetterhead(language, title, facts)}${body}${renderFooter(language)}`;
  return {
    fingerprint: createHash("sha256").update(`${language}\n${STYLESHEET}\n${content.markup}`).digest("hex"),
    toHtml: () =>
      html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${title}</title>
<style>${new SafeHtml(buildFontFaceCss(content.markup))}${new SafeHtml(STYLESHEET)}</style></head>
<body>${content}</body></html>`.markup,
    // Drawn by Chromium apart from the page, with the machine's fonts and no inlined ones (Latin only),
    // and inline styles: Chromium's footer template drops a page's own layout rules.
    footerHtml:
      html`<div style="font:7pt sans-serif;color:#4a4752;padding:0 14mm;">${brand.legalName} · ${reference} · <span class="pageNumber"></span> / <span class="totalPages"></span></div>`
        .markup,
  };
}
