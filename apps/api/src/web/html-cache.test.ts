import { describe, expect, it } from "vitest";
import { createContentRevision } from "../modules/content/content-revision";
import { createHtmlCache } from "./html-cache";
import { createHtmlTemplate } from "./html-template";

const pageOf = (text: string) => ({
  template: createHtmlTemplate(Buffer.from(text), "nonce"),
  headers: { "content-type": "text/html" },
});

describe("HTML cache", () => {
  it("serves an entry until its time is up", () => {
    let time = 0;
    const revision = createContentRevision();
    const cache = createHtmlCache({ revision, ttlMs: 1000, now: () => time });
    cache.set("/", pageOf("<p>home</p>"), revision.current());
    time = 999;
    expect(cache.get("/")?.headers).toEqual({ "content-type": "text/html" });
    time = 1000;
    expect(cache.get("/")).toBeUndefined();
  });

  it("drops entries rendered before the content changed, and never keeps one rendered during a change", () => {
    const revision = createContentRevision();
    const cache = createHtmlCache({ revision });
    cache.set("/", pageOf("<p>old</p>"), revision.current());
    const renderedAt = revision.current();
    revision.bump();
    expect(cache.get("/")).toBeUndefined();
    cache.set("/", pageOf("<p>rendered while it changed</p>"), renderedAt);
    expect(cache.get("/")).toBeUndefined();
  });

  it("lets the least recently used entries go when over its byte budget", () => {
    const revision = createContentRevision();
    const page = pageOf("x".repeat(1000));
    const cache = createHtmlCache({ revision, maxBytes: page.template.size * 2 });
    cache.set("/a", page, 0);
    cache.set("/b", page, 0);
    expect(cache.get("/a")).toBeDefined();
    cache.set("/c", page, 0);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.size).toBe(2);
  });
});
