/**
 * Reading the claims of an access token in the browser. The API checks the signature; the browser
 * only reads what the token says about its holder (roles, expiry) to decide what to show.
 */
export type TokenClaims = Record<string, unknown>;

/** The payload of a JWT, or null when the value is not one. */
export function readTokenClaims(token: string | null): TokenClaims | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === "object" && claims !== null && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** Spec §6: the `role` claim holds a single value or a list. */
export function rolesOf(token: string | null): string[] {
  const role = readTokenClaims(token)?.role;
  if (typeof role === "string") return [role];
  if (Array.isArray(role)) return role.filter((value): value is string => typeof value === "string");
  return [];
}

/** Spec §6: a check passes when any wanted role is held; wanting none passes any token. */
export function hasAnyRole(token: string | null, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const held = rolesOf(token);
  return wanted.some((role) => held.includes(role));
}

/** The token's expiry in seconds since the epoch (`exp`), or undefined when it names none. */
export function expiresAtOf(token: string | null): number | undefined {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === "number" ? exp : undefined;
}
