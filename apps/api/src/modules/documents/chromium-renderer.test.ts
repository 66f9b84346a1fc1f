import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createChromiumRenderer } from "./pdf-renderer";

// The local Chromium: pages print offline, several wait their turn, and a closed browser starts again.

const renderer = createChromiumRenderer({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  concurrency: 1,
});

afterAll(async () => {
  await renderer.close();
});

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

describe("Chromium renderer", () => {
  it("prints without reaching the network, even when a page asks for it", async () => {
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(request.url ?? "");
      response.end("x");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      const pdf = await renderer.renderPdf(
        page(
          `<img src="http://127.0.0.1:${port}/tracker.png"><link rel="stylesheet" href="http://127.0.0.1:${port}/x.css">Offline`,
        ),
      );
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("renders pages beyond its concurrency in turn, and starts again after being closed", async () => {
    const pdfs = await Promise.all([1, 2, 3].map((index) => renderer.renderPdf(page(`Page ${index}`))));
    expect(pdfs.map((pdf) => pdf.subarray(0, 5).toString())).toEqual(["%PDF-", "%PDF-", "%PDF-"]);

    await renderer.close();
    expect((await renderer.renderPdf(page("Again"))).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
