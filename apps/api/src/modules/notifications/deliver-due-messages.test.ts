import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultMail } from "../../config";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { applicationToHr } from "../content/application-emails";
import { enquiryReceived } from "../enquiries/enquiry-emails";
import { deliverDueMessages, MAX_ATTEMPTS, retryDelayMs } from "./deliver-due-messages";
import { createMailSender, type MailSender } from "./mail-sender";
import { type EmailMessage, queueEmail } from "./queue-email";
import { outboxMessages } from "./tables";

const CV = Buffer.from("%PDF-1.4\n% a small CV for the test\n");

const toHr = (applicationId: number): EmailMessage => ({
  template: "vacancy-application-to-hr",
  to: "careers@romdoul.example",
  replyTo: "dara@example.com",
  language: "en",
  content: applicationToHr.en({
    applicationId,
    firstName: "Dara",
    lastName: "Sok",
    email: "dara@example.com",
    contactNumber: "012345678",
    comment: "Five years with fibre networks.",
    vacancyId: 12,
    vacancyName: "Network Engineer",
  }),
  attachments: [
    {
      storageKey: `applications/${applicationId}/cv.pdf`,
      fileName: "Dara CV.pdf",
      mediaType: "application/pdf",
    },
  ],
});

type Received = { from: string; to: string[]; raw: string };

/** A mail server on this machine, on a free port, that keeps what it accepts. */
async function startSmtpServer(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === "outbox" && auth.password === "s3cret"
        ? callback(null, { user: auth.username })
        : callback(new Error("Invalid username or password")),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://outbox:s3cret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function spyLogger(base: FastifyBaseLogger) {
  return Object.assign(Object.create(base) as FastifyBaseLogger, { warn: vi.fn(), error: vi.fn() });
}

describe.each(testDatabaseKinds())("delivering the outbox on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sender: MailSender | undefined;
  // The app's own worker stays out of the way: these tests call the delivery directly.
  beforeAll(async () => {
    ctx = await createTestApp({
      kind,
      seed: false,
      config: { mail: { ...defaultMail(), outboxPollMs: 3_600_000 } },
    });
    await ctx.storage.put("applications/1/cv.pdf", CV);
    await ctx.storage.put("applications/2/cv.pdf", CV);
  });
  afterEach(async () => {
    sender?.close();
    sender = undefined;
    await ctx.db.delete(outboxMessages);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const rows = () => ctx.db.select().from(outboxMessages).orderBy(outboxMessages.id);

  it("delivers to the development mailbox without SMTP settings", async () => {
    await queueEmail(ctx.db, toHr(1));
    sender = createMailSender(defaultMail(), ctx.storage);
    expect(await deliverDueMessages({ db: ctx.db, sender, log: ctx.app.log })).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await deliverDueMessages({ db: ctx.db, sender, log: ctx.app.log })).toBe(0);
  });

  it("sends through SMTP with the CV attached, each message once even when two workers race", async () => {
    const smtp = await startSmtpServer();
    try {
      await queueEmail(ctx.db, toHr(1));
      await queueEmail(ctx.db, toHr(2));
      const mail = { ...defaultMail(), smtpUrl: smtp.url };
      sender = createMailSender(mail, ctx.storage);
      const other = createMailSender(mail, ctx.storage);
      const taken = await Promise.all([
        deliverDueMessages({ db: ctx.db, sender, log: ctx.app.log }),
        deliverDueMessages({ db: ctx.db, sender: other, log: ctx.app.log }),
      ]);
      other.close();
      expect(taken[0] + taken[1]).toBe(2);
      expect((await rows()).map((row) => row.status)).toEqual(["sent", "sent"]);
      expect(smtp.received).toHaveLength(2);
      const [first] = smtp.received;
      expect(first?.from).toBe("care@romdoul.example");
      expect(first?.to).toEqual(["careers@romdoul.example"]);
      const raw = first?.raw.replace(/\r\n[ \t]+/g, " ") ?? "";
      expect(raw).toContain("Subject: New application for Network Engineer: Dara Sok");
      // HR answers the applicant directly.
      expect(raw).toContain("Reply-To: dara@example.com");
      expect(raw).toMatch(/Content-Type: text\/html/);
      expect(raw).toMatch(/Content-Disposition: attachment; filename="Dara CV.pdf"/);
      expect(raw).toContain(CV.toString("base64"));
    } finally {
      await smtp.close();
    }
  });

  it("retries a refused message with growing waits, then marks it failed and logs an error", async () => {
    const smtp = await startSmtpServer({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 })),
    });
    try {
      await queueEmail(ctx.db, toHr(1));
      sender = createMailSender({ ...defaultMail(), smtpUrl: smtp.url }, ctx.storage);
      const log = spyLogger(ctx.app.log);
      let now = new Date();
      expect(await deliverDueMessages({ db: ctx.db, sender, log, now })).toBe(1);
      let [row] = await rows();
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.lastError).toContain("451 Mailbox busy, try again later");
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        const due = row?.nextAttemptAt as Date;
        expect(due.getTime() - now.getTime()).toBe(retryDelayMs(attempt - 1));
        now = due;
        // Not due a second before its time; due at it.
        expect(
          await deliverDueMessages({ db: ctx.db, sender, log, now: new Date(now.getTime() - 1000) }),
        ).toBe(0);
        expect(await deliverDueMessages({ db: ctx.db, sender, log, now })).toBe(1);
        [row] = await rows();
        expect(row?.attempts).toBe(attempt);
      }
      expect(row?.status).toBe("failed");
      expect(log.warn).toHaveBeenCalledTimes(MAX_ATTEMPTS - 1);
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(
        await deliverDueMessages({ db: ctx.db, sender, log, now: new Date(now.getTime() + 86_400_000) }),
      ).toBe(0);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("retries a message whose CV is missing from storage", async () => {
    const smtp = await startSmtpServer();
    try {
      await queueEmail(ctx.db, toHr(3));
      sender = createMailSender({ ...defaultMail(), smtpUrl: smtp.url }, ctx.storage);
      await deliverDueMessages({ db: ctx.db, sender, log: spyLogger(ctx.app.log) });
      const [row] = await rows();
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.lastError).toMatch(/ENOENT/);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("counts a wrong SMTP password as a failed attempt", async () => {
    const smtp = await startSmtpServer();
    try {
      await queueEmail(ctx.db, toHr(1));
      sender = createMailSender(
        { ...defaultMail(), smtpUrl: smtp.url.replace("s3cret", "wrong") },
        ctx.storage,
      );
      await deliverDueMessages({ db: ctx.db, sender, log: spyLogger(ctx.app.log) });
      const [row] = await rows();
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.lastError).toMatch(/Invalid username or password/);
    } finally {
      await smtp.close();
    }
  });
});

describe("the outbox worker", () => {
  it("sends queued mail in the background and stops with the app", async () => {
    const ctx = await createTestApp({
      seed: false,
      config: { mail: { ...defaultMail(), outboxPollMs: 20 } },
    });
    try {
      await ctx.app.ready();
      await queueEmail(ctx.db, {
        template: "enquiry-received",
        to: "sreymom@example.com",
        language: "km",
        content: enquiryReceived.km({
          requestId: 7,
          fullName: "Chan Sreymom",
          subjectName: "Internet connection",
        }),
      });
      await vi.waitFor(
        async () => {
          const [row] = await ctx.db
            .select()
            .from(outboxMessages)
            .where(eq(outboxMessages.toAddress, "sreymom@example.com"));
          expect(row?.status).toBe("sent");
        },
        { timeout: 5000, interval: 20 },
      );
    } finally {
      await ctx.close();
    }
  });
});
