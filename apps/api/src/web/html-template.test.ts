import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { createHtmlTemplate, gzipChunks, type HtmlTemplate, htmlChunks } from "./html-template";

const fillHtml = (template: HtmlTemplate, nonce: string) => Buffer.concat(htmlChunks(template, nonce));
const fillGzip = (template: HtmlTemplate, nonce: string) => Buffer.concat(gzipChunks(template, nonce));

const page = (nonce: string) =>
  Buffer.from(
    `<!DOCTYPE html><html lang="km"><head><script nonce="${nonce}">var a=1</script></head>` +
      `<body>${"<p>ព័ត៌មាន ស្វាគមន៍</p>".repeat(500)}<script nonce="${nonce}" type="module">import "/a.js"</script></body></html>`,
  );

describe("HTML template", () => {
  const rendered = "RENDEREDnonceAAAAAAAAA==";
  const template = createHtmlTemplate(page(rendered), rendered);

  it("gives the page back with any other nonce in every place the rendered one stood", () => {
    expect(fillHtml(template, "FRESHnonceBBBBBBBBBBBB==").equals(page("FRESHnonceBBBBBBBBBBBB=="))).toBe(
      true,
    );
    expect(template.parts).toHaveLength(3);
  });

  it("makes valid gzip of the page with the new nonce from parts compressed once", () => {
    const fresh = "x/y+zNONCEcccccccccccc==";
    const gzip = fillGzip(template, fresh);
    expect(zlib.gunzipSync(gzip).equals(page(fresh))).toBe(true);
    // Compressed for real, not stored.
    expect(gzip.length).toBeLessThan(page(fresh).length / 5);
  });

  it("keeps one weak ETag whatever the nonce, and another for other content", () => {
    const again = createHtmlTemplate(page("OTHERnonceDDDDDDDDDDDD=="), "OTHERnonceDDDDDDDDDDDD==");
    expect(again.etag).toBe(template.etag);
    expect(template.etag).toMatch(/^W\/"[\w-]+"$/);
    const changed = Buffer.from(page(rendered).toString().replace("ស្វាគមន៍", "Welcome"));
    expect(createHtmlTemplate(changed, rendered).etag).not.toBe(template.etag);
  });

  it("keeps a page without the nonce whole", () => {
    const plain = createHtmlTemplate(Buffer.from("<p>no scripts</p>"), rendered);
    expect(plain.parts).toHaveLength(1);
    expect(zlib.gunzipSync(fillGzip(plain, "n")).toString()).toBe("<p>no scripts</p>");
  });
});
