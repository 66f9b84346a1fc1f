import type { Language } from "@isp/contracts/languages";
import { hasAnyRole } from "./token-claims";

export type GuardInput = {
  isPublic: boolean;
  /** Roles of which the route wants any (spec §6); none wanted: any signed-in customer. */
  wantedRoles: readonly string[];
  isWebView: boolean;
  hasSession: boolean;
  accessToken: string | null;
};

/** What a route shows: itself, the provider's sign-in, or the not-found page. */
export type GuardDecision = "allow" | "sign-in" | "not-found";

/**
 * Spec §2 navigation guard. Normal mode: a private route without a session starts sign-in. Web-view
 * mode (the mobile app shows the site and hands it its token): a stored token stands in for sign-in,
 * and without one the route is not found, since the app has no sign-in of the site to show.
 * A session without a wanted role is not found either: the route is not for this customer.
 */
export function decideGuard({
  isPublic,
  wantedRoles,
  isWebView,
  hasSession,
  accessToken,
}: GuardInput): GuardDecision {
  if (isPublic) return "allow";
  if (isWebView) {
    if (accessToken === null) return "not-found";
  } else if (!hasSession) {
    return "sign-in";
  }
  return hasAnyRole(accessToken, wantedRoles) ? "allow" : "not-found";
}

/**
 * What the guard's sign-in carries (spec §2): the intended path (to come back to), the optional
 * `ssoParams` and `action` query values, and the stored language as `culture`.
 */
export function guardSignInOf(location: { pathname: string; search: string }, language: Language) {
  const query = new URLSearchParams(location.search);
  const extraParams: Record<string, string> = {};
  for (const name of ["ssoParams", "action"] as const) {
    const value = query.get(name);
    if (value !== null && value !== "") extraParams[name] = value;
  }
  return { target: `${location.pathname}${location.search}`, language, extraParams };
}
