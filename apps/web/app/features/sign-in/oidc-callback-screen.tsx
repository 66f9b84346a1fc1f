import { Alert, Button, Container, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry } from "../../route-table";

/**
 * Spec §2: the callback shows 'Sign-in in progress' while it completes the sign-in, then goes to the
 * stored target path; on failure it logs why and goes to the error page.
 */
export function OidcCallbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The provider's code can be exchanged once: a second run (React's development double effects)
  // would find its state spent and report a failure.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    import("../../auth/oidc-client")
      .then(({ completeSignIn }) => completeSignIn())
      .then(
        (target) => navigate(target, { replace: true }),
        (error: unknown) => {
          console.error("Sign-in failed", error);
          return navigate(getRouteEntry("oidcCallbackError").path, { replace: true });
        },
      );
  }, [navigate]);
  return (
    <Container size="sm" py="xl">
      <Stack align="center">
        <Loader aria-hidden="true" />
        <Text role="status">{t("screens.signInProgress")}</Text>
      </Stack>
    </Container>
  );
}

/** Spec §2: 'Error in authentication', with a way to try again. */
export function OidcCallbackErrorScreen() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title={t("screens.authError")}>
        <Text>{t("auth.errorText")}</Text>
        <Button component={Link} to={getRouteEntry("login").path} mt="md" variant="light">
          {t("auth.signInAgain")}
        </Button>
      </Alert>
    </Container>
  );
}
