import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Database } from "../../db/client";
import { identityKeys } from "./tables";

/** RS256: every OpenID client can verify it (OpenID Connect makes it mandatory to support). */
const SIGNING_ALG = "RS256";

async function newSigningKey(): Promise<typeof identityKeys.$inferInsert> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG, use: "sig" };
  return { kid, use: "signing", material: jwk };
}

const newCookieKey = (): typeof identityKeys.$inferInsert => ({
  kid: randomUUID(),
  use: "cookie",
  material: { secret: randomBytes(32).toString("base64url") },
});

async function activeKeys(db: Database, use: "signing" | "cookie") {
  return db
    .select()
    .from(identityKeys)
    .where(and(eq(identityKeys.use, use), isNull(identityKeys.retiredAt)))
    .orderBy(desc(identityKeys.createdAt));
}

export type ProviderKeys = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/**
 * The provider's keys, made on first start and kept in the database so that every instance signs
 * and verifies alike and tokens outlive restarts. Newest first: the newest signs, older ones verify.
 */
export async function loadProviderKeys(db: Database): Promise<ProviderKeys> {
  let signing = await activeKeys(db, "signing");
  let cookie = await activeKeys(db, "cookie");
  if (signing.length === 0 || cookie.length === 0) {
    // Two instances starting at once may both create one; both keys are valid, so that is harmless.
    if (signing.length === 0) await db.insert(identityKeys).values(await newSigningKey());
    if (cookie.length === 0) await db.insert(identityKeys).values(newCookieKey());
    signing = await activeKeys(db, "signing");
    cookie = await activeKeys(db, "cookie");
  }
  return {
    jwks: { keys: signing.map((key) => key.material as JWK) },
    cookieKeys: cookie.map((key) => String(key.material.secret)),
  };
}

/**
 * Rotation: a new signing key signs from the next start on; the previous ones keep verifying the
 * tokens they signed. Keys older than `retireBefore` (longer ago than any token lives) are retired.
 */
export async function rotateSigningKey(db: Database, { retireBefore }: { retireBefore?: Date } = {}) {
  const key = await newSigningKey();
  await db.insert(identityKeys).values(key);
  if (retireBefore) {
    const active = await activeKeys(db, "signing");
    for (const old of active) {
      if (old.kid !== key.kid && old.createdAt < retireBefore) {
        await db.update(identityKeys).set({ retiredAt: new Date() }).where(eq(identityKeys.kid, old.kid));
      }
    }
  }
  return key.kid;
}
