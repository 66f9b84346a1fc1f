import type { Language } from "@isp/contracts/languages";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { readStoredLanguage } from "../i18n/stored-language";
import type { RouteEntry } from "../route-table";
import { isWebViewMode, useIsSignedIn } from "./auth-session";
import { decideGuard, type GuardDecision, guardSignInOf } from "./navigation-guard";
import { hasStoredSession, readAccessToken } from "./token-storage";

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
  // Decides again when the session changes (a refresh that signed out, another tab); the storage is
  // read here, since during hydration the hook still gives the server's answer (no session).
  const isSignedIn = useIsSignedIn();
  const [decision, setDecision] = useState<GuardDecision | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: isSignedIn says when to read the storage again
  useEffect(() => {
    setDecision(
      decideGuard({
        isPublic: entry.isPublic,
        wantedRoles: entry.roles ?? [],
        isWebView: isWebViewMode(),
        hasSession: hasStoredSession(),
        accessToken: readAccessToken(),
      }),
    );
  }, [entry, isSignedIn]);

  useEffect(() => {
    if (decision === "not-found") {
      void navigate("/404", { replace: true });
    } else if (decision === "sign-in") {
      const request = guardSignInOf(location, readStoredLanguage(i18n.language as Language));
      import("./oidc-client")
        .then(({ startSignIn }) => startSignIn({ ...request, screen: "sign-in" }))
        .catch((error: unknown) => {
          console.error("Could not start sign-in", error);
          void navigate("/oidc-callback-error", { replace: true });
        });
    }
  }, [decision, location, navigate, i18n.language]);

  return decision === "allow" ? children : waiting;
}
