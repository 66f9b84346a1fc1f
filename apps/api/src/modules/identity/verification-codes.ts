import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from "@isp/contracts/identity/codes";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type VerificationPurpose, verificationCodes } from "./tables";

type Payload = Record<string, string | null>;

const hashCode = (id: string, code: string) => createHash("sha256").update(`${id}:${code}`).digest("hex");

/**
 * Makes a 6-digit code for one purpose within one sign-in interaction and stores its hash with what
 * the code will confirm. Returns the code to send; it is never stored.
 */
export async function issueCode(
  db: Database,
  {
    purpose,
    interactionUid,
    payload,
  }: { purpose: VerificationPurpose; interactionUid: string; payload: Payload },
): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.insert(verificationCodes).values({
    id,
    purpose,
    interactionUid,
    codeHash: hashCode(id, code),
    payload,
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  return { id, code };
}

export type CodeCheck =
  | { ok: true; payload: Payload }
  | { ok: false; reason: "invalid_code" | "too_many_attempts" };

/**
 * Checks a typed code. A right code is used up at once (exactly once, even when sent twice at the
 * same moment); a wrong one counts against the code, which stops working after five tries.
 */
export async function checkCode(
  db: Database,
  {
    id,
    purpose,
    interactionUid,
    code,
  }: { id: string; purpose: VerificationPurpose; interactionUid: string; code: string },
): Promise<CodeCheck> {
  const now = new Date();
  const live = and(
    eq(verificationCodes.id, id),
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.interactionUid, interactionUid),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, now),
  );
  const [row] = await db.select().from(verificationCodes).where(live).limit(1);
  if (!row) return { ok: false, reason: "invalid_code" };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: "too_many_attempts" };
  const isRight = timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(hashCode(id, code)));
  if (!isRight) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id))
      .returning({ attempts: verificationCodes.attempts });
    return {
      ok: false,
      reason: (counted?.attempts ?? 0) >= CODE_MAX_ATTEMPTS ? "too_many_attempts" : "invalid_code",
    };
  }
  const [consumed] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(live, lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ payload: verificationCodes.payload });
  return consumed ? { ok: true, payload: consumed.payload } : { ok: false, reason: "invalid_code" };
}

/** How many codes were issued for one interaction since a moment: to limit codes per person or CID. */
export async function countCodesSince(
  db: Database,
  { purpose, interactionUid, since }: { purpose: VerificationPurpose; interactionUid: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.interactionUid, interactionUid),
        gt(verificationCodes.expiresAt, new Date(since.getTime() + CODE_TTL_MINUTES * 60_000)),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Drops codes that expired a day ago or more (kept a while for support questions). */
export async function deleteStaleCodes(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
}
