import type { OrderStatus } from "@isp/contracts/orders/order";
import { and, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { findOrderRow } from "./orders";
import { orders } from "./tables";

/**
 * The moves a customer (or a payment) makes an order take (spec §4: created, confirmed, paid,
 * cancelled), each a conditional update from the states it may leave: two requests at once move it
 * once, and a move from any other state changes nothing.
 */
const MOVES = {
  confirm: { from: ["created"], to: "confirmed" },
  cancel: { from: ["created", "confirmed"], to: "cancelled" },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderMove = keyof typeof MOVES;

/**
 * Moves one of the customer's orders: "moved", "refused" (not in a state it may leave, or a plan change,
 * which billing has already scheduled, being cancelled) or "missing" (not the customer's).
 */
export async function moveOrder(
  db: DatabaseOrTransaction,
  customerId: string,
  orderNumber: number,
  move: OrderMove,
  now: Date,
): Promise<"moved" | "refused" | "missing"> {
  const order = await findOrderRow(db, customerId, orderNumber);
  if (!order) return "missing";
  if (move === "cancel" && order.type === "change-plan") return "refused";
  const { from, to } = MOVES[move];
  const moved = await db
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...from])))
    .returning({ id: orders.id });
  return moved.length > 0 ? "moved" : "refused";
}

/** A confirmed order with something to pay up front, as a payment is made for it; undefined otherwise. */
export async function findPayableOrder(db: DatabaseOrTransaction, customerId: string, orderNumber: number) {
  const order = await findOrderRow(db, customerId, orderNumber);
  return order?.status === "confirmed" && order.amountCents > 0 ? order : undefined;
}

/**
 * Records a payment of a confirmed order: paid, with its receipt (RC- and the order number, as the
 * seeded receipts). False when the order was no longer confirmed (cancelled meanwhile, or paid by
 * another payment): the money is then the caller's to give back.
 */
export async function markOrderPaid(
  db: DatabaseOrTransaction,
  orderNumber: number,
  { paidAt, method }: { paidAt: Date; method: string },
): Promise<string | null> {
  const receiptNumber = `RC-${String(orderNumber).padStart(6, "0")}`;
  const paid = await db
    .update(orders)
    .set({ status: "paid", paidAt, paymentMethod: method, receiptNumber, updatedAt: paidAt })
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, "confirmed")))
    .returning({ id: orders.id });
  return paid.length > 0 ? receiptNumber : null;
}
