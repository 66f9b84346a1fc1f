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

/**
 * The catalog's numeric ids of spec §7 (`productTypeId`, `productCategoryId`, `displayLevelId`): product
 * types as spec §3 lists them, categories with internet first (the spec's fixed 1), and the display
 * level of what the public site and the self-care area show (the spec's fixed 3).
 */
export const PRODUCT_TYPE_IDS: Record<ProductType, number> = { consumer: 1, business: 2, sme: 3 };
export const PRODUCT_CATEGORY_IDS: Record<ProductCategory, number> = {
  internet: 1,
  "dedicated-internet": 2,
  tv: 3,
};
export const PUBLIC_DISPLAY_LEVEL_ID = 3;

/** A product with its subscriptions, as `products/Shared` and `products/addons` answer it. */
export const ProductWithSubscriptionsSchema = ProductSchema.extend({
  productTypeId: z.number().int(),
  productCategoryId: z.number().int(),
  subscriptions: z.array(PlanSchema),
});
export type ProductWithSubscriptions = z.infer<typeof ProductWithSubscriptionsSchema>;

/** The installation that comes with every new service, by customer type (spec §3 customer types). */
export const INSTALLATION_PLAN_CODES = {
  consumer: "installation-home",
  business: "installation-business",
} as const;
