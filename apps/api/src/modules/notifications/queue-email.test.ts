import { brand } from "@isp/brand";
import { LANGUAGES, type Language } from "@isp/contracts/languages";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
// The modules' own templates, as they use them: the layout is tested with real mails.
import { applicationReceived, applicationToHr } from "../content/application-emails";
import { enquiryReceived, enquiryToSupport } from "../enquiries/enquiry-emails";
import { type EmailMessage, queueEmail } from "./queue-email";
import { outboxMessages } from "./tables";

const HOSTILE = `<b onclick="x()">Sok & 'Dara'</b>`;
const HOSTILE_ESCAPED = "&lt;b onclick=&quot;x()&quot;&gt;Sok &amp; &#39;Dara&#39;&lt;/b&gt;";

const applicant = {
  applicationId: 4107,
  firstName: "Dara",
  lastName: "Sok",
  vacancyName: "Network Engineer",
};
const enquirer = { requestId: 9321, fullName: "Chan Sreymom", subjectName: "Internet connection" };

const toHrData = {
  ...applicant,
  email: "dara@example.com",
  contactNumber: "012345678",
  comment: "Five years with fibre networks.\nAvailable from March.",
  vacancyId: 12,
};
const toSupportData = {
  ...enquirer,
  email: "sreymom@example.com",
  contactNumber: "098765432",
  accountNumber: "100200300",
  passportNo: null,
  serviceId: "FTTH88",
  comment: "The connection drops every evening.",
  promoCode: null,
};

/** Each sample mail with the data its template was given. */
const messagesIn = (language: Language): { message: EmailMessage; data: Record<string, unknown> }[] => [
  {
    message: {
      template: "vacancy-application-received",
      to: "dara@example.com",
      language,
      content: applicationReceived[language](applicant),
    },
    data: applicant,
  },
  {
    message: {
      template: "vacancy-application-to-hr",
      to: "careers@romdoul.example",
      replyTo: "dara@example.com",
      language,
      content: applicationToHr[language](toHrData),
      attachments: [
        { storageKey: "applications/4107/cv.pdf", fileName: "Dara CV.pdf", mediaType: "application/pdf" },
      ],
    },
    data: toHrData,
  },
  {
    message: {
      template: "enquiry-received",
      to: "sreymom@example.com",
      language,
      content: enquiryReceived[language](enquirer),
    },
    data: enquirer,
  },
  {
    message: {
      template: "enquiry-to-support",
      to: "care@romdoul.example",
      replyTo: "sreymom@example.com",
      language,
      content: enquiryToSupport[language](toSupportData),
    },
    data: toSupportData,
  },
];

/** What each template must say in each language, beyond the values it was given. */
const EXPECTED_TEXTS: Record<string, Record<Language, string[]>> = {
  "vacancy-application-received": {
    km: ["សូមអរគុណ", "១៤ ថ្ងៃ", brand.careersEmail],
    en: ["Thank you for applying", "within 14 days", brand.careersEmail],
    zh: ["感谢您应聘", "14 天内", brand.careersEmail],
  },
  "vacancy-application-to-hr": {
    km: ["គោត្តនាម", "Five years with fibre networks.\nAvailable from March.", "012345678", "លេខ 12"],
    en: ["Last name", "Five years with fibre networks.\nAvailable from March.", "012345678", "no. 12"],
    zh: ["姓氏", "Five years with fibre networks.\nAvailable from March.", "012345678", "编号 12"],
  },
  "enquiry-received": {
    km: ["សូមអរគុណ", "លេខយោង", "«Internet connection»", "២៤/៧"],
    en: ["Thank you for contacting", "reference number is 9321", "“Internet connection”", "24/7 hotline"],
    zh: ["感谢您联系", "参考编号为 9321", "“Internet connection”", "24/7 客服热线"],
  },
  "enquiry-to-support": {
    km: ["លេខគណនី (CID)៖ 100200300", "FTTH88", "The connection drops every evening.", "—"],
    en: ["Account number (CID): 100200300", "Passport or ID number: —", "Promo code: —", "FTTH88"],
    zh: ["账户号码（CID）：100200300", "优惠码：—", "FTTH88", "098765432"],
  },
};

