import {
  CreateFastPaymentOrderCall,
  CreateKhqrFastPaymentOrderCall,
} from "@isp/contracts/payments/fast-payment";
import { GetGatewayCheckoutCall } from "@isp/contracts/payments/gateway-checkout";
import { ListPayMyBillInvoicesCall } from "@isp/contracts/payments/pay-my-bill";
import { type CardGateway, GetPaymentOrderCall } from "@isp/contracts/payments/payment-orders";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { payInSandbox } from "../../test/pay-in-sandbox";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { payments } from "../billing/tables";
import { outboxMessages } from "../notifications/tables";
import { ABA_SIGNATURE_HEADER } from "./gateways/aba/callback";
import { callbackHashOf } from "./gateways/aba/payway-hash";
import { effectiveGatewaySettings } from "./gateways/gateway-settings";
import { createPayBillTokens } from "./pay-bill-tokens";
import { recordDecision } from "./sandbox/sandbox-ledger";

const LINK_SECRET = "fast-payment-test-link-secret-of-32-characters-or-more";
const SETTINGS = effectiveGatewaySettings(
  {},
  { siteOrigin: "http://localhost", fallbackEmail: "x@example.com", secret: LINK_SECRET },
);
// Kim Vanna: five unpaid invoices, no account (she pays with the code's token).
const VANNA = "100502";
const VANNA_PHONE = "+85516777888";
const DARA = "100245";

const cents = (amount: number) => Math.round(amount * 100);

