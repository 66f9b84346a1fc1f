import type { CatalogQuery } from "@isp/contracts/catalog/catalog-calls";
import {
  PRODUCT_CATEGORY_IDS,
  PRODUCT_TYPE_IDS,
  PUBLIC_DISPLAY_LEVEL_ID,
} from "@isp/contracts/catalog/catalog-ids";
import type { ProductType, ProductWithSubscriptions } from "@isp/contracts/catalog/plans";
import type { Language } from "@isp/contracts/languages";
import type { DatabaseOrTransaction } from "../../db/client";
import { listPlans, listProducts, publicPlan } from "./plans";

const typeOfId = (id: number) =>
  (Object.entries(PRODUCT_TYPE_IDS) as [ProductType, number][]).find(([, each]) => each === id)?.[0];

/**
 * The products matching the spec's filters, each with its plans cheapest first. Every seeded product
 * shows on the public site (display level 3); another level has none.
 */
export async function listCatalogProducts(
  db: DatabaseOrTransaction,
  language: Language,
  query: CatalogQuery,
): Promise<ProductWithSubscriptions[]> {
  if (query.displayLevelId !== undefined && query.displayLevelId !== PUBLIC_DISPLAY_LEVEL_ID) return [];
  const type = query.productTypeId === undefined ? undefined : typeOfId(query.productTypeId);
  if (query.productTypeId !== undefined && !type) return [];
  const types = type ? [type] : undefined;
  const [products, plans] = await Promise.all([
    listProducts(db, language, types),
    listPlans(db, language, types ? { productTypes: types } : {}),
  ]);
  return products
    .filter(
      (product) =>
        (query.productCategoryId === undefined ||
          PRODUCT_CATEGORY_IDS[product.category] === query.productCategoryId) &&
        (query.isAddon === undefined || String(product.isAddon) === query.isAddon),
    )
    .map((product) => ({
      ...product,
      productTypeId: PRODUCT_TYPE_IDS[product.productType],
      productCategoryId: PRODUCT_CATEGORY_IDS[product.category],
      subscriptions: plans.filter((plan) => plan.productId === product.productId).map(publicPlan),
    }));
}
