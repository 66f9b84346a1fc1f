import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { createFolderStorage, type Storage } from "../../storage/storage";
import { createDocumentPdfs } from "./document-pdfs";
import type { PdfRenderer } from "./pdf-renderer";
import { SAMPLE_INVOICE, SAMPLE_RECEIPT } from "./sample-documents";

// The cache around the renderer: what is rendered, when, and what is stored. The renderer here counts
// its calls and answers a PDF naming the call; the real renderers are tested beside it.

let folder: string;
let storage: Storage;
let renderedPages: string[];

const countingRenderer: PdfRenderer = {
  async renderPdf(html) {
    renderedPages.push(html);
    // Slow enough that concurrent requests overlap.
    await new Promise((resolve) => setTimeout(resolve, 30));
    return Buffer.from(`%PDF-1.7 render ${renderedPages.length}`);
  },
  async close() {},
};

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "documents-cache-"));
  storage = createFolderStorage(folder);
  renderedPages = [];
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const makeDocuments = () => createDocumentPdfs({ storage, pdf: { renderer: countingRenderer } });

describe("document cache", () => {
  it("renders an invoice once for concurrent first requests, then serves the stored file", async () => {
    const documents = makeDocuments();

    const first = await Promise.all([1, 2, 3].map(() => documents.invoicePdf(SAMPLE_INVOICE, "km")));
    expect(renderedPages).toHaveLength(1);
    expect(first.map(({ pdf }) => pdf.toString())).toEqual(Array(3).fill("%PDF-1.7 render 1"));

    // Another instance (or a restart) finds the stored file.
    const again = await makeDocuments().invoicePdf(SAMPLE_INVOICE, "km");
    expect(renderedPages).toHaveLength(1);
    expect(again.pdf.toString()).toBe("%PDF-1.7 render 1");
    expect(await readdir(path.join(folder, "documents/invoices/inv-100245-2026-10"))).toEqual([
      expect.stringMatching(/^km-[0-9a-f]{20}\.pdf$/),
    ]);
  });

  it("makes a new file when the language or the invoice changes", async () => {
    const documents = makeDocuments();
    await documents.invoicePdf(SAMPLE_INVOICE, "km");
    await documents.invoicePdf(SAMPLE_INVOICE, "en");
    const paid = await documents.invoicePdf(
      { ...SAMPLE_INVOICE, status: "paid", paidOn: "2026-11-09" },
      "km",
    );

    expect(renderedPages).toHaveLength(3);
    expect(renderedPages[2]).toContain("stamp");
    expect(paid.pdf.toString()).toBe("%PDF-1.7 render 3");
    expect(await readdir(path.join(folder, "documents/invoices/inv-100245-2026-10"))).toHaveLength(3);

    // The unpaid version is still served as it was for anyone holding it.
    expect((await documents.invoicePdf(SAMPLE_INVOICE, "km")).pdf.toString()).toBe("%PDF-1.7 render 1");
    expect(renderedPages).toHaveLength(3);
  });

  it("keeps receipts apart from invoices", async () => {
    const documents = makeDocuments();
    await documents.receiptPdf(SAMPLE_RECEIPT, "zh");
    await documents.receiptPdf(SAMPLE_RECEIPT, "zh");

    expect(renderedPages).toHaveLength(1);
    expect(await readdir(path.join(folder, "documents/receipts/pay-100245-0193"))).toHaveLength(1);
  });

  it("refuses a document whose figures do not add up, and renders nothing", async () => {
    const documents = makeDocuments();

    await expect(documents.invoicePdf({ ...SAMPLE_INVOICE, total: 41 }, "km")).rejects.toThrow(ZodError);
    await expect(
      documents.invoicePdf({ ...SAMPLE_INVOICE, netTotal: 36, vat: 3.6, total: 39.6 }, "km"),
    ).rejects.toThrow(/sum of the lines/);
    await expect(documents.invoicePdf({ ...SAMPLE_INVOICE, status: "paid" }, "km")).rejects.toThrow(/paidOn/);
    await expect(documents.receiptPdf({ ...SAMPLE_RECEIPT, amount: 50 }, "km")).rejects.toThrow(
      /more than was paid/,
    );
    await expect(documents.invoicePdf({ ...SAMPLE_INVOICE, invoiceId: "../../etc" }, "km")).rejects.toThrow(
      ZodError,
    );
    expect(renderedPages).toHaveLength(0);
  });

  it("renders again after a failed rendering instead of keeping the failure", async () => {
    let attempts = 0;
    const documents = createDocumentPdfs({
      storage,
      pdf: {
        renderer: {
          async renderPdf() {
            attempts += 1;
            if (attempts === 1) throw new Error("browser crashed");
            return Buffer.from("%PDF-1.7 second try");
          },
          async close() {},
        },
      },
    });

    await expect(documents.invoicePdf(SAMPLE_INVOICE, "en")).rejects.toThrow("browser crashed");
    expect((await documents.invoicePdf(SAMPLE_INVOICE, "en")).pdf.toString()).toBe("%PDF-1.7 second try");
  });
});
