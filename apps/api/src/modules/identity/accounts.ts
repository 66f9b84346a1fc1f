import { randomUUID } from "node:crypto";
import { type LoginId, parseLoginId } from "@isp/contracts/identity/login-id";
import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { accounts } from "./tables";

export type Account = typeof accounts.$inferSelect;

/** Failed sign-ins in a row that lock an account, and for how long. */
const MAX_FAILED_SIGN_INS = 5;
const LOCK_MINUTES = 15;

// Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

// Verifying against this when no account matches costs the same time as a real check, so the
// answer's timing does not tell whether an account exists.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hash(randomUUID());
  return decoyHash;
};

const byLogin = (login: LoginId) =>
  login.kind === "email" ? eq(accounts.email, login.value) : eq(accounts.phone, login.value);

export async function findAccountByLogin(
  db: DatabaseOrTransaction,
  login: string,
): Promise<Account | undefined> {
  const parsed = parseLoginId(login);
  if (!parsed) return undefined;
  const [account] = await db.select().from(accounts).where(byLogin(parsed)).limit(1);
  return account;
}

export async function findAccount(db: DatabaseOrTransaction, id: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return account;
}

/** The account linked to a customer record, if any. */
export async function findAccountByCustomer(
  db: DatabaseOrTransaction,
  customerId: string,
): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.customerId, customerId)).limit(1);
  return account;
}

export type SignInOutcome =
  | { ok: true; account: Account }
  | { ok: false; reason: "invalid_credentials" }
  | { ok: false; reason: "account_locked"; minutesLeft: number };

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Checks a login and password. Failures are counted per account; the fifth in a row locks it for
 * 15 minutes (a right password does not open a locked account). A wrong login and a wrong password
 * answer alike.
 */
export async function signInWithPassword(
  db: Database,
  login: string,
  password: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const account = await findAccountByLogin(db, login);
  if (!account) {
    await verify(await decoy(), password).catch(() => false);
    return { ok: false, reason: "invalid_credentials" };
  }
  if (account.lockedUntil && account.lockedUntil > now) {
    return { ok: false, reason: "account_locked", minutesLeft: minutesUntil(account.lockedUntil, now) };
  }
  if (await verify(account.passwordHash, password).catch(() => false)) {
    if (account.failedSignIns > 0 || account.lockedUntil) {
      await db
        .update(accounts)
        .set({ failedSignIns: 0, lockedUntil: null })
        .where(eq(accounts.id, account.id));
    }
    return { ok: true, account };
  }
  // Counted in the database, so parallel guesses on several instances all count.
  const [counted] = await db
    .update(accounts)
    .set({ failedSignIns: sql`${accounts.failedSignIns} + 1` })
    .where(eq(accounts.id, account.id))
    .returning({ failedSignIns: accounts.failedSignIns });
  if ((counted?.failedSignIns ?? 0) >= MAX_FAILED_SIGN_INS) {
    const lockedUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    await db.update(accounts).set({ failedSignIns: 0, lockedUntil }).where(eq(accounts.id, account.id));
    return { ok: false, reason: "account_locked", minutesLeft: LOCK_MINUTES };
  }
  return { ok: false, reason: "invalid_credentials" };
}

export type NewAccount = { name: string; login: string; passwordHash: string; customerId?: string | null };

/** Creates an account; undefined when the login was taken meanwhile (the unique index decides). */
export async function createAccount(
  db: DatabaseOrTransaction,
  input: NewAccount,
): Promise<Account | undefined> {
  const login = parseLoginId(input.login);
  if (!login) return undefined;
  const [account] = await db
    .insert(accounts)
    .values({
      id: randomUUID(),
      name: input.name,
      email: login.kind === "email" ? login.value : null,
      phone: login.kind === "phone" ? login.value : null,
      passwordHash: input.passwordHash,
      customerId: input.customerId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return account;
}

/** A new password also lifts a lock: its owner proved who they are with a code. */
export async function setPassword(db: Database, accountId: string, password: string): Promise<void> {
  await db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(password),
      failedSignIns: 0,
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, accountId));
}

/** Links the account to a customer record; false when another account holds that customer already. */
export async function linkCustomer(
  db: DatabaseOrTransaction,
  accountId: string,
  customerId: string,
): Promise<boolean> {
  const [linked] = await db
    .update(accounts)
    .set({ customerId, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  return Boolean(linked);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}
