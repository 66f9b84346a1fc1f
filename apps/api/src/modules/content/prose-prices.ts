import type { CatalogPriceTexts } from "../catalog/plan-price-texts";

/**
 * A price written in a sentence names its catalog plan or add-on by code: "From {{price:megasurf-20}}
 * a month". It is filled in when the text is served, so a price is written once, in the catalog.
 */
const PRICE_TOKEN = /\{\{price:([^{}]*)\}\}/g;

/** Told the code of a token that names no plan (a typo or a plan since removed), to log it. */
export type OnUnknownPrice = (code: string) => void;

type PriceAmounts = CatalogPriceTexts["amounts"];

/** Whether a text (or a JSON of texts) holds a price token, so the catalog is only read when needed. */
export function hasPriceToken(text: string): boolean {
  return text.includes("{{price:");
}

/** The codes of the price tokens in a text, in order. */
export function priceTokenCodes(text: string): string[] {
  return Array.from(text.matchAll(PRICE_TOKEN), (match) => match[1] ?? "");
}

/**
 * The text with each token replaced by its plan's amount in the text's language ("$15.00", "15.00$",
 * "US$15.00"). An unknown token is left out and reported rather than failing the page: the seed's data
 * test keeps them out, and a visitor should never see the token itself.
 */
export function resolvePrices(text: string, amounts: PriceAmounts, onUnknown: OnUnknownPrice): string {
  if (!hasPriceToken(text)) return text;
  return text.replace(PRICE_TOKEN, (_token, code: string) => {
    const amount = amounts.get(code);
    if (amount === undefined) onUnknown(code);
    return amount ?? "";
  });
}

/** A picked text (a page's, a web part's, an item's) with the prices of all its fields filled in. */
export function withPrices<T extends Record<string, string | undefined>>(
  text: T | undefined,
  amounts: PriceAmounts,
  onUnknown: OnUnknownPrice,
): T | undefined {
  if (!text) return text;
  return Object.fromEntries(
    Object.entries(text).map(([field, value]) => [
      field,
      value === undefined ? value : resolvePrices(value, amounts, onUnknown),
    ]),
  ) as T;
}
