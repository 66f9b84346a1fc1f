import { randomInt } from "node:crypto";
import { KHQR_TTL_MINUTES, type PaymentOrder } from "@isp/contracts/payments/payment-orders";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { BillingSystem } from "../billing/billing-system";
import { type BakongApi, findBakongTransaction } from "./bakong";
import { issueKhqr, type KhqrAccount, qrImageOf } from "./khqr";
import { paymentOrders } from "./tables";

type OrderRow = typeof paymentOrders.$inferSelect;

export type PaymentOrdersDeps = {
  db: Database;
  billing: BillingSystem;
  khqrAccount: KhqrAccount;
  bakong: BakongApi;
  log: Pick<FastifyBaseLogger, "warn">;
  /** The Bakong sandbox's pay page, when the sandbox stands in for Bakong. */
  sandboxPayPath: string | null;
  now?: () => Date;
};

const toCents = (dollars: number) => Math.round(dollars * 100);

/** A reference no one can guess from another: PMB and 12 random digits. */
const newReference = () =>
  `PMB${String(randomInt(0, 1e6)).padStart(6, "0")}${String(randomInt(0, 1e6)).padStart(6, "0")}`;

/**
 * An order to pay unpaid invoices of a customer by KHQR, for their total as the billing system states
 * it: null (and nothing made) when one of them is not an unpaid invoice of this customer.
 */
export async function createKhqrOrder(
  { db, billing, khqrAccount, now = () => new Date() }: PaymentOrdersDeps,
  customerId: string,
  invoiceIds: readonly number[],
): Promise<OrderRow | null> {
  const wanted = new Set(invoiceIds);
  const unpaid = (await billing.listInvoices(customerId, { status: "unpaid" })).filter((invoice) =>
    wanted.has(invoice.invoiceId),
  );
  if (unpaid.length !== wanted.size) return null;
  const amountCents = unpaid.reduce((sum, invoice) => sum + toCents(invoice.total), 0);
  const reference = newReference();
  const expiresAt = new Date(now().getTime() + KHQR_TTL_MINUTES * 60_000);
  const khqr = issueKhqr(khqrAccount, { amountUsd: amountCents / 100, reference, expiresAt });
  const [order] = await db
    .insert(paymentOrders)
    .values({
      reference,
      customerId,
      invoiceIds: unpaid.map((invoice) => invoice.invoiceId),
      invoiceNumbers: unpaid.map((invoice) => invoice.number),
      amountCents,
      currency: "USD",
      method: "khqr",
      status: "pending",
      khqr: khqr.qr,
      khqrMd5: khqr.md5,
      expiresAt,
    })
    .returning();
  return order ?? null;
}

/**
 * Settles a paid order once: only the update that moves it from "pending" to "settling" goes on to
 * record the payment in the billing system, however many pollers, callbacks or retries arrive at the
 * same time; the others see it pending until it is paid with its receipt.
 */
async function settle(
  { db, billing, log }: PaymentOrdersDeps,
  order: OrderRow,
  { paidAt, transactionId }: { paidAt: Date; transactionId: string },
): Promise<void> {
  const [claimed] = await db
    .update(paymentOrders)
    .set({ status: "settling", paidAt, gatewayTransactionId: transactionId })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, "pending")))
    .returning();
  if (!claimed) return;
  const settled = await billing.settleInvoices(order.customerId, {
    invoiceIds: order.invoiceIds,
    paidAt,
    method: "khqr",
    comment: `KHQR ${order.reference}`,
  });
  // The money has moved either way; invoices settled meanwhile by another payment leave this one
  // without a receipt, for customer care to refund or credit (the log says so).
  if (!settled) log.warn({ reference: order.reference }, "paid order whose invoices were already settled");
  await db
    .update(paymentOrders)
    .set({
      status: "paid",
      paymentId: settled?.paymentId ?? null,
      receiptNumber: settled?.receiptNumber ?? null,
    })
    .where(eq(paymentOrders.id, order.id));
}

/**
 * A pending KHQR order brought up to date: paid when Bakong knows a transaction for its QR of the
 * same amount, currency and account (settled once), expired when its QR has run out. Bakong being
 * unreachable leaves it pending, to be asked again.
 */
export async function refreshOrder(deps: PaymentOrdersDeps, order: OrderRow): Promise<OrderRow> {
  if (order.status !== "pending" || !order.khqrMd5) return order;
  const now = deps.now?.() ?? new Date();
  let transaction: Awaited<ReturnType<typeof findBakongTransaction>> = null;
  try {
    transaction = await findBakongTransaction(deps.bakong, order.khqrMd5);
  } catch {
    return order;
  }
  const matches =
    transaction !== null &&
    transaction.currency === order.currency &&
    toCents(transaction.amount) === order.amountCents &&
    transaction.toAccountId === deps.khqrAccount.accountId;
  if (transaction && matches) {
    await settle(deps, order, { paidAt: now, transactionId: transaction.hash });
  } else if (order.expiresAt <= now) {
    await deps.db
      .update(paymentOrders)
      .set({ status: "expired" })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, "pending")));
  }
  const [current] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
  return current ?? order;
}

/** One order of a customer by its reference. */
export async function findOrder(
  db: Database,
  customerId: string,
  reference: string,
): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.reference, reference), eq(paymentOrders.customerId, customerId)));
  return order ?? null;
}

/** An order as the payer's page shows it; the QR only while it can still be paid. */
export async function describeOrder(
  { sandboxPayPath }: Pick<PaymentOrdersDeps, "sandboxPayPath">,
  order: OrderRow,
): Promise<PaymentOrder> {
  const status = order.status === "settling" ? "pending" : order.status;
  const khqr =
    status === "pending" && order.khqr && order.khqrMd5
      ? {
          qr: order.khqr,
          md5: order.khqrMd5,
          image: await qrImageOf(order.khqr),
          expiresAt: order.expiresAt.toISOString(),
          sandboxPayUrl: sandboxPayPath
            ? `${sandboxPayPath}?${new URLSearchParams({ qr: order.khqr })}`
            : null,
        }
      : null;
  return {
    orderId: order.reference,
    status,
    amount: order.amountCents / 100,
    currency: "USD",
    invoiceNumbers: order.invoiceNumbers,
    khqr,
    paidAt: order.paidAt?.toISOString() ?? null,
    receiptNumber: order.receiptNumber,
  };
}
