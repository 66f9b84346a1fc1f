import { CreateWebSdkFastPaymentOrderCall } from "@isp/contracts/payments/fast-payment";
import { GetGatewayCheckoutCall, GetGatewayConfigCall } from "@isp/contracts/payments/gateway-checkout";
import { ListPayMyBillInvoicesCall } from "@isp/contracts/payments/pay-my-bill";
import {
  CreateInvoiceOrderCall,
  CreateWebSdkInvoiceOrderCall,
  GetPaymentOrderCall,
  WEB_SDK_FIELDS,
} from "@isp/contracts/payments/payment-orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { payInSandbox } from "../../test/pay-in-sandbox";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { effectiveGatewaySettings } from "./gateways/gateway-settings";
import { contentsOf } from "./gateways/wing/wing-crypto";
import { paymentOrders } from "./tables";

const LINK_SECRET = "wing-web-sdk-test-link-secret-of-32-characters-at-least";
const SETTINGS = effectiveGatewaySettings(
  {},
  { siteOrigin: "http://localhost", fallbackEmail: "x@example.com", secret: LINK_SECRET },
);
const SOPHEA = "100318";

describe.each(testDatabaseKinds())("Wing's web SDK on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sophea: string;
  beforeAll(async () => {
    ctx = await createTestApp({ kind, config: { linkSecret: LINK_SECRET, formRateLimit: 1000 } });
    sophea = await demoAccessToken(ctx.app, "sophea");
  });
  afterAll(() => ctx.close());

  const statusInDatabase = async (reference: string) =>
    (await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]?.status;

  /** The signed step to Wing's confirm page of an order, as `/online_payment/wingwebsdk` asks for it. */
  const checkoutOf = async (orderId: string) =>
    (
      await callOk(ctx.app, GetGatewayCheckoutCall, {
        params: { gateway: "wingwebsdk" },
        query: { RefNo: orderId },
        token: sophea,
      })
    ).data;

  it("has its own config call, a sandbox, and never shows a key", async () => {
    const { data } = await callOk(ctx.app, GetGatewayConfigCall, { params: { gateway: "wingwebsdk" } });
    expect(data).toMatchObject({ gateway: "wingwebsdk", isSandbox: true });
    expect(JSON.stringify(data)).not.toContain(SETTINGS.wingwebsdk.apiKey);
  });

  it("pays an invoice on Wing's page and settles it from its own callback path, once", async () => {
    const [invoice] = (
      await callOk(ctx.app, ListPayMyBillInvoicesCall, { params: { cid: SOPHEA }, token: sophea })
    ).data.invoices;
    if (!invoice) throw new Error("Sophea has an unpaid invoice");
    const { data: order } = await callOk(ctx.app, CreateWebSdkInvoiceOrderCall, {
      token: sophea,
      body: { bs2CustomerId: SOPHEA, invoices: [invoice.invoiceId], ...WEB_SDK_FIELDS },
    });
    expect(order).toMatchObject({ method: "wingwebsdk", kind: "invoices", amount: invoice.total });
    const checkout = await checkoutOf(order.orderId);
    expect(checkout.action).toContain("/sandbox/wingwebsdk/");
    expect(JSON.stringify(checkout)).not.toContain(SETTINGS.wingwebsdk.apiKey);
    const back = await payInSandbox(ctx.app, checkout, "approve");
    expect(back.headers.location).toContain(`/online_payment/wingwebsdk/response?orderId=${order.orderId}`);
    // Paid by the notification to /pay-api/api/v1/wingwebsdk/callback, before any page asked.
    expect(await statusInDatabase(order.orderId)).toBe("paid");
    const { data: paid } = await callOk(ctx.app, GetPaymentOrderCall, {
      params: { orderId: order.orderId },
      token: sophea,
    });
    expect(paid).toMatchObject({ status: "paid", invoiceNumbers: [invoice.number] });
    expect(paid.receiptNumber).toMatch(/^RC-\d{8}-\d{6}$/);
  });

  it("pays an amount through the web SDK (FastPayment/WebSdk)", async () => {
    const { data: order } = await callOk(ctx.app, CreateWebSdkFastPaymentOrderCall, {
      token: sophea,
      body: { bs2CustomerId: SOPHEA, amount: 1.5, ...WEB_SDK_FIELDS },
    });
    expect(order).toMatchObject({ method: "wingwebsdk", kind: "amount", amount: 1.5 });
    await payInSandbox(ctx.app, await checkoutOf(order.orderId), "approve");
    expect(await statusInDatabase(order.orderId)).toBe("paid");
  });

  it("refuses other values than spec §9's fixed fields, and the web SDK as a paymentMethod", async () => {
    const send = (fields: Record<string, unknown>) =>
      injectCall(ctx.app, CreateWebSdkFastPaymentOrderCall, {
        token: sophea,
        body: { bs2CustomerId: SOPHEA, amount: 5, ...WEB_SDK_FIELDS, ...fields },
      });
    for (const wrong of [
      { upfrontMonth: 2 },
      { serviceId: [1] },
      { serviceId: [] },
      { reasonId: 2 },
      { optionId: "1" },
      { origin: "APP" },
      { startDate: "2026-01-01" },
      { origin: undefined },
    ]) {
      expect((await send(wrong)).status, JSON.stringify(wrong)).toBe(400);
    }
    const asMethod = await injectCall(ctx.app, CreateInvoiceOrderCall, {
      token: sophea,
      body: { bs2CustomerId: SOPHEA, invoices: [1], paymentMethod: "wingwebsdk" },
    });
    expect(asMethod.status).toBe(400);
  });

  it("does not settle a web-SDK order from Wing's redirect callback path", async () => {
    const { data: order } = await callOk(ctx.app, CreateWebSdkFastPaymentOrderCall, {
      token: sophea,
      body: { bs2CustomerId: SOPHEA, amount: 2, ...WEB_SDK_FIELDS },
    });
    const contents = contentsOf(
      JSON.stringify({ remark: order.orderId, amount: " USD 2.00", transaction_id: "1", currency: "USD" }),
      SETTINGS.wing.apiKey,
    );
    const other = await ctx.app.inject({
      method: "POST",
      url: "/pay-api/api/v1/wing/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ contents }).toString(),
    });
    expect(other.statusCode).toBe(404);
    expect(await statusInDatabase(order.orderId)).toBe("pending");
  });
});
