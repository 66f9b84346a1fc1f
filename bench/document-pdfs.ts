/**
 * Time to make an invoice PDF (`npm run bench`): the first one of a process (Chromium started, then the
 * page rendered), more on the running browser, and one already made (read back from the file storage).
 * It calls the documents module in this process, with the settings' defaults and a temporary storage
 * folder, so no server is involved.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultConfig } from "../apps/api/src/config";
import { createDocumentPdfs } from "../apps/api/src/modules/documents/document-pdfs";
import { SAMPLE_INVOICE } from "../apps/api/src/modules/documents/sample-documents";
import { createFolderStorage } from "../apps/api/src/storage/storage";

const WARM_RENDERS = 5;
const CACHED_READS = 20;

export type DocumentPdfFigures = {
  language: "km";
  pdfBytes: number;
  /** Chromium's start and the first page. */
  coldMs: number;
  /** Other invoices on the running browser, one at a time. */
  warm: { renders: number; p50Ms: number; maxMs: number };
  /** The first invoice again, from storage. */
  cached: { reads: number; p50Ms: number; maxMs: number };
};

async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = process.hrtime.bigint();
  const value = await task();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, value };
}

function summarise(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50Ms: Math.round(at(0.5) * 10) / 10, maxMs: Math.round(at(1) * 10) / 10 };
}

export async function measureDocumentPdfs(): Promise<DocumentPdfFigures> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "isp-bench-documents-"));
  const documents = createDocumentPdfs({ storage: createFolderStorage(folder), pdf: defaultConfig().pdf });
  try {
    const cold = await timed(() => documents.invoicePdf(SAMPLE_INVOICE, "km"));
    const warm: number[] = [];
    for (let index = 1; index <= WARM_RENDERS; index++) {
      const invoice = { ...SAMPLE_INVOICE, invoiceId: `bench-${index}`, number: `INV-BENCH-${index}` };
      warm.push((await timed(() => documents.invoicePdf(invoice, "km"))).ms);
    }
    const cached: number[] = [];
    for (let index = 0; index < CACHED_READS; index++) {
      cached.push((await timed(() => documents.invoicePdf(SAMPLE_INVOICE, "km"))).ms);
    }
    return {
      language: "km",
      pdfBytes: cold.value.pdf.length,
      coldMs: Math.round(cold.ms),
      warm: { renders: WARM_RENDERS, ...summarise(warm) },
      cached: { reads: CACHED_READS, ...summarise(cached) },
    };
  } finally {
    await documents.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
