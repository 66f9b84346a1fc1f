import { formatUsd } from "@isp/contracts/billing/format-usd";
import type { Language } from "@isp/contracts/languages";
import type { BusinessQuotationBody } from "@isp/contracts/orders/business-quotation";
import type { OrderPeriod } from "@isp/contracts/orders/order-price";
import type { Quotation } from "@isp/contracts/selfcare/list-mapp-quotations";
import type { Database } from "../../db/client";
import type { Translations } from "../../i18n/translations";
import { addDays } from "../../time/cambodia-date";
import { toDollars } from "../billing/money";
import { findCustomer } from "../selfcare/customers";
import {
  type NewServiceOffer,
  type NewServiceRefusal,
  offerMailFields,
  offerNewService,
  orderLinesOf,
  tellSalesAndCustomer,
} from "./new-service-offer";
import { quotationReceived, quotationToSales } from "./quotation-emails";
import { listOrderQuotations, quotationLineCents } from "./quotations";
import { orderLines, orders, quotationLines, quotations } from "./tables";

/** How long a quotation's prices hold; sales sends the contract well within it (spec §9: 5 working days). */
const VALID_DAYS = 30;

const MONTHLY_FEE: Record<Language, (name: string) => string> = {
  km: (name) => `${name} ថ្លៃប្រចាំខែ`,
  en: (name) => `${name}, monthly fee`,
  zh: (name) => `${name} 月费`,
};

/**
 * A quotation reads as a contract does: each monthly fee times the months of the period (one month
 * for month to month), then what is paid once; the installation stays listed, at $0, when a 12-month
 * contract waives it.
 */
function quotationLinesOf(offer: NewServiceOffer, periodMonths: OrderPeriod) {
  const months = periodMonths === -1 ? 1 : periodMonths;
  return offer.items.flatMap(({ plan, names }) => {
    const monthlyName: Translations<string> = Object.fromEntries(
      Object.entries(names).map(([language, name]) => [
        language,
        MONTHLY_FEE[language as Language](name ?? plan.name),
      ]),
    );
    const isWaived = offer.price.isInstallationWaived && plan.code === offer.installationCode;
    return [
      ...(plan.monthlyFeeCents > 0
        ? [{ name: monthlyName, qty: months, unitPriceCents: plan.monthlyFeeCents }]
        : []),
      ...(plan.oneOffFeeCents > 0
        ? [{ name: names, qty: 1, unitPriceCents: isWaived ? 0 : plan.oneOffFeeCents }]
        : []),
    ];
  });
}

/**
 * A business asks for a quotation instead of ordering at once: an order waiting on it (no visit yet,
 * sales agrees one when they call) and the quotation, priced from the catalog, numbered after the order;
 * sales and the business hear of it through the outbox. Consumers order directly (403).
 */
export async function requestBusinessQuotation(
  db: Database,
  {
    customerId,
    body,
    language,
    today,
    salesEmail,
  }: {
    customerId: string;
    body: Omit<BusinessQuotationBody, "addonPlanCodes" | "comment"> & {
      addonPlanCodes: string[];
      comment: string | null;
    };
    language: Language;
    today: string;
    salesEmail: string;
  },
): Promise<{ quotation: Quotation } | { refusal: NewServiceRefusal }> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return { refusal: { status: 404, code: "order_not_found" } };
  if (customer.customerType !== "business")
    return { refusal: { status: 403, code: "quotation_for_business" } };
  const offered = await offerNewService(db, customer, body, language);
  if ("refusal" in offered) return offered;
  const { main, area, location, price } = offered.offer;

  const orderNumber = await db.transaction(async (tx) => {
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
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error("The order of the quotation was not saved");
    await tx
      .insert(orderLines)
      .values(orderLinesOf(offered.offer).map((line) => ({ ...line, orderId: order.id })));
    const quotationNumber = `QT-${today.slice(0, 4)}-${order.orderNumber}`;
    const validUntil = addDays(today, VALID_DAYS);
    const [quotation] = await tx
      .insert(quotations)
      .values({ quotationNumber, orderId: order.id, issuedOn: today, validUntil })
      .returning({ id: quotations.id });
    if (!quotation) throw new Error("The quotation was not saved");
    const lines = quotationLinesOf(offered.offer, body.periodMonths);
    await tx
      .insert(quotationLines)
      .values(lines.map((line, index) => ({ ...line, quotationId: quotation.id, position: index + 1 })));

    const totalCents = lines
      .map(quotationLineCents)
      .reduce((sum, line) => sum + line.valueCents + line.vatCents, 0);
    const data = {
      ...offerMailFields(offered.offer, customer, body.periodMonths, language),
      quotationNumber,
      orderNumber: order.orderNumber,
      total: formatUsd(toDollars(totalCents), language),
      validUntil,
      comment: body.comment,
    };
    await tellSalesAndCustomer(tx, {
      salesEmail,
      customer,
      language,
      data,
      toSales: { template: "quotation-to-sales", content: quotationToSales },
      toCustomer: { template: "quotation-received", content: quotationReceived },
    });
    return order.orderNumber;
  });
  const [quotation] = (await listOrderQuotations(db, customerId, orderNumber, language)) ?? [];
  if (!quotation) throw new Error("The new quotation is not found");
  return { quotation };
}
