import type { FieldServiceStatus, TicketStatus } from "@isp/contracts/tickets/ticket";
import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Field engineers, with the last GPS position their phone reported (the field-service app's own
 * record: one position and when it was taken, no trail).
 */
export const fieldEngineers = pgTable("billing_field_engineers", {
  id: serial("id").primaryKey(),
  nameLatin: text("name_latin").notNull(),
  nameKm: text("name_km").notNull(),
  phone: text("phone").notNull(),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  positionTakenAt: timestamp("position_taken_at", { withTimezone: true }),
});

/** Support tickets about a customer's service (the SID is billing's; no key across modules). */
export const tickets = pgTable(
  "billing_tickets",
  {
    // Ticket numbers customers read out on the phone: six digits from the start.
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    customerId: text("customer_id").notNull(),
    serviceId: text("service_id").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    status: text("status").$type<TicketStatus>().notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    appointmentAt: timestamp("appointment_at", { withTimezone: true }),
    engineerId: integer("engineer_id").references(() => fieldEngineers.id),
  },
  (table) => [
    index("billing_tickets_customer_service").on(table.customerId, table.serviceId, table.openedAt),
  ],
);

/** A ticket's field-service steps (created, assigned, on the way, on site, work done, closed), with times. */
export const fieldServiceEvents = pgTable(
  "billing_field_service_events",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id),
    status: text("status").$type<FieldServiceStatus>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("billing_field_service_events_ticket").on(table.ticketId, table.at)],
);
