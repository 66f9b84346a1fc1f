import { z } from "zod";
import { UsdAmountSchema } from "../billing/customer-params";

/** Spec §3 lists: who a product is sold to. */
export const PRODUCT_TYPES = ["consumer", "business", "sme"] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** What a product delivers; a plan change stays within one category (internet to internet). */
export const PRODUCT_CATEGORIES = [
  "internet",
  "dedicated-internet",
  "tv",
  "enterprise-network",
  "data-centre",
  "cloud",
  "security",
  "voice",
  "hr",
] as const;
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

/**
 * What a plan's recurring price is for: a month of service, or a month per user, employee or site,
 * a GB stored for a month, or a GB transferred. A price paid once is the plan's one-off fee.
 */
export const PRICE_UNITS = ["month", "user-month", "employee-month", "site-month", "gb-month", "gb"] as const;
export const PriceUnitSchema = z.enum(PRICE_UNITS);
export type PriceUnit = z.infer<typeof PriceUnitSchema>;

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
  /** What `monthlyFee` is charged for. */
  priceUnit: PriceUnitSchema,
  /** The price is the lowest one, quoted per customer (distance, size): "From $150.00 / month". */
  isStartingPrice: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** A product with its subscriptions, as `products/Shared` and `products/addons` answer it. */
export const ProductWithSubscriptionsSchema = ProductSchema.extend({
  productTypeId: z.number().int(),
  productCategoryId: z.number().int(),
  subscriptions: z.array(PlanSchema),
});
export type ProductWithSubscriptions = z.infer<typeof ProductWithSubscriptionsSchema>;
