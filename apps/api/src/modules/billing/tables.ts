import type { ServiceStatus } from "@isp/contracts/billing/list-packages";
import type { PaymentMethod } from "@isp/contracts/billing/list-payment-history";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The embedded billing system's own books. Amounts are whole US cents: VAT and totals are summed
// exactly, and the API turns them into dollars at its edge.

export type Router = { model: string; serial: string };

/** A customer's service (the SID is the key) on the plan it started with; later plans are plan changes. */
export const services = pgTable(
  "billing_services",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    serviceName: text("service_name").notNull(),
    planCode: text("plan_code").notNull(),
    planName: text("plan_name").notNull(),
    speedMbps: integer("speed_mbps"),
    status: text("status").$type<ServiceStatus>().notNull(),
    /** The day of the month a billing period starts (1–28, so every month has it). */
    billingDay: integer("billing_day").notNull(),
    /** The day the service (on its first plan) started. */
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    monthlyFeeCents: integer("monthly_fee_cents").notNull(),
    routers: jsonb("routers").$type<Router[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("billing_services_customer").on(table.customerId)],
);

/** A plan a service moves to on `effectiveOn` (pending until then). */
export const planChanges = pgTable(
  "billing_plan_changes",
  {
    id: serial("id").primaryKey(),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id),
    planCode: text("plan_code").notNull(),
    planName: text("plan_name").notNull(),
    speedMbps: integer("speed_mbps"),
    monthlyFeeCents: integer("monthly_fee_cents").notNull(),
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("billing_plan_changes_service_day").on(table.serviceId, table.effectiveOn)],
);

/** Money received from a customer; it settles one or more invoices, and any rest is their credit. */
export const payments = pgTable(
  "billing_payments",
  {
    id: serial("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    comment: text("comment").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [index("billing_payments_customer").on(table.customerId)],
);

/**
 * Money a customer paid beyond the invoices it settled (an amount paid rather than chosen invoices):
 * the next amount paid adds to it, and an invoice issued later is paid from it when it covers the
 * whole invoice. One row per customer; every change holds the row's lock, so no cent is spent twice.
 */
export const customerCredits = pgTable("billing_customer_credits", {
  customerId: text("customer_id").primaryKey(),
  balanceCents: integer("balance_cents").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A monthly bill of one customer's services sharing a billing day; one per customer and period. */
export const invoices = pgTable(
  "billing_invoices",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    customerId: text("customer_id").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    netCents: integer("net_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    paymentId: integer("payment_id").references(() => payments.id),
    paidOn: date("paid_on", { mode: "string" }),
  },
  (table) => [
    uniqueIndex("billing_invoices_customer_period").on(table.customerId, table.periodStart),
    index("billing_invoices_payment").on(table.paymentId),
  ],
);

/** One service's charge on an invoice, at the plan in force when the period started. */
export const invoiceLines = pgTable(
  "billing_invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    position: integer("position").notNull(),
    serviceId: text("service_id").notNull(),
    serviceName: text("service_name").notNull(),
    planName: text("plan_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [uniqueIndex("billing_invoice_lines_position").on(table.invoiceId, table.position)],
);
