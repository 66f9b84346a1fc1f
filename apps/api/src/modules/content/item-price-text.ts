import type { CatalogPriceTexts } from "../catalog/plan-price-texts";
import type { ItemData, ItemText } from "./web-part-fields";

/**
 * The price an item shows: a plan's is the catalog's, and a tile summing up a product (no plan) shows
 * its starting price; only an offer's own wording ("$0 for 3 months") is written in the item.
 */
export function itemPriceText(
  data: ItemData,
  text: ItemText | undefined,
  prices: CatalogPriceTexts,
): string | undefined {
  if (text?.priceDescription !== undefined) return text.priceDescription;
  if (data.subscriptionId !== undefined) return prices.plans.get(data.subscriptionId);
  return data.productId === undefined ? undefined : prices.products.get(data.productId);
}
