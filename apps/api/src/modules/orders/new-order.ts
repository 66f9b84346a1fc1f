import type { Language } from "@isp/contracts/languages";
import type { CreateOrderBody } from "@isp/contracts/orders/create-order";
import type { OrderSummary } from "@isp/contracts/orders/order";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findCustomer } from "../selfcare/customers";
import { appointmentOf, isSlotFree } from "./installation-slots";
import { newOrderReceived, newOrderToSales } from "./new-order-emails";
import {
  type NewServiceRefusal,
  offerMailFields,
  offerNewService,
  orderLinesOf,
  tellSalesAndCustomer,
} from "./new-service-offer";
import { findCustomerOrder } from "./orders";
import { orderLines, orders } from "./tables";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Orders a new service for a customer (`offerNewService`: priced from the catalog, at a covered place
 * of theirs) with a half-day visit still free in that area. Sales and the customer hear of it through the outbox.
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
): Promise<{ order: OrderSummary } | { refusal: NewServiceRefusal }> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return { refusal: { status: 404, code: "order_not_found" } };
  const offered = await offerNewService(db, customer, body, language);
  if ("refusal" in offered) return offered;
  const { main, area, location, price } = offered.offer;
  const visit = { date: body.installationDate, slot: body.installationSlot };

  const orderNumber = await db.transaction(async (tx) => {
    // Two customers taking the last visit of a half day: the second waits here, then sees it taken.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`install:${area.id}`}))`);
    if (!(await isSlotFree(tx, area.id, visit, today))) return null;
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
        installSlot: visit.slot,
        appointmentAt: appointmentOf(visit.date, visit.slot),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error("The new order was not saved");
    await tx
      .insert(orderLines)
      .values(orderLinesOf(offered.offer).map((line) => ({ ...line, orderId: order.id })));
    const data = {
      ...offerMailFields(offered.offer, customer, body.periodMonths, language),
      orderNumber: order.orderNumber,
      monthly: dollars(price.monthlyCents),
      firstPayment: dollars(price.firstPaymentCents),
      visit: `${visit.date} ${visit.slot}`,
    };
    await tellSalesAndCustomer(tx, {
      salesEmail,
      customer,
      language,
      data,
      toSales: { template: "order-to-sales", content: newOrderToSales },
      toCustomer: { template: "order-received", content: newOrderReceived },
    });
    return order.orderNumber;
  });
  if (orderNumber === null) return { refusal: { status: 409, code: "slot_taken" } };
  const order = await findCustomerOrder(db, customerId, orderNumber, language, today);
  if (!order) throw new Error("The new order is not found");
  const { lines: _lines, ...summary } = order;
  return { order: summary };
}
