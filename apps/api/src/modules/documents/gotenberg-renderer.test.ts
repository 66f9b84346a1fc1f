import { once } from "node:events";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFolderStorage } from "../../storage/storage";
import { createDocumentPdfs } from "./document-pdfs";
import { SAMPLE_INVOICE } from "./sample-documents";

// A stand-in Gotenberg on 127.0.0.1 that checks each request the way Gotenberg's Chromium route reads it
// (POST /forms/chromium/convert/html, multipart, the page as a file named index.html, the page foot as
// footer.html) and answers a PDF.

type SeenRequest = {
  method: string;
  url: string;
  /** Uploaded files by name. */
  files: Record<string, string>;
  fields: Record<string, string>;
};

let server: http.Server;
let gotenbergUrl: string;
let seen: SeenRequest[];
let answerStatus: number;
let folder: string;

beforeAll(async () => {
  server = http.createServer(async (incoming, outgoing) => {
    // Undici's multipart parser reads the body as Gotenberg's would.
    const form = await new Response(Readable.toWeb(incoming) as ReadableStream, {
      headers: { "content-type": incoming.headers["content-type"] ?? "" },
    }).formData();
    const files: Record<string, string> = {};
    for (const file of form.getAll("files")) if (file instanceof File) files[file.name] = await file.text();
    const fields = Object.fromEntries(
      [...form.entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
    );
    seen.push({
      method: incoming.method ?? "",
      url: incoming.url ?? "",
      files,
      fields,
    });
    if (answerStatus !== 200) {
      outgoing.writeHead(answerStatus, { "content-type": "text/plain" }).end("Chromium is busy");
      return;
    }
    outgoing.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7 from gotenberg");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  gotenbergUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  folder = await mkdtemp(path.join(os.tmpdir(), "documents-gotenberg-"));
});

afterAll(async () => {
  server.close();
  await rm(folder, { recursive: true, force: true });
});

beforeEach(() => {
  seen = [];
  answerStatus = 200;
});

describe("PDFs made by Gotenberg", () => {
  it("posts the page as index.html to the Chromium route and keeps the PDF it answers", async () => {
    // No local Chromium exists at this path: the Gotenberg setting alone must make the PDF.
    const documents = createDocumentPdfs({
      storage: createFolderStorage(folder),
      pdf: { chromiumPath: "/nonexistent/chromium", concurrency: 1, gotenbergUrl },
    });

    const { pdf } = await documents.invoicePdf(SAMPLE_INVOICE, "km");
    await documents.invoicePdf(SAMPLE_INVOICE, "km");
    await documents.close();

    expect(pdf.toString()).toBe("%PDF-1.7 from gotenberg");
    expect(seen).toHaveLength(1); // the second came from storage
    const [request] = seen;
    expect(request).toMatchObject({
      method: "POST",
      url: "/forms/chromium/convert/html",
      fields: { preferCssPageSize: "true", printBackground: "true" },
    });
    expect(Object.keys(request?.files ?? {}).sort()).toEqual(["footer.html", "index.html"]);
    const page = request?.files["index.html"];
    expect(page).toMatch(/^<!doctype html>\n<html lang="km">/);
    expect(page).toContain("សុខ ដារា");
    expect(page).toContain("@font-face{font-family:'Noto Sans Khmer'");
    expect(request?.files["footer.html"]).toMatch(/INV-2026-004871.*class="pageNumber".*class="totalPages"/s);
  });

  it("fails with Gotenberg's answer when it refuses, and stores nothing", async () => {
    answerStatus = 503;
    const documents = createDocumentPdfs({
      storage: createFolderStorage(folder),
      pdf: { chromiumPath: "/nonexistent/chromium", concurrency: 1, gotenbergUrl },
    });

    await expect(documents.invoicePdf({ ...SAMPLE_INVOICE, invoiceId: "inv-refused" }, "en")).rejects.toThrow(
      "Gotenberg answered 503: Chromium is busy",
    );
    await expect(readdir(path.join(folder, "documents/invoices/inv-refused"))).rejects.toThrow(/ENOENT/);
  });
});
