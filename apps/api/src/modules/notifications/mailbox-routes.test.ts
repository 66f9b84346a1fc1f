import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMail } from "../../config";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { applicationToHr } from "../content/application-emails";
import { enquiryReceived } from "../enquiries/enquiry-emails";
import { queueEmail } from "./queue-email";

const CV = Buffer.from("%PDF-1.4\n% Sreyneang's CV\n");
// The worker stays idle so the statuses below are the queued ones.
const quietMail = { ...defaultMail(), outboxPollMs: 3_600_000 };

describe.each(testDatabaseKinds())("the development mailbox on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind, seed: false, config: { mail: quietMail } });
    await ctx.storage.put("applications/5/cv.pdf", CV);
    await queueEmail(ctx.db, {
      template: "vacancy-application-to-hr",
      to: "careers@romdoul.example",
      replyTo: "sreyneang@example.com",
      language: "km",
      content: applicationToHr.km({
        applicationId: 5,
        firstName: "ស្រីនាង",
        lastName: "<img src=x onerror=alert(1)>",
        email: "sreyneang@example.com",
        contactNumber: "012345678",
        comment: "</iframe><script>alert(2)</script>",
        vacancyId: 3,
        vacancyName: "Sales Executive",
      }),
      attachments: [
        { storageKey: "applications/5/cv.pdf", fileName: "ប្រវត្តិរូប CV.pdf", mediaType: "application/pdf" },
      ],
    });
    await queueEmail(ctx.db, {
      template: "enquiry-received",
      to: "Sreymom@Example.com",
      language: "zh",
      content: enquiryReceived.zh({
        requestId: 8,
        fullName: "Chan Sreymom",
        subjectName: "Internet connection",
      }),
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("lists messages newest first on a page of its own", async () => {
    const response = await ctx.app.inject({ url: "/dev/mailbox" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    const newer = html.indexOf("我们已收到您的咨询（参考编号 8）");
    const older = html.indexOf("Sales Executive");
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    expect(html).toContain('lang="zh"');
    expect(html).toContain("enquiry-received");
    expect(html).toContain("pending");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
  });

  it("shows a message with its body in a sandboxed frame and its attachment to download", async () => {
    const list = (await ctx.app.inject({ url: "/dev/mailbox/messages" })).json().data;
    const hrMail = list.find(
      (message: { template: string }) => message.template === "vacancy-application-to-hr",
    );
    const response = await ctx.app.inject({ url: `/dev/mailbox/${hrMail.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<iframe sandbox title="[^"]+" srcdoc="&lt;!doctype html&gt;/);
    expect(html).not.toMatch(/<script|<img|<\/iframe><script/);
    expect(html).toContain('<pre lang="km">');
    const link = `/dev/mailbox/${hrMail.id}/attachments/0`;
    expect(html).toContain(`href="${link}"`);

    const file = await ctx.app.inject({ url: link });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(CV)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="${"_".repeat(11)} CV.pdf"; filename*=UTF-8''${encodeURIComponent("ប្រវត្តិរូប CV.pdf")}`,
    );
    expect((await ctx.app.inject({ url: `/dev/mailbox/${hrMail.id}/attachments/1` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/dev/mailbox/999999" })).statusCode).toBe(404);
  });

  it("answers JSON for end-to-end tests, filtered by recipient", async () => {
    const response = await ctx.app.inject({ url: "/dev/mailbox/messages?to=sreymom@example.com" });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      template: "enquiry-received",
      language: "zh",
      toAddress: "Sreymom@Example.com",
      status: "pending",
    });
    expect(data[0].textBody).toContain("参考编号为 8");
    expect(data[0].htmlBody).toContain('<html lang="zh">');
  });

  it("answers 404 to anyone not on this machine, whatever X-Forwarded-For claims", async () => {
    const urls = ["/dev/mailbox", "/dev/mailbox/messages", "/dev/mailbox/1", "/dev/mailbox/1/attachments/0"];
    for (const url of urls) {
      const remote = await ctx.app.inject({ url, remoteAddress: "203.0.113.9" });
      expect(remote.statusCode, url).toBe(404);
      const spoofed = await ctx.app.inject({
        url,
        remoteAddress: "203.0.113.9",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(spoofed.statusCode, url).toBe(404);
      // A reverse proxy on this machine connects from loopback but says whom it forwards.
      const proxied = await ctx.app.inject({ url, headers: { "x-forwarded-for": "203.0.113.9" } });
      expect(proxied.statusCode, url).toBe(404);
    }
    expect((await ctx.app.inject({ url: "/dev/mailbox", remoteAddress: "::1" })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: "/dev/mailbox", remoteAddress: "::ffff:127.0.0.1" })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: "/dev/mailbox", remoteAddress: "::ffff:10.0.0.1" })).statusCode).toBe(
      404,
    );
  });
});

describe("with a mail server and an SMS gateway", () => {
  it("has no development mailbox", async () => {
    const ctx = await createTestApp({
      seed: false,
      config: {
        mail: { ...quietMail, smtpUrl: "smtp://127.0.0.1:2525" },
        sms: { gatewayUrl: "http://127.0.0.1:2526/send" },
      },
    });
    try {
      for (const url of ["/dev/mailbox", "/dev/mailbox/messages", "/dev/mailbox/1"]) {
        expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await ctx.close();
    }
  });
});
