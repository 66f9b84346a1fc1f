import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Customer records (the CID is the key). Accounts link to one after proving the phone on file; the
 * self-care screens show what hangs off a customer (packages, invoices, orders, tickets).
 */
export const customers = pgTable("selfcare_customers", {
  id: text("id").primaryKey(),
  customerType: text("customer_type").$type<"consumer" | "business">().notNull(),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  email: text("email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
