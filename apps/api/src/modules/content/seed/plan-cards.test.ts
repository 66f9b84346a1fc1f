import { planPriceText, productFromPriceText } from "@isp/contracts/catalog/plan-price-text";
import { describe, expect, it } from "vitest";
import { loadSeedProducts } from "../../catalog/seed/seed-catalog";
import { loadSeedPages } from "./seed-content";

const products = await loadSeedProducts();
const productsById = new Map(products.map((product) => [product.id, product]));
const productOfPlan = new Map(products.flatMap((product) => product.plans.map((plan) => [plan.id, product])));
const pages = await loadSeedPages();
const planCards = pages.flatMap((page) =>
  page.webParts
    .filter((part) => part.type === "ProductCards")
    .flatMap((part) => part.items.map((item) => ({ page: page.id, ...item }))),
);
const where = (card: (typeof planCards)[number]) => `${card.page} ${card.text.en?.title}`;

// Issue 12: a price is written once, in the catalog; pages link their cards to it.
describe("seeded plan cards", () => {
  it("carry no price of their own: every priced card is linked to the catalog", () => {
    const handWritten = planCards
      .filter((card) => Object.values(card.text).some((text) => text?.priceDescription !== undefined))
      .map(where);
    expect(handWritten).toEqual([]);
  });

  it("link a plan of the catalog's product, or a product whose plans give a starting price", () => {
    const linked = planCards.filter((card) => card.data.productId !== undefined);
    expect(linked.length).toBeGreaterThanOrEqual(122);
    for (const card of linked) {
      const { productId, subscriptionId } = card.data;
      if (subscriptionId !== undefined) {
        const product = productOfPlan.get(subscriptionId);
        expect(product?.id, where(card)).toBe(productId);
        expect(card.data.isAddon, where(card)).toBe(product?.isAddon);
      } else {
        // A tile summing a product up shows "From" its cheapest plan, and links to its page.
        const product = productsById.get(productId ?? 0);
        expect(product && productFromPriceText(product.plans, "en"), where(card)).toMatch(/^From \$/);
        expect(card.data.actionUrl, where(card)).toMatch(/^\//);
      }
    }
  });

  it("link every MegaSurf, MegaBiz, TV and business plan card the pages show", () => {
    const titled = (pattern: RegExp) => planCards.filter((card) => pattern.test(card.text.en?.title ?? ""));
    for (const card of titled(/Mega(Surf|Biz)|One TV|OTT|DIA|IPLC|MPLS|Microsoft 365|MiA|WeWatch|SIP/)) {
      expect(card.data.productId, where(card)).toBeDefined();
    }
  });

  it("and promotions for a catalog product carry one of its plans into the order", () => {
    const promotions = pages.flatMap((page) =>
      page.webParts
        .filter((part) => part.type === "Promotions")
        .flatMap((part) => part.items.map((item) => ({ page: page.id, ...item }))),
    );
    const forCatalog = promotions.filter((promotion) => productsById.has(promotion.data.productId ?? 0));
    expect(forCatalog.length).toBeGreaterThanOrEqual(16);
    for (const promotion of forCatalog) {
      const product = productOfPlan.get(promotion.data.subscriptionId ?? 0);
      expect(product?.id, where(promotion)).toBe(promotion.data.productId);
    }
  });

  it("print the prices the catalog holds, with their units, in every language", () => {
    const priceOf = (code: string, language: "km" | "en" | "zh") => {
      const plan = products.flatMap((product) => product.plans).find((each) => each.code === code);
      return plan && planPriceText(plan, language);
    };
    expect(priceOf("onetv-khmer", "en")).toBe("$8.00 / month");
    expect(priceOf("dia-500", "en")).toBe("$1,250.00 / month");
    expect(priceOf("m365-standard", "en")).toBe("$12.50 / user / month");
    expect(priceOf("m365-standard", "km")).toBe("12.50$ / អ្នកប្រើ / ខែ");
    expect(priceOf("dplc-metro-100", "km")).toBe("ចាប់ពី 150.00$ / ខែ");
    expect(priceOf("mpls-branch-10", "zh")).toBe("US$120.00 / 站点 / 月");
    expect(priceOf("mihcm-implementation", "en")).toBe("From $2,500.00 one-off");
    expect(priceOf("huawei-data-transfer", "en")).toBe("From $0.08 / GB");
    expect(priceOf("ddos-basic", "km")).toBe("ឥតគិតថ្លៃ");
  });
});
