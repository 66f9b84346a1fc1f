import { PRICE_UNITS, PRODUCT_CATEGORIES, PRODUCT_TYPES } from "@isp/contracts/catalog/plans";
import { CHANNEL_CATEGORIES, CHANNEL_LANGUAGES, TV_PACKAGES } from "@isp/contracts/channels/list-channels";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { buildTranslationsSchema } from "../../../i18n/translations";
import { channels, plans, products } from "../tables";

/** channels.json: the TV line-up; `language` is the one a channel broadcasts in, `packages` those that hold it. */
const SeedChannelsFileSchema = z.array(
  z.strictObject({
    number: z.number().int().positive(),
    name: z.string().min(1),
    category: z.enum(CHANNEL_CATEGORIES),
    language: z.enum(CHANNEL_LANGUAGES),
    isHd: z.boolean(),
    description: buildTranslationsSchema(z.string().min(1)),
    packages: z.array(z.enum(TV_PACKAGES)).min(1),
  }),
);

/** The TV line-up of a fresh install, from channels.json in `folder`. */
export function loadSeedChannels(folder = seedFolderOf(import.meta.url)) {
  return readSeedFile(folder, "channels.json", SeedChannelsFileSchema);
}

const text = buildTranslationsSchema(z.string().min(1));

/**
 * products.json: each product with its plans. Ids are fixed (web parts and orders name them); fees are
 * monthly and one-off (default 0), in USD before VAT, to the cent; the monthly fee is a month's unless
 * `priceUnit` says otherwise, and `isStartingPrice` marks a price quoted from (default false).
 */
const SeedProductsFileSchema = z.array(
  z.strictObject({
    id: z.number().int().positive(),
    code: z.string().regex(/^[a-z0-9-]+$/),
    productType: z.enum(PRODUCT_TYPES),
    category: z.enum(PRODUCT_CATEGORIES),
    isAddon: z.boolean(),
    name: text,
    description: text,
    plans: z
      .array(
        z.strictObject({
          id: z.number().int().positive(),
          code: z.string().regex(/^[a-z0-9-]+$/),
          name: text,
          description: text,
          speedMbps: z.number().int().positive().nullable(),
          monthlyFee: z.number().nonnegative().multipleOf(0.01),
          oneOffFee: z.number().nonnegative().multipleOf(0.01).default(0),
          priceUnit: z.enum(PRICE_UNITS).default("month"),
          isStartingPrice: z.boolean().default(false),
        }),
      )
      .min(1),
  }),
);

/** The products and plans of a fresh install, from products.json in `folder`. */
export function loadSeedProducts(folder = seedFolderOf(import.meta.url)) {
  return readSeedFile(folder, "products.json", SeedProductsFileSchema);
}

/** Seeds the TV line-up and the products with their plans, each when empty. */
export async function seedCatalog(db: Database): Promise<boolean> {
  let hasSeeded = false;
  if ((await db.select({ id: channels.id }).from(channels).limit(1)).length === 0) {
    await db.insert(channels).values(await loadSeedChannels());
    hasSeeded = true;
  }
  if ((await db.select({ id: products.id }).from(products).limit(1)).length === 0) {
    const seedProducts = await loadSeedProducts();
    await db.transaction(async (tx) => {
      await tx
        .insert(products)
        .values(
          seedProducts.map(({ plans: _plans, ...product }, index) => ({ ...product, sortOrder: index })),
        );
      await tx.insert(plans).values(
        seedProducts.flatMap((product) =>
          product.plans.map(({ monthlyFee, oneOffFee, ...plan }) => ({
            ...plan,
            productId: product.id,
            monthlyFeeCents: Math.round(monthlyFee * 100),
            oneOffFeeCents: Math.round(oneOffFee * 100),
          })),
        ),
      );
    });
    hasSeeded = true;
  }
  return hasSeeded;
}
