import type { Language } from "@isp/contracts/languages";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { readStoredLanguage } from "../i18n/stored-language";
import { useTranslation } from "../i18n/use-translation";
import type { RouteEntry } from "../route-table";
import { isWebViewMode, useIsSignedIn } from "./auth-session";
import { decideGuard, type GuardDecision, guardSignInOf } from "./navigation-guard";
import { readAccessToken } from "./token-storage";

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * Spec §2 navigation guard, around a private screen. The tokens live in browser storage, so the server
 * renders `waiting` and the browser decides: show the screen, start sign-in (the provider's page
 * replaces this one) or go to the not-found page.
 */
export function RouteGuard({
  entry,
  waiting,
  children,
}: {
  entry: RouteEntry;
  /** Shown until the browser has decided, and while sign-in starts. */
  waiting: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // The server and the hydrating page know no tokens: they show `waiting`; the first render after
  // hydration decides, and any later one too (a refresh that signed out, another tab signing in).
  const isHydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const isSignedIn = useIsSignedIn();
  const decision: GuardDecision | null = isHydrated
    ? decideGuard({
        isPublic: entry.isPublic,
        wantedRoles: entry.roles ?? [],
        isWebView: isWebViewMode(),
        hasSession: isSignedIn,
        accessToken: readAccessToken(),
      })
    : null;

  const { pathname, search } = location;
  useEffect(() => {
    if (decision === "not-found") {
      void navigate("/404", { replace: true });
    } else if (decision === "sign-in") {
      const request = guardSignInOf({ pathname, search }, readStoredLanguage(i18n.language as Language));
      import("./oidc-client")
        .then(({ startSignIn }) => startSignIn({ ...request, screen: "sign-in" }))
        .catch((error: unknown) => {
          console.error("Could not start sign-in", error);
          void navigate("/oidc-callback-error", { replace: true });
        });
    }
  }, [decision, pathname, search, navigate, i18n.language]);

  return decision === "allow" ? children : waiting;
}
