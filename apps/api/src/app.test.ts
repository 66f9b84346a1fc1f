import { ALL_CALLS } from "@isp/contracts/http/all-calls";
import { callRoute } from "@isp/contracts/http/define-call";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test/test-app";

describe("the API process", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { formRateLimit: 1 } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers liveness and readiness", async () => {
    expect((await ctx.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await ctx.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("answers unknown calls under a service prefix with JSON 404, never the web app", async () => {
    for (const url of [
      "/admin-api/api/v1/nothing",
      "/pay-api/api/v1/nothing",
      "/sc-api/api/v1/nothing",
      "/identity/api/v1/nothing",
      "/identity/api/v1/interactions/",
    ]) {
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

  it("publishes an OpenAPI document of exactly its contracts' calls, with their answers", async () => {
    const response = await ctx.app.inject({ url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths: Record<string, Record<string, { responses: Record<string, unknown> }>> = response.json()
      .paths;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contracted = ALL_CALLS.map(
      (call) => `${call.method} ${callRoute(call).replace(/:(\w+)/g, "{$1}")}`,
    );
    expect(documented.sort()).toEqual(contracted.sort());
    for (const call of ALL_CALLS) {
      const operation = paths[callRoute(call).replace(/:(\w+)/g, "{$1}")]?.[call.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort(), call.path).toEqual(
        Object.keys(call.responses).sort(),
      );
    }
  });

  it("counts clients by their own address unless a trusted proxy vouches for another", async () => {
    const send = (remoteAddress: string, forwardedFor: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/admin-api/api/v1/supportRequests",
        remoteAddress,
        headers: { "x-forwarded-for": forwardedFor },
        payload: {},
      });
    // A stranger cannot pick a new address per request to dodge the limit.
    expect((await send("203.0.113.5", "198.51.100.1")).statusCode).toBe(400);
    expect((await send("203.0.113.5", "198.51.100.2")).statusCode).toBe(429);
    // The web server (loopback) forwards for its visitors, each counted apart.
    expect((await send("127.0.0.1", "198.51.100.3")).statusCode).toBe(400);
    expect((await send("127.0.0.1", "198.51.100.4")).statusCode).toBe(400);
  });
});
