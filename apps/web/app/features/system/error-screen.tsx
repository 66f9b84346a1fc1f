import { Alert, Button, Container } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation";

/** Module chunks that fail to download surface as these errors after a deploy or on a dropped link. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading/i.test(error.message)
  );
}

/** Any failure: the spec's system-error text, localised; a failed section load offers a retry. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isSectionLoad = isChunkLoadError(error);
  return (
    <Container size="sm" py={64}>
      <Alert color="red" role="alert" title={isSectionLoad ? t("errors.sectionTimeout") : t("errors.system")}>
        <Button mt="md" onClick={() => window.location.reload()}>
          {t("errors.retry")}
        </Button>
      </Alert>
    </Container>
  );
}
