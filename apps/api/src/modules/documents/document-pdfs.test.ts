import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFolderStorage } from "../../storage/storage";
import { extractPdfText } from "../../test/pdf-text";
import { createDocumentPdfs, type DocumentPdfs } from "./document-pdfs";
import { createChromiumRenderer } from "./pdf-renderer";
import { renderInvoiceHtml } from "./render-invoice-html";
import { SAMPLE_INVOICE, SAMPLE_RECEIPT } from "./sample-documents";

// Real PDFs from Debian's Chromium, read back with poppler's pdftotext (.ci/run installs both).

let folder: string;
let documents: DocumentPdfs;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "documents-test-"));
  documents = createDocumentPdfs({
    storage: createFolderStorage(folder),
    pdf: {
      renderer: createChromiumRenderer({
        executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        concurrency: 2,
      }),
    },
  });
});

afterAll(async () => {
  await documents.close();
  await rm(folder, { recursive: true, force: true });
});

/** Each text is found after the one before it. */
function expectInReadingOrder(text: string, expected: string[]): void {
  let from = 0;
  for (const part of expected) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe("invoice PDF", () => {
  it("prints a Khmer invoice with the customer's Khmer name, the number and net, VAT and total in reading order", async () => {
    const { pdf, fileName } = await documents.invoicePdf(SAMPLE_INVOICE, "km");

    expect(fileName).toBe("invoice-INV-2026-004871-km.pdf");
    const text = await extractPdfText(pdf);
    expectInReadingOrder(text, [
      "វិក្កយបត្រ",
      "INV-2026-004871",
      "សុខ ដារា",
      "100245",
      "40.70$", // amount due, beside the customer
      "ជួលរ៉ោ", // the router line, with ៉
      "3.50$",
      "37.00$",
      "3.70$",
      "40.70$",
    ]);
    expect(text).toContain("15 វិច្ឆិកា 2026");
    expect(text).toContain("L001-108045217"); // the provider's VAT TIN
    expect(text).toContain("pay_my_bill");
    expect(text).toContain("Romdoul Net Co., Ltd. · INV-2026-004871 · 1 / 1"); // every page's foot
  });

  it("prints English and Chinese labels, and a paid tax invoice with its stamp and riel total", async () => {
    const english = await extractPdfText(
      (
        await documents.invoicePdf(
          {
            ...SAMPLE_INVOICE,
            status: "paid",
            paidOn: "2026-11-09",
            khrPerUsd: 4100,
            customer: { ...SAMPLE_INVOICE.customer, customerType: "business", vatTin: "K001-901234567" },
          },
          "en",
        )
      ).pdf,
    );
    expectInReadingOrder(english, [
      "Tax invoice",
      "Invoice number",
      "INV-2026-004871",
      "Due date",
      "15 November 2026",
      "Bill to",
      "សុខ ដារា",
      "Paid on 9 November 2026", // the stamp, beside the customer
      "K001-901234567", // the customer's VAT TIN makes it a tax invoice
      "Net total (excl. VAT)",
      "US$37.00",
      "VAT 10%",
      "US$3.70",
      "Total (incl. VAT)",
      "US$40.70",
      "KHR 166,870",
    ]);
    expect(english).not.toContain("How to pay");

    const chinese = await extractPdfText((await documents.invoicePdf(SAMPLE_INVOICE, "zh")).pdf);
    expectInReadingOrder(chinese, [
      "发票",
      "INV-2026-004871",
      "2026年11月15日",
      "客户",
      "សុខ ដារា",
      "小计（不含增值税）",
      "US$37.00",
      "增值税 10%",
      "US$3.70",
      "合计（含增值税）",
      "US$40.70",
      "付款方式",
    ]);
  });

  it("prints a hostile customer name as text", async () => {
    const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)"> & Dara`;
    const invoice = {
      ...SAMPLE_INVOICE,
      invoiceId: "inv-hostile",
      customer: { ...SAMPLE_INVOICE.customer, name: hostile, addressLines: ["</p><h1>Street</h1>"] },
    };

    const html = renderInvoiceHtml({ ...invoice, vatRate: 0.1, khrPerUsd: null, khqr: null }, "en").toHtml();
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<h1>Street");
    expect(html).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; Dara",
    );

    const text = await extractPdfText((await documents.invoicePdf(invoice, "en")).pdf);
    expect(text).toContain(`<script>alert(1)</script><img src=x onerror="alert(2)"> & Dara`);
    expect(text).toContain("</p><h1>Street</h1>");
  });
});

describe("receipt PDF", () => {
  it("prints the payment, the invoices it settled and the credit left over", async () => {
    const { pdf, fileName } = await documents.receiptPdf(SAMPLE_RECEIPT, "en");

    expect(fileName).toBe("receipt-RCP-2026-019342-en.pdf");
    expectInReadingOrder(await extractPdfText(pdf), [
      "Payment receipt",
      "RCP-2026-019342",
      "9 November 2026 at 10:42", // 03:42 UTC is 10:42 in Phnom Penh
      "ABA PayWay",
      "ABA-7781203345",
      "Received from",
      "សុខ ដារា",
      "INV-2026-004871",
      "US$40.70",
      "INV-2026-004502",
      "US$12.30",
      "Credit to your account",
      "US$7.00",
      "Amount paid",
      "US$60.00",
    ]);
  });

  it("prints Khmer labels", async () => {
    const text = await extractPdfText((await documents.receiptPdf(SAMPLE_RECEIPT, "km")).pdf);
    expectInReadingOrder(text, ["RCP-2026-019342", "ABA PayWay", "សុខ ដារា", "40.70$", "60.00$"]);
    expect(text.replace(/\s/g, "")).toContain("បង្កាន់ដៃទទួលប្រាក់");
  });
});
