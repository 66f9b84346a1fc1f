import type { Language } from "@isp/contracts/languages";
import type { Order, OrderStatus, OrderSummary, PlanChange } from "@isp/contracts/orders/order";
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { toDollars } from "../billing/money";
import { listPlans } from "../catalog/plans";
import { installationEvents, orderLines, orders, quotations } from "./tables";

type OrderRow = typeof orders.$inferSelect;

/**
 * The status as of `today`: a confirmed plan change is done once its day has come (the billing system
 * applies it then; nothing writes the order again).
 */
function statusOn(order: Pick<OrderRow, "type" | "status" | "effectiveOn">, today: string): OrderStatus {
  if (
    order.type === "change-plan" &&
    order.status === "confirmed" &&
    order.effectiveOn &&
    order.effectiveOn <= today
  )
    return "completed";
  return order.status;
}

/** The orders (of these ids) that have an installation, and those that have a quotation. */
async function withSummaryFlags(db: DatabaseOrTransaction, rows: OrderRow[]): Promise<SummaryRow[]> {
  const ids = rows.map((order) => order.id);
  if (ids.length === 0) return [];
  const [installed, quoted] = await Promise.all([
    db
      .selectDistinct({ orderId: installationEvents.orderId })
      .from(installationEvents)
      .where(inArray(installationEvents.orderId, ids)),
    db
      .selectDistinct({ orderId: quotations.orderId })
      .from(quotations)
      .where(inArray(quotations.orderId, ids)),
  ]);
  const hasInstallation = new Set(installed.map((row) => row.orderId));
  const hasQuotation = new Set(quoted.map((row) => row.orderId));
  return rows.map((order) => ({
    order,
    hasInstallation: hasInstallation.has(order.id),
    hasQuotation: hasQuotation.has(order.id),
  }));
}

type SummaryRow = { order: OrderRow; hasInstallation: boolean; hasQuotation: boolean };

/** Plan names by code in one language, for the plan changes of a list of orders. */
async function planNamesOf(db: DatabaseOrTransaction, language: Language, rows: SummaryRow[]) {
  const hasPlanChange = rows.some(({ order }) => order.toPlanCode);
  const plans = hasPlanChange ? await listPlans(db, language) : [];
  return new Map(plans.map((plan) => [plan.code, plan.name]));
}

function planChangeOf(order: OrderRow, planNames: Map<string, string>): PlanChange | null {
  if (!order.toPlanCode || order.toMonthlyFeeCents === null || !order.effectiveOn) return null;
  return {
    fromPlanName: (order.fromPlanCode && planNames.get(order.fromPlanCode)) ?? order.fromPlanCode ?? "",
    toPlanCode: order.toPlanCode,
    toPlanName: planNames.get(order.toPlanCode) ?? order.toPlanCode,
    monthlyFee: toDollars(order.toMonthlyFeeCents),
    effectiveOn: order.effectiveOn,
  };
}

function toSummary(
  { order, hasInstallation, hasQuotation }: SummaryRow,
  language: Language,
  today: string,
  planNames: Map<string, string>,
): OrderSummary {
  return {
    id: order.id,
    orderId: order.orderNumber,
    bs2CustomerId: order.customerId,
    type: order.type,
    status: statusOn(order, today),
    title: pickText(order.title, language) ?? "",
    serviceId: order.serviceId,
    amount: toDollars(order.amountCents),
    invoices: order.invoiceNumbers,
    planChange: planChangeOf(order, planNames),
    hasReceipt: order.paidAt !== null && order.receiptNumber !== null,
    hasInstallation,
    hasQuotation,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** A customer's orders, newest first, with their status as of `today` (Cambodian date). */
export async function listCustomerOrders(
  db: DatabaseOrTransaction,
  customerId: string,
  language: Language,
  today: string,
): Promise<OrderSummary[]> {
  const rows = await withSummaryFlags(
    db,
    await db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  );
  const planNames = await planNamesOf(db, language, rows);
  return rows.map((row) => toSummary(row, language, today, planNames));
}

/** The stored order of that number, only when it is the customer's (else undefined: a 404). */
export async function findOrderRow(
  db: DatabaseOrTransaction,
  customerId: string,
  orderNumber: number,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)))
    .limit(1);
  return order;
}

/** The lines of an order in their order, before VAT. */
export async function listOrderLines(db: DatabaseOrTransaction, orderId: number, language: Language) {
  const rows = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return rows.map((line) => ({
    name: pickText(line.name, language) ?? "",
    qty: line.qty,
    unitPrice: toDollars(line.unitPriceCents),
    value: toDollars(line.qty * line.unitPriceCents),
    valueCents: line.qty * line.unitPriceCents,
  }));
}

/** One of the customer's orders with its lines; undefined for any order not theirs. */
export async function findCustomerOrder(
  db: DatabaseOrTransaction,
  customerId: string,
  orderNumber: number,
  language: Language,
  today: string,
): Promise<Order | undefined> {
  const order = await findOrderRow(db, customerId, orderNumber);
  if (!order) return undefined;
  const [row] = (await withSummaryFlags(db, [order])) as [SummaryRow];
  const [planNames, lines] = await Promise.all([
    planNamesOf(db, language, [row]),
    listOrderLines(db, row.order.id, language),
  ]);
  return {
    ...toSummary(row, language, today, planNames),
    lines: lines.map(({ valueCents: _cents, ...line }) => line),
  };
}

/** A plan change of the service booked and not yet in effect on `today`, if any. */
export async function findPendingPlanChange(
  db: DatabaseOrTransaction,
  customerId: string,
  serviceId: string,
  today: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.serviceId, serviceId),
        eq(orders.type, "change-plan"),
        inArray(orders.status, ["created", "confirmed"]),
        gt(orders.effectiveOn, today),
      ),
    )
    .limit(1);
  return order;
}
