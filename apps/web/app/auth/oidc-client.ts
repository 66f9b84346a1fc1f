import { brand } from "@isp/brand";
import { SIGN_IN_SCOPE, type SignInScreen } from "@isp/contracts/identity/clients";
import type { Language } from "@isp/contracts/languages";
import {
  ErrorResponse,
  type IdTokenClaims,
  type StateStore,
  User,
  UserManager,
  WebStorageStateStore,
} from "oidc-client-ts";
import { browserAuthSettings } from "./auth-settings";
import { notifySessionChanged } from "./session-events";
import { expiresAtOf, readTokenClaims } from "./token-claims";
import {
  clearTokens,
  readAccessToken,
  readIdToken,
  readRefreshToken,
  storeTokens,
  TOKEN_REFRESH_LOCK,
} from "./token-storage";

/**
 * oidc-client-ts keeps its User as one JSON value under one key. This store keeps only the tokens,
 * under the spec's brand-named keys (token-storage.ts), and rebuilds the User from them: its expiry
 * and subject come from the access token, the rest is not needed after sign-in.
 */
class TokenStore implements StateStore {
  async set(_key: string, value: string): Promise<void> {
    const user = User.fromStorageString(value);
    storeTokens({
      accessToken: user.access_token,
      refreshToken: user.refresh_token ?? null,
      idToken: user.id_token ?? null,
    });
    notifySessionChanged();
  }

  async get(_key: string): Promise<string | null> {
    const accessToken = readAccessToken();
    const refreshToken = readRefreshToken();
    if (accessToken === null && refreshToken === null) return null;
    const claims = readTokenClaims(accessToken);
    const idToken = readIdToken();
    return new User({
      access_token: accessToken ?? "",
      token_type: "Bearer",
      profile: { sub: typeof claims?.sub === "string" ? claims.sub : "" } as IdTokenClaims,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      ...(idToken ? { id_token: idToken } : {}),
      ...(expiresAtOf(accessToken) ? { expires_at: expiresAtOf(accessToken) } : {}),
    }).toStorageString();
  }

  // Only sign-out removes the user, and the page is left for the provider's end-session right after:
  // telling the page now would make a private screen's guard start a sign-in meanwhile.
  async remove(key: string): Promise<string | null> {
    const value = await this.get(key);
    clearTokens();
    return value;
  }

  async getAllKeys(): Promise<string[]> {
    return [];
  }
}

let manager: UserManager | undefined;

