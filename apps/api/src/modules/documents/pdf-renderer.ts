import type { Browser, BrowserContext, Page } from "playwright-core";
import type { PdfConfig } from "../../config";

/** Turns a self-contained HTML page (fonts and images inlined) into a PDF. */
export type PdfRenderer = {
  /**
   * `footerHtml`, a fragment with inline styles, is printed in the bottom margin of every page, with
   * Chromium's `pageNumber` and `totalPages` classes filled in (Gotenberg's footer.html works alike).
   */
  renderPdf(html: string, footerHtml?: string): Promise<Buffer>;
  /** Stops whatever the renderer started (the local browser); later calls start it again. */
  close(): Promise<void>;
};

/** A PDF that takes longer than this is stuck (a cold Chromium renders an invoice in about a second). */
const RENDER_TIMEOUT_MS = 30_000;

function assertPdf(body: Buffer, source: string): Buffer {
  if (body.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error(`${source} did not answer a PDF`);
  return body;
}

/** At most `limit` tasks at once; the rest wait their turn in order. */
function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** A started browser, its one offline context, and the tabs waiting for the next PDF. */
type RunningBrowser = { browser: Browser; context: BrowserContext; idleTabs: Page[] };

/**
 * Debian's Chromium driven by playwright-core: started on the first PDF (most processes never make one),
 * kept for the next ones, started again if it dies. Its context is offline, so a page cannot reach the
 * network. Tabs are reused (a new tab costs a renderer process, often more than the PDF itself): each
 * PDF replaces the whole document of its tab (the documents' pages hold no scripts).
 */
export function createChromiumRenderer(options: {
  executablePath: string;
  concurrency: number;
}): PdfRenderer {
  let running: Promise<RunningBrowser> | undefined;
  const limit = createLimiter(options.concurrency);

  function getBrowser(): Promise<RunningBrowser> {
    if (!running) {
      const launching = import("playwright-core").then(async ({ chromium }) => {
        const browser = await chromium.launch({
          executablePath: options.executablePath,
          timeout: RENDER_TIMEOUT_MS,
        });
        return { browser, context: await browser.newContext({ offline: true }), idleTabs: [] };
      });
      running = launching;
      launching.then(
        ({ browser }) =>
          browser.on("disconnected", () => {
            if (running === launching) running = undefined;
          }),
        () => {
          // A failed start is not kept: the next PDF tries again (the error reaches its caller).
          if (running === launching) running = undefined;
        },
      );
    }
    return running;
  }

  return {
    renderPdf: (html, footerHtml) =>
      limit(async () => {
        const { context, idleTabs } = await getBrowser();
        const tab = idleTabs.pop() ?? (await context.newPage());
        try {
          tab.setDefaultTimeout(RENDER_TIMEOUT_MS);
          await tab.setContent(html, { waitUntil: "load" });
          // Inlined fonts still decode asynchronously; printing before they are ready falls back to tofu.
          await tab.evaluate(() => document.fonts.ready.then(() => undefined));
          const pdf = await tab.pdf({
            preferCSSPageSize: true,
            printBackground: true,
            ...(footerHtml
              ? { displayHeaderFooter: true, headerTemplate: "<span></span>", footerTemplate: footerHtml }
              : {}),
          });
          assertPdf(pdf, "Chromium");
          idleTabs.push(tab);
          return pdf;
        } catch (error) {
          // A tab that failed may be stuck half-way: it is not used again.
          await tab.close().catch(() => undefined);
          throw error;
        }
      }),
    async close() {
      const closing = running;
      running = undefined;
      if (closing) await (await closing.catch(() => undefined))?.browser.close();
    },
  };
}

/**
 * A Gotenberg service (https://gotenberg.dev): its Chromium route takes the page as a multipart upload
 * named index.html and answers the PDF. Gotenberg keeps its own browser and queue.
 */
function createGotenbergRenderer(options: { url: string }): PdfRenderer {
  return {
    async renderPdf(html, footerHtml) {
      const form = new FormData();
      form.append("files", new Blob([html], { type: "text/html" }), "index.html");
      // Gotenberg wants the foot as a whole document; Chromium's template takes the fragment inside it.
      const footerPage =
        footerHtml &&
        `<!doctype html><html><head><meta charset="utf-8"></head><body>${footerHtml}</body></html>`;
      if (footerPage) form.append("files", new Blob([footerPage], { type: "text/html" }), "footer.html");
      form.append("preferCssPageSize", "true");
      form.append("printBackground", "true");
      const response = await fetch(`${options.url}/forms/chromium/convert/html`, {
        method: "POST",
        body: form,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 200);
        throw new Error(`Gotenberg answered ${response.status}: ${detail}`);
      }
      return assertPdf(Buffer.from(await response.arrayBuffer()), "Gotenberg");
    },
    async close() {},
  };
}

/** The renderer the settings choose: Gotenberg when its URL is set, else the local Chromium. */
export function createPdfRenderer(config: PdfConfig): PdfRenderer {
  return config.gotenbergUrl
    ? createGotenbergRenderer({ url: config.gotenbergUrl })
    : createChromiumRenderer({ executablePath: config.chromiumPath, concurrency: config.concurrency });
}
