import { z } from "zod";
import { UsdAmountSchema } from "../billing/customer-params";

/** Spec §3 lists: who a product is sold to. */
export const PRODUCT_TYPES = ["consumer", "business", "sme"] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** What a product delivers; a plan change stays within one category (internet to internet). */
export const PRODUCT_CATEGORIES = ["internet", "dedicated-internet", "tv"] as const;
export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

/** A product of the catalog (MegaSurf, MegaBiz, DIA, ONE TV), in the caller's language. */
export const ProductSchema = z.object({
  productId: z.number().int(),
  code: z.string(),
  productType: ProductTypeSchema,
  category: ProductCategorySchema,
  isAddon: z.boolean(),
  name: z.string(),
  description: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** A subscription (plan) of a product: its speed, monthly and one-off prices before VAT, in USD. */
export const PlanSchema = z.object({
  subscriptionId: z.number().int(),
  code: z.string(),
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Null for plans without a line speed (TV). */
  speedMbps: z.number().int().positive().nullable(),
  monthlyFee: UsdAmountSchema,
  /** Paid once with the order (set-up, equipment); 0 for most plans. */
  oneOffFee: UsdAmountSchema,
});
export type Plan = z.infer<typeof PlanSchema>;

/** A product with its subscriptions, as `products/Shared` and `products/addons` answer it. */
export const ProductWithSubscriptionsSchema = ProductSchema.extend({
  productTypeId: z.number().int(),
  productCategoryId: z.number().int(),
  subscriptions: z.array(PlanSchema),
});
export type ProductWithSubscriptions = z.infer<typeof ProductWithSubscriptionsSchema>;
