import { INSTALLATION_PLAN_CODES } from "@isp/contracts/catalog/catalog-ids";
import { LANGUAGES, type Language } from "@isp/contracts/languages";
import type { CreateOrderBody } from "@isp/contracts/orders/create-order";
import type { OrderSummary } from "@isp/contracts/orders/order";
import { type OrderPeriod, type PricedItem, priceOrder } from "@isp/contracts/orders/order-price";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type CatalogPlan, findPlan, listProducts, productTypesFor } from "../catalog/plans";
import { findServingArea } from "../map/coverage";
import { queueEmail } from "../notifications/queue-email";
import { findCustomer, findCustomerLocation } from "../selfcare/customers";
import { appointmentOf, isSlotFree } from "./installation-slots";
import { newOrderReceived, newOrderToSales } from "./new-order-emails";
import type { OrderMessageCode } from "./order-messages";
import { findCustomerOrder } from "./orders";
import { orderLines, orders } from "./tables";

export type NewOrderRefusal = { status: 404 | 409 | 422; code: OrderMessageCode };

const PERIOD_LABELS: Record<Language, Record<OrderPeriod, string>> = {
  km: { 6: "៦ ខែ", 12: "១២ ខែ", [-1]: "ផ្សេងទៀត (ប្រចាំខែ)" },
  en: { 6: "6 months", 12: "12 months", [-1]: "Other (month to month)" },
  zh: { 6: "6 个月", 12: "12 个月", [-1]: "其他（按月）" },
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The plans of the order in every language (order lines keep their names in each). */
async function plansInEveryLanguage(db: Database, code: string) {
  const named = await Promise.all(LANGUAGES.map((language) => findPlan(db, code, language)));
  const plan = named[0];
  if (!plan) return undefined;
  return {
    plan,
    names: Object.fromEntries(LANGUAGES.map((language, index) => [language, named[index]?.name ?? code])),
  };
}

/**
 * Orders a new service for a customer: the plan and add-ons priced from the catalog (never from the
 * browser), the installation of their type added, at one of their locations that the network covers,
 * with a half-day visit still free in that area. Sales and the customer hear of it through the outbox.
 */
export async function createNewServiceOrder(
  db: Database,
  {
    customerId,
    body,
    language,
    today,
    salesEmail,
  }: {
    customerId: string;
    body: Omit<CreateOrderBody, "addonPlanCodes"> & { addonPlanCodes: string[] };
    language: Language;
    today: string;
    salesEmail: string;
  },
): Promise<{ order: OrderSummary } | { refusal: NewOrderRefusal }> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return { refusal: { status: 404, code: "order_not_found" } };
  const allowedTypes = productTypesFor(customer.customerType);
  const addonProducts = new Set(
    (await listProducts(db, language, allowedTypes))
      .filter((product) => product.isAddon)
      .map((p) => p.productId),
  );
  const installationCode = INSTALLATION_PLAN_CODES[customer.customerType];

  const main = await plansInEveryLanguage(db, body.planCode);
  if (!main) return { refusal: { status: 422, code: "plan_unknown" } };
  if (!allowedTypes.includes(main.plan.productType) || addonProducts.has(main.plan.productId)) {
    return { refusal: { status: 422, code: "plan_not_allowed" } };
  }
  const addonCodes = [...new Set(body.addonPlanCodes)].filter((code) => code !== installationCode);
  const addons = await Promise.all(addonCodes.map((code) => plansInEveryLanguage(db, code)));
  if (addons.some((addon) => !addon || !addonProducts.has(addon.plan.productId))) {
    return { refusal: { status: 422, code: "addon_not_allowed" } };
  }
  const installation = await plansInEveryLanguage(db, installationCode);

  const location = await findCustomerLocation(db, customerId, body.locationId);
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
    body.periodMonths,
  );
  const offer = { date: body.installationDate, slot: body.installationSlot };

  const orderNumber = await db.transaction(async (tx) => {
    // Two customers taking the last visit of a half day: the second waits here, then sees it taken.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`install:${area.id}`}))`);
    if (!(await isSlotFree(tx, area.id, offer, today))) return null;
    const now = new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        customerId,
        type: "new-service",
        status: "created",
        title: main.names,
        amountCents: price.firstPaymentCents,
        toPlanCode: main.plan.code,
        toMonthlyFeeCents: price.monthlyCents,
        periodMonths: body.periodMonths,
        locationId: location.id,
        installArea: area.id,
        installSlot: offer.slot,
        appointmentAt: appointmentOf(offer.date, offer.slot),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error("The new order was not saved");
    await tx.insert(orderLines).values(
      items.map((item, index) => {
        const waived = price.isInstallationWaived && item.plan.code === installationCode;
        return {
          orderId: order.id,
          position: index + 1,
          name: item.names,
          qty: 1,
          unitPriceCents: waived ? 0 : item.plan.monthlyFeeCents + item.plan.oneOffFeeCents,
        };
      }),
    );
    const data = {
      orderNumber: order.orderNumber,
      customerId,
      customerName: customer.name,
      phone: customer.phone,
      planName: main.names[language] ?? main.plan.name,
      periodLabel: PERIOD_LABELS[language][body.periodMonths],
      addons: addons.map((addon) => addon?.names[language]).join(", "),
      monthly: dollars(price.monthlyCents),
      firstPayment: dollars(price.firstPaymentCents),
      visit: `${offer.date} ${offer.slot}`,
      area: area.name,
    };
    await queueEmail(tx, {
      template: "order-to-sales",
      to: salesEmail,
      language,
      content: newOrderToSales[language](data),
      replyTo: customer.email,
    });
    if (customer.email) {
      await queueEmail(tx, {
        template: "order-received",
        to: customer.email,
        language,
        content: newOrderReceived[language](data),
      });
    }
    return order.orderNumber;
  });
  if (orderNumber === null) return { refusal: { status: 409, code: "slot_taken" } };
  const order = await findCustomerOrder(db, customerId, orderNumber, language, today);
  if (!order) throw new Error("The new order is not found");
  const { lines: _lines, ...summary } = order;
  return { order: summary };
}
