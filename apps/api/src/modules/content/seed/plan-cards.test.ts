import { describe, expect, it } from "vitest";
import { loadSeedProducts } from "../../catalog/seed/seed-catalog";
import { loadSeedPages } from "./seed-content";

const products = await loadSeedProducts();
const productOfPlan = new Map(
  products.flatMap((product) => product.plans.map((plan) => [plan.id, product.id])),
);
const pages = await loadSeedPages();
const planCards = pages.flatMap((page) =>
  page.webParts
    .filter((part) => part.type === "ProductCards")
    .flatMap((part) => part.items.map((item) => ({ page: page.id, ...item }))),
);

// Issue 12: a plan's price is written once, in the catalog; pages link their cards to it.
describe("seeded plan cards", () => {
  it("link every MegaSurf and MegaBiz card to a plan of the catalog's product", () => {
    const internetCards = planCards.filter((card) => /Mega(Surf|Biz)/.test(card.text.en?.title ?? ""));
    expect(internetCards.length).toBeGreaterThanOrEqual(20);
    for (const card of internetCards) {
      const where = `${card.page} ${card.text.en?.title}`;
      expect(card.data.subscriptionId, where).toBeDefined();
      expect(productOfPlan.get(card.data.subscriptionId ?? 0), where).toBe(card.data.productId);
    }
  });

  it("carry no price of their own when they are linked to a plan", () => {
    const priced = planCards
      .filter((card) => card.data.subscriptionId !== undefined)
      .filter((card) => Object.values(card.text).some((text) => text?.priceDescription !== undefined))
      .map((card) => `${card.page} ${card.text.en?.title}`);
    expect(priced).toEqual([]);
  });
});
