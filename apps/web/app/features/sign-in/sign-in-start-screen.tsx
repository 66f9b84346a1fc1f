import type { SignInScreen } from "@isp/contracts/identity/clients";
import type { Language } from "@isp/contracts/languages";
import { Container, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { hasStoredSession } from "../../auth/token-storage";
import { readStoredLanguage } from "../../i18n/stored-language";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry, type RouteEntry } from "../../route-table";

/** Where a customer who signs in from the header lands: their self-care pages. */
const DEFAULT_TARGET = getRouteEntry("profile").path;

/** A `to` query value naming a page of this site, else the default. */
export function signInTargetOf(to: string | null): string {
  return to?.startsWith("/") && !to.startsWith("//") ? to : DEFAULT_TARGET;
}

/** /login starts on the provider's sign-in; /register and /online-signup on its registration. */
export function providerScreenOf(entry: RouteEntry): SignInScreen {
  return entry.id === "login" ? "sign-in" : "register";
}

/**
 * Spec §2: /login, /register and /online-signup go to the identity provider's pages. A customer who
 * is signed in already goes straight to the target.
 */
export function SignInStartScreen({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = signInTargetOf(searchParams.get("to"));
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    if (hasStoredSession()) {
      void navigate(target, { replace: true });
      return;
    }
    import("../../auth/oidc-client")
      .then(({ startSignIn }) =>
        startSignIn({
          target,
          screen: providerScreenOf(entry),
          language: readStoredLanguage(i18n.language as Language),
        }),
      )
      .catch((error: unknown) => {
        console.error("Could not start sign-in", error);
        void navigate(getRouteEntry("oidcCallbackError").path, { replace: true });
      });
  }, [entry, target, navigate, i18n.language]);
  return (
    <Container size="sm" py="xl" data-testid="sign-in-start">
      <Stack align="center">
        <Loader aria-hidden="true" />
        <Text role="status">{t("auth.redirecting")}</Text>
      </Stack>
    </Container>
  );
}
