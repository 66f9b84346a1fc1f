import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export type OutboxAttachment = { storageKey: string; fileName: string; mediaType: string };

/**
 * E-mails and text messages waiting to be sent, written in the same transaction as what they tell about, so a request
 * never waits for (or fails with) the mail server. A worker sends them and retries failures.
 */
export const outboxMessages = pgTable(
  "notification_outbox",
  {
    id: serial("id").primaryKey(),
    template: text("template").notNull(),
    /** E-mail, or SMS (codes to a mobile number: the text is the body, no subject is shown). */
    channel: text("channel").$type<"email" | "sms">().notNull().default("email"),
    language: text("language").notNull(),
    toAddress: text("to_address").notNull(),
    /** Where an answer goes: the applicant or customer, on the mails to HR and support. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // Due from the application's clock, as the worker that compares it: the database's keeps
    // microseconds, and a message queued in the worker's millisecond would otherwise not yet be due.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("notification_outbox_due").on(table.status, table.nextAttemptAt)],
);
