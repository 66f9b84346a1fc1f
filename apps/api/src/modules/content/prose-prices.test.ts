import { describe, expect, it } from "vitest";
import { priceTokenCodes, resolvePrices, withPrices } from "./prose-prices";

const amounts = new Map([
  ["megasurf-20", "$15.00"],
  ["installation-home", "$30.00"],
]);

describe("prices in prose", () => {
  it("fills each token with its plan's amount", () => {
    const unknown: string[] = [];
    const text = "From {{price:megasurf-20}} a month, installed for {{price:installation-home}}.";
    expect(resolvePrices(text, amounts, (code) => unknown.push(code))).toBe(
      "From $15.00 a month, installed for $30.00.",
    );
    expect(unknown).toEqual([]);
  });

  it("leaves an unknown token out and reports its code", () => {
    const unknown: string[] = [];
    expect(resolvePrices("From {{price:megasurf-9}} a month", amounts, (code) => unknown.push(code))).toBe(
      "From  a month",
    );
    expect(unknown).toEqual(["megasurf-9"]);
  });

  it("keeps texts without tokens, hand-written prices and unclosed braces as they are", () => {
    for (const text of ["A $10 call-out fee", "{{price:megasurf-20", "{{ price:megasurf-20 }}"]) {
      expect(resolvePrices(text, amounts, () => undefined)).toBe(text);
    }
  });

  it("fills every field of a text and lists the codes a text names", () => {
    expect(
      withPrices({ title: "{{price:megasurf-20}}", description: undefined }, amounts, () => undefined),
    ).toEqual({ title: "$15.00", description: undefined });
    expect(priceTokenCodes("{{price:a}} and {{price:b-2}}")).toEqual(["a", "b-2"]);
  });
});