describe.each(testDatabaseKinds())("paying an amount (FastPayment) on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let vanna: string;
  let dara: string;
  beforeAll(async () => {
    ctx = await createTestApp({ kind, config: { linkSecret: LINK_SECRET, formRateLimit: 1000 } });
    vanna = createPayBillTokens(LINK_SECRET).tokenFor(VANNA).token;
    dara = await demoAccessToken(ctx.app, "dara");
  });
  afterAll(() => ctx.close());

  const billOf = async () =>
    (
      await callOk(ctx.app, ListPayMyBillInvoicesCall, {
        params: { cid: VANNA },
        query: { FirebaseToken: vanna },
      })
    ).data;
  const orderNow = async (orderId: string) =>
    (await callOk(ctx.app, GetPaymentOrderCall, { params: { orderId }, query: { FirebaseToken: vanna } }))
      .data;
  const paymentsOf = async (receiptNumber: string | null) =>
    (await ctx.db.select().from(payments).where(eq(payments.customerId, VANNA))).filter((payment) =>
      receiptNumber?.endsWith(String(payment.id).padStart(6, "0")),
    );

  /** An amount order through a gateway and the signed form the payer's browser posts. */
  async function amountOrder(gateway: CardGateway, amount: number) {
    const { data: order } = await callOk(ctx.app, CreateFastPaymentOrderCall, {
      query: { FirebaseToken: vanna },
      body: { bs2CustomerId: VANNA, amount, paymentMethod: gateway },
    });
    const { data: checkout } = await callOk(ctx.app, GetGatewayCheckoutCall, {
      params: { gateway },
      query: { RefNo: order.orderId, Amount: amount.toFixed(2), FirebaseToken: vanna },
    });
    return { order, checkout };
  }

  for (const gateway of ["aba", "pay88", "wing"] as const) {
    it(`pays an amount through ${gateway}'s sandbox: the oldest invoice in full, the rest as credit, once`, async () => {
      const before = await billOf();
      const [oldest, next] = before.invoices;
      if (!oldest || !next) throw new Error("Vanna has unpaid invoices");
      // The oldest invoice, and 50 cents: too little for the next one, so it is credit.
      const amount = (cents(oldest.total) + 50) / 100;
      const { order, checkout } = await amountOrder(gateway, amount);
      expect(order).toMatchObject({ kind: "amount", amount, invoiceNumbers: [], status: "pending" });
      expect(checkout.action).toContain(`/sandbox/${gateway}/`);
      await payInSandbox(ctx.app, checkout, "approve");

      const paid = await orderNow(order.orderId);
      expect(paid).toMatchObject({ status: "paid", kind: "amount", invoiceNumbers: [oldest.number] });
      const after = await billOf();
      expect(after.invoices.map((invoice) => invoice.number)).not.toContain(oldest.number);
      expect(after.invoices.map((invoice) => invoice.number)).toContain(next.number);
      expect(cents(after.credit)).toBe(cents(before.credit) + 50);
      // The sandbox's duplicate notifications and its retry a second later change nothing.
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(await paymentsOf(paid.receiptNumber)).toHaveLength(1);
      expect(cents((await billOf()).credit)).toBe(cents(after.credit));
      const receipts = await ctx.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.template, "payment-receipt"), eq(outboxMessages.toAddress, VANNA_PHONE)),
        );
      expect(receipts.filter((message) => message.textBody.includes(paid.receiptNumber ?? "-"))).toHaveLength(
        1,
      );
    });
  }

  it("pays an amount by KHQR (KHQRFastPayment) for exactly that amount", async () => {
    const before = await billOf();
    const { data: order } = await callOk(ctx.app, CreateKhqrFastPaymentOrderCall, {
      query: { FirebaseToken: vanna },
      body: { bs2CustomerId: VANNA, amount: 2.5 },
    });
    expect(order).toMatchObject({ kind: "amount", method: "khqr", amount: 2.5 });
    const qr = order.khqr?.qr ?? "";
    expect(qr).toContain("2.5");
    await ctx.app.inject({
      method: "POST",
      url: "/sandbox/khqr/pay",
      payload: new URLSearchParams({ qr, action: "pay" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await orderNow(order.orderId)).status).toBe("paid");
    expect(cents((await billOf()).credit)).toBe(cents(before.credit) + 250);
  });

  it("refuses amounts that are not whole cents between $1 and $1,000, in the payer's language", async () => {
    const send = (amount: unknown, language = "en") =>
      injectCall(ctx.app, CreateFastPaymentOrderCall, {
        query: { FirebaseToken: vanna },
        body: { bs2CustomerId: VANNA, paymentMethod: "aba", ...(amount === undefined ? {} : { amount }) },
        language,
      });
    const expectations: [unknown, string][] = [
      [0, "at least USD 1"],
      [-5, "at least USD 1"],
      [0.99, "at least USD 1"],
      [10.123, "at most two decimals"],
      [1000.01, "at most USD 1000"],
      [1e12, "at most USD 1000"],
      ["10.00", "Required field"],
      [null, "Required field"],
      [undefined, "Required field"],
    ];
    for (const [amount, text] of expectations) {
      const answer = await send(amount);
      expect(answer.status, String(amount)).toBe(400);
      expect(JSON.stringify(answer.body), String(amount)).toContain(text);
    }
    expect(JSON.stringify((await send(0, "km")).body)).toContain("ចំនួនទឹកប្រាក់ត្រូវតែយ៉ាងតិច 1 ដុល្លារ");
    expect(JSON.stringify((await send(0, "zh")).body)).toContain("金额不能少于 1 美元");
    expect((await send(1)).status).toBe(201);
    expect((await send(1000)).status).toBe(201);
  });

  it("refuses a forged or foreign token, and another customer's CID", async () => {
    const send = (cid: string, auth: { FirebaseToken?: string; token?: string }) =>
      injectCall(ctx.app, CreateKhqrFastPaymentOrderCall, {
        query: auth.FirebaseToken ? { FirebaseToken: auth.FirebaseToken } : {},
        ...(auth.token ? { token: auth.token } : {}),
        body: { bs2CustomerId: cid, amount: 10 },
      });
    expect((await send(VANNA, {})).status).toBe(401);
    expect((await send(VANNA, { FirebaseToken: `${vanna.slice(0, -2)}xx` })).status).toBe(401);
    const forged = createPayBillTokens("another-secret-of-at-least-32-characters-long").tokenFor(VANNA).token;
    expect((await send(VANNA, { FirebaseToken: forged })).status).toBe(401);
    // Vanna's token pays Vanna's bill only; Dara signed in pays his own only.
    expect((await send(DARA, { FirebaseToken: vanna })).status).toBe(401);
    expect((await send(VANNA, { token: dara })).status).toBe(404);
    expect((await send(DARA, { token: dara })).status).toBe(201);
  });

  it("settles once and allocates once when 50 callbacks, retries and polls arrive at the same moment", async () => {
    const before = await billOf();
    const { order } = await amountOrder("aba", 3);
    await recordDecision(ctx.db, {
      gateway: "aba",
      reference: order.orderId,
      status: "approved",
      amount: "3.00",
      currency: "USD",
      transactionId: "555555",
    });
    const body = { tran_id: order.orderId, apv: "555555", status: "0", return_params: order.orderId };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 5 === 0
          ? injectCall(ctx.app, GetPaymentOrderCall, {
              params: { orderId: order.orderId },
              query: { FirebaseToken: vanna },
            }).then((answer) => answer.status)
          : ctx.app
              .inject({
                method: "POST",
                url: "/pay-api/api/v1/aba/callback",
                headers: { [ABA_SIGNATURE_HEADER]: callbackHashOf(body, SETTINGS.aba.apiKey) },
                payload: body,
              })
              .then((answer) => answer.statusCode),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    const paid = await orderNow(order.orderId);
    expect(paid.status).toBe("paid");
    expect(await paymentsOf(paid.receiptNumber)).toHaveLength(1);
    const after = await billOf();
    const settledCents = before.invoices
      .filter((invoice) => paid.invoiceNumbers.includes(invoice.number))
      .reduce((sum, invoice) => sum + cents(invoice.total), 0);
    expect(cents(after.credit)).toBe(cents(before.credit) + 300 - settledCents);
  });
});
