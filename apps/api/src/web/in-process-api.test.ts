import { GetCaptchaChallengeCall } from "@isp/contracts/captcha/get-challenge";
import { callUrl } from "@isp/contracts/http/define-call";
import { CreateCustomerRatingCall } from "@isp/contracts/survey/create-customer-rating";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerRatings } from "../modules/survey/tables";
import { createTestApp } from "../test/test-app";
import { inProcessApi } from "./in-process-api";

describe("the API called in process", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let send: ReturnType<typeof inProcessApi>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { formRateLimit: 1 } });
    // An answer without a body, as the pages call gives to a matching If-None-Match.
    ctx.app.get("/test/not-modified", { schema: { hide: true } }, (_request, reply) =>
      reply.code(304).send(),
    );
    send = inProcessApi(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers as over HTTP: status, headers and body", async () => {
    const response = await send(callUrl(GetCaptchaChallengeCall), {
      method: "GET",
      headers: { accept: "application/json" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(GetCaptchaChallengeCall.responses[200].safeParse(await response.json()).success).toBe(true);
  });

  it("sends form data with its boundary, and counts the visitor named by X-Forwarded-For", async () => {
    const post = (clientIp: string) => {
      const form = new FormData();
      form.set("recommendScale", "9");
      form.append("reasons", "speed");
      form.append("reasons", "price");
      return send(callUrl(CreateCustomerRatingCall), {
        method: "POST",
        headers: { accept: "application/json", "accept-language": "en", "x-forwarded-for": clientIp },
        body: form,
      });
    };
    const first = await post("203.0.113.1");
    expect(first.status).toBe(201);
    const [stored] = await ctx.db.select().from(customerRatings);
    expect(stored).toMatchObject({ recommendScale: 9, reasons: ["speed", "price"] });
    // One form a minute per visitor here: the second visitor is not counted with the first.
    expect((await post("203.0.113.2")).status).toBe(201);
    expect((await post("203.0.113.1")).status).toBe(429);
  });

  it("gives an answer without a body for 304", async () => {
    const response = await send("/test/not-modified", { method: "GET", headers: {} });
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
  });
});
