import { brand } from "@isp/brand";
import { Alert, Button, Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "./page-heading";

/**
 * Private routes and the sign-in entry points. The identity provider arrives in a later issue; until
 * then this says so plainly and offers the hotline, instead of a broken sign-in.
 */
export function SignInScreen({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const isPrivate = entry.screen === "private";
  return (
    <>
      <PageHeading entry={entry} />
      <Container size="lg" py="xl">
        <Alert
          color="brand"
          title={isPrivate ? t("screens.signInRequiredTitle") : t("screens.signInUnavailableTitle")}
          data-testid={isPrivate ? "sign-in-required" : "sign-in-unavailable"}
        >
          {isPrivate ? `${t("screens.signInRequiredText")} ` : null}
          {t("screens.signInUnavailableText", { hotline: brand.hotline.display })}
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
