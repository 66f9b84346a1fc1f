import { INSTALLATION_PLAN_CODES } from "@isp/contracts/catalog/catalog-ids";
import { LANGUAGES, type Language } from "@isp/contracts/languages";
import type { CreateOrderBody } from "@isp/contracts/orders/create-order";
import {
  type OrderPeriod,
  type OrderPrice,
  type PricedItem,
  priceOrder,
} from "@isp/contracts/orders/order-price";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { Translations } from "../../i18n/translations";
import { type CatalogPlan, findPlan, listProducts, productTypesFor } from "../catalog/plans";
import { findServingArea } from "../map/coverage";
import type { EmailTemplate } from "../notifications/email-layout";
import { queueEmail } from "../notifications/queue-email";
import { type Customer, findCustomerLocation } from "../selfcare/customers";
import type { OrderMessageCode } from "./order-messages";

export type NewServiceRefusal = { status: 403 | 404 | 409 | 422; code: OrderMessageCode };

const PERIOD_LABELS: Record<Language, Record<OrderPeriod, string>> = {
  km: { 6: "៦ ខែ", 12: "១២ ខែ", [-1]: "ផ្សេងទៀត (ប្រចាំខែ)" },
  en: { 6: "6 months", 12: "12 months", [-1]: "Other (month to month)" },
  zh: { 6: "6 个月", 12: "12 个月", [-1]: "其他（按月）" },
};

/** A catalog plan with its name in every language (order and quotation lines keep each). */
type NamedPlan = { plan: CatalogPlan; names: Translations<string> };

async function plansInEveryLanguage(db: Database, code: string): Promise<NamedPlan | undefined> {
  const named = await Promise.all(LANGUAGES.map((language) => findPlan(db, code, language)));
  const plan = named[0];
  if (!plan) return undefined;
  return {
    plan,
    names: Object.fromEntries(LANGUAGES.map((language, index) => [language, named[index]?.name ?? code])),
  };
}

/** A new service as the catalog prices it, at a place of the customer's that the network covers. */
export type NewServiceOffer = {
  main: NamedPlan;
  addons: NamedPlan[];
  /** The main plan, the add-ons and the installation of the customer's type, in that order. */
  items: NamedPlan[];
  installationCode: string;
  location: NonNullable<Awaited<ReturnType<typeof findCustomerLocation>>>;
  area: NonNullable<Awaited<ReturnType<typeof findServingArea>>>;
  price: OrderPrice;
};

type ServiceChoice = Pick<CreateOrderBody, "planCode" | "periodMonths" | "locationId"> & {
  addonPlanCodes: string[];
};

/**
 * Spec §2's identification step, done: a consumer's personal details with the ID card or passport
 * photo on file, or a business's company information (what the profile's forms require).
 */
function isIdentified(customer: Customer): boolean {
  const known = (...values: unknown[]) => values.every((value) => value !== null && value !== "");
  return customer.customerType === "consumer"
    ? known(customer.firstName, customer.lastName, customer.identifyNumber, customer.identifyFileKey)
    : known(customer.name, customer.contactName, customer.contactEmail, customer.companyPhone);
}

/**
 * What an order or a quotation of a new service is made of, for an identified customer: the plan and
 * add-ons checked against what the customer's type may order, priced from the catalog (never from the
 * browser), the installation of their type added, at one of their locations that the network covers.
 */
export async function offerNewService(
  db: Database,
  customer: Customer,
  choice: ServiceChoice,
  language: Language,
): Promise<{ offer: NewServiceOffer } | { refusal: NewServiceRefusal }> {
  if (!isIdentified(customer)) return { refusal: { status: 422, code: "identification_missing" } };
  const allowedTypes = productTypesFor(customer.customerType);
  const addonProducts = new Set(
    (await listProducts(db, language, allowedTypes))
      .filter((product) => product.isAddon)
      .map((p) => p.productId),
  );
  const installationCode = INSTALLATION_PLAN_CODES[customer.customerType];

  const main = await plansInEveryLanguage(db, choice.planCode);
  if (!main) return { refusal: { status: 422, code: "plan_unknown" } };
  if (!allowedTypes.includes(main.plan.productType) || addonProducts.has(main.plan.productId)) {
    return { refusal: { status: 422, code: "plan_not_allowed" } };
  }
  const addonCodes = [...new Set(choice.addonPlanCodes)].filter((code) => code !== installationCode);
  const found = await Promise.all(addonCodes.map((code) => plansInEveryLanguage(db, code)));
  const addons = found.filter((addon) => addon !== undefined);
  if (addons.length < found.length || addons.some((addon) => !addonProducts.has(addon.plan.productId))) {
    return { refusal: { status: 422, code: "addon_not_allowed" } };
  }
  const installation = await plansInEveryLanguage(db, installationCode);

  const location = await findCustomerLocation(db, customer.id, choice.locationId);
  if (!location) return { refusal: { status: 404, code: "location_not_found" } };
  const area = await findServingArea(db, location, language);
  if (!area) return { refusal: { status: 422, code: "not_in_coverage" } };

  const items = [main, ...addons, installation].filter((item) => item !== undefined);
  const priced = (plan: CatalogPlan): PricedItem => ({
    code: plan.code,
    monthlyFeeCents: plan.monthlyFeeCents,
    oneOffFeeCents: plan.oneOffFeeCents,
    isInstallation: plan.code === installationCode,
  });
  const price = priceOrder(
    items.map((item) => priced(item.plan)),
    choice.periodMonths,
  );
  return { offer: { main, addons, items, installationCode, location, area, price } };
}

/** The order's lines: each item once, at its monthly and one-off fees, the installation free if waived. */
export function orderLinesOf(offer: NewServiceOffer) {
  return offer.items.map((item, index) => {
    const waived = offer.price.isInstallationWaived && item.plan.code === offer.installationCode;
    return {
      position: index + 1,
      name: item.names,
      qty: 1,
      unitPriceCents: waived ? 0 : item.plan.monthlyFeeCents + item.plan.oneOffFeeCents,
    };
  });
}

/** What the e-mails of an order or a quotation say of the customer and the offer, in one language. */
export function offerMailFields(
  offer: NewServiceOffer,
  customer: Customer,
  periodMonths: OrderPeriod,
  language: Language,
) {
  return {
    customerId: customer.id,
    customerName: customer.name,
    phone: customer.phone,
    planName: offer.main.names[language] ?? offer.main.plan.name,
    periodLabel: PERIOD_LABELS[language][periodMonths],
    addons: offer.addons.map((addon) => addon.names[language]).join(", "),
    area: offer.area.name,
  };
}

/** Tells sales of a new order or quotation (a reply goes to the customer), and the customer with an e-mail. */
export async function tellSalesAndCustomer<Data>(
  tx: DatabaseOrTransaction,
  {
    salesEmail,
    customer,
    language,
    data,
    toSales,
    toCustomer,
  }: {
    salesEmail: string;
    customer: Customer;
    language: Language;
    data: Data;
    toSales: { template: string; content: EmailTemplate<Data> };
    toCustomer: { template: string; content: EmailTemplate<Data> };
  },
): Promise<void> {
  await queueEmail(tx, {
    template: toSales.template,
    to: salesEmail,
    language,
    content: toSales.content[language](data),
    replyTo: customer.email,
  });
  if (customer.email) {
    await queueEmail(tx, {
      template: toCustomer.template,
      to: customer.email,
      language,
      content: toCustomer.content[language](data),
    });
  }
}
