import { Alert, Container, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Spec §2: the callback shows 'Sign-in in progress'; its error page 'Error in authentication'. */
export function OidcCallbackScreen({ isError }: { isError: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      {isError ? (
        <Alert color="red" role="alert" title={t("screens.authError")} />
      ) : (
        <Stack align="center">
          <Loader aria-hidden="true" />
          <Text role="status">{t("screens.signInProgress")}</Text>
        </Stack>
      )}
    </Container>
  );
}
