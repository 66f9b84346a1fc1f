import { CAPTCHA_EXPIRY_SECONDS, type CaptchaChallenge } from "@isp/contracts/captcha/get-challenge";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deriveHmacKeySecret, verify } from "altcha-lib/frameworks/shared";
import type { Store } from "altcha-lib/frameworks/types";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { usedCaptchaChallenges } from "./tables";

export type CaptchaOptions = {
  secret: string;
  work: { cost: number; minCounter: number; maxCounter: number };
};

const ALGORITHM = "PBKDF2/SHA-256";
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * ALTCHA v2 in deterministic mode: the server picks the counter and signs the derived key, so checking
 * a solution costs one derivation however long the solver worked.
 */
export function createCaptcha(db: Database, { secret, work }: CaptchaOptions) {
  const keySecret = deriveHmacKeySecret(secret);

  // The replay store: a challenge id is written once; a second use finds it and fails.
  const store: Store = {
    get: () => false,
    set: () => undefined,
    setIfAbsent: async (id) => {
      const inserted = await db
        .insert(usedCaptchaChallenges)
        .values({ id, expiresAt: new Date(Date.now() + CAPTCHA_EXPIRY_SECONDS * 1000) })
        .onConflictDoNothing()
        .returning({ id: usedCaptchaChallenges.id });
      return inserted.length === 1;
    },
  };

  // Used challenges that have expired can be forgotten: their solutions fail on expiry anyway.
  let lastCleanup = 0;
  const forgetExpiredNow = async () => {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, sql`now()`));
  };

  return {
    async issueChallenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: work.cost,
        counter: randomInt(work.minCounter, work.maxCounter),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_EXPIRY_SECONDS,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: await keySecret,
      });
      return { parameters: challenge.parameters, signature: challenge.signature ?? "" };
    },

    /** True once for a valid, unexpired solution of one of our challenges; false ever after. */
    async isSolved(payload: string): Promise<boolean> {
      await forgetExpiredNow();
      const result = await verify(payload, deriveKey, secret, await keySecret, store);
      return result.error === null;
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
