import diagnosticsChannel from "node:diagnostics_channel";
import zlib from "node:zlib";
import { GetDeviceItemCall } from "@isp/contracts/devices/get-device-item";
import { ListDeviceItemsCall } from "@isp/contracts/devices/list-device-items";
import { FAQ_AUDIENCES, ListPublicFaqCall } from "@isp/contracts/faq/list-public-faq";
import { GetPageCall, GetPageResponseSchema } from "@isp/contracts/pages/get-page";
import { GetVacancyCall } from "@isp/contracts/vacancies/get-vacancy";
import { ListVacanciesCall } from "@isp/contracts/vacancies/list-vacancies";
import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { loadSeedPages } from "./seed/seed-content";
import { pages, vacancies, webPartItems, webParts } from "./tables";

/** Ids that are not ids: text, zero, negative, fractions, past a PostgreSQL integer, control bytes. */
const JUNK_IDS = ["abc", 0, -1, 2.5, "2147483648", "99999999999999999999", "%00", "1;drop"];

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

  it("prints a linked plan's price from the catalog, the same on every page, in the page's language", async () => {
    const pricesOf = async (pageId: string, language: string) => {
      const { data } = GetPageResponseSchema.parse((await getPage(pageId, language)).json());
      return data.pageWebParts
        .flatMap((part) => part.webPartItems)
        .filter((item) => item.subscriptionId === 201)
        .map((item) => item.priceDescription);
    };
    expect(await pricesOf("SmeInternet", "en")).toEqual(["$49.00 / month"]);
    expect(await pricesOf("BusinessHome", "en")).toEqual(["$49.00 / month"]);
    expect(await pricesOf("BusinessHome", "km")).toEqual(["49.00$ / ខែ"]);
    expect(await pricesOf("BusinessInternet", "zh")).toEqual(["US$49.00 / 月"]);
  });

  it("prints units, starting prices and free plans, and a tile's product from its cheapest plan", async () => {
    const cardPrices = async (pageId: string, language: string) => {
      const { data } = GetPageResponseSchema.parse((await getPage(pageId, language)).json());
      return Object.fromEntries(
        data.pageWebParts
          .filter((part) => part.webPartType.name === "ProductCards")
          .flatMap((part) => part.webPartItems)
          .map((item) => [item.title, item.priceDescription]),
      );
    };
    expect(await cardPrices("CloudSolutions", "en")).toMatchObject({
      "Microsoft 365 Business Standard": "$12.50 / user / month",
    });
    expect(await cardPrices("Dplc", "km")).toMatchObject({ "Metro 100": "ចាប់ពី 150.00$ / ខែ" });
    expect(await cardPrices("DdosProtection", "en")).toMatchObject({
      Basic: "Free",
      Advanced: "$350.00 / month",
    });
    expect(await cardPrices("MihcmForEnterprise", "zh")).toMatchObject({
      Implementation: "一次性 US$2,500.00起",
    });
    expect(await cardPrices("BusinessHome", "en")).toMatchObject({
      "Enterprise network": "From $150.00 / month",
      "Cloud solutions": "From $6.00 / user / month",
    });
    expect(await cardPrices("EnterpriseNetwork", "zh")).toMatchObject({ MPLS: "US$120.00 / 站点 / 月起" });
  });

  it("fills prices written in sentences from the catalog, in the answer's language", async () => {
    const pageOf = async (pageId: string, language: string) =>
      GetPageResponseSchema.parse((await getPage(pageId, language)).json()).data;
    const en = await pageOf("PersonalInternet", "en");
    expect(en.description).toContain("from $15.00 a month");
    expect(en.pageWebParts[0]?.webPartItems[0]?.banner?.description).toContain("from $15.00 a month");
    expect((await pageOf("PersonalInternet", "km")).description).toContain("ចាប់ពី 15.00$ / ខែ");
    expect((await pageOf("PersonalInternet", "zh")).description).toContain("每月 US$15.00 起");
    // The services page said MegaBiz started at $35; the catalog's $49 is what it says now.
    expect(JSON.stringify(await pageOf("Services", "en"))).toContain("MegaBiz internet from $49.00 a month");
    for (const language of ["km", "en", "zh"]) {
      expect(JSON.stringify(await pageOf("MegaSurf", language))).not.toContain("{{price:");
    }
    const faq = JSON.stringify(await callOk(ctx.app, ListPublicFaqCall, { language: "en" }));
    expect(faq).toContain("a one-off fee of $30.00.");
    expect(faq).not.toContain("{{price:");
  });

  it("leaves an unknown price token out of the page rather than failing it", async () => {
    const [saved] = await ctx.db
      .select({ id: webPartItems.id, text: webPartItems.text })
      .from(webPartItems)
      .innerJoin(webParts, eq(webParts.id, webPartItems.webPartId))
      .where(eq(webParts.pageId, "SmeWeWatch"))
      .orderBy(webParts.position)
      .limit(1);
    if (!saved?.text.en) throw new Error("SmeWeWatch has no banner");
    const text = {
      ...saved.text,
      en: { ...saved.text.en, bannerDescription: "Cameras from {{price:no-such-plan}} a month." },
    };
    await ctx.db.update(webPartItems).set({ text }).where(eq(webPartItems.id, saved.id));
    ctx.contentRevision.bump();
    const response = await getPage("SmeWeWatch", "en");
    await ctx.db.update(webPartItems).set({ text: saved.text }).where(eq(webPartItems.id, saved.id));
    ctx.contentRevision.bump();
    expect(response.statusCode).toBe(200);
    const { data } = GetPageResponseSchema.parse(response.json());
    expect(data.pageWebParts[0]?.webPartItems[0]?.banner?.description).toBe("Cameras from  a month.");
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

  describe("a cached page", () => {
    let handlerRuns = 0;
    // Fastify publishes each run of a route's handler; answers from the cache never reach it.
    const countRun = (message: unknown) => {
      if ((message as { route: { url: string } }).route.url.endsWith("/pages/:pageId")) handlerRuns += 1;
    };
    beforeAll(() => diagnosticsChannel.subscribe("tracing:fastify.request.handler:start", countRun));
    afterAll(() => diagnosticsChannel.unsubscribe("tracing:fastify.request.handler:start", countRun));
    beforeEach(() => {
      // Earlier tests cached pages; each of these starts from none.
      ctx.contentRevision.bump();
      handlerRuns = 0;
    });
    const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
      ctx.app.inject({ method, url: `/admin-api/api/v1/pages/${url}`, headers });
    const withoutDate = ({ date: _, ...headers }: Record<string, unknown>) => headers;

    it("answers again with the same bytes and headers without running the handler", async () => {
      const first = await get("BusinessHome", { "accept-language": "en", "x-request-id": "first-request" });
      const second = await get("BusinessHome", { "accept-language": "en", "x-request-id": "second-request" });
      expect(handlerRuns).toBe(1);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers).toMatchObject({
        "content-type": "application/json; charset=utf-8",
        "content-language": "en",
        "cache-control": "public, max-age=60",
        vary: "Accept-Language, Accept-Encoding",
        "content-length": String(Buffer.byteLength(first.body)),
        "x-content-type-options": "nosniff",
        "x-request-id": "second-request",
      });
      expect(second.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(second.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(withoutDate({ ...second.headers, "x-request-id": "first-request" })).toEqual(
        withoutDate(first.headers),
      );
      const head = await get("BusinessHome", { "accept-language": "en" }, "HEAD");
      expect(head.body).toBe("");
      expect(head.headers["content-length"]).toBe(second.headers["content-length"]);
      expect(head.headers.etag).toBe(second.headers.etag);
      expect(handlerRuns).toBe(1);
    });

    it("sends gzip and br forms that decode to the same JSON", async () => {
      const identity = await get("BusinessHome");
      const gzip = await get("BusinessHome", { "accept-encoding": "gzip" });
      const br = await get("BusinessHome", { "accept-encoding": "gzip, br" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
      for (const encoded of [gzip, br]) {
        expect(encoded.headers["content-length"]).toBe(String(encoded.rawPayload.length));
        expect(encoded.headers.etag).toBe(identity.headers.etag);
      }
      const refused = await get("BusinessHome", { "accept-encoding": "br;q=0, gzip;q=0" });
      expect(refused.headers["content-encoding"]).toBeUndefined();
      expect(refused.body).toBe(identity.body);
      expect(handlerRuns).toBe(1);
    });

    it("answers 304 without a body to a matching If-None-Match, cached or not", async () => {
      const { etag } = (await get("BusinessHome", { "accept-language": "en" })).headers;
      const tags = [String(etag), `W/${etag}`, `"other", ${etag}`, "*"];
      for (const ifNoneMatch of tags) {
        const response = await get("BusinessHome", { "accept-language": "en", "if-none-match": ifNoneMatch });
        expect(response.statusCode, ifNoneMatch).toBe(304);
        expect(response.body).toBe("");
        expect(response.headers.etag).toBe(etag);
        expect(response.headers["content-length"]).toBeUndefined();
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }
      expect(handlerRuns).toBe(1);
      const other = await get("BusinessHome", { "accept-language": "en", "if-none-match": '"other"' });
      expect(other.statusCode).toBe(200);
      // Once dropped, the handler answers the same: the ETag is of the same bytes.
      ctx.contentRevision.bump();
      const uncached = await get("BusinessHome", { "accept-language": "en", "if-none-match": String(etag) });
      expect(uncached.statusCode).toBe(304);
      expect(handlerRuns).toBe(2);
    });

    it("keeps one answer per language, as Accept-Language chooses it", async () => {
      const en = await get("BusinessHome", { "accept-language": "en" });
      const zh = await get("BusinessHome", { "accept-language": "zh-CN" });
      expect(zh.headers["content-language"]).toBe("zh");
      expect(zh.json().data.language).toBe("zh");
      expect(zh.headers.etag).not.toBe(en.headers.etag);
      const enAgain = await get("BusinessHome", { "accept-language": "fr, en;q=0.5" });
      const zhAgain = await get("BusinessHome", { "accept-language": "zh" });
      expect(enAgain.body).toBe(en.body);
      expect(zhAgain.body).toBe(zh.body);
      expect((await get("BusinessHome")).json().data.language).toBe("km");
      expect(handlerRuns).toBe(3);
    });

    it("still refuses a malformed page id and answers 404 for an unknown one", async () => {
      await get("BusinessHome");
      for (let round = 0; round < 2; round += 1) {
        expect((await get("bad%20id!")).statusCode).toBe(400);
        expect((await get("NoSuchPage")).statusCode).toBe(404);
      }
      expect((await get("NOSUCHPAGE")).statusCode).toBe(404);
      expect(handlerRuns).toBe(4);
    });

    it("is dropped when content changes", async () => {
      const [saved] = await ctx.db.select().from(pages).where(eq(pages.id, "BusinessHome"));
      if (!saved?.text.en) throw new Error("BusinessHome has no English text");
      const before = await get("BusinessHome", { "accept-language": "en" });
      const text = { ...saved.text, en: { ...saved.text.en, title: "Changed business home" } };
      await ctx.db.update(pages).set({ text }).where(eq(pages.id, "BusinessHome"));
      try {
        expect((await get("BusinessHome", { "accept-language": "en" })).body).toBe(before.body);
        ctx.contentRevision.bump();
        const after = await get("BusinessHome", { "accept-language": "en" });
        expect(after.json().data.title).toBe("Changed business home");
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect(handlerRuns).toBe(2);
      } finally {
        await ctx.db.update(pages).set({ text: saved.text }).where(eq(pages.id, "BusinessHome"));
        ctx.contentRevision.bump();
      }
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
    const { etag } = full.headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`, "*"]) {
      const cached = await ctx.app.inject({
        method: "GET",
        url: image?.url ?? "",
        headers: { "if-none-match": ifNoneMatch },
      });
      expect(cached.statusCode, ifNoneMatch).toBe(304);
      expect(cached.body).toBe("");
    }
    const changed = await ctx.app.inject({
      method: "GET",
      url: image?.url ?? "",
      headers: { "if-none-match": '"other"' },
    });
    expect(changed.statusCode).toBe(200);
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

  it("opens no page with an empty hero: a first banner has a title and a line of text in each language", async () => {
    const pages = await loadSeedPages();
    for (const { id } of pages) {
      for (const language of ["km", "en", "zh"] as const) {
        const page = await callOk(ctx.app, GetPageCall, { params: { pageId: id }, language });
        const [first] = page.data.pageWebParts;
        if (!first || !/Banner/.test(first.webPartType.name)) continue;
        for (const item of first.webPartItems) {
          const title = item.banner?.title ?? item.title;
          const description = item.banner?.description ?? item.description;
          expect(title, `${id} ${language}`).toBeTruthy();
          expect(description, `${id} ${language}`).toBeTruthy();
        }
      }
    }
  });

  it("answers a page by its contract, and refuses junk page ids", async () => {
    const page = await callOk(ctx.app, GetPageCall, { params: { pageId: "BusinessHome" }, language: "en" });
    expect(page.data).toMatchObject({ id: "BusinessHome", language: "en" });
    for (const pageId of ["a".repeat(81), "x y", "ទំព័រ", "..%2F"]) {
      const { status } = await injectCall(ctx.app, GetPageCall, { params: { pageId } });
      expect(status, pageId).toBe(400);
    }
  });

  it("lists open vacancies soonest closing first, ten a page by default, with the total", async () => {
    const list = await callOk(ctx.app, ListVacanciesCall, { language: "en" });
    expect(list.totalRows).toBeGreaterThan(0);
    expect(list.data).toHaveLength(Math.min(10, list.totalRows));
    const ends = list.data.map((vacancy) => vacancy.endDate);
    expect(ends).toEqual([...ends].sort());
    const second = await callOk(ctx.app, ListVacanciesCall, { query: { limit: 1, offset: 1 } });
    expect(second.data.map((vacancy) => vacancy.id)).toEqual([list.data[1]?.id].filter(Boolean));
    expect(second.totalRows).toBe(list.totalRows);
  });

  it("refuses bad vacancy paging with field errors in the request's language", async () => {
    for (const [query, field] of [
      [{ limit: 0 }, "limit"],
      [{ limit: 101 }, "limit"],
      [{ limit: "all" }, "limit"],
      [{ offset: -5 }, "offset"],
      [{ offset: "1;drop" }, "offset"],
    ] as const) {
      const { status, body } = await injectCall(ctx.app, ListVacanciesCall, { query, language: "zh" });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body).toMatchObject({
        error: "validation_failed",
        message: "请更正标出的字段",
        errors: { [field]: {} },
      });
    }
  });

  it("answers one open vacancy with its description, 404 when closed or unknown, 400 for junk ids", async () => {
    const [first] = (await callOk(ctx.app, ListVacanciesCall)).data;
    const id = first?.id as number;
    const english = await callOk(ctx.app, GetVacancyCall, { params: { id }, language: "en" });
    expect(english.data).toMatchObject({ id, name: expect.any(String) });
    expect(english.data.description.length).toBeGreaterThan(20);
    expect((await injectCall(ctx.app, GetVacancyCall, { params: { id: 999999 } })).status).toBe(404);
    const [closed] = await ctx.db
      .update(vacancies)
      .set({ endDate: "2000-01-01" })
      .where(ne(vacancies.id, id))
      .returning({ id: vacancies.id });
    expect(await injectCall(ctx.app, GetVacancyCall, { params: { id: closed?.id } })).toEqual({
      status: 404,
      body: { error: "not_found", message: "Vacancy not found or closed" },
    });
    for (const junk of JUNK_IDS) {
      const { status, body } = await injectCall(ctx.app, GetVacancyCall, { params: { id: junk } });
      expect(status, String(junk)).toBe(400);
      expect(body).toMatchObject({ error: "validation_failed", errors: { id: {} } });
    }
  });

  it("lists FAQ categories with their questions, for all audiences or one", async () => {
    const all = await callOk(ctx.app, ListPublicFaqCall, { language: "en" });
    const byAudience = await Promise.all(
      FAQ_AUDIENCES.map((audience) =>
        callOk(ctx.app, ListPublicFaqCall, { query: { audience }, language: "en" }),
      ),
    );
    for (const answer of byAudience) {
      expect(answer.data.length).toBeGreaterThan(0);
      expect(answer.data.every((category) => category.items.length > 0)).toBe(true);
    }
    // A category may serve several audiences; without one, each category comes once.
    const ids = (categories: { id: number }[]) => categories.map((category) => category.id);
    const union = new Set(byAudience.flatMap((answer) => ids(answer.data)));
    expect(ids(all.data).sort()).toEqual([...union].sort());
    const khmer = await callOk(ctx.app, ListPublicFaqCall, { query: { audience: "personal" } });
    expect(khmer.data[0]?.items[0]?.question).not.toBe(byAudience[0]?.data[0]?.items[0]?.question);
  });

  it("refuses an unknown FAQ audience", async () => {
    for (const audience of ["everyone", "", ["personal", "business"]]) {
      const { status, body } = await injectCall(ctx.app, ListPublicFaqCall, { query: { audience } });
      expect(status, JSON.stringify(audience)).toBe(400);
      expect(body).toMatchObject({ error: "validation_failed", errors: { audience: {} } });
    }
  });

  it("lists a device promotion's devices and answers one of them", async () => {
    const [promotion] = await ctx.db
      .select({ id: webParts.id })
      .from(webParts)
      .where(eq(webParts.type, "DevicePromotion"));
    const webPartId = promotion?.id as number;
    const list = await callOk(ctx.app, ListDeviceItemsCall, { params: { webPartId }, language: "en" });
    expect(list.data.length).toBeGreaterThan(0);
    const device = list.data[0];
    expect(device).toMatchObject({ webPartId, title: expect.any(String) });
    const one = await callOk(ctx.app, GetDeviceItemCall, {
      params: { webPartId, id: device?.id },
      language: "en",
    });
    expect(one.data).toEqual(device);
  });

  it("answers 404 for devices of a web part that is not a device promotion, or not its own", async () => {
    const [other] = await ctx.db
      .select({ id: webParts.id })
      .from(webParts)
      .where(ne(webParts.type, "DevicePromotion"));
    const [promotion] = await ctx.db
      .select({ id: webParts.id })
      .from(webParts)
      .where(eq(webParts.type, "DevicePromotion"));
    const [device] = (await callOk(ctx.app, ListDeviceItemsCall, { params: { webPartId: promotion?.id } }))
      .data;
    for (const webPartId of [other?.id, 999999]) {
      expect((await injectCall(ctx.app, ListDeviceItemsCall, { params: { webPartId } })).status).toBe(404);
      const item = await injectCall(ctx.app, GetDeviceItemCall, { params: { webPartId, id: device?.id } });
      expect(item.status).toBe(404);
    }
    const unknown = await injectCall(ctx.app, GetDeviceItemCall, {
      params: { webPartId: promotion?.id, id: 999999 },
    });
    expect(unknown).toEqual({ status: 404, body: { error: "not_found", message: "Device not found" } });
  });

  it("refuses junk device ids", async () => {
    for (const junk of JUNK_IDS) {
      const list = await injectCall(ctx.app, ListDeviceItemsCall, { params: { webPartId: junk } });
      expect(list.status, String(junk)).toBe(400);
      const item = await injectCall(ctx.app, GetDeviceItemCall, { params: { webPartId: 1, id: junk } });
      expect(item.status, String(junk)).toBe(400);
      expect(item.body).toMatchObject({ errors: { id: {} } });
    }
  });
});
