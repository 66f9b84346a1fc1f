import { formatUsd } from "@isp/contracts/billing/format-usd";
import { planPriceText, productFromPriceText } from "@isp/contracts/catalog/plan-price-text";
import type { Language } from "@isp/contracts/languages";
import type { DatabaseOrTransaction } from "../../db/client";
import { listPlans } from "./plans";

/**
 * The catalog's prices as content pages print them: by subscription id and by product id for cards,
 * and each plan's bare amount by plan code for prices written in sentences ("From $15.00 a month").
 */
export type CatalogPriceTexts = {
  plans: Map<number, string>;
  products: Map<number, string>;
  amounts: Map<string, string>;
};

/**
 * Each plan's price ("$6.00 / user / month", "From $150.00 / month", "Free"), and each product's
 * starting price for the tiles that sum a product up ("From $49.00 / month"), so a card's price is the
 * catalog's and is written nowhere else. A plan's amount is its monthly fee, or its one-off fee when it
 * has none (an installation, a router bought once).
 */
export async function catalogPriceTexts(
  db: DatabaseOrTransaction,
  language: Language,
): Promise<CatalogPriceTexts> {
  const plans = await listPlans(db, language);
  const products = new Map<number, string>();
  for (const productId of new Set(plans.map((plan) => plan.productId))) {
    const text = productFromPriceText(
      plans.filter((plan) => plan.productId === productId),
      language,
    );
    if (text) products.set(productId, text);
  }
  return {
    plans: new Map(plans.map((plan) => [plan.subscriptionId, planPriceText(plan, language)])),
    products,
    amounts: new Map(
      plans.map((plan) => [plan.code, formatUsd(plan.monthlyFee || plan.oneOffFee, language)]),
    ),
  };
}
