import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { sendClientError } from "../../http/client-errors";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import { requireCustomerId } from "../identity/require-customer";

/**
 * For `Customers/{customerId}/…` calls: true when the caller is signed in as that customer. Otherwise
 * answers 401 (no valid token) or 404 (another customer, or none linked) — never 403, which would
 * confirm the customer exists. The account's current link wins over the token's claim, which was
 * read when the token was issued (a link made or dropped since counts); a token from another
 * provider, without a local account, has only its claim.
 */
export async function requireOwnCustomer(
  db: Database,
  verifyAccessToken: AccessTokenVerifier,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: string,
): Promise<boolean> {
  const linkedCustomerId = await requireCustomerId(verifyAccessToken, db, request, reply);
  if (linkedCustomerId === undefined) return false;
  if (linkedCustomerId === customerId) return true;
  sendClientError(request, reply, 404);
  return false;
}
