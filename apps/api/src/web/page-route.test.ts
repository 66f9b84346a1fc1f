import { Readable } from "node:stream";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import { LANGUAGE_COOKIE } from "@isp/contracts/languages";
import { CONSENT_COOKIE, CSP_NONCE_HEADER } from "@isp/contracts/web-pages";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "../http/security-headers";
import { type ContentRevision, createContentRevision } from "../modules/content/content-revision";
import { pageRouteOptions } from "./page-route";

const PUBLIC = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

/** The policy's nonce and every nonce in the page; they must be one and the same. */
function noncesOf(response: LightMyRequestResponse, body = response.body) {
  const policy = String(response.headers["content-security-policy"]);
  return {
    policy: /'nonce-([^']+)'/.exec(policy)?.[1],
    page: [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]),
  };
}

/**
 * The page route as the server wires it (security headers, cookies, compression), in front of a
 * stand-in renderer that streams its HTML as React Router's adapter does and counts its renders.
 */
async function createPageServer({ isCaching = true } = {}) {
  const revision = createContentRevision();
  const app = Fastify();
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {});
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  let renders = 0;
  app.all("*", pageRouteOptions({ revision, isCaching }), async (request, reply) => {
    renders += 1;
    const nonce = String(request.headers[CSP_NONCE_HEADER]);
    const language = request.cookies[LANGUAGE_COOKIE] ?? "km";
    reply
      .code(request.url.startsWith("/missing") ? 404 : 200)
      .header("content-type", "text/html")
      .header("cache-control", request.url.startsWith("/self-care") ? "private, no-store" : PUBLIC)
      .header("vary", "Cookie");
    if (request.url.startsWith("/sets-cookie")) reply.header("set-cookie", "seen=1; Path=/");
    const html = `<!DOCTYPE html><html lang="${language}"><head><script nonce="${nonce}">1</script></head><body>${"<p>ទំព័រ</p>".repeat(200)}<p>render ${renders}</p><script nonce="${nonce}" type="module">2</script></body></html>`;
    return reply.send(Readable.from([Buffer.from(html)]));
  });
  await app.ready();
  return { app, revision, renders: () => renders };
}

describe("the page route", () => {
  let server: Awaited<ReturnType<typeof createPageServer>>;
  let revision: ContentRevision;
  beforeEach(async () => {
    server = await createPageServer();
    revision = server.revision;
  });
  afterEach(async () => {
    await server.app.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  it("renders a public page once, then serves it with a fresh nonce on every answer", async () => {
    const first = await get("/personal");
    const second = await get("/personal");
    expect(server.renders()).toBe(1);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      const { policy, page } = noncesOf(response);
      expect(policy).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page).toEqual([policy, policy]);
    }
    expect(noncesOf(second).policy).not.toBe(noncesOf(first).policy);
    expect(second.body.replaceAll(/nonce="[^"]+"/g, "")).toBe(first.body.replaceAll(/nonce="[^"]+"/g, ""));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe(PUBLIC);
    expect(second.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(second.headers["content-type"]).toBe("text/html");
  });

  it("never lets a client choose the nonce", async () => {
    const response = await get("/personal", { [CSP_NONCE_HEADER]: "chosen-by-attacker" });
    expect(response.body).not.toContain("chosen-by-attacker");
    expect(noncesOf(response).page).toEqual([noncesOf(response).policy, noncesOf(response).policy]);
  });

  it("keeps one copy per address, query, host, language and cookie-bar answer", async () => {
    const variants: Array<[string, Record<string, string>]> = [
      ["/personal", {}],
      ["/personal?isMobile=1", {}],
      ["/personal?page=2", {}],
      ["/personal", { host: "www.example.com" }],
      ["/personal", { cookie: `${LANGUAGE_COOKIE}=en` }],
      ["/personal", { cookie: `${CONSENT_COOKIE}=accepted` }],
    ];
    for (const [url, headers] of variants) await get(url, headers);
    expect(server.renders()).toBe(variants.length);
    for (const [url, headers] of variants) await get(url, headers);
    expect(server.renders()).toBe(variants.length);
    // An unknown language cookie renders Khmer, like no cookie.
    await get("/personal", { cookie: `${LANGUAGE_COOKIE}=xx; other=1` });
    expect(server.renders()).toBe(variants.length);
    expect((await get("/personal", { cookie: `${LANGUAGE_COOKIE}=en` })).body).toContain('lang="en"');
  });

  it("renders private pages, errors, pages that set a cookie and other methods every time", async () => {
    for (const url of ["/self-care/profile", "/missing-page", "/sets-cookie"]) {
      await get(url);
      const again = await get(url);
      expect(again.headers.etag).toBeUndefined();
    }
    await server.app.inject({ method: "HEAD", url: "/personal" });
    await server.app.inject({ method: "HEAD", url: "/personal" });
    expect(server.renders()).toBe(8);
  });

  it("answers 304 to a matching If-None-Match, without a policy that would not fit the kept copy", async () => {
    const { etag } = (await get("/personal")).headers;
    for (const ifNoneMatch of [String(etag), String(etag).replace(/^W\//, ""), `"other", ${etag}`]) {
      const response = await get("/personal", { "if-none-match": ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe("");
      expect(response.headers["content-security-policy"]).toBeUndefined();
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get("/personal", { "if-none-match": '"other"' })).statusCode).toBe(200);
    expect(server.renders()).toBe(1);
  });

  it("sends the kept gzip form, with the answer's nonce, to clients that take it", async () => {
    await get("/personal");
    const response = await get("/personal", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    const html = zlib.gunzipSync(response.rawPayload).toString();
    const { policy, page } = noncesOf(response, html);
    expect(page).toEqual([policy, policy]);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    const plain = await get("/personal", { "accept-encoding": "gzip;q=0, identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(server.renders()).toBe(1);
  });

  it("renders again once the content changed", async () => {
    await get("/personal");
    revision.bump();
    const response = await get("/personal");
    expect(response.body).toContain("render 2");
    await get("/personal");
    expect(server.renders()).toBe(2);
  });

  it("keeps nothing in development, but still gives every page its nonce", async () => {
    const development = await createPageServer({ isCaching: false });
    const first = await development.app.inject({ url: "/personal" });
    await development.app.inject({ url: "/personal" });
    expect(development.renders()).toBe(2);
    expect(noncesOf(first).page).toEqual([noncesOf(first).policy, noncesOf(first).policy]);
    await development.app.close();
  });
});
