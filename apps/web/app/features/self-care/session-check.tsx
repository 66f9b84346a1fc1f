import { Container, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation";

/** What a private screen shows while the browser checks the session (the server knows no tokens). */
export function SessionCheck() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" data-testid="session-check">
      <Stack align="center">
        <Loader aria-hidden="true" />
        <Text role="status">{t("auth.checkingSession")}</Text>
      </Stack>
    </Container>
  );
}
