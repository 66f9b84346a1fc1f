import type { Language } from "@isp/contracts/languages";
import type {
  PaymentOrderKind,
  PaymentOrderMethod,
  PaymentOrderStatus,
} from "@isp/contracts/payments/payment-orders";
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Payments the portal asked a gateway for (issue 13): which invoices (or which service order) of which
 * CID, for how much, and how it ended. Each change of `status` is a conditional update from "pending", so a payment settles
 * its invoices once however often the gateway or the payer's page report it.
 */
export const paymentOrders = pgTable(
  "payments_orders",
  {
    id: serial("id").primaryKey(),
    /** The reference the gateway and the receipt carry (PMB + 12 digits). */
    reference: text("reference").notNull().unique(),
    customerId: text("customer_id").notNull(),
    /**
     * What it pays: chosen unpaid invoices, a confirmed service order (by its number), or an amount
     * the billing system allocates to the oldest invoices and the customer's credit (its invoices are
     * known once it settles).
     */
    kind: text("kind").$type<PaymentOrderKind>().notNull().default("invoices"),
    invoiceIds: integer("invoice_ids").array().notNull(),
    serviceOrderNumber: integer("service_order_number"),
    invoiceNumbers: text("invoice_numbers").array().notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").$type<"USD">().notNull(),
    method: text("method").$type<PaymentOrderMethod>().notNull(),
    /** The payer's status, or "settling" while one request records the payment (shown as pending). */
    status: text("status").$type<PaymentOrderStatus | "settling">().notNull(),
    /** The payer's language at the start: the receipt's e-mail and SMS are written in it. */
    language: text("language").$type<Language>().notNull().default("km"),
    khqr: text("khqr"),
    khqrMd5: text("khqr_md5").unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The gateway's id of the transaction (Bakong's hash, PayWay's apv, iPay88's TransId…). */
    gatewayTransactionId: text("gateway_transaction_id"),
    /**
     * Money the gateway took that settled nothing: the invoices were paid meanwhile by another payment,
     * or the gateway confirmed another amount. Customer care refunds or credits it.
     */
    refundDue: boolean("refund_due").notNull().default(false),
    /** The billing system's payment that settled the invoices, and its receipt. */
    paymentId: integer("payment_id"),
    receiptNumber: text("receipt_number"),
    /** When the background poller last asked the gateway about it (KHQRs printed on invoices). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payments_orders_customer_idx").on(table.customerId),
    index("payments_orders_pending_idx").on(table.method, table.status, table.checkedAt),
  ],
);

/**
 * The Bakong sandbox's ledger: KHQRs "paid" on its page, as Bakong would record them. Only the
 * sandbox (no Bakong credentials) writes and reads it.
 */
export const sandboxKhqrTransactions = pgTable("payments_sandbox_khqr", {
  md5: text("md5").primaryKey(),
  hash: text("hash").notNull(),
  fromAccountId: text("from_account_id").notNull(),
  toAccountId: text("to_account_id").notNull(),
  currency: text("currency").notNull(),
  amount: text("amount").notNull(),
  description: text("description").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The card and wallet sandboxes' ledger (`/sandbox/aba`, `/sandbox/pay88`, `/sandbox/wing`): how the tester
 * ended each payment, which their status checks answer from. Only the sandboxes write and read it.
 */
export const sandboxGatewayPayments = pgTable(
  "payments_sandbox_gateway",
  {
    gateway: text("gateway").notNull(),
    reference: text("reference").notNull(),
    status: text("status").$type<"approved" | "declined" | "cancelled">().notNull(),
    amount: text("amount").notNull(),
    currency: text("currency").notNull(),
    transactionId: text("transaction_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.reference] })],
);