function userManager(): UserManager {
  if (manager) return manager;
  const { authority, clientId } = browserAuthSettings();
  const origin = window.location.origin;
  manager = new UserManager({
    authority,
    client_id: clientId,
    redirect_uri: `${origin}/oidc-callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: "code",
    scope: SIGN_IN_SCOPE,
    userStore: new TokenStore(),
    // The redirect's state and PKCE verifier: for this tab and this sign-in only.
    stateStore: new WebStorageStateStore({ prefix: `${brand.id}.oidc.`, store: window.sessionStorage }),
    // Spec §4: tokens are refreshed when the API answers 401, not on a timer.
    automaticSilentRenew: false,
  });
  return manager;
}

/** The target path kept with the sign-in request, given back by the callback. */
type SignInState = { target: string };

export type SignInRequest = {
  /** Where to go after sign-in: a path of this site. */
  target: string;
  screen: SignInScreen;
  language: Language;
  /** Spec §2: the guard passes ssoParams, action and the language (culture) on to the provider. */
  extraParams?: Record<string, string>;
};

/** Goes to the identity provider's sign-in (or registration) page; the page unloads. */
export async function startSignIn({ target, screen, language, extraParams = {} }: SignInRequest) {
  const state: SignInState = { target };
  await userManager().signinRedirect({
    state,
    ui_locales: language,
    extraQueryParams: { screen, culture: language, ...extraParams },
  });
}

/** Only this site's paths: the state comes back through the browser's address bar. */
function safeTarget(target: unknown): string {
  return typeof target === "string" && target.startsWith("/") && !target.startsWith("//") ? target : "/";
}

/** Completes the sign-in from the callback's address: stores the tokens, answers the target path. */
export async function completeSignIn(): Promise<string> {
  clearTokens();
  const user = await userManager()
    .signinCallback()
    .catch((error: unknown) => {
      // "Back to the site" on the provider's pages: the person chose to leave, nothing failed. Home,
      // not the target: a private target would only start the sign-in again.
      if (error instanceof ErrorResponse && error.error === "access_denied") return "left" as const;
      throw error;
    });
  if (user === "left") return "/";
  if (!user) throw new Error("The sign-in callback gave no user");
  return safeTarget((user.state as Partial<SignInState> | undefined)?.target);
}

/**
 * Exchanges the refresh token (spec §7 token call; the provider rotates it). An OAuth error answer of
 * the token call (an expired, reused or revoked token; the provider answers 400 or 401) signs the
 * user out (spec §4); a network failure keeps the session for the next try.
 */
async function exchangeRefreshToken(): Promise<string | null> {
  if (readRefreshToken() === null) return null;
  try {
    const user = await userManager().signinSilent();
    return user?.access_token ?? null;
  } catch (error) {
    if (error instanceof ErrorResponse) {
      clearTokens();
      notifySessionChanged();
    } else {
      console.warn("Token refresh failed", error);
    }
    return null;
  }
}

/**
 * Resolves once this tab sees an access token other than `rejectedToken`, or after `timeoutMs`.
 * Chromium passes one tab's local-storage writes to the other tabs' processes asynchronously, so a tab
 * may take the lock before it sees the token the previous holder stored.
 */
function tokenReplaced(rejectedToken: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener("storage", onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = () => {
      if (readAccessToken() !== rejectedToken) done();
    };
    const timer = setTimeout(done, timeoutMs);
    window.addEventListener("storage", onStorage);
    onStorage();
  });
}

/**
 * Held (shared) for a while by a tab that has just refreshed. Web Locks are granted in one order for
 * every tab, storage is not: the next holder of the refresh lock, seeing this, knows a new token exists
 * even when its copy of the storage does not show it yet.
 */
const JUST_REFRESHED_MARK = `${brand.id}.token-refreshed`;
const JUST_REFRESHED_MS = 5000;

/** How long a tab waits to see another tab's new token, when the mark says there is one, before refreshing. */
const TAB_SYNC_WAIT_MS = 3000;

/** Resolves once this tab holds the mark; it lets go of it after `JUST_REFRESHED_MS`. */
function markJustRefreshed(): Promise<void> {
  return new Promise((granted) => {
    void navigator.locks.request(JUST_REFRESHED_MARK, { mode: "shared" }, () => {
      granted();
      return new Promise((release) => setTimeout(release, JUST_REFRESHED_MS));
    });
  });
}

/** The stored access token, when another tab has replaced the one the API refused. */
function newerToken(rejectedToken: string): string | null {
  const current = readAccessToken();
  return current !== rejectedToken ? current : null;
}

async function refreshHoldingLock(rejectedToken: string): Promise<string | null> {
  const { held = [] } = await navigator.locks.query();
  if (held.some((lock) => lock.name === JUST_REFRESHED_MARK)) {
    await tokenReplaced(rejectedToken, TAB_SYNC_WAIT_MS);
  }
  const newer = newerToken(rejectedToken);
  if (newer !== null) return newer;
  const token = await exchangeRefreshToken();
  if (token !== null) await markJustRefreshed();
  return token;
}

/**
 * The access token to use after the API refused `rejectedToken`. Tabs share the tokens, so they
 * refresh one at a time (a Web Lock): a tab that comes after a refresh takes the new token, instead
 * of spending the rotated refresh token twice, which the provider treats as theft.
 */
export async function refreshSession(rejectedToken: string): Promise<string | null> {
  if (!("locks" in navigator)) return newerToken(rejectedToken) ?? exchangeRefreshToken();
  return navigator.locks.request(TOKEN_REFRESH_LOCK, () => refreshHoldingLock(rejectedToken));
}

/**
 * Ends the provider's session too (end-session with the ID token as hint, or the client id in a tab
 * that has none), after clearing both tokens; the provider comes back to the home page.
 */
export async function signOut() {
  try {
    await userManager().signoutRedirect();
  } catch (error) {
    // The provider is unreachable: the tokens are cleared here at least.
    console.warn("Provider sign-out failed", error);
    clearTokens();
    notifySessionChanged();
    window.location.assign("/");
  }
}
