import type { CodeSent } from "@isp/contracts/identity/interaction";
import type { Language } from "@isp/contracts/languages";
import type { Database } from "../../db/client";
import { type Account, createAccount, findAccountByLogin, hashPassword } from "./accounts";
import { sendCode } from "./send-code";
import { type CodeCheck, checkCode, issueCode } from "./verification-codes";

/**
 * Starts a registration: a code to the e-mail or mobile number given, which creates the account once
 * typed back. A login that has an account gets a notice instead, and the answer is the same. `scope`
 * is the sign-in interaction (or the mobile sign-up) the code is good for.
 */
export async function startRegistration(
  db: Database,
  {
    name,
    login,
    password,
    scope,
    language,
  }: { name: string; login: string; password: string; scope: string; language: Language },
): Promise<CodeSent> {
  // Hashed either way, so a taken login answers as slowly as a new one.
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByLogin(db, login);
  const issued = await issueCode(db, {
    purpose: "register",
    interactionUid: scope,
    payload: existing ? { login: null } : { name, login, passwordHash },
  });
  return sendCode(db, {
    reason: existing ? "account-exists" : "register",
    to: login,
    language,
    verificationId: issued.id,
    data: { code: issued.code, name: existing?.name ?? name },
  });
}

export type RegistrationOutcome =
  | { ok: true; account: Account }
  | { ok: false; reason: "invalid_code" | "too_many_attempts" };

/** Confirms a registration code: the account is created (once; a login taken meanwhile fails). */
export async function completeRegistration(
  db: Database,
  { verificationId, code, scope }: { verificationId: string; code: string; scope: string },
): Promise<RegistrationOutcome> {
  const checked: CodeCheck = await checkCode(db, {
    id: verificationId,
    purpose: "register",
    interactionUid: scope,
    code,
  });
  if (!checked.ok) return checked;
  const { name, login, passwordHash } = checked.payload;
  const account =
    name && login && passwordHash ? await createAccount(db, { name, login, passwordHash }) : undefined;
  return account ? { ok: true, account } : { ok: false, reason: "invalid_code" };
}
