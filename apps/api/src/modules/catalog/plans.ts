import type { Plan, Product, ProductType } from "@isp/contracts/catalog/plans";
import type { Language } from "@isp/contracts/languages";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { pickText } from "../../i18n/translations";
import type { Customer } from "../selfcare/customers";
import { plans, products } from "./tables";

type CustomerType = Customer["customerType"];

/** Spec §3: consumers buy consumer products; a business buys SME and business ones. */
const PRODUCT_TYPES_OF: Record<CustomerType, ProductType[]> = {
  consumer: ["consumer"],
  business: ["sme", "business"],
};

/** The product types a customer of that type may order. */
export function productTypesFor(customerType: CustomerType): ProductType[] {
  return PRODUCT_TYPES_OF[customerType];
}

/** A plan as the catalog and the orders module read it: its product's type and category beside it. */
export type CatalogPlan = Plan &
  Pick<Product, "productType" | "category"> & { monthlyFeeCents: number; oneOffFeeCents: number };

const planColumns = {
  subscriptionId: plans.id,
  code: plans.code,
  productId: plans.productId,
  name: plans.name,
  description: plans.description,
  speedMbps: plans.speedMbps,
  monthlyFeeCents: plans.monthlyFeeCents,
  oneOffFeeCents: plans.oneOffFeeCents,
  priceUnit: plans.priceUnit,
  isStartingPrice: plans.isStartingPrice,
  productType: products.productType,
  category: products.category,
};

/** The plan as the API answers it, without the catalog's own fields. */
export function publicPlan(plan: CatalogPlan): Plan {
  const {
    productType: _type,
    category: _category,
    monthlyFeeCents: _fee,
    oneOffFeeCents: _oneOff,
    ...rest
  } = plan;
  return rest;
}

function toPlan(
  row: Omit<CatalogPlan, "name" | "description" | "monthlyFee" | "oneOffFee"> & {
    name: Record<string, string | undefined>;
    description: Record<string, string | undefined>;
  },
  language: Language,
): CatalogPlan {
  return {
    ...row,
    name: pickText(row.name, language) ?? row.code,
    description: pickText(row.description, language) ?? "",
    monthlyFee: row.monthlyFeeCents / 100,
    oneOffFee: row.oneOffFeeCents / 100,
  };
}

/** Plans cheapest first, of one product and/or of some product types. */
export async function listPlans(
  db: DatabaseOrTransaction,
  language: Language,
  filter: { productId?: number; productTypes?: ProductType[] } = {},
): Promise<CatalogPlan[]> {
  const conditions: SQL[] = [];
  if (filter.productId !== undefined) conditions.push(eq(plans.productId, filter.productId));
  if (filter.productTypes) conditions.push(inArray(products.productType, filter.productTypes));
  const rows = await db
    .select(planColumns)
    .from(plans)
    .innerJoin(products, eq(products.id, plans.productId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(plans.monthlyFeeCents), asc(plans.id));
  return rows.map((row) => toPlan(row, language));
}

/** A plan by its code (`megasurf-50`), or undefined. */
export async function findPlan(
  db: DatabaseOrTransaction,
  code: string,
  language: Language,
): Promise<CatalogPlan | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(plans)
    .innerJoin(products, eq(products.id, plans.productId))
    .where(eq(plans.code, code))
    .limit(1);
  return row && toPlan(row, language);
}

/** Products in catalog order, optionally only some product types. */
export async function listProducts(
  db: DatabaseOrTransaction,
  language: Language,
  productTypes?: ProductType[],
): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(productTypes ? inArray(products.productType, productTypes) : undefined)
    .orderBy(asc(products.sortOrder));
  return rows.map((row) => ({
    productId: row.id,
    code: row.code,
    productType: row.productType,
    category: row.category,
    isAddon: row.isAddon,
    name: pickText(row.name, language) ?? row.code,
    description: pickText(row.description, language) ?? "",
  }));
}
