import { describe, expect, it } from "vitest";
import { productTypeOfPath, promotionTarget, type SelectedProduct } from "./promotion-choice";

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
