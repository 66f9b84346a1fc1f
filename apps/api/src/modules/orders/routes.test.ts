import { ListPackagesCall } from "@isp/contracts/billing/list-packages";
import type { CallDefinition } from "@isp/contracts/http/define-call";
import { GetOrderCall } from "@isp/contracts/orders/get-order";
import { GetOrderInstallationCall } from "@isp/contracts/orders/get-order-installation";
import { GetOrderReceiptCall } from "@isp/contracts/orders/get-order-receipt";
import { ListOrdersCall } from "@isp/contracts/orders/list-orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";

describe.each(testDatabaseKinds())("orders calls on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let dara: string;
  let sophea: string;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
    [dara, sophea] = await Promise.all([
      demoAccessToken(ctx.app, "dara"),
      demoAccessToken(ctx.app, "sophea"),
    ]);
  });
  afterAll(() => ctx.close());

  const orderCalls = [GetOrderCall, GetOrderReceiptCall, GetOrderInstallationCall] as const;
  const paramsOf = (call: CallDefinition, orderId: unknown) =>
    call === GetOrderCall ? { id: orderId } : { orderId };

  it("lists only the caller's orders, newest first, in every state, priced with VAT", async () => {
    const { data } = await callOk(ctx.app, ListOrdersCall, { token: dara, language: "en" });
    expect(data.map((order) => order.orderId)).toEqual([50014, 50015, 50013, 50012, 50011]);
    expect(data.every((order) => order.bs2CustomerId === "100245")).toBe(true);
    const created = data.map((order) => order.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(data.map((order) => order.status))).toEqual(new Set(["paid", "cancelled", "completed"]));
    const installation = data.find((order) => order.orderId === 50011);
    // 20.00 + 18.00 + 0.00 before VAT, 10 % VAT.
    expect(installation).toMatchObject({
      type: "new-service",
      title: "MegaSurf 30 Mbps home fibre",
      amount: 41.8,
      invoices: ["OI-050011"],
      hasReceipt: true,
      hasInstallation: true,
      hasQuotation: false,
    });
    const change = data.find((order) => order.type === "change-plan");
    expect(change).toMatchObject({ amount: 0, hasReceipt: false, hasInstallation: false });
    expect(change?.planChange).toMatchObject({
      fromPlanName: "MegaSurf 30 Mbps",
      toPlanCode: "megasurf-50",
      toPlanName: "MegaSurf 50 Mbps",
      monthlyFee: 25,
    });
    // The day billing moved the service to MegaSurf 50, booked in the billing period before it.
    const packages = await callOk(ctx.app, ListPackagesCall, {
      token: dara,
      params: { customerId: "100245" },
    });
    expect(change?.planChange?.effectiveOn).toBe(packages.data[0]?.effectiveOn);
    expect(change && change.createdAt < `${change.planChange?.effectiveOn}T00:00:00+07:00`).toBe(true);
    const khmer = await callOk(ctx.app, ListOrdersCall, { token: dara, language: "km" });
    expect(khmer.data.find((order) => order.orderId === 50011)?.title).toBe(
      "អ៊ីនធឺណិតហ្វាយប័រ MegaSurf ល្បឿន 30 Mbps",
    );
  });

  it("gives one order with its lines, its receipt once paid and its installation timeline", async () => {
    const { data: order } = await callOk(ctx.app, GetOrderCall, { token: dara, params: { id: 50014 } });
    expect(order).toMatchObject({ orderId: 50014, status: "paid", amount: 88 });
    expect(order.lines).toHaveLength(2);
    expect(order.lines[0]).toMatchObject({ qty: 2, unitPrice: 35, value: 70 });

    const { data: receipt } = await callOk(ctx.app, GetOrderReceiptCall, {
      token: dara,
      params: { orderId: 50011 },
      language: "en",
    });
    expect(receipt).toMatchObject({
      receiptNumber: "RC-050011",
      customerName: "Sok Dara",
      bs2CustomerId: "100245",
      paymentMethod: "aba",
      subtotal: 38,
      vat: 3.8,
      total: 41.8,
    });
    expect(receipt.lines.map((line) => line.name)).toEqual([
      "Installation and fibre drop",
      "First month, MegaSurf 30 Mbps",
      "Wi-Fi 6 router (included)",
    ]);

    const done = await callOk(ctx.app, GetOrderInstallationCall, { token: dara, params: { orderId: 50011 } });
    expect(done.data.steps.map((step) => step.step)).toEqual([
      "received",
      "scheduled",
      "engineerAssigned",
      "onSite",
      "installed",
      "activated",
    ]);
    expect(done.data.steps.every((step) => step.at !== null)).toBe(true);
    expect(done.data.engineerName).toBe("Chea Vuthy");

    const coming = await callOk(ctx.app, GetOrderInstallationCall, {
      token: dara,
      params: { orderId: 50014 },
    });
    expect(coming.data.steps.map((step) => step.at === null)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(Date.parse(coming.data.appointmentAt ?? "")).toBeGreaterThan(Date.parse(order.createdAt));

    const cancelled = await callOk(ctx.app, GetOrderInstallationCall, {
      token: dara,
      params: { orderId: 50015 },
    });
    expect(cancelled.data.steps.map((step) => step.step)).toEqual(["received", "cancelled"]);
  });

  it("answers 404 for a receipt of an unpaid order and an installation of a plan change", async () => {
    const unpaid = await injectCall(ctx.app, GetOrderReceiptCall, {
      token: dara,
      params: { orderId: 50015 },
      language: "en",
    });
    expect(unpaid).toMatchObject({ status: 404, body: { error: "not_found" } });
    const planChange = await injectCall(ctx.app, GetOrderInstallationCall, {
      token: dara,
      params: { orderId: 50013 },
    });
    expect(planChange.status).toBe(404);
  });

  it("answers 404 for another customer's order and for guessed numbers, saying nothing of them", async () => {
    for (const call of orderCalls) {
      for (const orderId of [50011, 50021 + 1000, 1, 2_147_483_647]) {
        const { status, body } = await injectCall(ctx.app, call, {
          token: sophea,
          params: paramsOf(call, orderId),
          language: "en",
        });
        expect(status, `${call.path} ${orderId}`).toBe(404);
        expect(JSON.stringify(body)).not.toMatch(/Dara|100245|RC-0500/);
      }
    }
    const spec = await injectCall(ctx.app, GetOrderCall, {
      token: sophea,
      params: { id: 50011 },
      language: "en",
    });
    expect(spec.body).toMatchObject({ message: "Ops. We couldn't find your orders in our system" });
  });

  it("answers 401 without a token or with a forged one", async () => {
    for (const call of [ListOrdersCall, ...orderCalls] as CallDefinition[]) {
      const params = call === ListOrdersCall ? undefined : paramsOf(call, 50011);
      expect((await injectCall(ctx.app, call, { params })).status).toBe(401);
      expect((await injectCall(ctx.app, call, { params, token: `${dara.slice(0, -4)}AAAA` })).status).toBe(
        401,
      );
    }
  });

  it("refuses order numbers that are not positive whole numbers with a field error", async () => {
    for (const call of orderCalls) {
      for (const orderId of ["abc", "0", "-5", "1.5", "99999999999"]) {
        const { status, body } = await injectCall(ctx.app, call, {
          token: dara,
          params: paramsOf(call, orderId),
          language: "en",
        });
        expect(status, `${call.path} ${orderId}`).toBe(400);
        expect(body).toMatchObject({ error: "validation_failed" });
      }
    }
  });
});
