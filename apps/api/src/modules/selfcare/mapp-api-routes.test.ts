import { ListMappDevicesCall } from "@isp/contracts/selfcare/list-mapp-devices";
import { ListMappProductsCall } from "@isp/contracts/selfcare/list-mapp-products";
import { ListMappQuotationsCall } from "@isp/contracts/selfcare/list-mapp-quotations";
import { ListMappSubscriptionsCall } from "@isp/contracts/selfcare/list-mapp-subscriptions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";

describe.each(testDatabaseKinds())("MappApi views on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let dara: string;
  let business: string;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
    [dara, business] = await Promise.all([
      demoAccessToken(ctx.app, "dara"),
      demoAccessToken(ctx.app, "business"),
    ]);
  });
  afterAll(() => ctx.close());

  it("offers consumers the consumer products and a business the SME and business ones", async () => {
    const consumer = await callOk(ctx.app, ListMappProductsCall, { token: dara, language: "en" });
    expect(consumer.data.map((product) => [product.code, product.isAddon])).toEqual([
      ["megasurf", false],
      ["onetv", true],
      ["mesh-router", true],
      ["installation", true],
      ["onetv-home", false],
      ["onetv-extra-box", true],
      ["ott-tv", false],
      ["fttr", false],
      ["fttr-extra-unit", true],
    ]);
    const company = await callOk(ctx.app, ListMappProductsCall, { token: business, language: "en" });
    expect(company.data.slice(0, 4).map((product) => [product.code, product.productType])).toEqual([
      ["megabiz", "sme"],
      ["dia", "business"],
      ["static-ip", "sme"],
      ["business-installation", "sme"],
    ]);
    expect(new Set(company.data.map((product) => product.productType))).toEqual(new Set(["sme", "business"]));
    const khmer = await callOk(ctx.app, ListMappProductsCall, { token: dara, language: "km" });
    expect(khmer.data[0]?.name).not.toBe(consumer.data[0]?.name);
  });

  it("lists a product's plans cheapest first, with speed and monthly fee in USD", async () => {
    const megasurf = await callOk(ctx.app, ListMappSubscriptionsCall, {
      token: dara,
      query: { productId: 1 },
      language: "en",
    });
    expect(megasurf.data.map((plan) => [plan.code, plan.speedMbps, plan.monthlyFee])).toEqual([
      ["megasurf-20", 20, 15],
      ["megasurf-30", 30, 18],
      ["megasurf-50", 50, 25],
      ["megasurf-100", 100, 39],
      ["megasurf-200", 200, 59],
    ]);
    expect(megasurf.data[0]).toMatchObject({ name: "MegaSurf 20 Mbps", productId: 1, subscriptionId: 101 });
    const dia = await callOk(ctx.app, ListMappSubscriptionsCall, {
      token: business,
      query: { productId: 3 },
    });
    expect(dia.data.map((plan) => plan.code)).toEqual(["dia-50", "dia-100", "dia-500", "dia-1g"]);
  });

  it("answers 404 for a product of another customer type or none at all", async () => {
    for (const [token, productId] of [
      [dara, 3],
      [business, 1],
      [dara, 999],
    ] as const) {
      const { status } = await injectCall(ctx.app, ListMappSubscriptionsCall, {
        token,
        query: { productId },
      });
      expect(status, `product ${productId}`).toBe(404);
    }
  });

  it("lists the routers of the caller's services only", async () => {
    const mine = await callOk(ctx.app, ListMappDevicesCall, { token: dara });
    // The ONE TV service has no router of its own.
    expect(mine.data).toEqual([
      {
        serviceId: "10024501",
        serviceName: "Internet (FTTH)",
        model: "Huawei EchoLife HG8145X6",
        serial: "48575443B7A1C2D3",
      },
    ]);
    const company = await callOk(ctx.app, ListMappDevicesCall, { token: business });
    expect(company.data.map((device) => device.serviceId)).toEqual(["20001701", "20001701", "20001702"]);
  });

  it("gives the business customer's quotation with each line's VAT and the totals", async () => {
    const { data } = await callOk(ctx.app, ListMappQuotationsCall, {
      token: business,
      query: { orderId: 50033 },
      language: "en",
    });
    expect(data).toHaveLength(1);
    const [quotation] = data;
    expect(quotation?.lines[0]).toEqual({
      name: "Dedicated Internet Access 100 Mbps, monthly fee",
      qty: 12,
      unitPrice: 600,
      value: 7200,
      vat: 720,
      total: 7920,
    });
    // 7200 + 450 + 890 + 180 before VAT.
    expect(quotation?.totals).toEqual({ value: 8720, vat: 872, total: 9592 });
    expect((quotation?.validUntil ?? "") > (quotation?.issuedOn ?? "")).toBe(true);
    const none = await callOk(ctx.app, ListMappQuotationsCall, {
      token: business,
      query: { orderId: 50031 },
    });
    expect(none.data).toEqual([]);
  });

  it("answers 404 for another customer's quotation or a guessed order", async () => {
    for (const orderId of [50033, 50034, 1]) {
      const { status, body } = await injectCall(ctx.app, ListMappQuotationsCall, {
        token: dara,
        query: { orderId },
        language: "en",
      });
      expect(status).toBe(404);
      expect(JSON.stringify(body)).not.toMatch(/QT-|Dedicated/);
    }
  });

  it("answers 401 without a token and 400 for a missing or malformed id", async () => {
    expect((await injectCall(ctx.app, ListMappProductsCall)).status).toBe(401);
    expect((await injectCall(ctx.app, ListMappDevicesCall)).status).toBe(401);
    expect((await injectCall(ctx.app, ListMappSubscriptionsCall, { query: { productId: 1 } })).status).toBe(
      401,
    );
    expect((await injectCall(ctx.app, ListMappQuotationsCall, { query: { orderId: 50033 } })).status).toBe(
      401,
    );
    for (const query of [{}, { productId: "abc" }, { productId: "0" }]) {
      const { status } = await injectCall(ctx.app, ListMappSubscriptionsCall, { token: dara, query });
      expect(status, JSON.stringify(query)).toBe(400);
    }
    for (const query of [{}, { orderId: "x" }, { orderId: "-1" }]) {
      const { status } = await injectCall(ctx.app, ListMappQuotationsCall, { token: business, query });
      expect(status, JSON.stringify(query)).toBe(400);
    }
  });
});
