import { ListSharedCamerasCall } from "@isp/contracts/cameras/list-shared-cameras";
import { GetContentCall } from "@isp/contracts/news/get-content";
import { GetMainContentCall } from "@isp/contracts/news/get-main-content";
import { ListContentTitlesCall } from "@isp/contracts/news/list-content-titles";
import { ListContentsCall } from "@isp/contracts/news/list-contents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { newsContents } from "./tables";

describe.each(testDatabaseKinds())("media module on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("lists the shared traffic cameras, live ones with a stream that plays and offline ones with a still", async () => {
    const { data } = await callOk(ctx.app, ListSharedCamerasCall, { language: "km" });
    expect(data.length).toBeGreaterThan(2);
    const live = data.find((camera) => camera.status === "live");
    const offline = data.find((camera) => camera.status === "offline");
    expect(live?.name).toMatch(/[\u1780-\u17FF]/);
    expect(offline?.streamUrl).toBeNull();
    const playlist = await ctx.app.inject({ method: "GET", url: live?.streamUrl ?? "" });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers["content-type"]).toBe("application/vnd.apple.mpegurl");
    expect(playlist.body).toMatch(/^#EXTM3U/);
    const segmentName = playlist.body.split("\n").find((line) => line.endsWith(".m4s"));
    const segment = await ctx.app.inject({
      method: "GET",
      url: (live?.streamUrl ?? "").replace("stream.m3u8", segmentName ?? ""),
      headers: { range: "bytes=0-99" },
    });
    expect(segment.statusCode).toBe(206);
    expect(segment.rawPayload).toHaveLength(100);
    const still = await ctx.app.inject({ method: "GET", url: offline?.stillUrl ?? "" });
    expect([still.statusCode, still.headers["content-type"]]).toEqual([200, "image/jpeg"]);
  });

  it("serves camera files only by their exact names", async () => {
    for (const url of [
      "/media-api/api/v1/cameras/3/stream.m3u8",
      "/media-api/api/v1/cameras/999/stream.m3u8",
      "/media-api/api/v1/cameras/1/..%2F..%2Fcaptcha-secret",
      "/media-api/api/v1/cameras/1/stream.exe",
      "/media-api/api/v1/cameras/abc/stream.m3u8",
    ]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect([400, 404], url).toContain(response.statusCode);
    }
  });

  it("lists published news newest first, ten by default, with the total", async () => {
    const all = await callOk(ctx.app, ListContentsCall, { language: "en" });
    expect(all.data).toHaveLength(Math.min(10, all.totalRows));
    expect(all.totalRows).toBeGreaterThan(3);
    const dates = all.data.map((item) => item.startDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.data[0]?.contentImages[0]?.url).toMatch(/^\/media-api\/api\/v1\/contents\/\d+\//);
  });

  it("pages with limit and offset, and keeps the dates asked for", async () => {
    const first = await callOk(ctx.app, ListContentsCall, { query: { limit: 2, offset: 0 } });
    const second = await callOk(ctx.app, ListContentsCall, { query: { limit: 2, offset: 2 } });
    expect(first.data).toHaveLength(2);
    expect(second.totalRows).toBe(first.totalRows);
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    const past = await callOk(ctx.app, ListContentsCall, { query: { offset: first.totalRows } });
    expect(past).toEqual({ data: [], totalRows: first.totalRows });

    const day = first.data[1]?.startDate as string;
    const until = await callOk(ctx.app, ListContentsCall, { query: { toDate: day, limit: 100 } });
    expect(until.data.every((item) => item.startDate <= day)).toBe(true);
    const from = await callOk(ctx.app, ListContentsCall, { query: { fromDate: day, limit: 100 } });
    expect(from.data.every((item) => item.startDate >= day)).toBe(true);
    expect(from.totalRows + until.totalRows).toBeGreaterThanOrEqual(first.totalRows);
  });

  it("refuses bad paging and dates with field errors in the request's language", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ limit: 0 }, "limit", "minValue"],
      [{ limit: 101 }, "limit", "maxValue"],
      [{ limit: "ten" }, "limit", "invalid"],
      [{ offset: -1 }, "offset", "minValue"],
      [{ fromDate: "2026-02-30" }, "fromDate", "invalid"],
      [{ toDate: "yesterday" }, "toDate", "invalid"],
    ];
    for (const [query, field, key] of cases) {
      for (const call of [ListContentsCall, ListContentTitlesCall]) {
        const { status, body } = await injectCall(ctx.app, call, { query, language: "en" });
        expect(status, JSON.stringify(query)).toBe(400);
        expect(body).toMatchObject({ error: "validation_failed", errors: { [field]: { key } } });
      }
    }
  });

  it("lists the same selection as titles only", async () => {
    const query = { limit: 5, offset: 1 };
    const full = await callOk(ctx.app, ListContentsCall, { query, language: "zh" });
    const titles = await callOk(ctx.app, ListContentTitlesCall, { query, language: "zh" });
    expect(titles).toEqual({
      data: full.data.map(({ id, title, startDate }) => ({ id, title, startDate })),
      totalRows: full.totalRows,
    });
  });

  it("answers one news item with its body in the Accept-Language language", async () => {
    const [newest] = (await callOk(ctx.app, ListContentsCall, { query: { limit: 1 } })).data;
    const contentId = newest?.id as number;
    const english = await callOk(ctx.app, GetContentCall, { params: { contentId }, language: "en" });
    const khmer = await callOk(ctx.app, GetContentCall, { params: { contentId } });
    expect(english.data.id).toBe(contentId);
    expect(english.data.body.length).toBeGreaterThan(20);
    expect(khmer.data.body).not.toBe(english.data.body);
  });

  it("answers 404 for an unknown news item and 400 for an id that is not one", async () => {
    const unknown = await injectCall(ctx.app, GetContentCall, { params: { contentId: 999999 } });
    expect(unknown).toEqual({ status: 404, body: { error: "not_found", message: "News item not found" } });
    for (const contentId of ["abc", 0, -3, 1.5, "2147483648", "99999999999999999999", "%00"]) {
      const { status, body } = await injectCall(ctx.app, GetContentCall, { params: { contentId } });
      expect(status, String(contentId)).toBe(400);
      expect(body).toMatchObject({ error: "validation_failed", errors: { contentId: {} } });
    }
  });

  it("answers the newest item as the main one, and 404 when there is no news", async () => {
    const [newest] = (await callOk(ctx.app, ListContentsCall, { query: { limit: 1 } })).data;
    const main = await callOk(ctx.app, GetMainContentCall, { language: "en" });
    expect(main.data.id).toBe(newest?.id);
    // Last in this file: it empties the news.
    await ctx.db.delete(newsContents);
    expect(await injectCall(ctx.app, GetMainContentCall)).toEqual({
      status: 404,
      body: { error: "not_found", message: "No news yet" },
    });
  });
});
