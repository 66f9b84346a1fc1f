import { randomInt } from "node:crypto";
import type { PaymentMethod } from "@isp/contracts/billing/list-payment-history";
import type { Language } from "@isp/contracts/languages";
import {
  type CardGateway,
  GATEWAY_TTL_MINUTES,
  KHQR_TTL_MINUTES,
  type PaymentOrder,
  type PaymentOrderMethod,
} from "@isp/contracts/payments/payment-orders";
import { and, eq, notInArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { BillingSystem } from "../billing/billing-system";
import { toCents } from "../billing/money";
import { queueEmail } from "../notifications/queue-email";
import { queueSms } from "../notifications/queue-sms";
import { findPayableOrder, markOrderPaid } from "../orders/order-transitions";
import { findCustomer } from "../selfcare/customers";
import { type BakongApi, findBakongTransaction } from "./bakong";
import type { CardGatewayAdapter } from "./gateways/card-gateways";
import type { GatewayOutcome } from "./gateways/gateway";
import { issueKhqr, type KhqrAccount, qrImageOf } from "./khqr";
import { type PaymentReceipt, receiptEmail, receiptSmsText } from "./receipt-messages";
import { paymentOrders } from "./tables";

type OrderRow = typeof paymentOrders.$inferSelect;

export type PaymentOrdersDeps = {
  db: Database;
  billing: BillingSystem;
  khqrAccount: KhqrAccount;
  bakong: BakongApi;
  gateways: Record<CardGateway, CardGatewayAdapter>;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** The Bakong sandbox's pay page, when the sandbox stands in for Bakong. */
  sandboxPayPath: string | null;
  /** The site's origin, for links in the receipt's e-mail. */
  siteOrigin: string;
  now?: () => Date;
};

/** How the billing system names each way of paying on its receipts. */
const BILLING_METHODS: Record<PaymentOrderMethod, PaymentMethod> = {
  khqr: "khqr",
  aba: "aba-payway",
  pay88: "card",
  wing: "wing",
  wingwebsdk: "wing",
};
const METHOD_NAMES: Record<PaymentOrderMethod, string> = {
  khqr: "KHQR",
  aba: "ABA PayWay",
  pay88: "iPay88",
  wing: "Wing",
  wingwebsdk: "Wing",
};

/** A reference no one can guess from another: PMB and 12 random digits. */
const newReference = () =>
  `PMB${String(randomInt(0, 1e6)).padStart(6, "0")}${String(randomInt(0, 1e6)).padStart(6, "0")}`;

/** The chosen invoices when each is an unpaid invoice of the customer; null otherwise. */
async function payableInvoices(billing: BillingSystem, customerId: string, invoiceIds: readonly number[]) {
  const wanted = new Set(invoiceIds);
  const unpaid = (await billing.listInvoices(customerId, { status: "unpaid" })).filter((invoice) =>
    wanted.has(invoice.invoiceId),
  );
  return unpaid.length === wanted.size ? unpaid : null;
}

/** What a payment pays: invoice ids, a service order's number, or an amount in cents. */
type Payable = { invoiceIds: readonly number[] } | { serviceOrderNumber: number } | { amountCents: number };
type NewOrder = { customerId: string; language: Language; pays: Payable };

/** The amount and lines of what a payment pays, when all of it may be paid now; null otherwise. */
async function payableOf({ db, billing }: PaymentOrdersDeps, customerId: string, pays: Payable) {
  if ("amountCents" in pays) {
    // The billing system allocates it once paid: to invoices unpaid then, and the rest to credit.
    return {
      kind: "amount" as const,
      amountCents: pays.amountCents,
      invoiceIds: [],
      invoiceNumbers: [],
      serviceOrderNumber: null,
    };
  }
  if ("serviceOrderNumber" in pays) {
    const order = await findPayableOrder(db, customerId, pays.serviceOrderNumber);
    return order
      ? {
          kind: "service-order" as const,
          amountCents: order.amountCents,
          invoiceIds: [],
          invoiceNumbers: [],
          serviceOrderNumber: order.orderNumber,
        }
      : null;
  }
  const unpaid = await payableInvoices(billing, customerId, pays.invoiceIds);
  if (!unpaid) return null;
  return {
    kind: "invoices" as const,
    amountCents: unpaid.reduce((sum, invoice) => sum + toCents(invoice.total), 0),
    invoiceIds: unpaid.map((invoice) => invoice.invoiceId),
    invoiceNumbers: unpaid.map((invoice) => invoice.number),
    serviceOrderNumber: null,
  };
}

/**
 * A payment by `method` of unpaid invoices of a customer, for their total as the billing system states
 * it, of a confirmed service order of theirs, for its amount, or of an amount toward their bill (a KHQR
 * payment carries its QR): null, and nothing made, when any of it may not be paid now.
 */
export async function createOrder(
  deps: PaymentOrdersDeps,
  { customerId, language, pays }: NewOrder,
  method: PaymentOrderMethod,
  { minutes = method === "khqr" ? KHQR_TTL_MINUTES : GATEWAY_TTL_MINUTES }: { minutes?: number } = {},
): Promise<OrderRow | null> {
  const { db, khqrAccount, now = () => new Date() } = deps;
  const payable = await payableOf(deps, customerId, pays);
  if (!payable) return null;
  const { amountCents } = payable;
  const reference = newReference();
  const expiresAt = new Date(now().getTime() + minutes * 60_000);
  const khqr =
    method === "khqr" ? issueKhqr(khqrAccount, { amountUsd: amountCents / 100, reference, expiresAt }) : null;
  const [order] = await db
    .insert(paymentOrders)
    .values({
      reference,
      customerId,
      ...payable,
      currency: "USD",
      method,
      status: "pending",
      language,
      khqr: khqr?.qr ?? null,
      khqrMd5: khqr?.md5 ?? null,
      expiresAt,
    })
    .returning();
  return order ?? null;
}

/** Tells the payer by SMS, and by e-mail when one is on file, that the payment was received. */
async function sendReceipt(
  { db, siteOrigin }: PaymentOrdersDeps,
  order: OrderRow,
  { receiptNumber, credit }: Settlement,
): Promise<void> {
  const customer = await findCustomer(db, order.customerId);
  if (!customer) return;
  const receipt: PaymentReceipt = {
    customerName: customer.name,
    customerId: order.customerId,
    amount: order.amountCents / 100,
    invoiceNumbers: order.invoiceNumbers,
    serviceOrderNumber: order.serviceOrderNumber,
    receiptNumber,
    credit,
    reference: order.reference,
    method: METHOD_NAMES[order.method],
    historyUrl: `${siteOrigin}${order.serviceOrderNumber === null ? "/payment_history" : "/my_orders"}`,
  };
  const { language } = order;
  await queueSms(db, {
    template: "payment-receipt",
    to: customer.phone,
    language,
    text: receiptSmsText(language, receipt),
  });
  if (customer.email) {
    await queueEmail(db, {
      template: "payment-receipt",
      to: customer.email,
      language,
      content: receiptEmail[language](receipt),
    });
  }
}

/**
 * Settles a paid order once: only the update that claims it (to "settling") goes on to record the
 * payment in the billing system, however many pollers, callbacks, retries or redirects arrive at the
 * same time; the others see it pending until it is paid with its receipt. A payment confirmed after its
 * order expired, failed or was cancelled on our side is still money received, so it is claimed too.
 */
async function settle(
  deps: PaymentOrdersDeps,
  order: OrderRow,
  { paidAt, transactionId }: { paidAt: Date; transactionId: string | null },
): Promise<void> {
  const { db, billing, log } = deps;
  const [claimed] = await db
    .update(paymentOrders)
    .set({ status: "settling", paidAt, gatewayTransactionId: transactionId })
    .where(and(eq(paymentOrders.id, order.id), notInArray(paymentOrders.status, ["paid", "settling"])))
    .returning();
  if (!claimed) return;
  const payment = {
    paidAt,
    method: BILLING_METHODS[order.method],
    comment: `${METHOD_NAMES[order.method]} ${order.reference}`,
  };
  const settled: Settlement | undefined =
    order.kind === "amount"
      ? await billing.payAmount(order.customerId, { ...payment, amount: order.amountCents / 100 })
      : order.kind === "service-order" && order.serviceOrderNumber !== null
        ? await settleServiceOrder(db, order.serviceOrderNumber, { paidAt, method: order.method })
        : await billing.settleInvoices(order.customerId, { ...payment, invoiceIds: order.invoiceIds });
  // The money has moved either way; invoices settled (or an order paid or cancelled) meanwhile leave
  // this one without a receipt, for customer care to refund or credit. An amount is never refused.
  if (!settled)
    log.warn({ reference: order.reference }, "paid order whose invoices or order were already settled");
  const [paid] = await db
    .update(paymentOrders)
    .set({
      status: "paid",
      paymentId: settled?.paymentId ?? null,
      receiptNumber: settled?.receiptNumber ?? null,
      refundDue: !settled,
      // An amount's invoices are known now: the ones the billing system settled with it.
      ...(settled?.invoiceNumbers ? { invoiceNumbers: settled.invoiceNumbers } : {}),
    })
    .where(eq(paymentOrders.id, order.id))
    .returning();
  if (settled && paid) await sendReceipt(deps, paid, settled);
}

/** What settling recorded: the payment and its receipt, and for an amount its invoices and the credit left. */
type Settlement = {
  paymentId: number | null;
  receiptNumber: string;
  invoiceNumbers?: string[];
  credit?: number;
};

/** A service order marked paid, with its receipt number; undefined when it was no longer payable. */
async function settleServiceOrder(
  db: Database,
  orderNumber: number,
  payment: { paidAt: Date; method: PaymentOrderMethod },
) {
  const receiptNumber = await markOrderPaid(db, orderNumber, payment);
  return receiptNumber ? { paymentId: null, receiptNumber } : undefined;
}

/** Ends a pending order without payment (declined, cancelled, expired); a later confirmation still settles. */
async function endUnpaid(db: Database, order: OrderRow, status: "failed" | "cancelled" | "expired") {
  await db
    .update(paymentOrders)
    .set({ status })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, "pending")));
}

