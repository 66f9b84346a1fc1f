import { ListInvoicesCall } from "@isp/contracts/billing/list-invoices";
import { ListPaymentHistoryCall } from "@isp/contracts/billing/list-payment-history";
import { CancelOrderCall } from "@isp/contracts/orders/cancel-order";
import { ConfirmOrderCall } from "@isp/contracts/orders/confirm-order";
import { GetOrderCall } from "@isp/contracts/orders/get-order";
import { GetOrderReceiptCall } from "@isp/contracts/orders/get-order-receipt";
import { GetGatewayCheckoutCall, GetGatewayConfigCall } from "@isp/contracts/payments/gateway-checkout";
import { ListPayMyBillInvoicesCall } from "@isp/contracts/payments/pay-my-bill";
import {
  type CardGateway,
  CreateInvoiceOrderCall,
  GetPaymentOrderCall,
} from "@isp/contracts/payments/payment-orders";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { payInSandbox } from "../../test/pay-in-sandbox";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { invoices } from "../billing/tables";
import { outboxMessages } from "../notifications/tables";
import { ABA_SIGNATURE_HEADER } from "./gateways/aba/callback";
import { callbackHashOf } from "./gateways/aba/payway-hash";
import { effectiveGatewaySettings } from "./gateways/gateway-settings";
import { responseSignatureOf } from "./gateways/pay88/signature";
import { recordDecision } from "./sandbox/sandbox-ledger";
import { paymentOrders } from "./tables";

const LINK_SECRET = "gateway-test-link-secret-of-at-least-32-characters";
const SETTINGS = effectiveGatewaySettings(
  {},
  { siteOrigin: "http://localhost", fallbackEmail: "x@example.com", secret: LINK_SECRET },
);
const DARA = "100245";
const SOPHEA = "100318";

