import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./low-priority-scripts";

async function through(chunks: Buffer[]) {
  let isFinal = false;
  const stream = lowerScriptPriority(() => {
    isFinal = true;
  });
  const out = buffer(stream);
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return { html: (await out).toString("utf8"), isFinal };
}

describe("module preloads at low priority", () => {
  const html =
    '<head><link rel="modulepreload" href="/a.js"/><title>ទំព័រដើម</title><link rel="modulepreload" href="/b.js"/></head>';
  const expected = html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

  it("marks every module preload, wherever the stream cuts the page, Khmer letters included", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      const { html: out } = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out).toBe(expected);
    }
  });

  it("leaves other links alone and tells when the page is done", async () => {
    const page = '<link rel="stylesheet" href="/a.css"><link rel="preload" as="image" href="/x.svg">';
    const { html: out, isFinal } = await through([Buffer.from(page)]);
    expect(out).toBe(page);
    expect(isFinal).toBe(true);
  });
});
