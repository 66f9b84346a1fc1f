import { date, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { Translations } from "../../i18n/translations";

export const newsContents = pgTable("media_news_contents", {
  id: serial("id").primaryKey(),
  startDate: date("start_date", { mode: "string" }).notNull(),
  title: jsonb("title").$type<Translations<string>>().notNull(),
  lead: jsonb("lead").$type<Translations<string>>().notNull(),
  body: jsonb("body").$type<Translations<string>>().notNull(),
  imageFileName: text("image_file_name").notNull(),
  imageWidth: integer("image_width").notNull(),
  imageHeight: integer("image_height").notNull(),
  imageAlt: jsonb("image_alt").$type<Translations<string>>().notNull(),
});
