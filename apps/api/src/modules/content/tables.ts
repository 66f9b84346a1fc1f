import { date, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import type { Translations } from "../../i18n/translations";
import type { ItemData, ItemText, PageText, WebPartText } from "./web-part-fields";

export type { Translations };

export const pages = pgTable("content_pages", {
  id: text("id").primaryKey(),
  text: jsonb("text").$type<Translations<PageText>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const webParts = pgTable("content_web_parts", {
  id: serial("id").primaryKey(),
  pageId: text("page_id")
    .notNull()
    .references(() => pages.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  type: text("type").notNull(),
  anchor: text("anchor"),
  backgroundColor: text("background_color"),
  backgroundGradient: text("background_gradient"),
  textColor: text("text_color"),
  actionUrl: text("action_url"),
  optionTypeId: integer("option_type_id"),
  optionTypeName: text("option_type_name"),
  text: jsonb("text").$type<Translations<WebPartText>>().notNull(),
});

export const webPartItems = pgTable("content_web_part_items", {
  id: serial("id").primaryKey(),
  webPartId: integer("web_part_id")
    .notNull()
    .references(() => webParts.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  data: jsonb("data").$type<ItemData>().notNull(),
  text: jsonb("text").$type<Translations<ItemText>>().notNull(),
});

export const vacancies = pgTable("content_vacancies", {
  id: serial("id").primaryKey(),
  name: jsonb("name").$type<Translations<string>>().notNull(),
  location: jsonb("location").$type<Translations<string>>().notNull(),
  vacancyCount: integer("vacancy_count").notNull(),
  endDate: date("end_date", { mode: "string" }).notNull(),
  description: jsonb("description").$type<Translations<string>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const faqCategories = pgTable("content_faq_categories", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  position: integer("position").notNull(),
  audiences: text("audiences").array().notNull(),
  name: jsonb("name").$type<Translations<string>>().notNull(),
});

export const faqItems = pgTable("content_faq_items", {
  id: serial("id").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => faqCategories.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  question: jsonb("question").$type<Translations<string>>().notNull(),
  answer: jsonb("answer").$type<Translations<string>>().notNull(),
});

export const vacancyApplications = pgTable("content_vacancy_applications", {
  id: serial("id").primaryKey(),
  vacancyId: integer("vacancy_id")
    .notNull()
    .references(() => vacancies.id),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  contactNumber: text("contact_number").notNull(),
  comment: text("comment").notNull(),
  cvKey: text("cv_key").notNull(),
  cvFileName: text("cv_file_name").notNull(),
  cvMediaType: text("cv_media_type").notNull(),
  cvSize: integer("cv_size").notNull(),
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