/**
 * What a gateway confirmed about an order, applied: approved for the order's amount settles it once;
 * approved for another amount is money to give back, never a settlement; declined, refunded or
 * cancelled end it unpaid.
 */
async function applyOutcome(deps: PaymentOrdersDeps, order: OrderRow, outcome: GatewayOutcome) {
  const now = deps.now?.() ?? new Date();
  if (outcome.status === "approved") {
    if (outcome.amountUsd !== null && toCents(outcome.amountUsd) === order.amountCents) {
      return settle(deps, order, { paidAt: now, transactionId: outcome.transactionId });
    }
    deps.log.error(
      { reference: order.reference, confirmed: outcome.amountUsd, expected: order.amountCents / 100 },
      "gateway confirmed another amount than the order's: recorded for refund, nothing settled",
    );
    await deps.db
      .update(paymentOrders)
      .set({ status: "failed", refundDue: true, gatewayTransactionId: outcome.transactionId })
      .where(and(eq(paymentOrders.id, order.id), notInArray(paymentOrders.status, ["paid", "settling"])));
    return;
  }
  if (outcome.status === "declined" || outcome.status === "refunded")
    return endUnpaid(deps.db, order, "failed");
  if (outcome.status === "cancelled") return endUnpaid(deps.db, order, "cancelled");
  if (order.expiresAt <= now) await endUnpaid(deps.db, order, "expired");
}

