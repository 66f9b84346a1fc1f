import { ListSharedProductsCall } from "@isp/contracts/catalog/catalog-calls";
import { PRODUCT_TYPE_IDS } from "@isp/contracts/catalog/catalog-ids";
import { ProductTypeSchema } from "@isp/contracts/catalog/plans";
import type { Language } from "@isp/contracts/languages";
import { callApi } from "../../api/call-api";
import type { ProductsView } from "./products-view";

/** The plans of a product type as the public site shows them (spec §7 products/Shared); null for an unknown type. */
export async function loadProductsView(
  language: Language,
  productTypeParam: string | undefined,
): Promise<ProductsView | null> {
  const productType = ProductTypeSchema.safeParse(productTypeParam);
  if (!productType.success) return null;
  const { data } = await callApi(ListSharedProductsCall, {
    language,
    query: { productTypeId: PRODUCT_TYPE_IDS[productType.data] },
  });
  return { kind: "products", productType: productType.data, products: data };
}
