import type { ProductCategory, ProductType } from "./plans";

// Plain constants, without zod: public pages' promotion buttons use them and must stay light.

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
  "enterprise-network": 4,
  "data-centre": 5,
  cloud: 6,
  security: 7,
  voice: 8,
  hr: 9,
};
export const PUBLIC_DISPLAY_LEVEL_ID = 3;

/** The installation that comes with every new service, by customer type (spec §3 customer types). */
export const INSTALLATION_PLAN_CODES = {
  consumer: "installation-home",
  business: "installation-business",
} as const;
