import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test/test-app";

describe("the API process", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers liveness and readiness", async () => {
    expect((await ctx.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await ctx.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("answers unknown calls under a service prefix with JSON 404, never the web app", async () => {
    for (const url of ["/admin-api/api/v1/nothing", "/pay-api/api/v1/orders/1", "/sc-api/api/v1/profile"]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
    }
  });

  it("tags every answer with a request id, keeping a well-formed incoming one", async () => {
    const fresh = await ctx.app.inject({ url: "/healthz" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({ url: "/healthz", headers: { "x-request-id": "abc-12345678" } });
    expect(kept.headers["x-request-id"]).toBe("abc-12345678");
  });

  it("publishes an OpenAPI document of its calls", async () => {
    const response = await ctx.app.inject({ url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain("/admin-api/api/v1/pages/{pageId}");
  });
});