const SCRIPT = { km: /[\u1780-\u17ff]/, en: /^[^\u1780-\u17ff\u4e00-\u9fff]*$/, zh: /[\u4e00-\u9fff]/ };

describe.each(testDatabaseKinds())("queueing e-mail on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind, seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const latest = async () => {
    const [row] = await ctx.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    if (!row) throw new Error("nothing queued");
    return row;
  };

  describe.each(LANGUAGES)("in %s", (language) => {
    it.each(messagesIn(language))(
      "renders $message.template as a pending message",
      async ({ message, data }) => {
        await queueEmail(ctx.db, message);
        const row = await latest();
        expect(row).toMatchObject({
          template: message.template,
          language,
          toAddress: message.to,
          replyTo: message.replyTo ?? null,
          status: "pending",
          attempts: 0,
          attachments: message.attachments ?? [],
        });
        expect(row.subject).toMatch(SCRIPT[language]);
        expect(row.htmlBody).toContain(`<html lang="${language}">`);
        for (const text of [
          brand.name[language],
          brand.hotline.display,
          ...(EXPECTED_TEXTS[message.template]?.[language] ?? []),
        ]) {
          expect(row.textBody).toContain(text);
        }
        for (const value of Object.values(data)) {
          if (value === null) continue;
          expect(row.textBody).toContain(String(value));
          expect(row.htmlBody).toContain(String(value).split("\n")[0]);
        }
      },
    );
  });

  it("names the vacancy, the applicant and the reference in the subjects", async () => {
    const subjects: string[] = [];
    for (const { message } of messagesIn("en")) {
      await queueEmail(ctx.db, message);
      subjects.push((await latest()).subject);
    }
    expect(subjects).toEqual([
      "We have received your application for Network Engineer",
      "New application for Network Engineer: Dara Sok",
      "We have received your enquiry (reference 9321)",
      "New enquiry 9321: Internet connection (Chan Sreymom)",
    ]);
  });

  it("escapes what visitors typed in the HTML and keeps line breaks out of the subject", async () => {
    await queueEmail(ctx.db, {
      template: "enquiry-to-support",
      to: "care@romdoul.example",
      language: "en",
      content: enquiryToSupport.en({
        requestId: 1,
        fullName: `${HOSTILE}\r\nBcc: victim@example.com`,
        email: null,
        contactNumber: "012345678",
        accountNumber: null,
        passportNo: null,
        serviceId: null,
        subjectName: "Billing",
        comment: `<script>alert(1)</script><img src=x onerror=alert(2)>`,
        promoCode: null,
      }),
    });
    const row = await latest();
    expect(row.htmlBody).toContain(HOSTILE_ESCAPED);
    expect(row.htmlBody).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;");
    expect(row.htmlBody).not.toMatch(/<script|<img|<b /);
    expect(row.textBody).toContain(HOSTILE);
    expect(row.subject).not.toMatch(/[\r\n]/);
    expect(row.subject).toBe(`New enquiry 1: Billing (${HOSTILE} Bcc: victim@example.com)`);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const before = (await ctx.db.select().from(outboxMessages)).length;
    const [sample] = messagesIn("km");
    if (!sample) throw new Error("no sample");
    const { message } = sample;
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueEmail(tx, message);
        throw new Error("the application could not be saved");
      }),
    ).rejects.toThrow("could not be saved");
    expect((await ctx.db.select().from(outboxMessages)).length).toBe(before);
    await ctx.db.transaction(async (tx) => queueEmail(tx, message));
    expect((await ctx.db.select().from(outboxMessages)).length).toBe(before + 1);
  });
});
