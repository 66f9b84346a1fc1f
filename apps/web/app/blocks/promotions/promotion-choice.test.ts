import { describe, expect, it } from "vitest";
import {
  productTypeOfPath,
  promotionTarget,
  type SelectedProduct,
  selectionOfPlan,
} from "./promotion-choice";

const selection = (overrides: Partial<SelectedProduct>): SelectedProduct => ({
  productId: 1,
  productTypeId: "consumer",
  subscriptionId: null,
  productCategoryId: 1,
  isAddon: false,
  actionUrl: null,
  title: "Offer",
  ...overrides,
});

describe("promotionTarget (spec §4 promotion choice)", () => {
  it("sends signed-in customers to subscriptions, with action register unless an add-on", () => {
    expect(promotionTarget(selection({}), { isSignedIn: true })).toBe(
      "/product/subscriptions?action=register",
    );
    expect(promotionTarget(selection({ isAddon: true }), { isSignedIn: true })).toBe(
      "/product/subscriptions",
    );
  });
  it("sends visitors to the register steps", () => {
    expect(promotionTarget(selection({ actionUrl: "/personal/internet" }), { isSignedIn: false })).toBe(
      "/register-steps",
    );
    expect(promotionTarget(selection({ actionUrl: null }), { isSignedIn: false })).toBe("/register-steps");
  });
  it("sends business, TV and enterprise-network offers to the contact anchor of the page", () => {
    for (const actionUrl of [
      "/business/data_center",
      "/personal/ott_tv",
      "/personal/one_tv",
      "/business/enterprise_network/mpls",
      "/business",
      "#contact",
    ]) {
      expect(promotionTarget(selection({ actionUrl }), { isSignedIn: false }), actionUrl).toBe("#contact");
    }
  });
  it("still sends a MegaBiz or MegaSurf offer aimed at /business to the register steps", () => {
    expect(
      promotionTarget(selection({ actionUrl: "/business", title: "MegaBiz 100" }), { isSignedIn: false }),
    ).toBe("/register-steps");
    expect(
      promotionTarget(selection({ actionUrl: "/business/", title: "MegaSurf 60 promo" }), {
        isSignedIn: false,
      }),
    ).toBe("/register-steps");
  });
});

describe("productTypeOfPath", () => {
  it("tells consumer, business and SME pages apart", () => {
    expect(productTypeOfPath("/personal/fttr")).toBe("consumer");
    expect(productTypeOfPath("/business/aws")).toBe("business");
    expect(productTypeOfPath("/")).toBe("business");
    expect(productTypeOfPath("/business/sme/internet")).toBe("sme");
  });
});

describe("selectionOfPlan", () => {
  it("keeps a catalog plan in the cookie's shape, so the journey preselects it", () => {
    const plan = {
      subscriptionId: 202,
      code: "megabiz-100",
      productId: 2,
      name: "MegaBiz 100 Mbps",
      description: "",
      speedMbps: 100,
      monthlyFee: 89,
      oneOffFee: 0,
      priceUnit: "month" as const,
      isStartingPrice: false,
    };
    const product = {
      productId: 2,
      code: "megabiz",
      productType: "sme" as const,
      category: "internet" as const,
      isAddon: false,
      name: "MegaBiz",
      description: "",
      productTypeId: 3,
      productCategoryId: 1,
      subscriptions: [plan],
    };
    const chosen = selectionOfPlan(product, plan);
    expect(chosen).toMatchObject({ productId: 2, subscriptionId: 202, productTypeId: "sme", isAddon: false });
    expect(promotionTarget(chosen, { isSignedIn: false })).toBe("/register-steps");
    expect(promotionTarget(chosen, { isSignedIn: true })).toBe("/product/subscriptions?action=register");
  });
});
