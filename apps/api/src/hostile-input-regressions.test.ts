import { readdir, rm } from "node:fs/promises";
import {
  MALFORMED_REQUEST_MESSAGES,
  METHOD_NOT_ALLOWED_MESSAGES,
  NOT_FOUND_MESSAGES,
  UNSUPPORTED_MEDIA_TYPE_MESSAGES,
} from "@isp/contracts/errors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vacancyApplications } from "./modules/content/tables";
import { enquiries } from "./modules/enquiries/tables";
import { outboxMessages } from "./modules/notifications/tables";
import { customerRatings } from "./modules/survey/tables";
import { pdfBytes } from "./test/cv-files";
import { encodeFormData } from "./test/form-body";
import { LIGHT_CAPTCHA_WORK, solveCaptcha } from "./test/solve-captcha";
import { createTestApp } from "./test/test-app";

const ENQUIRY_URL = "/admin-api/api/v1/supportRequests";
const RATING_URL = "/admin-api/api/v1/CustomerRating";
const LANGUAGES = ["km", "en"] as const;

/**
 * Each request here once answered 500 (or never answered). Each is built from a submission the API
 * accepts, spoiled in one way, so a 4xx is the spoiling's doing; none may leave a row, a mail or a file.
 */
describe("hostile input regressions", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let applyUrl: string;
  let vacancyId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ config: { captchaWork: LIGHT_CAPTCHA_WORK, formRateLimit: 1_000 } });
    const list = await ctx.app.inject({ url: "/admin-api/api/v1/Vacancies?limit=1&offset=0" });
    vacancyId = list.json().data[0].id;
    applyUrl = `/admin-api/api/v1/Vacancies/${vacancyId}/apply`;
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    for (const table of [enquiries, vacancyApplications, customerRatings, outboxMessages]) {
      await ctx.db.delete(table);
    }
    await rm(`${ctx.storageRoot}/applications`, { recursive: true, force: true });
  });

  const enquiryJson = async () =>
    JSON.stringify({
      fullName: "Dara Kim",
      contactNumber: "012345678",
      captchaResponse: await solveCaptcha(ctx.app),
    });

  /** A complete application as the careers page sends it: fields, then the CV, then the captcha. */
  async function applicationForm({ extraField }: { extraField?: string } = {}) {
    const form = new FormData();
    const fields = {
      FirstName: "Sokha",
      LastName: "Chan",
      Email: "sokha@example.com",
      ContactNumber: "012 345 678",
      Comment: "Five years of network operations.",
      VacancyId: String(vacancyId),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // Appended, not spread into the fields: `{ __proto__: … }` in an object literal sets no key at all.
    if (extraField) form.append(extraField, "x");
    // Big enough that a body cut in its middle ends inside the CV.
    const cv = Buffer.concat([pdfBytes(), Buffer.alloc(64 * 1024, 32)]);
    form.append("Cv", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "cv.pdf");
    form.append("captchaResponse", await solveCaptcha(ctx.app));
    return encodeFormData(form);
  }

  async function ratingForm() {
    const form = new FormData();
    form.append("recommendScale", "9");
    form.append("comment", "Fast and friendly");
    return encodeFormData(form);
  }

  const post = (url: string, payload: string | Buffer, contentType: string, language: string) =>
    ctx.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "content-type": contentType, "accept-language": language },
    });

  async function expectNothingStored() {
    for (const table of [enquiries, vacancyApplications, customerRatings, outboxMessages]) {
      expect(await ctx.db.select().from(table)).toEqual([]);
    }
    expect(await readdir(`${ctx.storageRoot}/applications`).catch(() => [])).toEqual([]);
  }

  it("accepts the unspoiled submissions the cases below start from", async () => {
    expect((await post(ENQUIRY_URL, await enquiryJson(), "application/json", "en")).statusCode).toBe(201);
    const application = await applicationForm();
    const applied = await post(applyUrl, application.payload, application.headers["content-type"], "en");
    expect(applied.statusCode).toBe(201);
    const rating = await ratingForm();
    expect((await post(RATING_URL, rating.payload, rating.headers["content-type"], "en")).statusCode).toBe(
      201,
    );
  });

  describe.each(LANGUAGES)("in %s", (language) => {
    const malformed = { error: "bad_request", message: MALFORMED_REQUEST_MESSAGES[language] };

    it("answers malformed and truncated JSON with 400", async () => {
      const whole = await enquiryJson();
      for (const body of [`${whole.slice(0, -1)},}`, whole.slice(0, whole.length / 2), "{"]) {
        const response = await post(ENQUIRY_URL, body, "application/json", language);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(malformed);
      }
      await expectNothingStored();
    });

    it("answers an enquiry carrying __proto__ or constructor.prototype with 400", async () => {
      for (const poison of ['"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}']) {
        const response = await post(
          ENQUIRY_URL,
          `{${poison},${(await enquiryJson()).slice(1)}`,
          "application/json",
          language,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(malformed);
      }
      await expectNothingStored();
    });

    it("answers an application carrying __proto__ with 400, as JSON or as a form field", async () => {
      const asJson = await post(applyUrl, '{"__proto__":{"isAdmin":true}}', "application/json", language);
      expect(asJson.statusCode).toBe(400);
      expect(asJson.json()).toEqual(malformed);
      for (const extraField of ["__proto__", "constructor"]) {
        const asField = await applicationForm({ extraField });
        const response = await post(applyUrl, asField.payload, asField.headers["content-type"], language);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(malformed);
      }
      await expectNothingStored();
    });

    it("answers a multipart body without its boundary with 400", async () => {
      const application = await applicationForm();
      for (const [url, body] of [
        [applyUrl, application.payload],
        [RATING_URL, (await ratingForm()).payload],
      ] as const) {
        const response = await post(url, body, "multipart/form-data", language);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(malformed);
      }
      await expectNothingStored();
    });

    it("answers a multipart body cut short, in a field or in the CV, with 400 and keeps no part of the CV", async () => {
      const application = await applicationForm();
      const rating = await ratingForm();
      const type = application.headers["content-type"];
      const cvStart = application.payload.indexOf("%PDF");
      for (const [url, body, contentType] of [
        [applyUrl, application.payload.subarray(0, 200), type],
        [applyUrl, application.payload.subarray(0, cvStart + 32 * 1024), type],
        [applyUrl, application.payload.subarray(0, application.payload.length - 10), type],
        [RATING_URL, rating.payload.subarray(0, rating.payload.length - 10), rating.headers["content-type"]],
      ] as const) {
        const response = await post(url, body, contentType, language);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(malformed);
      }
      await expectNothingStored();
    });

    it("answers an application that is not multipart with 415", async () => {
      const response = await post(applyUrl, "{}", "application/json", language);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: "unsupported_media_type",
        message: UNSUPPORTED_MEDIA_TYPE_MESSAGES[language],
      });
      await expectNothingStored();
    });

    it("answers a form post to a JSON call (an enquiry as multipart) with 415", async () => {
      const form = await ratingForm();
      const response = await post(ENQUIRY_URL, form.payload, form.headers["content-type"], language);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: "unsupported_media_type",
        message: UNSUPPORTED_MEDIA_TYPE_MESSAGES[language],
      });
      await expectNothingStored();
    });

    it("answers TRACE anywhere with 405 and the methods it does take", async () => {
      for (const url of [ENQUIRY_URL, "/admin-api/api/v1/Vacancies", "/"]) {
        const response = await ctx.app.inject({
          method: "TRACE",
          url,
          headers: { "accept-language": language },
        });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD, POST");
        expect(response.json()).toEqual({
          error: "method_not_allowed",
          message: METHOD_NOT_ALLOWED_MESSAGES[language],
        });
      }
    });

    it("answers unknown calls, methods a call does not take and undecodable URLs with a localised 4xx", async () => {
      const headers = { "accept-language": language };
      for (const [method, url] of [
        ["GET", "/admin-api/api/v1/nothing"],
        ["DELETE", "/admin-api/api/v1/Vacancies"],
        ["PATCH", ENQUIRY_URL],
      ] as const) {
        const response = await ctx.app.inject({ method, url, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: "not_found", message: NOT_FOUND_MESSAGES[language] });
      }
      const undecodable = await ctx.app.inject({ url: "/admin-api/api/v1/pages/%zz", headers });
      expect(undecodable.statusCode).toBe(400);
      expect(undecodable.json()).toEqual(malformed);
    });
  });
});
