import { Button, Container, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64} ta="center" data-testid="not-found">
      <Text size="64px" fw={700} c="brand" aria-hidden="true">
        404
      </Text>
      <Title order={1}>{t("errors.notFoundTitle")}</Title>
      <Text mt="sm">{t("errors.notFoundText")}</Text>
      <Button component={Link} to="/" mt="lg">
        {t("errors.backHome")}
      </Button>
    </Container>
  );
}
