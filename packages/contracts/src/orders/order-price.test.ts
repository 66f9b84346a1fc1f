import { describe, expect, it } from "vitest";
import { priceOrder } from "./order-price";

const plan = { code: "megasurf-50", monthlyFeeCents: 2500, oneOffFeeCents: 0, isInstallation: false };
const router = { code: "mesh-router", monthlyFeeCents: 0, oneOffFeeCents: 3500, isInstallation: false };
const installation = {
  code: "installation-home",
  monthlyFeeCents: 0,
  oneOffFeeCents: 3000,
  isInstallation: true,
};

describe("the price of an order", () => {
  it("charges the plan monthly, equipment and installation once, and VAT on the first payment", () => {
    expect(priceOrder([plan, router, installation], 6)).toEqual({
      monthlyCents: 2500,
      oneOffCents: 6500,
      isInstallationWaived: false,
      firstPaymentCents: 9900,
      firstPaymentVatCents: 900,
    });
  });

  it("waives the installation for a 12-month contract, not the equipment", () => {
    expect(priceOrder([plan, router, installation], 12)).toMatchObject({
      oneOffCents: 3500,
      isInstallationWaived: true,
      firstPaymentCents: 6600,
    });
    expect(priceOrder([plan, installation], -1).isInstallationWaived).toBe(false);
  });
});
