import { ListCatalogProductsCall } from "@isp/contracts/catalog/catalog-calls";
import { PRODUCT_TYPE_IDS, ProductTypeSchema, PUBLIC_DISPLAY_LEVEL_ID } from "@isp/contracts/catalog/plans";
import type { Language } from "@isp/contracts/languages";
import { callApi } from "../../api/call-api";
import type { ProductsView } from "./products-view";

/** The products of a type for its public page; null for a type the catalog does not have. */
export async function loadProductsView(
  language: Language,
  productType: string | undefined,
): Promise<ProductsView | null> {
  const type = ProductTypeSchema.safeParse(productType);
  if (!type.success) return null;
  const { data } = await callApi(ListCatalogProductsCall, {
    language,
    query: {
      productTypeId: PRODUCT_TYPE_IDS[type.data],
      displayLevelId: PUBLIC_DISPLAY_LEVEL_ID,
      isAddon: "false",
    },
  });
  return { kind: "products", productType: type.data, products: data };
}
