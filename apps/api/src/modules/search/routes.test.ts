import { SearchResponseSchema } from "@isp/contracts/search/search-site";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshSiteSearch } from "../../refresh-site-search";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { addDays } from "../../time/cambodia-date";
import { faqItems, vacancies } from "../content/tables";
import { newsContents } from "../media/tables";
import { searchSite } from "./search-site";

describe.each(testDatabaseKinds())("search module on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind, config: { searchRateLimit: 1000 } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const search = (query: string, language?: string) =>
    ctx.app.inject({
      url: `/admin-api/api/v1/search?${query}`,
      headers: language ? { "accept-language": language } : {},
    });
  const searchBody = async (query: string, language?: string) => {
    const response = await search(query, language);
    expect(response.statusCode).toBe(200);
    return SearchResponseSchema.parse(response.json());
  };

  it("finds pages, products, questions, news and vacancies with marked snippets", async () => {
    const response = await search(`q=${encodeURIComponent("router")}`, "en");
    expect(response.headers.vary).toBe("Accept-Language");
    const body = SearchResponseSchema.parse(response.json());
    expect(body.totalRows).toBeGreaterThan(5);
    expect(body.isPartialMatch).toBe(false);
    const kinds = new Set((await searchBody("q=wifi&limit=50", "en")).data.map((result) => result.kind));
    expect([...kinds].sort()).toEqual(["faq", "news", "page", "product"]);
    for (const result of body.data) {
      expect(result.snippet.some((part) => part.isMatch) || /router/i.test(result.title)).toBe(true);
    }
  });

  it("strips rich text: snippets hold no markup", async () => {
    const body = await searchBody(`q=${encodeURIComponent("pay bill")}&limit=20`, "en");
    const texts = body.data.flatMap((result) => result.snippet.map((part) => part.text));
    expect(texts.join(" ")).not.toMatch(/<\/?[a-z]+|&amp;|&gt;/);
  });

  it("shows the catalog's prices where sentences name them, not the tokens", async () => {
    const snippetOf = async (query: string, language: string) =>
      (await searchBody(`q=${encodeURIComponent(query)}&limit=50`, language)).data
        .flatMap((result) => result.snippet.map((part) => part.text))
        .join("");
    expect(await snippetOf("installation fee", "en")).toContain("a one-off fee of $30.00");
    expect(await snippetOf("FTTR", "km")).toContain("10.00$");
    for (const language of ["km", "en", "zh"]) {
      expect(await snippetOf("MegaSurf", language)).not.toContain("{{price:");
    }
  });

  it("links results: page sections, FAQ questions, news, vacancies and devices", async () => {
    const colocation = await searchBody(`q=${encodeURIComponent("colocation rack price")}`, "en");
    const product = colocation.data.find((result) => result.kind === "product");
    expect(product?.target).toMatchObject({ type: "page", anchor: expect.any(String) });
    const faq = (await searchBody("q=installation%20fee", "en")).data[0];
    expect(faq?.target).toEqual({ type: "faq", questionId: expect.any(Number) });
    const news = (await searchBody("q=ISO%209001", "en")).data.find((result) => result.kind === "news");
    expect(news?.target).toEqual({ type: "news", contentId: expect.any(Number) });
    expect(news?.context).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const vacancy = (await searchBody("q=network%20engineer", "en")).data[0];
    expect(vacancy?.target).toEqual({ type: "vacancy", vacancyId: expect.any(Number) });
    const device = (await searchBody("q=AX3000", "en")).data.find(
      (result) => result.target.type === "device",
    );
    expect(device?.target).toEqual({
      type: "device",
      webPartId: expect.any(Number),
      deviceId: expect.any(Number),
    });
  });

  it("answers in the Accept-Language language, Khmer by default", async () => {
    const km = await searchBody(`q=${encodeURIComponent("MegaSurf")}`);
    const zh = await searchBody(`q=${encodeURIComponent("MegaSurf")}`, "zh-CN,zh;q=0.9");
    expect(km.language).toBe("km");
    expect(km.data.map((result) => result.title).join(" ")).toMatch(/[\u1780-\u17ff]/);
    expect(zh.language).toBe("zh");
    expect(zh.data.map((result) => result.title).join(" ")).toMatch(/[\u4e00-\u9fff]/);
  });

  it("finds Khmer words inside text written without spaces", async () => {
    const body = await searchBody(`q=${encodeURIComponent("វិក្កយបត្រ")}`, "km");
    expect(body.totalRows).toBeGreaterThan(3);
    expect(body.data[0]?.snippet.find((part) => part.isMatch)?.text).toBe("វិក្កយបត្រ");
  });

  it("searches the language a query is written in when the visitor's has no match", async () => {
    const body = await searchBody(`q=${encodeURIComponent("data centre colocation")}`, "km");
    expect(body.language).toBe("en");
    expect(body.data[0]?.title).toMatch(/[A-Za-z]/);
  });

  it("falls back to any of the words when no document has them all", async () => {
    const body = await searchBody(`q=${encodeURIComponent("MegaSurf zyxwvut")}`, "en");
    expect(body.isPartialMatch).toBe(true);
    expect(body.totalRows).toBeGreaterThan(0);
  });

  it("answers no results, not an error, when nothing matches", async () => {
    expect(await searchBody("q=zyxwvut", "en")).toEqual({
      data: [],
      totalRows: 0,
      language: "en",
      isPartialMatch: false,
    });
    expect((await searchBody(`q=${encodeURIComponent("?!")}`, "en")).totalRows).toBe(0);
  });

  it("pages with limit and offset", async () => {
    const all = await searchBody("q=internet&limit=6", "en");
    const first = await searchBody("q=internet&limit=3&offset=0", "en");
    const second = await searchBody("q=internet&limit=3&offset=3", "en");
    expect(first.totalRows).toBe(all.totalRows);
    expect([...first.data, ...second.data]).toEqual(all.data);
    const beyond = await searchBody(`q=internet&limit=3&offset=${all.totalRows}`, "en");
    expect(beyond.data).toEqual([]);
    expect(beyond.totalRows).toBe(all.totalRows);
  });

  it("refuses an empty or too long query, and bad paging, with localised messages", async () => {
    const empty = await search("q=%20%20", "en");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { q: { key: "required", message: "Required field" } } });
    const missing = await search("", "km");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.q).toMatchObject({ message: "ត្រូវតែបំពេញ" });
    const long = await search(`q=${"a".repeat(101)}`, "zh");
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.q).toMatchObject({ message: "长度必须小于 101" });
    expect((await search("q=tv&limit=0", "en")).statusCode).toBe(400);
    expect((await search("q=tv&limit=51", "en")).statusCode).toBe(400);
    expect((await search("q=tv&offset=-1", "en")).statusCode).toBe(400);
  });

  it("finds news from their start date and vacancies until they close", async () => {
    const find = (q: string, today: string) =>
      searchSite(ctx.db, { q, language: "en", limit: 10, offset: 0, today });
    // Seed dates are relative to the seeding day, so the boundaries are read from the data.
    const news = (await ctx.db.select().from(newsContents)).find((row) => row.title.en?.includes("ISO 9001"));
    const vacancy = (await ctx.db.select().from(vacancies)).find((row) => row.name.en === "Network Engineer");
    if (!news || !vacancy) throw new Error("seeded news or vacancy missing");
    const hasKind = async (q: string, today: string, kind: string) =>
      (await find(q, today)).data.some((result) => result.kind === kind);
    expect(await hasKind("ISO 9001 certification", news.startDate, "news")).toBe(true);
    expect(await hasKind("ISO 9001 certification", addDays(news.startDate, -1), "news")).toBe(false);
    expect((await find("network engineer", vacancy.endDate)).data[0]?.kind).toBe("vacancy");
    expect(await hasKind("network engineer", addDays(vacancy.endDate, 1), "vacancy")).toBe(false);
  });

  it("rebuilds the index only when the content changed", async () => {
    expect(await refreshSiteSearch(ctx.db)).toMatchObject({ isRebuilt: false });
    // An edit, as an editor's save would make it (the test writes the content table directly).
    const [item] = await ctx.db.select().from(faqItems).limit(1);
    if (!item) throw new Error("no seeded FAQ");
    await ctx.db
      .update(faqItems)
      .set({ question: { ...item.question, en: "Can I bring my own quokkaphone?" } })
      .where(eq(faqItems.id, item.id));
    expect((await searchBody("q=quokkaphone", "en")).totalRows).toBe(0);
    expect(await refreshSiteSearch(ctx.db)).toMatchObject({ isRebuilt: true });
    expect((await searchBody("q=quokkaphone", "en")).data[0]?.title).toBe("Can I bring my own quokkaphone?");
    await ctx.db.update(faqItems).set({ question: item.question }).where(eq(faqItems.id, item.id));
    await refreshSiteSearch(ctx.db);
  });

  it("keeps what every search reads uncompressed: the vectors, not the folded bodies", async () => {
    const storage = await ctx.db.execute<{ attname: string; attstorage: string }>(
      sql`select attname, attstorage from pg_attribute where attrelid = 'search_documents'::regclass and attname in ('vector', 'folded_body') order by attname`,
    );
    expect(storage.rows).toEqual([
      { attname: "folded_body", attstorage: "x" },
      { attname: "vector", attstorage: "e" },
    ]);
  });
});

describe("search rate limit", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { searchRateLimit: 2 } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers 429 in the client's language after the limit", async () => {
    const call = () =>
      ctx.app.inject({ url: "/admin-api/api/v1/search?q=tv", headers: { "accept-language": "en" } });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: "too_many_requests",
      message: expect.stringMatching(/Too many/),
    });
  });
});
