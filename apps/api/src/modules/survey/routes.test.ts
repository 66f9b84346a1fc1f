import { PAYLOAD_TOO_LARGE_MESSAGES, TOO_MANY_REQUESTS_MESSAGES } from "@isp/contracts/errors";
import { LANGUAGES } from "@isp/contracts/languages";
import { VALIDATION_MESSAGES } from "@isp/contracts/validation/messages";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeFormData } from "../../test/form-body";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { customerRatings } from "./tables";

const URL = "/admin-api/api/v1/CustomerRating";

type Fields = Record<string, string | string[]>;

/** A multipart body as a browser sends it: one part per value, repeated names for a checkbox group. */
async function multipart(fields: Fields, file?: { name: string; content: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  if (file) form.append(file.name, new Blob([file.content], { type: "text/plain" }), "note.txt");
  return encodeFormData(form);
}

function urlEncoded(fields: Fields) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  return {
    payload: params.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}

describe.each(testDatabaseKinds())("survey module on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  // Each test posts as its own client, so the per-client limit of one test does not reach another.
  let client = 0;
  const nextClient = () => `198.51.100.${++client}`;

  beforeAll(async () => {
    ctx = await createTestApp({ kind, seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = async (
    body: { payload: string | Buffer; headers: Record<string, string> },
    language?: string,
  ) =>
    ctx.app.inject({
      method: "POST",
      url: URL,
      payload: body.payload,
      headers: {
        ...body.headers,
        "x-forwarded-for": nextClient(),
        ...(language ? { "accept-language": language } : {}),
      },
    });

  const countRatings = async () =>
    (await ctx.db.select({ id: customerRatings.id }).from(customerRatings)).length;

  it("stores a rating sent as multipart form data, with repeated reasons and the request language", async () => {
    const response = await post(
      await multipart({
        recommendScale: "3",
        reasons: ["speed", "billing"],
        comment: "  Slow in the evening ",
      }),
      "en-GB,en;q=0.9",
    );
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id;
    expect(id).toEqual(expect.any(Number));
    expect(response.headers.vary).toBe("Accept-Language");
    const [row] = await ctx.db.select().from(customerRatings).where(eq(customerRatings.id, id));
    expect(row).toMatchObject({
      recommendScale: 3,
      reasons: ["speed", "billing"],
      comment: "Slow in the evening",
      language: "en",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("takes url-encoded form data too, in Khmer by default, with no reasons and no comment", async () => {
    const response = await post(urlEncoded({ recommendScale: "10", comment: "" }));
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(customerRatings).orderBy(desc(customerRatings.id)).limit(1);
    expect(row).toMatchObject({ recommendScale: 10, reasons: [], comment: null, language: "km" });
  });

  it("stores Khmer and Chinese comments as they were typed", async () => {
    const comment = "សេវាល្អណាស់ 服务很好";
    const response = await post(await multipart({ recommendScale: "9", reasons: "app", comment }), "zh");
    const [row] = await ctx.db
      .select()
      .from(customerRatings)
      .where(eq(customerRatings.id, response.json().data.id));
    expect(row).toMatchObject({ comment, reasons: ["app"], language: "zh" });
  });

  it.each([
    ["no score", { reasons: "speed" }, { recommendScale: "required" }],
    ["an empty score", { recommendScale: "" }, { recommendScale: "required" }],
    ["a score above 10", { recommendScale: "11" }, { recommendScale: "maxValue" }],
    ["a negative score", { recommendScale: "-1" }, { recommendScale: "minValue" }],
    ["a score with a fraction", { recommendScale: "8.5" }, { recommendScale: "digitsOnly" }],
    [
      "a reason of another band",
      { recommendScale: "10", reasons: ["speed", "billing"] },
      { reasons: "choice" },
    ],
    ["an unknown reason", { recommendScale: "7", reasons: "free_tv" }, { reasons: "choice" }],
    [
      "a comment over 1000 characters",
      { recommendScale: "5", comment: "a".repeat(1001) },
      { comment: "maxLength" },
    ],
    [
      "a comment cut at the field size limit",
      { recommendScale: "5", comment: "ក".repeat(5000) },
      { comment: "maxLength" },
    ],
  ])("refuses %s with a field error and stores nothing", async (_case, fields, expected) => {
    const before = await countRatings();
    const response = await post(await multipart(fields as Fields), "en");
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe("validation_failed");
    expect(
      Object.fromEntries(
        Object.entries(body.errors).map(([field, error]) => [field, (error as { key: string }).key]),
      ),
    ).toEqual(expected);
    expect(await countRatings()).toBe(before);
  });

  it("words the field errors in the language of the request", async () => {
    for (const language of LANGUAGES) {
      const response = await post(urlEncoded({ recommendScale: "9", reasons: "billing" }), language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "validation_failed",
        message: VALIDATION_MESSAGES.formInvalid[language],
        errors: { reasons: { key: "choice", message: VALIDATION_MESSAGES.choice[language] } },
      });
    }
  });

  it("refuses a file, too many fields and an oversized body with a localised 413, storing nothing", async () => {
    const before = await countRatings();
    const withFile = await post(
      await multipart({ recommendScale: "8" }, { name: "reasons", content: "speed" }),
      "km",
    );
    expect(withFile.statusCode).toBe(413);
    expect(withFile.json()).toEqual({ error: "payload_too_large", message: PAYLOAD_TOO_LARGE_MESSAGES.km });

    const manyFields = await post(
      await multipart({ recommendScale: "8", reasons: Array(20).fill("speed") }),
      "en",
    );
    expect(manyFields.statusCode).toBe(413);
    expect(manyFields.json().message).toBe(PAYLOAD_TOO_LARGE_MESSAGES.en);

    const oversized = await post(urlEncoded({ recommendScale: "8", comment: "x".repeat(40 * 1024) }), "zh");
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe(PAYLOAD_TOO_LARGE_MESSAGES.zh);
    expect(await countRatings()).toBe(before);
  });

  it("treats a field named like an object property as a plain field", async () => {
    const response = await post({
      payload: "recommendScale=6&__proto__=x&constructor=y",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("survey rate limit", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { formRateLimit: 2 } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (client: string, language: string) =>
    ctx.app.inject({
      method: "POST",
      url: URL,
      payload: urlEncoded({ recommendScale: "8" }).payload,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": client,
        "accept-language": language,
      },
    });

  it("answers a client over its limit with 429 in its language, storing nothing, and leaves others alone", async () => {
    expect((await post("203.0.113.7", "en")).statusCode).toBe(201);
    expect((await post("203.0.113.7", "en")).statusCode).toBe(201);
    for (const language of LANGUAGES) {
      const limited = await post("203.0.113.7", language);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: "too_many_requests",
        message: TOO_MANY_REQUESTS_MESSAGES[language],
      });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect((await ctx.db.select().from(customerRatings)).length).toBe(2);
    expect((await post("203.0.113.8", "km")).statusCode).toBe(201);
  });
});
