import {
  ListAddonsCall,
  ListCatalogProductsCall,
  ListProductSubscriptionsCall,
  ListSharedProductsCall,
  ListSubscriptionsCall,
} from "@isp/contracts/catalog/catalog-calls";
import { ListChannelsCall } from "@isp/contracts/channels/list-channels";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { channels } from "./tables";

describe.each(testDatabaseKinds())("catalog module on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("lists every channel by number, described in the Accept-Language language", async () => {
    const stored = await ctx.db.select().from(channels);
    const english = await callOk(ctx.app, ListChannelsCall, { language: "en" });
    expect(english.data).toHaveLength(stored.length);
    expect(english.data.length).toBeGreaterThan(10);
    const numbers = english.data.map((channel) => channel.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const khmer = await callOk(ctx.app, ListChannelsCall);
    const first = stored.find((channel) => channel.id === english.data[0]?.id);
    expect(english.data[0]?.description).toBe(first?.description.en);
    expect(khmer.data[0]?.description).toBe(first?.description.km);
  });

  it("keeps only the channels of one broadcast language, one package, or both", async () => {
    const khmer = await callOk(ctx.app, ListChannelsCall, { query: { language: "km" } });
    expect(khmer.data.length).toBeGreaterThan(0);
    expect(khmer.data.every((channel) => channel.language === "km")).toBe(true);
    const sme = await callOk(ctx.app, ListChannelsCall, { query: { package: "smeTv" } });
    expect(sme.data.length).toBeGreaterThan(0);
    expect(sme.data.every((channel) => channel.packages.includes("smeTv"))).toBe(true);
    const both = await callOk(ctx.app, ListChannelsCall, { query: { language: "km", package: "smeTv" } });
    expect(both.data).toEqual(sme.data.filter((channel) => channel.language === "km"));
  });

  it("refuses an unknown language or package and junk values with localised field errors", async () => {
    for (const query of [
      { language: "xx" },
      { language: ["km", "en"] },
      { package: "all" },
      { package: "<script>" },
    ]) {
      const { status, body } = await injectCall(ctx.app, ListChannelsCall, { query, language: "en" });
      expect(status, JSON.stringify(query)).toBe(400);
      const field = Object.keys(query)[0] as string;
      expect(body).toMatchObject({ error: "validation_failed", errors: { [field]: { key: "invalid" } } });
    }
  });
});

describe.each(testDatabaseKinds())("catalog products and subscriptions on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("filters products by type, category, display level and add-on, each with its plans", async () => {
    const all = await callOk(ctx.app, ListCatalogProductsCall, { language: "en" });
    expect(all.data.map((product) => product.code)).toContain("megasurf");
    const consumerInternet = await callOk(ctx.app, ListCatalogProductsCall, {
      query: { productTypeId: 1, productCategoryId: 1, isAddon: "false" },
    });
    expect(consumerInternet.data.map((product) => product.code)).toEqual(["megasurf", "fttr"]);
    expect(consumerInternet.data[0]?.subscriptions.map((plan) => plan.code)).toEqual([
      "megasurf-20",
      "megasurf-30",
      "megasurf-50",
      "megasurf-100",
      "megasurf-200",
    ]);
    const network = await callOk(ctx.app, ListCatalogProductsCall, { query: { productCategoryId: 4 } });
    expect(network.data.map((product) => product.code)).toEqual(["dplc", "iplc", "mpls", "vpls"]);
    const hidden = await callOk(ctx.app, ListCatalogProductsCall, { query: { displayLevelId: 1 } });
    expect(hidden.data).toEqual([]);
  });

  it("answers products/Shared with the spec's fixed category and level, and the add-ons apart", async () => {
    const sme = await callOk(ctx.app, ListSharedProductsCall, {
      query: { productTypeId: 3, productCategoryId: 1, displayLevelId: 3 },
      language: "km",
    });
    expect(sme.data.map((product) => [product.code, product.productTypeId, product.isAddon])).toEqual([
      ["megabiz", 3, false],
    ]);
    const addons = await callOk(ctx.app, ListAddonsCall, { query: { productTypeId: 1 } });
    expect(addons.data.map((product) => product.code)).toEqual([
      "onetv",
      "mesh-router",
      "installation",
      "onetv-extra-box",
      "fttr-extra-unit",
    ]);
    expect(addons.data.find((product) => product.code === "installation")?.subscriptions[0]).toMatchObject({
      monthlyFee: 0,
      oneOffFee: 30,
    });
  });

  it("lists subscriptions cheapest first, and one product's; 404 for an unknown product", async () => {
    const plans = await callOk(ctx.app, ListSubscriptionsCall, { query: { productTypeId: 3 } });
    const fees = plans.data.map((plan) => plan.monthlyFee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const megabiz = await callOk(ctx.app, ListProductSubscriptionsCall, {
      params: { id: 2 },
      query: { displayLevelId: 3 },
    });
    expect(megabiz.data.map((plan) => plan.code)).toEqual([
      "megabiz-50",
      "megabiz-100",
      "megabiz-200",
      "megabiz-500",
    ]);
    expect((await injectCall(ctx.app, ListProductSubscriptionsCall, { params: { id: 999 } })).status).toBe(
      404,
    );
  });

  it("says what each price is for and whether it is a starting price", async () => {
    const mpls = await callOk(ctx.app, ListProductSubscriptionsCall, { params: { id: 16 } });
    expect(
      mpls.data.map((plan) => [plan.code, plan.monthlyFee, plan.priceUnit, plan.isStartingPrice]),
    ).toEqual([
      ["mpls-branch-10", 120, "site-month", false],
      ["mpls-branch-30", 220, "site-month", false],
      ["mpls-hub-100", 480, "month", false],
    ]);
    const plans = await callOk(ctx.app, ListSubscriptionsCall, { query: { productTypeId: 2 } });
    expect(plans.data.find((plan) => plan.code === "mihcm-implementation")).toMatchObject({
      monthlyFee: 0,
      oneOffFee: 2500,
      isStartingPrice: true,
    });
  });

  it("refuses junk filters with 400", async () => {
    for (const url of [
      "/catalog-api/api/v1/products?productTypeId=abc",
      "/catalog-api/api/v1/products?productTypeId=9",
      "/catalog-api/api/v1/products?productCategoryId=10",
      "/catalog-api/api/v1/products?isAddon=maybe",
      "/catalog-api/api/v1/products/Shared",
      "/catalog-api/api/v1/products/abc/Subscriptions",
      "/catalog-api/api/v1/products/1/Subscriptions?displayLevelId=-1",
    ]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(400);
    }
  });
});
