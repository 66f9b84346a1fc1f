import { DEFAULT_ENQUIRY_SUBJECT_ID } from "@isp/contracts/enquiries/list-enquiry-subjects";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIGHT_CAPTCHA_WORK, solveCaptcha } from "../../test/solve-captcha";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { outboxMessages } from "../notifications/tables";
import { enquiries } from "./tables";

describe.each(testDatabaseKinds())("enquiries (%s)", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind, config: { captchaWork: LIGHT_CAPTCHA_WORK, formRateLimit: 1000 } });
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.delete(enquiries);
    await ctx.db.delete(outboxMessages);
  });
  const mails = async () =>
    (await ctx.db.select().from(outboxMessages)).map((mail) => [
      mail.template,
      mail.toAddress,
      mail.language,
    ]);

  const send = async (body: Record<string, unknown>, language = "en") =>
    ctx.app.inject({
      method: "POST",
      url: "/admin-api/api/v1/supportRequests",
      headers: { "accept-language": language },
      payload: { captchaResponse: await solveCaptcha(ctx.app), ...body },
    });
  const rows = () => ctx.db.select().from(enquiries);

  it("lists the subjects in the request's language, the default first", async () => {
    for (const [language, first] of [
      ["km", "សំណួរទូទៅ"],
      ["en", "General enquiry"],
      ["zh", "一般咨询"],
    ]) {
      const response = await ctx.app.inject({
        url: "/admin-api/api/v1/Dictionaries/SupportSubjects/DictList",
        headers: { "accept-language": language ?? "km" },
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data[0]).toEqual({ id: DEFAULT_ENQUIRY_SUBJECT_ID, name: first });
      expect(data.length).toBeGreaterThan(4);
    }
  });

  it("records an enquiry with the default subject; empty e-mail and comment become null", async () => {
    const response = await send(
      {
        fullName: "  Dara Kim ",
        contactNumber: "+855 97 765 4321",
        email: "",
        comment: "",
        promoCode: "MEGA50",
      },
      "km",
    );
    expect(response.statusCode).toBe(201);
    const [row] = await rows();
    expect(response.json()).toEqual({ data: { id: row?.id } });
    expect(row).toMatchObject({
      fullName: "Dara Kim",
      contactNumber: "+855977654321",
      email: null,
      comment: null,
      promoCode: "MEGA50",
      subjectId: DEFAULT_ENQUIRY_SUBJECT_ID,
      language: "km",
    });
    // No address, no mail to the customer; support hears of it in the customer's language.
    expect(await mails()).toEqual([["enquiry-to-support", "care@romdoul.example", "km"]]);
  });

  it("keeps every optional field when given", async () => {
    const response = await send({
      fullName: "Dara Kim",
      contactNumber: "012345678",
      email: "dara@example.com",
      accountNumber: "100234",
      passportNo: "N0123456",
      serviceId: "FTTH88",
      supportSubjectId: 3,
      comment: "My router blinks red since this morning.",
    });
    expect(response.statusCode).toBe(201);
    expect((await rows())[0]).toMatchObject({
      accountNumber: "100234",
      passportNo: "N0123456",
      subjectId: 3,
    });
  });

  it.each([
    [{ contactNumber: "012345678" }, "fullName", "required", "ត្រូវតែបំពេញ"],
    [{ fullName: "Dara" }, "contactNumber", "required", "ត្រូវតែបំពេញ"],
    [{ fullName: "Dara", contactNumber: "12" }, "contactNumber", "phone", "ទម្រង់លេខទូរស័ព្ទមិនត្រឹមត្រូវ"],
    [{ fullName: "Dara", contactNumber: "012345678", email: "dara@x" }, "email", "email", "អ៊ីមែលមិនត្រឹមត្រូវ"],
    [
      { fullName: "Dara", contactNumber: "012345678", accountNumber: "12a" },
      "accountNumber",
      "digitsOnly",
      "បញ្ចូលតែលេខប៉ុណ្ណោះ",
    ],
    [
      { fullName: "Dara", contactNumber: "012345678", passportNo: "N-01" },
      "passportNo",
      "lettersAndDigits",
      "បញ្ចូលតែលេខ និងអក្សរ",
    ],
    [
      { fullName: "x".repeat(101), contactNumber: "012345678" },
      "fullName",
      "maxLength",
      "ប្រវែងត្រូវតែតិចជាង 101",
    ],
    [
      { fullName: "Dara", contactNumber: "012345678", supportSubjectId: 99 },
      "supportSubjectId",
      "invalid",
      "តម្លៃមិនត្រឹមត្រូវ",
    ],
  ])("refuses %j: %s %s, in Khmer, storing nothing", async (body, field, key, message) => {
    const response = await send(body, "km");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual({ key, message });
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it("requires the captcha and accepts each solution once", async () => {
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/admin-api/api/v1/supportRequests",
      headers: { "accept-language": "zh" },
      payload: { fullName: "Dara", contactNumber: "012345678" },
    });
    expect(missing.json().errors.captchaResponse).toEqual({ key: "captcha", message: "请确认您不是机器人" });
    const captchaResponse = await solveCaptcha(ctx.app);
    const body = { fullName: "Dara", contactNumber: "012345678", captchaResponse };
    expect((await send(body)).statusCode).toBe(201);
    const replay = await send(body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.captchaResponse.key).toBe("captchaFailed");
    expect(await rows()).toHaveLength(1);
  });

  it("refuses bodies over 32 kB", async () => {
    const response = await send({
      fullName: "Dara",
      contactNumber: "012345678",
      comment: "x".repeat(40_000),
    });
    expect(response.statusCode).toBe(413);
    expect(await rows()).toHaveLength(0);
  });
});
