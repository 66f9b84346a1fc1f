import { brand } from "@isp/brand";
import { Alert, Button, Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "./page-heading";

/** A public screen whose working version is still being built: its title, breadcrumb and an honest notice. */
export function UpcomingScreen({ entry, title }: { entry: RouteEntry; title?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading entry={entry} title={title} />
      <Container size="lg" py="xl">
        <Alert color="brand" title={t("screens.upcomingTitle")} data-testid="upcoming-screen">
          {t("screens.upcomingText", { hotline: brand.hotline.display })}
          <div>
            <Button component="a" href={`tel:${brand.hotline.tel}`} mt="md" variant="light">
              {brand.hotline.display}
            </Button>
          </div>
        </Alert>
      </Container>
    </>
  );
}
