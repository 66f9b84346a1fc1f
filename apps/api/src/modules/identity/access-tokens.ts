import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { IdentityConfig } from "../../config";

/** What the API reads from a valid access token. */
export type AccessTokenClaims = {
  sub: string;
  /** Spec §6: a single role or a list; always a list here. */
  roles: string[];
  customerId: string | null;
  /** Profile claims an external provider may put in its access tokens. */
  name?: string;
  email?: string;
};

export type AccessTokenVerifier = (authorization: string | undefined) => Promise<AccessTokenClaims | null>;

const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi"] as const;

/** The public half of the provider's signing keys. */
function publicJwks(keys: JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map((key) =>
      Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_MEMBERS.includes(name as never))),
    ),
  };
}

const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : typeof value === "string"
      ? [value]
      : [];

/** An external provider's keys, found through its discovery document the first time a token comes. */
function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`OIDC discovery at ${issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

/**
 * Checks a bearer token locally: signature by the provider's keys, issuer, audience, expiry, and
 * (built-in provider) the RFC 9068 type, so an ID token is never taken for an access token. Answers
 * null for anything else: no token, a forged, expired or foreign one, `alg: none`.
 */
export function createAccessTokenVerifier(
  identity: IdentityConfig,
  builtInKeys?: JWK[],
): AccessTokenVerifier {
  const issuer = identity.externalIssuer ?? identity.issuer;
  const keys =
    identity.externalIssuer || !builtInKeys
      ? discoveredKeys(issuer)
      : createLocalJWKSet(publicJwks(builtInKeys));
  return async (authorization) => {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(authorization ?? "");
    if (!match?.[1]) return null;
    try {
      const { payload } = await jwtVerify(match[1], keys, {
        issuer,
        audience: identity.audience,
        algorithms: ["RS256", "PS256", "ES256"],
        ...(identity.externalIssuer ? {} : { typ: "at+jwt" }),
      });
      if (typeof payload.sub !== "string") return null;
      return {
        sub: payload.sub,
        roles: asList(payload.role),
        customerId: typeof payload.customer_id === "string" ? payload.customer_id : null,
        ...(typeof payload.name === "string" ? { name: payload.name } : {}),
        ...(typeof payload.email === "string" ? { email: payload.email } : {}),
      };
    } catch {
      return null;
    }
  };
}
