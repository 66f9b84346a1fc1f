import { describe, expect, it } from "vitest";
import { nextBillingPeriodStart } from "./billing-period";

describe("next billing period", () => {
  it("starts on the 1st of the following month, across year ends and leap days", () => {
    expect(nextBillingPeriodStart("2026-11-24")).toBe("2026-12-01");
    expect(nextBillingPeriodStart("2026-11-01")).toBe("2026-12-01");
    expect(nextBillingPeriodStart("2026-12-31")).toBe("2027-01-01");
    expect(nextBillingPeriodStart("2028-02-29")).toBe("2028-03-01");
  });
});
