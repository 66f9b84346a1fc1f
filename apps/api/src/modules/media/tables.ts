import { boolean, date, doublePrecision, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
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

/**
 * Traffic cameras shared on the site. A live camera's HLS playlist and segments are stored under
 * cameras/{id}/; while it is offline only its last still is shown.
 */
export const cameras = pgTable("media_cameras", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull(),
  name: jsonb("name").$type<Translations<string>>().notNull(),
  location: jsonb("location").$type<Translations<string>>().notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  isLive: boolean("is_live").notNull(),
  stillFileName: text("still_file_name").notNull(),
});
