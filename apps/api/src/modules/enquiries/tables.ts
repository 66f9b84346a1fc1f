import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Translations } from "../../i18n/translations";

export const enquirySubjects = pgTable("support_subjects", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull(),
  name: jsonb("name").$type<Translations<string>>().notNull(),
});

/** Enquiries sent through the contact form (spec §3 "Enquiry (support request)"). */
export const enquiries = pgTable("support_requests", {
  id: serial("id").primaryKey(),
  fullName: text("full_name").notNull(),
  accountNumber: text("account_number"),
  passportNo: text("passport_no"),
  serviceId: text("service_id"),
  subjectId: integer("subject_id")
    .notNull()
    .references(() => enquirySubjects.id),
  email: text("email"),
  contactNumber: text("contact_number").notNull(),
  comment: text("comment"),
  promoCode: text("promo_code"),
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
