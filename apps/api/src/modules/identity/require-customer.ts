import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import type { AccessTokenVerifier } from "./access-tokens";
import { describeAccount } from "./describe-account";
import { requireSignedIn } from "./require-signed-in";

/**
 * The customer id a customer-scoped call may show data of: the signed-in account's current link (a
 * token keeps the link of when it was issued, which may since have changed), or, for an account this
 * provider does not hold (another OpenID Connect issuer), the token's `customer_id`. Null when the
 * account is linked to no customer. Without a valid token it answers 401 and gives undefined.
 */
export async function requireCustomerId(
  verify: AccessTokenVerifier,
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null | undefined> {
  const caller = await requireSignedIn(verify, request, reply);
  if (!caller) return undefined;
  const account = await describeAccount(db, caller.sub);
  return account ? account.customerId : caller.customerId;
}