describe.each(testDatabaseKinds())("card and wallet gateways on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let dara: string;
  let sophea: string;
  beforeAll(async () => {
    ctx = await createTestApp({ kind, config: { linkSecret: LINK_SECRET, formRateLimit: 1000 } });
    dara = await demoAccessToken(ctx.app, "dara");
    sophea = await demoAccessToken(ctx.app, "sophea");
    // Enough unpaid bills for every test to pay its own (periods long past, so no seeded one clashes).
    await ctx.db.insert(invoices).values(
      Array.from({ length: 8 }, (_, index) => {
        const month = String(index + 1).padStart(2, "0");
        return {
          number: `INV-TEST-${month}`,
          customerId: SOPHEA,
          issuedOn: `2001-${month}-01`,
          periodStart: `2001-${month}-01`,
          periodEnd: `2001-${month}-28`,
          dueOn: `2001-${month}-11`,
          netCents: 1000 + index,
          vatCents: 100,
          totalCents: 1100 + index,
        };
      }),
    );
  });
  afterAll(() => ctx.close());

  const unpaidOf = async (cid: string, token: string) =>
    (await callOk(ctx.app, ListPayMyBillInvoicesCall, { params: { cid }, token })).data.invoices;

  /** A new order for one unpaid invoice of Sophea's through a gateway, and its signed form. */
  async function orderFor(gateway: CardGateway, invoiceId?: number) {
    const invoice = invoiceId ?? (await unpaidOf(SOPHEA, sophea))[0]?.invoiceId;
    if (!invoice) throw new Error("Sophea has an unpaid invoice");
    const { data: order } = await callOk(ctx.app, CreateInvoiceOrderCall, {
      token: sophea,
      body: { bs2CustomerId: SOPHEA, invoices: [invoice], paymentMethod: gateway },
    });
    const { data: checkout } = await callOk(ctx.app, GetGatewayCheckoutCall, {
      params: { gateway },
      query: { RefNo: order.orderId, Amount: order.amount.toFixed(2) },
      token: sophea,
    });
    return { order, checkout, invoiceId: invoice };
  }

  const orderNow = async (orderId: string) =>
    (await callOk(ctx.app, GetPaymentOrderCall, { params: { orderId }, token: sophea })).data;

  const paymentsFor = async (invoiceNumber: string) =>
    (
      await callOk(ctx.app, ListPaymentHistoryCall, { params: { customerId: SOPHEA }, token: sophea })
    ).data.filter((payment) => payment.invoiceNumbers.includes(invoiceNumber));

  it("tells the payer's page each gateway is a sandbox, and never a key", async () => {
    for (const gateway of ["aba", "pay88", "wing"] as const) {
      const { data } = await callOk(ctx.app, GetGatewayConfigCall, { params: { gateway } });
      expect(data).toMatchObject({ gateway, isSandbox: true });
      expect(JSON.stringify(data)).not.toContain(SETTINGS[gateway].apiKey);
    }
    expect((await ctx.app.inject({ url: "/pay-api/api/v1/paypal/config" })).statusCode).toBe(400);
  });

  for (const gateway of ["aba", "pay88", "wing"] as const) {
    it(`pays an invoice through ${gateway}'s sandbox once, with its receipt by SMS, and a decline changes nothing`, async () => {
      const { order, checkout, invoiceId } = await orderFor(gateway);
      expect(checkout.action).toContain(`/sandbox/${gateway}/`);
      expect(JSON.stringify(checkout)).not.toContain(SETTINGS[gateway].apiKey);
      const back = await payInSandbox(ctx.app, checkout, "approve");
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toContain(`/online_payment/${gateway}/response?orderId=${order.orderId}`);

      const paid = await orderNow(order.orderId);
      expect(paid).toMatchObject({ status: "paid", method: gateway });
      expect(paid.receiptNumber).toBeTruthy();
      const number = order.invoiceNumbers[0] ?? "";
      expect(await paymentsFor(number)).toHaveLength(1);
      const invoices = await callOk(ctx.app, ListInvoicesCall, {
        params: { customerId: SOPHEA },
        token: sophea,
      });
      expect(invoices.data.find((invoice) => invoice.invoiceId === invoiceId)?.status).toBe("paid");
      // The sandbox's retry comes a second later: still one payment, one receipt.
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(await paymentsFor(number)).toHaveLength(1);
      const receipts = await ctx.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.template, "payment-receipt"), eq(outboxMessages.channel, "sms")));
      expect(receipts.filter((message) => message.textBody.includes(paid.receiptNumber ?? "-"))).toHaveLength(
        1,
      );

      // Declined: the order fails (Wing's inquiry knows paid payments only: it stays pending until it
      // expires), and the next invoice stays unpaid.
      const declined = await orderFor(gateway);
      await payInSandbox(ctx.app, declined.checkout, "decline");
      expect((await orderNow(declined.order.orderId)).status).toBe(gateway === "wing" ? "pending" : "failed");
      expect(
        (await unpaidOf(SOPHEA, sophea)).some((invoice) => invoice.invoiceId === declined.invoiceId),
      ).toBe(true);
    });
  }

  it("refuses forged callbacks and changes nothing", async () => {
    const { order } = await orderFor("aba");
    const body = { tran_id: order.orderId, apv: "123456", status: "0", return_params: order.orderId };
    const forged = await ctx.app.inject({
      method: "POST",
      url: "/pay-api/api/v1/aba/callback",
      headers: { [ABA_SIGNATURE_HEADER]: callbackHashOf(body, "not-the-key") },
      payload: body,
    });
    expect(forged.statusCode).toBe(400);
    const pay88Fields = {
      MerchantCode: SETTINGS.pay88.merchantId,
      PaymentId: "1",
      RefNo: order.orderId,
      Amount: order.amount.toFixed(2),
      Currency: "USD",
      Status: "1",
    };
    const forgedPay88 = await ctx.app.inject({
      method: "POST",
      url: "/pay-api/api/v1/pay88/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        ...pay88Fields,
        Signature: responseSignatureOf(pay88Fields, "wrong"),
      }).toString(),
    });
    expect(forgedPay88.statusCode).toBe(400);
    const junk = await ctx.app.inject({
      method: "POST",
      url: "/pay-api/api/v1/wing/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "contents=bm90LWVuY3J5cHRlZA%3D%3D",
    });
    expect(junk.statusCode).toBe(400);
    // A correctly signed callback the gateway's status check does not confirm settles nothing either.
    const unconfirmed = await ctx.app.inject({
      method: "POST",
      url: "/pay-api/api/v1/aba/callback",
      headers: { [ABA_SIGNATURE_HEADER]: callbackHashOf(body, SETTINGS.aba.apiKey) },
      payload: body,
    });
    expect(unconfirmed.statusCode).toBe(200);
    expect((await orderNow(order.orderId)).status).toBe("pending");
  });

  it("signs only the server's own pending orders of the caller, for their amount", async () => {
    const { order } = await orderFor("pay88");
    const ask = (query: Record<string, string>, token?: string) =>
      injectCall(ctx.app, GetGatewayCheckoutCall, {
        params: { gateway: "pay88" },
        query: { RefNo: order.orderId, ...query },
        ...(token ? { token } : {}),
        language: "km",
      });
    expect((await ask({ Amount: "0.01" }, sophea)).status).toBe(422);
    expect((await ask({ PaymentMethod: "abapay" }, sophea)).status).toBe(422);
    expect((await ask({}, dara)).status).toBe(404);
    expect((await ask({})).status).toBe(401);
    const otherGateway = await injectCall(ctx.app, GetGatewayCheckoutCall, {
      params: { gateway: "aba" },
      query: { RefNo: order.orderId },
      token: sophea,
    });
    expect(otherGateway.status).toBe(404);
    const notMine = await injectCall(ctx.app, CreateInvoiceOrderCall, {
      token: dara,
      body: { bs2CustomerId: SOPHEA, invoices: [1], paymentMethod: "aba" },
    });
    expect(notMine.status).toBe(404);
    const notPayable = await injectCall(ctx.app, CreateInvoiceOrderCall, {
      token: dara,
      body: { bs2CustomerId: DARA, invoices: [2_000_000_000], paymentMethod: "aba" },
      language: "en",
    });
    expect(notPayable.status).toBe(422);
    expect(JSON.stringify(notPayable.body)).toContain("Please contact support for more information");
  });

  it("settles exactly once when 50 callbacks, retries and status polls arrive at the same moment", async () => {
    const { order, invoiceId } = await orderFor("aba");
    await recordDecision(ctx.db, {
      gateway: "aba",
      reference: order.orderId,
      status: "approved",
      amount: order.amount.toFixed(2),
      currency: "USD",
      transactionId: "777777",
    });
    const body = { tran_id: order.orderId, apv: "777777", status: "0", return_params: order.orderId };
    const callback = () =>
      ctx.app.inject({
        method: "POST",
        url: "/pay-api/api/v1/aba/callback",
        headers: { [ABA_SIGNATURE_HEADER]: callbackHashOf(body, SETTINGS.aba.apiKey) },
        payload: body,
      });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 5 === 0
          ? injectCall(ctx.app, GetPaymentOrderCall, {
              params: { orderId: order.orderId },
              token: sophea,
            }).then((answer) => answer.status)
          : callback().then((answer) => answer.statusCode),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await paymentsFor(order.invoiceNumbers[0] ?? "")).toHaveLength(1);
    expect((await orderNow(order.orderId)).status).toBe("paid");
    expect((await unpaidOf(SOPHEA, sophea)).some((invoice) => invoice.invoiceId === invoiceId)).toBe(false);
  });

  it("records a payment of an already paid invoice, or of another amount, for refund without settling it", async () => {
    const [invoice] = await unpaidOf(SOPHEA, sophea);
    if (!invoice) throw new Error("Sophea has an unpaid invoice");
    const first = await orderFor("aba", invoice.invoiceId);
    const second = await orderFor("wing", invoice.invoiceId);
    await payInSandbox(ctx.app, first.checkout, "approve");
    await recordDecision(ctx.db, {
      gateway: "wing",
      reference: second.order.orderId,
      status: "approved",
      amount: second.order.amount.toFixed(2),
      currency: "USD",
      transactionId: "888888",
    });
    expect((await orderNow(second.order.orderId)).status).toBe("paid");
    expect(await paymentsFor(invoice.number)).toHaveLength(1);
    const [late] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, second.order.orderId));
    expect(late).toMatchObject({ refundDue: true, receiptNumber: null });

    const [next] = await unpaidOf(SOPHEA, sophea);
    if (!next) throw new Error("Sophea has another unpaid invoice");
    const short = await orderFor("aba", next.invoiceId);
    await recordDecision(ctx.db, {
      gateway: "aba",
      reference: short.order.orderId,
      status: "approved",
      amount: "0.01",
      currency: "USD",
      transactionId: "999999",
    });
    expect((await orderNow(short.order.orderId)).status).toBe("failed");
    const [refund] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, short.order.orderId));
    expect(refund?.refundDue).toBe(true);
    expect((await unpaidOf(SOPHEA, sophea)).some((entry) => entry.invoiceId === next.invoiceId)).toBe(true);
  });

  it("shows the sandbox's refusal of a form that is not the gateway's", async () => {
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/sandbox/pay88/epayment/entry.asp",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "MerchantCode=KH00000&RefNo=PMB1&Amount=1.00&Currency=USD&Signature=forged",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("sandbox-problems");
    const tampered = await ctx.app.inject({
      method: "POST",
      url: "/sandbox/aba/decide",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "ticket=eyJ9.forged&decision=approve",
    });
    expect(tampered.statusCode).toBe(400);
  });

  it("pays a confirmed service order through a gateway once, and refuses one not confirmed or both at once", async () => {
    const pay = (body: { orderId?: number; invoices?: number[] }) =>
      injectCall(ctx.app, CreateInvoiceOrderCall, {
        token: sophea,
        body: { bs2CustomerId: SOPHEA, paymentMethod: "aba", ...body },
        language: "en",
      });
    // 50022 is created, not confirmed yet: not payable.
    const early = await pay({ orderId: 50022 });
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.body)).toContain("must be confirmed");
    expect((await pay({ orderId: 50022, invoices: [1] })).status).toBe(400);
    expect((await pay({})).status).toBe(400);
    await callOk(ctx.app, ConfirmOrderCall, { params: { orderId: 50022 }, token: sophea });
    const notHers = await injectCall(ctx.app, CreateInvoiceOrderCall, {
      token: dara,
      body: { bs2CustomerId: DARA, orderId: 50022, paymentMethod: "aba" },
    });
    expect(notHers.status).toBe(422);

    const { data: order } = await callOk(ctx.app, CreateInvoiceOrderCall, {
      token: sophea,
      body: { bs2CustomerId: SOPHEA, orderId: 50022, paymentMethod: "aba" },
    });
    expect(order).toMatchObject({ serviceOrderId: 50022, invoiceNumbers: [] });
    const { data: serviceOrder } = await callOk(ctx.app, GetOrderCall, {
      params: { id: 50022 },
      token: sophea,
    });
    expect(order.amount).toBe(serviceOrder.amount);
    const { data: checkout } = await callOk(ctx.app, GetGatewayCheckoutCall, {
      params: { gateway: "aba" },
      query: { RefNo: order.orderId },
      token: sophea,
    });
    await payInSandbox(ctx.app, checkout, "approve");
    expect(await orderNow(order.orderId)).toMatchObject({ status: "paid", receiptNumber: "RC-050022" });
    const receipt = await callOk(ctx.app, GetOrderReceiptCall, { params: { orderId: 50022 }, token: sophea });
    expect(receipt.data).toMatchObject({
      receiptNumber: "RC-050022",
      paymentMethod: "aba",
      total: order.amount,
    });
    // Paid now: neither payable again nor cancellable.
    expect((await pay({ orderId: 50022 })).status).toBe(422);
    expect(
      (await injectCall(ctx.app, CancelOrderCall, { params: { orderId: 50022 }, token: sophea })).status,
    ).toBe(409);
  });
});
