import type { PriceUnit, ProductCategory, ProductType } from "@isp/contracts/catalog/plans";
import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { Translations } from "../../i18n/translations";

export const channels = pgTable("catalog_channels", {
  id: serial("id").primaryKey(),
  number: integer("number").notNull().unique(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  language: text("language").notNull(),
  isHd: boolean("is_hd").notNull(),
  description: jsonb("description").$type<Translations<string>>().notNull(),
  packages: text("packages").array().notNull(),
});

/**
 * Products of the catalog (spec §3 product types consumer, business, sme). Ids are fixed in the seed:
 * content web parts and the order journey name products and subscriptions by id. Add-ons (ONE TV) are
 * products bought beside a main one.
 */
export const products = pgTable("catalog_products", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  productType: text("product_type").$type<ProductType>().notNull(),
  category: text("category").$type<ProductCategory>().notNull(),
  isAddon: boolean("is_addon").notNull(),
  name: jsonb("name").$type<Translations<string>>().notNull(),
  description: jsonb("description").$type<Translations<string>>().notNull(),
  sortOrder: integer("sort_order").notNull(),
});

/**
 * Subscriptions (plans) of a product: speed, monthly fee and one-off fee (set-up, equipment) in US
 * cents before VAT. An installation or a router bought outright is a plan with only a one-off fee.
 * The price unit says what the recurring fee is for (a month, a user a month, a GB...); a starting
 * price is the lowest one, the rest quoted per customer (a leased line's distance, a cluster's size).
 */
export const plans = pgTable(
  "catalog_plans",
  {
    id: integer("id").primaryKey(),
    code: text("code").notNull().unique(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    name: jsonb("name").$type<Translations<string>>().notNull(),
    description: jsonb("description").$type<Translations<string>>().notNull(),
    speedMbps: integer("speed_mbps"),
    monthlyFeeCents: integer("monthly_fee_cents").notNull(),
    oneOffFeeCents: integer("one_off_fee_cents").notNull().default(0),
    priceUnit: text("price_unit").$type<PriceUnit>().notNull().default("month"),
    isStartingPrice: boolean("is_starting_price").notNull().default(false),
  },
  (table) => [index("catalog_plans_product_idx").on(table.productId)],
);
