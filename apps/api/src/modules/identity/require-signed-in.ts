import type { FastifyReply, FastifyRequest } from "fastify";
import { requestLanguage } from "../../http/request-language";
import type { AccessTokenClaims, AccessTokenVerifier } from "./access-tokens";
import { identityMessage } from "./identity-messages";

/**
 * The signed-in caller of a private call, from its bearer token; otherwise answers 401 (RFC 6750:
 * WWW-Authenticate names the problem) and gives undefined. The web client refreshes on that 401.
 */
export async function requireSignedIn(
  verify: AccessTokenVerifier,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AccessTokenClaims | undefined> {
  const claims = await verify(request.headers.authorization);
  if (claims) return claims;
  const hasToken = Boolean(request.headers.authorization);
  reply
    .code(401)
    .header("www-authenticate", hasToken ? 'Bearer error="invalid_token"' : "Bearer")
    .header("cache-control", "no-store")
    .send({ error: "token_required", message: identityMessage("token_required", requestLanguage(request)) });
  return undefined;
}
