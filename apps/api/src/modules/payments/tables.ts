import type { PaymentOrderStatus } from "@isp/contracts/payments/payment-orders";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Payments the portal asked a gateway for (issue 13): which invoices of which CID, for how much, and
 * how it ended. Each change of `status` is a conditional update from "pending", so a payment settles
 * its invoices once however often the gateway or the payer's page report it.
 */
export const paymentOrders = pgTable(
  "payments_orders",
  {
    id: serial("id").primaryKey(),
    /** The reference the gateway and the receipt carry (PMB + 12 digits). */
    reference: text("reference").notNull().unique(),
    customerId: text("customer_id").notNull(),
    invoiceIds: integer("invoice_ids").array().notNull(),
    invoiceNumbers: text("invoice_numbers").array().notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").$type<"USD">().notNull(),
    method: text("method").$type<"khqr">().notNull(),
    /** The payer's status, or "settling" while one request records the payment (shown as pending). */
    status: text("status").$type<PaymentOrderStatus | "settling">().notNull(),
    khqr: text("khqr"),
    khqrMd5: text("khqr_md5").unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The gateway's id of the transaction (Bakong's hash). */
    gatewayTransactionId: text("gateway_transaction_id"),
    /** The billing system's payment that settled the invoices, and its receipt. */
    paymentId: integer("payment_id"),
    receiptNumber: text("receipt_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payments_orders_customer_idx").on(table.customerId)],
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
