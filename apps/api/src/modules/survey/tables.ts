import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Survey answers (spec §7 POST CustomerRating): how likely to recommend, 0 to 10, and why. */
export const customerRatings = pgTable("support_customer_ratings", {
  id: serial("id").primaryKey(),
  recommendScale: integer("recommend_scale").notNull(),
  reasons: text("reasons").array().notNull(),
  comment: text("comment"),
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
