import type { InstallationStep } from "@isp/contracts/orders/get-order-installation";
import type { OrderStatus, OrderType } from "@isp/contracts/orders/order";
import { sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Translations } from "../../i18n/translations";

/** Order numbers the customer sees; seeded orders keep theirs, new ones count from here. */
export const orderNumbers = pgSequence("orders_order_number_seq", { startWith: 60001 });

/**
 * Orders of a customer (spec §3 Order: orderId, bs2CustomerId, amount, invoices). The customer is
 * named by id only: the customer record belongs to the selfcare module.
 */
export const orders = pgTable(
  "orders_orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: integer("order_number").notNull().unique().default(sql`nextval('orders_order_number_seq')`),
    customerId: text("customer_id").notNull(),
    type: text("type").$type<OrderType>().notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    title: jsonb("title").$type<Translations<string>>().notNull(),
    serviceId: text("service_id"),
    /** What the order costs up front, VAT included, in US cents. */
    amountCents: integer("amount_cents").notNull(),
    invoiceNumbers: text("invoice_numbers").array().notNull().default(sql`'{}'::text[]`),
    // A plan change: from which plan to which, its new monthly fee and the day it takes effect.
    fromPlanCode: text("from_plan_code"),
    toPlanCode: text("to_plan_code"),
    toMonthlyFeeCents: integer("to_monthly_fee_cents"),
    effectiveOn: date("effective_on"),
    // Payment, when paid: the receipt is made from it.
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paymentMethod: text("payment_method"),
    receiptNumber: text("receipt_number").unique(),
    // A new service: its contract period, where it is installed, and the visit booked.
    periodMonths: integer("period_months"),
    locationId: integer("location_id"),
    installArea: text("install_area"),
    installSlot: text("install_slot"),
    // The installation booked in the field-service tool.
    appointmentAt: timestamp("appointment_at", { withTimezone: true }),
    engineerName: text("engineer_name"),
    engineerPhone: text("engineer_phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_orders_customer_idx").on(table.customerId),
    index("orders_orders_service_idx").on(table.serviceId),
    index("orders_orders_install_idx").on(table.installArea, table.appointmentAt),
  ],
);

/** What an order is made of, before VAT, in US cents. */
export const orderLines = pgTable(
  "orders_order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: jsonb("name").$type<Translations<string>>().notNull(),
    qty: integer("qty").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
  },
  (table) => [index("orders_order_lines_order_idx").on(table.orderId)],
);

/** The steps of an installation the field-service tool (Planado) has reported, with their time. */
export const installationEvents = pgTable(
  "orders_installation_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: text("step").$type<InstallationStep>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("orders_installation_events_order_idx").on(table.orderId)],
);

/** A business quotation made for an order (spec §3 Quotation detail). */
export const quotations = pgTable(
  "orders_quotations",
  {
    id: serial("id").primaryKey(),
    quotationNumber: text("quotation_number").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    issuedOn: date("issued_on").notNull(),
    validUntil: date("valid_until").notNull(),
  },
  (table) => [index("orders_quotations_order_idx").on(table.orderId)],
);

/** Lines of a quotation, before VAT, in US cents. */
export const quotationLines = pgTable(
  "orders_quotation_lines",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: jsonb("name").$type<Translations<string>>().notNull(),
    qty: integer("qty").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
  },
  (table) => [index("orders_quotation_lines_quotation_idx").on(table.quotationId)],
);

/** Visitors whose address is not covered yet and who asked for a call (spec §8 "I'm waiting for a call"). */
export const coverageLeads = pgTable("orders_coverage_leads", {
  id: serial("id").primaryKey(),
  accountId: text("account_id").notNull(),
  fullName: text("full_name").notNull(),
  contactNumber: text("contact_number").notNull(),
  planCode: text("plan_code"),
  communeCode: text("commune_code"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
