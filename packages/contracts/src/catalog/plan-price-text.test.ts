import { describe, expect, it } from "vitest";
import { planPriceText, productFromPriceText } from "./plan-price-text";
import type { Plan } from "./plans";

const plan = (price: Partial<Plan>) => ({
  monthlyFee: 0,
  oneOffFee: 0,
  priceUnit: "month" as const,
  isStartingPrice: false,
  ...price,
});

describe("a plan's price text", () => {
  it("says what a month's fee is for, in each language's way of writing money", () => {
    const m365 = plan({ monthlyFee: 12.5, priceUnit: "user-month" });
    expect(planPriceText(m365, "en")).toBe("$12.50 / user / month");
    expect(planPriceText(m365, "km")).toBe("12.50$ / អ្នកប្រើ / ខែ");
    expect(planPriceText(m365, "zh")).toBe("US$12.50 / 用户 / 月");
    const units = {
      month: ["$8.00 / month", "8.00$ / ខែ", "US$8.00 / 月"],
      "employee-month": ["$8.00 / employee / month", "8.00$ / បុគ្គលិក / ខែ", "US$8.00 / 员工 / 月"],
      "site-month": ["$8.00 / site / month", "8.00$ / ទីតាំង / ខែ", "US$8.00 / 站点 / 月"],
      "gb-month": ["$8.00 / GB / month", "8.00$ / GB / ខែ", "US$8.00 / GB / 月"],
      gb: ["$8.00 / GB", "8.00$ / GB", "US$8.00 / GB"],
    } as const;
    for (const [priceUnit, [en, km, zh]] of Object.entries(units)) {
      const each = plan({ monthlyFee: 8, priceUnit: priceUnit as keyof typeof units });
      expect([planPriceText(each, "en"), planPriceText(each, "km"), planPriceText(each, "zh")]).toEqual([
        en,
        km,
        zh,
      ]);
    }
  });

  it("starts a starting price with From (ចាប់ពី), and ends it with 起 in Chinese", () => {
    const dplc = plan({ monthlyFee: 150, isStartingPrice: true });
    expect(planPriceText(dplc, "en")).toBe("From $150.00 / month");
    expect(planPriceText(dplc, "km")).toBe("ចាប់ពី 150.00$ / ខែ");
    expect(planPriceText(dplc, "zh")).toBe("US$150.00 / 月起");
    const storage = plan({ monthlyFee: 0.02, priceUnit: "gb-month", isStartingPrice: true });
    expect(planPriceText(storage, "en")).toBe("From $0.02 / GB / month");
  });

  it("prints a price paid once as one-off, from or not, and beside a monthly fee", () => {
    const implementation = plan({ oneOffFee: 2500, isStartingPrice: true });
    expect(planPriceText(implementation, "en")).toBe("From $2,500.00 one-off");
    expect(planPriceText(implementation, "km")).toBe("ចាប់ពី 2,500.00$ បង់ម្តង");
    expect(planPriceText(implementation, "zh")).toBe("一次性 US$2,500.00起");
    expect(planPriceText(plan({ oneOffFee: 150 }), "zh")).toBe("一次性 US$150.00");
    const withRouter = plan({ monthlyFee: 25, oneOffFee: 35 });
    expect(planPriceText(withRouter, "en")).toBe("$25.00 / month + $35.00 one-off");
    expect(planPriceText(withRouter, "km")).toBe("25.00$ / ខែ + 35.00$ បង់ម្តង");
  });

  it("calls a plan without any fee free, never 'from' free", () => {
    for (const isStartingPrice of [false, true]) {
      const free = plan({ isStartingPrice });
      expect([planPriceText(free, "en"), planPriceText(free, "km"), planPriceText(free, "zh")]).toEqual([
        "Free",
        "ឥតគិតថ្លៃ",
        "免费",
      ]);
    }
  });
});

describe("a product's starting price", () => {
  it("is its cheapest recurring plan's price with From, whatever that plan's own from", () => {
    const plans = [
      plan({ monthlyFee: 0 }),
      plan({ oneOffFee: 1500, isStartingPrice: true }),
      plan({ monthlyFee: 0.12, priceUnit: "gb-month", isStartingPrice: true }),
      plan({ monthlyFee: 480 }),
      plan({ monthlyFee: 120, priceUnit: "site-month" }),
      plan({ monthlyFee: 1450, isStartingPrice: true }),
    ];
    expect(productFromPriceText(plans, "en")).toBe("From $120.00 / site / month");
    expect(productFromPriceText(plans, "km")).toBe("ចាប់ពី 120.00$ / ទីតាំង / ខែ");
    expect(productFromPriceText(plans, "zh")).toBe("US$120.00 / 站点 / 月起");
    expect(productFromPriceText([plan({ monthlyFee: 45, oneOffFee: 30 })], "en")).toBe("From $45.00 / month");
  });

  it("is none when no plan has a recurring fee for the service", () => {
    expect(productFromPriceText([plan({}), plan({ oneOffFee: 30 })], "en")).toBeNull();
    expect(productFromPriceText([plan({ monthlyFee: 0.08, priceUnit: "gb" })], "en")).toBeNull();
  });
});
