import { buffer } from "node:stream/consumers";
import {
  type InvoiceDocumentInput,
  InvoiceDocumentSchema,
  type ReceiptDocumentInput,
  ReceiptDocumentSchema,
} from "@isp/contracts/billing/documents";
import type { Language } from "@isp/contracts/languages";
import type { PdfConfig } from "../../config";
import type { Storage } from "../../storage/storage";
import type { DocumentPage } from "./document-layout";
import { createPdfRenderer, type PdfRenderer } from "./pdf-renderer";
import { renderInvoiceHtml } from "./render-invoice-html";
import { renderReceiptHtml } from "./render-receipt-html";

/** A made document: its bytes, and the name to offer in Content-Disposition. */
type DocumentPdf = { pdf: Buffer; fileName: string };

export type DocumentPdfs = {
  /** The invoice's PDF in the language, made on the first call and read from storage after that. */
  invoicePdf(invoice: InvoiceDocumentInput, language: Language): Promise<DocumentPdf>;
  /** The payment's receipt, made and kept like invoices. */
  receiptPdf(receipt: ReceiptDocumentInput, language: Language): Promise<DocumentPdf>;
  /** Stops the local Chromium, if one was started. */
  close(): Promise<void>;
};

/** File names keep to what every browser and mail client accepts; invoice numbers may hold `/`. */
function toFileName(kind: string, number: string, language: Language): string {
  return `${kind}-${number.replace(/[^\w.-]+/g, "-")}-${language}.pdf`;
}

/**
 * Invoice and receipt PDFs, kept in the file storage. An issued invoice does not change, so its PDF is
 * made once; the key holds a hash of what the page prints (data, language, template, brand), so when the
 * invoice does change (unpaid → paid) or the template does, a new file is made and the old one is no
 * longer read. Concurrent first requests for one document share one rendering.
 */
export function createDocumentPdfs(options: {
  storage: Storage;
  /** The settings choose the renderer; tests may hand one in. */
  pdf: PdfConfig | { renderer: PdfRenderer };
}): DocumentPdfs {
  const { storage } = options;
  const renderer = "renderer" in options.pdf ? options.pdf.renderer : createPdfRenderer(options.pdf);
  const inFlight = new Map<string, Promise<Buffer>>();

  async function readOrRender(key: string, page: DocumentPage): Promise<Buffer> {
    if (await storage.stat(key)) return buffer(storage.read(key));
    const pdf = await renderer.renderPdf(page.toHtml(), page.footerHtml);
    await storage.put(key, pdf);
    return pdf;
  }

  function getPdf(folder: string, id: string, language: Language, page: DocumentPage): Promise<Buffer> {
    const key = `documents/${folder}/${id}/${language}-${page.fingerprint.slice(0, 20)}.pdf`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = readOrRender(key, page).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async invoicePdf(input, language) {
      const invoice = InvoiceDocumentSchema.parse(input);
      const pdf = await getPdf("invoices", invoice.invoiceId, language, renderInvoiceHtml(invoice, language));
      return { pdf, fileName: toFileName("invoice", invoice.number, language) };
    },
    async receiptPdf(input, language) {
      const receipt = ReceiptDocumentSchema.parse(input);
      const pdf = await getPdf("receipts", receipt.paymentId, language, renderReceiptHtml(receipt, language));
      return { pdf, fileName: toFileName("receipt", receipt.receiptNumber, language) };
    },
    close: () => renderer.close(),
  };
}
