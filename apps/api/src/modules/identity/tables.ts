import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** People who sign in: by e-mail or mobile number (at least one), with an Argon2id password hash. */
export const accounts = pgTable(
  "identity_accounts",
  {
    id: text("id").primaryKey(),
    email: text("email"),
    phone: text("phone"),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The customer record (CID) the account is linked to, once its owner proved the phone on file. */
    customerId: text("customer_id"),
    roles: text("roles").array().notNull().default(sql`'{customer}'::text[]`),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("identity_accounts_email").on(table.email),
    uniqueIndex("identity_accounts_phone").on(table.phone),
    uniqueIndex("identity_accounts_customer").on(table.customerId),
  ],
);

/** What a code confirms: registration, a password reset, linking a customer, or paying a CID's bill. */
export type VerificationPurpose = "register" | "reset" | "link" | "pay-bill";

/**
 * 6-digit codes sent by e-mail or SMS: for a registration (the pending account in `payload`), a
 * password reset or a customer link. Only a hash of the code is kept; tries are counted.
 */
export const verificationCodes = pgTable(
  "identity_verification_codes",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose").$type<VerificationPurpose>().notNull(),
    /** The sign-in interaction the code belongs to: a code works only where it was asked for. */
    interactionUid: text("interaction_uid"),
    codeHash: text("code_hash").notNull(),
    payload: jsonb("payload").$type<Record<string, string | null>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("identity_verification_codes_expiry").on(table.expiresAt)],
);

/**
 * The provider's own state (sessions, interactions, codes, grants, refresh tokens…), one row per
 * model instance, as oidc-provider's adapter interface reads and writes it.
 */
export const oidcModels = pgTable(
  "identity_oidc_models",
  {
    kind: text("kind").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index("identity_oidc_models_grant").on(table.grantId),
    index("identity_oidc_models_uid").on(table.uid),
    index("identity_oidc_models_expiry").on(table.expiresAt),
  ],
);

/**
 * Keys made on first start and shared by every instance: token signing keys (private JWKs) and the
 * keys that sign the provider's cookies. The newest key signs; retired ones still verify until dropped.
 */
export const identityKeys = pgTable("identity_keys", {
  kid: text("kid").primaryKey(),
  use: text("use").$type<"signing" | "cookie">().notNull(),
  material: jsonb("material").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
});
