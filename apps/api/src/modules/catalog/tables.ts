import { boolean, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { Translations } from "../../i18n/translations";

export const channels = pgTable("catalog_channels", {
  id: serial("id").primaryKey(),
  number: integer("number").notNull().unique(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  language: text("language").notNull(),
  isHd: boolean("is_hd").notNull(),
  description: jsonb("description").$type<Translations<string>>().notNull(),
  packages: text("packages").array().notNull(),
});
