import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "../../db/client";
import { oidcModels } from "./tables";

// Kinds whose rows are looked up by grant when a grant is revoked (a reused refresh token revokes all).
const GRANTABLE = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
]);

const notExpired = (now: Date) => or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, now));

/**
 * oidc-provider's storage in the database (one table for every kind of model), so sessions, codes
 * and refresh tokens survive restarts and are shared by every instance.
 */
export function databaseAdapter(db: Database): new (kind: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: GRANTABLE.has(this.kind) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcModels)
        .values({ kind: this.kind, id, ...row })
        .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), condition, notExpired(new Date())))
        .limit(1);
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(eq(oidcModels.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcModels.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcModels.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcModels)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcModels).where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    }
  };
}

/** Drops rows that expired (run now and then; expired rows are never read anyway). */
export async function deleteExpiredOidcModels(db: Database, now = new Date()): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, now));
}
