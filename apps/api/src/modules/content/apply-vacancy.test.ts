import { readdir, rm } from "node:fs/promises";
import { CV_MAX_BYTES } from "@isp/contracts/vacancies/apply-vacancy";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { compoundFileBytes, docBytes, docxBytes, pdfBytes, zipBytes } from "../../test/cv-files";
import { LIGHT_CAPTCHA_WORK, solveCaptcha } from "../../test/solve-captcha";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { outboxMessages } from "../notifications/tables";
import { vacancyApplications } from "./tables";

type Fields = Record<string, string>;

const GOOD: Fields = {
  FirstName: "Sokha",
  LastName: "Chan",
  Email: "Sokha.Chan@example.com",
  ContactNumber: "012 345 678",
  Comment: "Five years of network operations in Phnom Penh.",
};

describe.each(testDatabaseKinds())("POST Vacancies/{vacancy}/apply (%s)", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let vacancyId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ kind, config: { captchaWork: LIGHT_CAPTCHA_WORK, formRateLimit: 1000 } });
    const list = await ctx.app.inject({ url: "/admin-api/api/v1/Vacancies?limit=1&offset=0" });
    vacancyId = list.json().data[0].id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.delete(vacancyApplications);
    await ctx.db.delete(outboxMessages);
    await rm(`${ctx.storageRoot}/applications`, { recursive: true, force: true });
  });

  async function apply({
    fields = GOOD,
    cv = { bytes: pdfBytes(), name: "cv.pdf", type: "application/pdf" } as {
      bytes: Buffer;
      name: string;
      type: string;
    } | null,
    captcha = "solve" as string,
    language = "en",
    vacancy = vacancyId,
  } = {}) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields, VacancyId: String(vacancy) }))
      form.append(key, value);
    if (cv) form.append("Cv", new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name);
    form.append("captchaResponse", captcha === "solve" ? await solveCaptcha(ctx.app) : captcha);
    return ctx.app.inject({
      method: "POST",
      url: `/admin-api/api/v1/Vacancies/${vacancy}/apply`,
      headers: { "accept-language": language },
      payload: form,
    });
  }

  const storedCvs = async () => readdir(`${ctx.storageRoot}/applications`).catch(() => [] as string[]);
  const applications = () => ctx.db.select().from(vacancyApplications);

  it("records a complete application with its CV, in the sender's language", async () => {
    const response = await apply({ language: "km" });
    expect(response.statusCode).toBe(201);
    const [row] = await applications();
    expect(response.json()).toEqual({ data: { id: row?.id } });
    expect(row).toMatchObject({
      vacancyId,
      firstName: "Sokha",
      email: "sokha.chan@example.com",
      contactNumber: "+85512345678",
      cvMediaType: "application/pdf",
      cvFileName: "cv.pdf",
      language: "km",
    });
    expect(await storedCvs()).toHaveLength(1);
  });

  it.each([
    [
      "DOCX",
      docxBytes(),
      "cv.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["DOC", docBytes(), "Curriculum Vitae.doc", "application/msword"],
  ])("accepts a %s CV, told by its content", async (_kind, bytes, name, mediaType) => {
    const response = await apply({ cv: { bytes, name, type: "application/octet-stream" } });
    expect(response.statusCode).toBe(201);
    const [row] = await applications();
    expect(row?.cvMediaType).toBe(mediaType);
  });

  it.each([
    ["a PNG named .pdf", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "cv.pdf"],
    ["a program named .docx", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), "cv.docx"],
    ["a spreadsheet (compound file without Word)", compoundFileBytes("Workbook"), "cv.doc"],
    ["a zip without a Word document", zipBytes({ "cv.txt": "hello" }), "cv.docx"],
    ["plain text named .pdf", Buffer.from("I am a CV, trust me"), "cv.pdf"],
  ])("refuses %s, stores nothing and says why in each language", async (_kind, bytes, name) => {
    for (const [language, message] of [
      ["en", "The file must be a PDF, DOC or DOCX document"],
      ["km", "ឯកសារត្រូវតែជាប្រភេទ PDF, DOC ឬ DOCX"],
      ["zh", "文件必须是 PDF、DOC 或 DOCX 文档"],
    ] as const) {
      const response = await apply({ cv: { bytes, name, type: "application/pdf" }, language });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.Cv).toEqual({ key: "fileType", message });
    }
    expect(await applications()).toHaveLength(0);
    expect(await storedCvs()).toHaveLength(0);
    expect(await ctx.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it("refuses a CV over 5 MB without keeping any of it", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(CV_MAX_BYTES)]);
    const response = await apply({ cv: { bytes: big, name: "cv.pdf", type: "application/pdf" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.Cv).toEqual({
      key: "fileSize",
      message: "The file must not be larger than 5 MB",
    });
    expect(await storedCvs()).toHaveLength(0);
  });

  it("requires every field and the CV, answering each field's message by key", async () => {
    const response = await apply({ fields: {}, cv: null, captcha: "", language: "zh" });
    expect(response.statusCode).toBe(400);
    const { errors, message } = response.json();
    expect(message).toBe("请更正标出的字段");
    for (const field of ["FirstName", "LastName", "Email", "ContactNumber", "Comment", "Cv"]) {
      expect(errors[field]).toEqual({ key: "required", message: "必填项" });
    }
    expect(errors.captchaResponse.key).toBe("captcha");
    expect(await applications()).toHaveLength(0);
  });

  it("checks the e-mail and phone formats", async () => {
    const response = await apply({ fields: { ...GOOD, Email: "sokha@", ContactNumber: "+0123" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      Email: { key: "email", message: "Invalid Email" },
      ContactNumber: { key: "phone", message: "Invalid phone format" },
    });
  });

  it("validates the fields before spending the captcha", async () => {
    const captcha = await solveCaptcha(ctx.app);
    expect((await apply({ fields: { ...GOOD, FirstName: "" }, captcha })).statusCode).toBe(400);
    expect((await apply({ captcha })).statusCode).toBe(201);
  });

  it("refuses a replayed or forged captcha and stores nothing", async () => {
    const captcha = await solveCaptcha(ctx.app);
    expect((await apply({ captcha })).statusCode).toBe(201);
    const replay = await apply({ captcha, language: "km" });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.captchaResponse.key).toBe("captchaFailed");
    expect((await apply({ captcha: "Zm9yZ2Vk" })).statusCode).toBe(400);
    expect(await applications()).toHaveLength(1);
    expect(await storedCvs()).toHaveLength(1);
  });

  it("answers 404 for an unknown vacancy and for a VacancyId that is not the path's", async () => {
    expect((await apply({ vacancy: 999_999 })).statusCode).toBe(404);
    const mismatch = await ctx.app.inject({
      method: "POST",
      url: `/admin-api/api/v1/Vacancies/${vacancyId + 1}/apply`,
      payload: (() => {
        const form = new FormData();
        for (const [key, value] of Object.entries({ ...GOOD, VacancyId: String(vacancyId) }))
          form.append(key, value);
        return form;
      })(),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(await storedCvs()).toHaveLength(0);
  });
});

describe("vacancy application rate limit", () => {
  it("answers 429 with a localised message after the per-minute limit", async () => {
    const ctx = await createTestApp({
      seed: false,
      config: { captchaWork: LIGHT_CAPTCHA_WORK, formRateLimit: 2 },
    });
    try {
      const send = () =>
        ctx.app.inject({
          method: "POST",
          url: "/admin-api/api/v1/Vacancies/1/apply",
          headers: { "accept-language": "km" },
          payload: new FormData(),
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: "too_many_requests",
        message: "អ្នកបានព្យាយាមច្រើនដងពេក។ សូមរង់ចាំមួយនាទី រួចព្យាយាមម្តងទៀត។",
      });
    } finally {
      await ctx.close();
    }
  });
});
