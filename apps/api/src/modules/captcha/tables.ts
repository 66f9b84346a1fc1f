import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Challenges already solved and used: a solution is accepted once (ALTCHA replay store). */
export const usedCaptchaChallenges = pgTable("captcha_used_challenges", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
