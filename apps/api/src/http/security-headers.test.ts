import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

/** What every answer carries, whatever answered it. */
function expectSecurityHeaders(response: LightMyRequestResponse) {
  const policy = String(response.headers["content-security-policy"]);
  // Without script-src, default-src decides (the mailbox's 'none').
  const scriptSources = (/(?:^|;)\s*script-src ([^;]*)/.exec(policy) ??
    /^default-src ([^;]*)/.exec(policy))?.[1];
  expect(scriptSources).toBeDefined();
  expect(scriptSources).not.toContain("unsafe-inline");
  expect(policy).toMatch(/frame-ancestors '(?:self|none)'/);
  expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBeTruthy();
  expect(response.headers["permissions-policy"]).toContain("camera=()");
}

describe("security headers and cached API answers", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const getPage = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      url: "/admin-api/api/v1/pages/BusinessHome",
      headers: { "accept-language": "en", ...headers },
    });

  it("come on API answers, which keep their ETag, and on API 404s: a policy that allows nothing", async () => {
    const page = await getPage();
    expectSecurityHeaders(page);
    expect(page.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(page.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
    const unknown = await ctx.app.inject({ url: "/admin-api/api/v1/nothing-here" });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown);
    expect(unknown.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
  });

  it("give documents the site's policy and the headers only a document reads", async () => {
    const explorer = await ctx.app.inject({ url: "/docs" });
    expect(explorer.statusCode).toBe(200);
    expect(explorer.headers["content-type"]).toMatch(/^text\/html/);
    expectSecurityHeaders(explorer);
    expect(explorer.headers["content-security-policy"]).toMatch(/^default-src 'self';script-src 'self';/);
    expect(explorer.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(explorer.headers["x-dns-prefetch-control"]).toBe("off");
  });

  it("leave the development mailbox its own stricter policy", async () => {
    const mailbox = await ctx.app.inject({ url: "/dev/mailbox" });
    expect(mailbox.statusCode).toBe(200);
    expectSecurityHeaders(mailbox);
    expect(mailbox.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  });

  it("send a page's answer compressed once per coding, the same JSON under one ETag", async () => {
    const plain = await getPage();
    for (const [acceptEncoding, coding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const first = await getPage({ "accept-encoding": acceptEncoding });
      const second = await getPage({ "accept-encoding": acceptEncoding });
      expect(first.headers["content-encoding"]).toBe(coding);
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.headers.etag).toBe(plain.headers.etag);
      expect(first.headers.vary).toBe("Accept-Language, Accept-Encoding");
    }
  });

  it("serve a changed page once the content revision moves on", async () => {
    const before = await getPage();
    await ctx.db.execute(
      sql`update content_pages set text = jsonb_set(text, '{en,title}', '"Changed title"') where id = 'BusinessHome'`,
    );
    expect((await getPage()).body).toBe(before.body);
    ctx.contentRevision.bump();
    const after = await getPage();
    expect(after.json().data.title).toBe("Changed title");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await getPage({ "if-none-match": String(before.headers.etag) })).statusCode).toBe(200);
  });
});

describe("security headers with another sign-in provider", () => {
  it("let the browser call that provider (discovery, tokens), and only that one", async () => {
    const ctx = await createTestApp({
      seed: false,
      config: {
        identity: {
          issuer: "http://localhost/identity",
          externalIssuer: "https://id.example.com/realms/isp",
          audience: "isp-api",
          siteOrigin: "http://localhost",
          mobileClientSecret: "unused-here-0000",
        },
      },
    });
    try {
      expectSecurityHeaders(await ctx.app.inject({ url: "/healthz" }));
      const answer = await ctx.app.inject({ url: "/docs" });
      expectSecurityHeaders(answer);
      expect(answer.headers["content-security-policy"]).toContain(
        "connect-src 'self' https://id.example.com;",
      );
      // The built-in provider is not served then.
      expect((await ctx.app.inject({ url: "/identity/.well-known/openid-configuration" })).statusCode).toBe(
        404,
      );
    } finally {
      await ctx.close();
    }
  });
});
