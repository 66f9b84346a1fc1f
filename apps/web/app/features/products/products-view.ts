import type { ProductType, ProductWithSubscriptions } from "@isp/contracts/catalog/plans";

/** /products/{productType}: the catalog's main products of one type, with their plans. */
export type ProductsView = {
  kind: "products";
  productType: ProductType;
  products: ProductWithSubscriptions[];
};
