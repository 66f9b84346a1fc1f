import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { recordId } from "../paging";
import { PRODUCT_CATEGORY_IDS } from "./catalog-ids";
import { PlanSchema, ProductWithSubscriptionsSchema } from "./plans";

const id = (max: number) => z.coerce.number<number>().int().min(1).max(max);

/** The catalog's filters (spec §7 "products with params"); each is optional. */
export const CatalogQuerySchema = z.object({
  productTypeId: id(3).optional(),
  productCategoryId: id(Math.max(...Object.values(PRODUCT_CATEGORY_IDS))).optional(),
  displayLevelId: id(9).optional(),
  isAddon: z.enum(["true", "false"]).optional(),
});
export type CatalogQuery = z.infer<typeof CatalogQuerySchema>;

const ProductsResponseSchema = z.object({ data: z.array(ProductWithSubscriptionsSchema) });

/** Spec §7 `GET products` (catalog-api): the catalog's products with their subscriptions, filtered. */
export const ListCatalogProductsCall = defineCall({
  method: "GET",
  service: "catalog-api",
  path: "products",
  tag: "catalog",
  summary: "Products with their subscriptions, by type, category, display level and add-on",
  query: CatalogQuerySchema,
  responses: { 200: ProductsResponseSchema },
});

/**
 * Spec §7 `GET products/Shared` (catalog-api): the main products of a product type as the public pages
 * show them; the spec fixes productCategoryId 1 and displayLevelId 3.
 */
export const ListSharedProductsCall = defineCall({
  method: "GET",
  service: "catalog-api",
  path: "products/Shared",
  tag: "catalog",
  summary: "The products of a product type shown on the public site, with their subscriptions",
  query: CatalogQuerySchema.extend({ productTypeId: id(3) }),
  responses: { 200: ProductsResponseSchema },
});

/** Spec §7 `GET products/addons` (catalog-api): what can be added to a main product (TV, static IP, router). */
export const ListAddonsCall = defineCall({
  method: "GET",
  service: "catalog-api",
  path: "products/addons",
  tag: "catalog",
  summary: "Add-on products with their subscriptions",
  query: CatalogQuerySchema.pick({ productTypeId: true }),
  responses: { 200: ProductsResponseSchema },
});

/** Spec §7 `GET Subscriptions` (catalog-api): every subscription (plan), cheapest first. */
export const ListSubscriptionsCall = defineCall({
  method: "GET",
  service: "catalog-api",
  path: "Subscriptions",
  tag: "catalog",
  summary: "Every subscription of the catalog, cheapest first",
  query: CatalogQuerySchema.pick({ productTypeId: true }),
  responses: { 200: z.object({ data: z.array(PlanSchema) }) },
});

/** Spec §7 `GET products/{id}/Subscriptions?displayLevelId` (catalog-api): one product's plans; 404 if unknown. */
export const ListProductSubscriptionsCall = defineCall({
  method: "GET",
  service: "catalog-api",
  path: "products/:id/Subscriptions",
  tag: "catalog",
  summary: "The subscriptions of one product, cheapest first",
  params: z.object({ id: recordId() }),
  query: CatalogQuerySchema.pick({ displayLevelId: true }),
  responses: { 200: z.object({ data: z.array(PlanSchema) }), 404: ErrorResponseSchema },
});
