import { useSyncExternalStore } from "react";
import { WEBVIEW_STORAGE_KEY } from "../preferences-script";
import { createRefreshQueue } from "./refresh-queue";
import { subscribeToSession } from "./session-events";
import { hasStoredSession, readAccessToken } from "./token-storage";

// The session as every page sees it, without the OpenID Connect client: this module is in every page's
// first load, so it stays tiny. The client itself (oidc-client.ts, with oidc-client-ts) loads only when
// a sign-in, a callback, a refresh or a sign-out needs it.

/** Whether tokens are stored; false while the server renders and hydrates, which cannot know. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, hasStoredSession, () => false);
}

/** Spec §4: web-view mode (`isMobile=1`) is kept in session storage for the tab (preferences-script.ts). */
export function isWebViewMode(): boolean {
  try {
    return window.sessionStorage.getItem(WEBVIEW_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** The page's one refresh queue: every API call of the page waits on the same refresh. */
export const getTokenAfterUnauthorized = createRefreshQueue({
  readAccessToken,
  refresh: async (rejectedToken) => (await import("./oidc-client")).refreshSession(rejectedToken),
});

/** Signs out (oidc-client.ts, loaded now): clears both tokens and ends the provider's session. */
export async function startSignOut() {
  const { signOut } = await import("./oidc-client");
  await signOut();
}