/** What Bakong knows of a KHQR order's QR, as a gateway outcome (pending until a transaction matches). */
async function khqrOutcome(deps: PaymentOrdersDeps, md5: string): Promise<GatewayOutcome | null> {
  const transaction = await findBakongTransaction(deps.bakong, md5);
  if (!transaction) return { status: "pending", amountUsd: null, transactionId: null };
  // A transaction to another account or in another currency did not pay this order.
  if (transaction.currency !== "USD" || transaction.toAccountId !== deps.khqrAccount.accountId) return null;
  return { status: "approved", amountUsd: transaction.amount, transactionId: transaction.hash };
}

/**
 * An order brought up to date from its gateway's own word, never from what a browser or a callback
 * says: Bakong's transaction for a KHQR, the gateway's status check for the others. A gateway that
 * cannot be reached leaves it as it was, to be asked again.
 */
export async function refreshOrder(deps: PaymentOrdersDeps, order: OrderRow): Promise<OrderRow> {
  if (order.status !== "pending" && order.status !== "expired") return order;
  const now = deps.now?.() ?? new Date();
  let outcome: GatewayOutcome | null = null;
  try {
    outcome =
      order.method === "khqr"
        ? order.khqrMd5
          ? await khqrOutcome(deps, order.khqrMd5)
          : null
        : await deps.gateways[order.method].checkStatus(
            { reference: order.reference, amountUsd: order.amountCents / 100 },
            now,
          );
  } catch (error) {
    deps.log.warn({ reference: order.reference, err: error }, "gateway status check failed");
  }
  if (outcome) await applyOutcome(deps, order, outcome);
  else if (order.expiresAt <= now) await endUnpaid(deps.db, order, "expired");
  return (await findOrderByReference(deps.db, order.reference)) ?? order;
}

/** An order by its reference alone (a gateway's callback names no customer). */
export async function findOrderByReference(db: Database, reference: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference));
  return order ?? null;
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
    kind: order.kind,
    method: order.method,
    status,
    amount: order.amountCents / 100,
    currency: "USD",
    invoiceNumbers: order.invoiceNumbers,
    serviceOrderId: order.serviceOrderNumber,
    khqr,
    paidAt: order.paidAt?.toISOString() ?? null,
    receiptNumber: order.receiptNumber,
    paymentId: order.paymentId,
  };
}
