import { GetPageResponseSchema } from "@isp/contracts/pages/get-page";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";

describe.each(testDatabaseKinds())("content module on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const getPage = (pageId: string, language?: string) =>
    ctx.app.inject({
      method: "GET",
      url: `/admin-api/api/v1/pages/${pageId}`,
      headers: language ? { "accept-language": language } : {},
    });

  it("answers the business home with its web parts in Khmer by default", async () => {
    const response = await getPage("BusinessHome");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-language"]).toBe("km");
    const { data } = GetPageResponseSchema.parse(response.json());
    expect(data.id).toBe("BusinessHome");
    expect(data.language).toBe("km");
    expect(data.title).toMatch(/[\u1780-\u17FF]/);
    const kinds = data.pageWebParts.map((part) => part.webPartType.name);
    expect(kinds).toEqual(expect.arrayContaining(["BannerSlider", "ProductCards", "PlainText"]));
    expect(data.pageWebParts[0]?.webPartItems.length).toBeGreaterThan(1);
  });

  it("chooses the translation by Accept-Language", async () => {
    const en = GetPageResponseSchema.parse((await getPage("PersonalInternet", "en-US,en;q=0.9")).json()).data;
    const zh = GetPageResponseSchema.parse((await getPage("PersonalInternet", "zh-CN")).json()).data;
    const km = GetPageResponseSchema.parse((await getPage("PersonalInternet", "fr, km;q=0.5")).json()).data;
    expect(en.language).toBe("en");
    expect(en.title).toMatch(/[A-Za-z]/);
    expect(zh.title).toMatch(/[\u4e00-\u9fff]/);
    expect(km.language).toBe("km");
    expect(new Set([en.title, zh.title, km.title]).size).toBe(3);
    expect(en.pageWebParts.length).toBe(km.pageWebParts.length);
  });

  it("answers a repeated call with the same bytes and honours If-None-Match", async () => {
    const first = await getPage("BusinessHome", "en");
    const second = await getPage("BusinessHome", "en");
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toBeTruthy();
    const notModified = await ctx.app.inject({
      method: "GET",
      url: "/admin-api/api/v1/pages/BusinessHome",
      headers: { "accept-language": "en", "if-none-match": first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    const otherLanguage = await getPage("BusinessHome", "zh");
    expect(otherLanguage.headers.etag).not.toBe(first.headers.etag);
  });

  it("falls back to Khmer for a language it does not have", async () => {
    const response = await getPage("PersonalInternet", "fr-FR");
    expect(response.json().data.language).toBe("km");
  });

  it("matches paths case-insensitively, as the spec's casing is mixed", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/ADMIN-API/api/v1/Pages/BusinessHome" });
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for an unknown page id and 400 for a malformed one", async () => {
    const unknown = await getPage("NoSuchPage");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: "not_found" });
    const malformed = await getPage("bad%20id!");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: "validation_failed",
      errors: { pageId: { key: "invalid", message: "តម្លៃមិនត្រឹមត្រូវ" } },
    });
  });

  it("serves web part images, with byte ranges", async () => {
    const page = GetPageResponseSchema.parse((await getPage("BusinessHome")).json()).data;
    const image = page.pageWebParts[0]?.webPartItems[0]?.banner?.webImage;
    expect(image?.url).toMatch(/^\/admin-api\/api\/v1\/filestorage\/webparts\/\d+\/images\/.+\.svg$/);
    const full = await ctx.app.inject({ method: "GET", url: image?.url ?? "" });
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("image/svg+xml");
    expect(full.body).toContain("<svg");
    const part = await ctx.app.inject({
      method: "GET",
      url: image?.url ?? "",
      headers: { range: "bytes=0-9" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toMatch(/^bytes 0-9\/\d+$/);
    expect(part.body).toHaveLength(10);
    const unsatisfiable = await ctx.app.inject({
      method: "GET",
      url: image?.url ?? "",
      headers: { range: "bytes=999999-" },
    });
    expect(unsatisfiable.statusCode).toBe(416);
  });

  it("refuses file names that could leave the storage folder", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/admin-api/api/v1/filestorage/webparts/1/images/..%2F..%2Fsecret",
    });
    expect([400, 404]).toContain(response.statusCode);
    const missing = await ctx.app.inject({
      method: "GET",
      url: "/admin-api/api/v1/filestorage/webparts/1/images/none.svg",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps seeded rich text free of scripts", async () => {
    const page = GetPageResponseSchema.parse((await getPage("BusinessHome", "en")).json()).data;
    const html = JSON.stringify(page);
    expect(html).not.toMatch(/<script|onerror=|javascript:/i);
  });
});
