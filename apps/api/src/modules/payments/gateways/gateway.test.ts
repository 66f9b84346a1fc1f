import { timingSafeEqual } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { amountText, headerOf, sameSignature } from "./gateway";

vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

describe("what the gateways share", () => {
  it("writes amounts with two decimals and refuses anything but whole cents", () => {
    expect(amountText(10)).toBe("10.00");
    expect(amountText(12.5)).toBe("12.50");
    expect(amountText(0.1 + 0.2)).toBe("0.30");
    expect(amountText(1234567.89)).toBe("1234567.89");
    for (const wrong of [0, -5, 0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => amountText(wrong), String(wrong)).toThrow();
    }
  });

  it("compares signatures in constant time, and only signatures of the same length at all", () => {
    vi.mocked(timingSafeEqual).mockClear();
    expect(sameSignature("abc=", "abc=")).toBe(true);
    expect(sameSignature("abd=", "abc=")).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
    expect(sameSignature("abc", "abc=")).toBe(false);
    expect(sameSignature("", "abc=")).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
  });

  it("finds a header whatever the case of its name", () => {
    expect(headerOf({ "x-payway-hmac-sha512": "h" }, "X-PayWay-HMAC-SHA512")).toBe("h");
    expect(headerOf({ "X-PayWay-HMAC-SHA512": ["h", "i"] }, "x-payway-hmac-sha512")).toBe("h");
    expect(headerOf({ other: "h" }, "x-payway-hmac-sha512")).toBeNull();
  });
});
