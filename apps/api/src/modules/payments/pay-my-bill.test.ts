import { ListInvoicesCall } from "@isp/contracts/billing/list-invoices";
import { ListPaymentHistoryCall } from "@isp/contracts/billing/list-payment-history";
import {
  GetPayMyBillInfoCall,
  ListPayMyBillInvoicesCall,
  VerifyPayMyBillCodeCall,
} from "@isp/contracts/payments/pay-my-bill";
import { CreateKhqrInvoiceOrderCall, GetPaymentOrderCall } from "@isp/contracts/payments/payment-orders";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { LIGHT_CAPTCHA_WORK, solveCaptcha } from "../../test/solve-captcha";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { outboxMessages } from "../notifications/tables";
import { readKhqr } from "./khqr";
import { paymentOrders } from "./tables";

const DARA = "100245";
const DARA_PHONE = "+85512345678";
const SOPHEA = "100318";

describe.each(testDatabaseKinds())("pay my bill on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind, config: { captchaWork: LIGHT_CAPTCHA_WORK, formRateLimit: 1000 } });
  });
  afterAll(() => ctx.close());

  const askCode = async (cid: string, language = "en") =>
    injectCall(ctx.app, GetPayMyBillInfoCall, {
      params: { cid },
      query: { captchaResponse: await solveCaptcha(ctx.app) },
      language,
    });

  /** The code of the last SMS to a phone. */
  const lastCode = async (phone: string) => {
    const texts = await ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, phone), eq(outboxMessages.template, "pay-bill-code")));
    return /\b(\d{6})\b/.exec(texts.at(-1)?.textBody ?? "")?.[1] ?? "";
  };

  /** Steps 1 and 2: the token of a CID. */
  async function tokenOf(cid: string, phone: string) {
    const { body } = await askCode(cid);
    const { verificationId } = (body as { data: { verificationId: string } }).data;
    const code = await lastCode(phone);
    const { data } = await callOk(ctx.app, VerifyPayMyBillCodeCall, {
      params: { cid },
      body: { verificationId, code },
    });
    return data.token;
  }

  it("sends a code to the phone on file, and answers the same for a CID that does not exist", async () => {
    const known = await askCode(DARA, "km");
    expect(known.status).toBe(200);
    expect(await lastCode(DARA_PHONE)).toMatch(/^\d{6}$/);
    const before = (await ctx.db.select().from(outboxMessages)).length;
    const unknown = await askCode("999999");
    expect(unknown.status).toBe(200);
    expect(Object.keys((unknown.body as { data: object }).data)).toEqual(
      Object.keys((known.body as { data: object }).data),
    );
    expect((await ctx.db.select().from(outboxMessages)).length).toBe(before);
  });

  it("refuses a malformed CID with the spec's text, a missing captcha, and too many codes for one CID", async () => {
    for (const [language, text] of [
      ["en", "Your CID is not correct, please check again!"],
      ["km", "CID របស់អ្នកមិនត្រឹមត្រូវទេ សូមពិនិត្យម្តងទៀត"],
    ] as const) {
      const wrong = await askCode("12ab", language);
      expect(wrong.status).toBe(400);
      expect(JSON.stringify(wrong.body)).toContain(text);
    }
    const noCaptcha = await injectCall(ctx.app, GetPayMyBillInfoCall, { params: { cid: DARA }, query: {} });
    expect(noCaptcha.status).toBe(400);
    const forged = await injectCall(ctx.app, GetPayMyBillInfoCall, {
      params: { cid: DARA },
      query: { captchaResponse: "Zm9yZ2Vk" },
    });
    expect(forged.status).toBe(400);
    // Five codes per CID within 15 minutes, for an unknown CID as for a known one.
    for (const cid of ["888888", "777777"]) {
      for (let index = 0; index < 5; index++) expect((await askCode(cid)).status).toBe(200);
      expect((await askCode(cid)).status).toBe(429);
    }
  });

  it("checks the code: a wrong one is refused and counts, an unknown CID's never matches", async () => {
    const { body } = await askCode(SOPHEA);
    const { verificationId } = (body as { data: { verificationId: string } }).data;
    const wrong = await injectCall(ctx.app, VerifyPayMyBillCodeCall, {
      params: { cid: SOPHEA },
      body: { verificationId, code: "000000" === (await lastCode("+85517555123")) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    // The right code, but for another CID than it was sent for.
    const elsewhere = await injectCall(ctx.app, VerifyPayMyBillCodeCall, {
      params: { cid: DARA },
      body: { verificationId, code: await lastCode("+85517555123") },
    });
    expect(elsewhere.status).toBe(400);
    const unknown = await askCode("555555");
    const unknownId = (unknown.body as { data: { verificationId: string } }).data.verificationId;
    for (let code = 0; code < 5; code++) {
      const tried = await injectCall(ctx.app, VerifyPayMyBillCodeCall, {
        params: { cid: "555555" },
        body: { verificationId: unknownId, code: String(code).padStart(6, "0") },
      });
      expect([400, 429]).toContain(tried.status);
    }
  });

  it("shows the unpaid invoices with the token, pays them by KHQR in the sandbox, and settles them once", async () => {
    const token = await tokenOf(DARA, DARA_PHONE);
    const { data } = await callOk(ctx.app, ListPayMyBillInvoicesCall, {
      params: { cid: DARA },
      query: { FirebaseToken: token },
    });
    expect(data.customerName).toBe("Sok Dara");
    const [invoice] = data.invoices;
    if (!invoice) throw new Error("Dara has an unpaid invoice");
    expect(invoice.totalKhr).toBe(Math.ceil((invoice.total * data.khrPerUsd) / 100) * 100);

    // Another CID's token, and no token, see nothing of Dara's.
    const sophea = await tokenOf(SOPHEA, "+85517555123");
    for (const FirebaseToken of [sophea, `${token.slice(0, -2)}xx`]) {
      const refused = await injectCall(ctx.app, ListPayMyBillInvoicesCall, {
        params: { cid: DARA },
        query: { FirebaseToken },
      });
      expect(refused.status).toBe(401);
    }
    const notHers = await injectCall(ctx.app, CreateKhqrInvoiceOrderCall, {
      query: { FirebaseToken: sophea },
      body: { bs2CustomerId: DARA, invoices: [invoice.invoiceId] },
    });
    expect(notHers.status).toBe(401);
    const foreignInvoice = await injectCall(ctx.app, CreateKhqrInvoiceOrderCall, {
      query: { FirebaseToken: sophea },
      body: { bs2CustomerId: SOPHEA, invoices: [invoice.invoiceId] },
    });
    expect(foreignInvoice.status).toBe(422);

    const created = await callOk(ctx.app, CreateKhqrInvoiceOrderCall, {
      query: { FirebaseToken: token },
      body: { bs2CustomerId: DARA, invoices: [invoice.invoiceId] },
    });
    const order = created.data;
    expect(order.status).toBe("pending");
    expect(order.amount).toBe(invoice.total);
    expect(order.invoiceNumbers).toEqual([invoice.number]);
    const qr = order.khqr?.qr ?? "";
    const read = readKhqr(qr);
    expect(read).toMatchObject({ currency: "USD", billNumber: order.orderId, accountId: "romdoul@devb" });
    expect(Number(read?.amount)).toBe(invoice.total);

    const poll = () =>
      callOk(ctx.app, GetPaymentOrderCall, {
        params: { orderId: order.orderId },
        query: { FirebaseToken: token },
      });
    expect((await poll()).data.status).toBe("pending");

    // The payer's banking app (the sandbox) pays the QR.
    const paid = await ctx.app.inject({
      method: "POST",
      url: "/sandbox/khqr/pay",
      payload: new URLSearchParams({ qr, action: "pay" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.statusCode).toBe(200);

    // Several pages poll at once: the invoices are settled by one payment only.
    const answers = await Promise.all([poll(), poll(), poll()]);
    for (const answer of answers) expect(["pending", "paid"]).toContain(answer.data.status);
    const settledOrder = (await poll()).data;
    expect(settledOrder.status).toBe("paid");
    expect(settledOrder.receiptNumber).toMatch(/^RC-\d{8}-\d{6}$/);
    expect(settledOrder.khqr).toBeNull();
    // The payer without an account downloads the receipt with the same token; another CID's cannot.
    const receiptUrl = (FirebaseToken: string) =>
      `/bs2-api/api/v1/Customers/${DARA}/PaymentHistory/${settledOrder.paymentId}/pdf?FirebaseToken=${FirebaseToken}`;
    const receipt = await ctx.app.inject({ url: receiptUrl(token) });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toContain("application/pdf");
    expect((await ctx.app.inject({ url: receiptUrl(sophea) })).statusCode).toBe(404);
    const rows = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.reference, order.orderId));
    expect(rows[0]?.paymentId).not.toBeNull();
    const owner = await callOk(ctx.app, ListInvoicesCall, {
      params: { customerId: DARA },
      token: await demoAccessToken(ctx.app, "dara"),
    });
    const settled = owner.data.find((entry) => entry.invoiceId === invoice.invoiceId);
    expect(settled?.status).toBe("paid");
    const history = await callOk(ctx.app, ListPaymentHistoryCall, {
      params: { customerId: DARA },
      token: await demoAccessToken(ctx.app, "dara"),
    });
    const byKhqr = history.data.filter((payment) => payment.comment === `KHQR ${order.orderId}`);
    expect(byKhqr).toHaveLength(1);
    expect(byKhqr[0]).toMatchObject({
      method: "khqr",
      amount: invoice.total,
      receiptNumber: settledOrder.receiptNumber,
    });
    const again = await callOk(ctx.app, ListPayMyBillInvoicesCall, {
      params: { cid: DARA },
      query: { FirebaseToken: token },
    });
    expect(again.data.invoices.find((entry) => entry.invoiceId === invoice.invoiceId)).toBeUndefined();

    // The order is Dara's only; an unknown reference answers the spec's "not found".
    const foreign = await injectCall(ctx.app, GetPaymentOrderCall, {
      params: { orderId: order.orderId },
      query: { FirebaseToken: sophea },
      language: "en",
    });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).toContain("Ops. We couldn't find your orders in our system");
  });

  it("lets a signed-in customer pay their own invoices with their bearer token, and no one else's", async () => {
    const token = await demoAccessToken(ctx.app, "sophea");
    const { data } = await callOk(ctx.app, ListPayMyBillInvoicesCall, { params: { cid: SOPHEA }, token });
    expect(data.customerName).toBe("Chan Sophea");
    const [invoice] = data.invoices;
    if (!invoice) throw new Error("Sophea has an unpaid invoice");
    const created = await callOk(ctx.app, CreateKhqrInvoiceOrderCall, {
      token,
      body: { bs2CustomerId: SOPHEA, invoices: [invoice.invoiceId] },
    });
    const polled = await callOk(ctx.app, GetPaymentOrderCall, {
      params: { orderId: created.data.orderId },
      token,
    });
    expect(polled.data.status).toBe("pending");

    const dara = await demoAccessToken(ctx.app, "dara");
    expect(
      (await injectCall(ctx.app, ListPayMyBillInvoicesCall, { params: { cid: SOPHEA }, token: dara })).status,
    ).toBe(404);
    const foreignOrder = await injectCall(ctx.app, CreateKhqrInvoiceOrderCall, {
      token: dara,
      body: { bs2CustomerId: SOPHEA, invoices: [invoice.invoiceId] },
    });
    expect(foreignOrder.status).toBe(404);
    const foreignPoll = await injectCall(ctx.app, GetPaymentOrderCall, {
      params: { orderId: created.data.orderId },
      token: dara,
    });
    expect(foreignPoll.status).toBe(404);
    for (const call of [
      injectCall(ctx.app, ListPayMyBillInvoicesCall, { params: { cid: SOPHEA } }),
      injectCall(ctx.app, GetPaymentOrderCall, { params: { orderId: created.data.orderId } }),
    ]) {
      expect((await call).status).toBe(401);
    }
  });

  it("answers Bakong's sandbox API as Bakong does: a bad token 401, an unknown QR code 1", async () => {
    const ask = (authorization: string, md5: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/sandbox/khqr/v1/check_transaction_by_md5",
        headers: { authorization, "content-type": "application/json" },
        payload: { md5 },
      });
    expect((await ask("Bearer wrong", "0".repeat(32))).statusCode).toBe(401);
    const unknown = await ask("Bearer sandbox-bakong-token", "0".repeat(32));
    expect(unknown.json()).toMatchObject({ responseCode: 1, errorCode: 1 });
    expect((await ask("Bearer sandbox-bakong-token", "junk")).statusCode).toBe(400);
    const page = await ctx.app.inject({ url: "/sandbox/khqr/pay?qr=not-a-qr-string-at-all" });
    expect(page.statusCode).toBe(400);
  });
});
