import { Alert, Button, Container, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../i18n/format-date";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry } from "../../route-table";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta, useScreen } from "../screens/screen-data";
import { PageHeading } from "../system/page-heading";
import { InvoiceDetail } from "./invoice-detail";

export const loader = loadScreen;
export const meta = screenMeta;

/** /invoice_template (query customerId, invoiceId, token): an invoice opened by its own link. */
export default function InvoiceLinkRoute() {
  const { entry, view } = useScreen("invoice-link");
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(i18n.language, "selfCare")) {
    i18n.addResourceBundle(i18n.language, "selfCare", view.messages);
  }
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const { opened } = view;
  return (
    <>
      <PageHeading
        entry={entry}
        title={opened ? t("detailTitle", { number: opened.invoice.number }) : undefined}
      />
      <Container size="sm" py="md">
        {opened ? (
          <Stack gap="md" data-testid="invoice-link">
            <Text size="sm" c="dimmed">
              {t("linkCustomer", { customerId: opened.customerId })}
              <br />
              {t("linkValidUntil", { date: formatDate(opened.link.expiresOn) })}
            </Text>
            <InvoiceDetail
              customerId={opened.customerId}
              invoice={opened.invoice}
              linkToken={opened.link.token}
            />
          </Stack>
        ) : (
          <Stack gap="md" align="flex-start" data-testid="invoice-link-refused">
            <Alert color={view.isLinkGiven ? "red" : "blue"} w="100%">
              {view.isLinkGiven ? t("linkInvalid") : t("linkMissing")}
            </Alert>
            <Button component={Link} to={getRouteEntry("paymentInvoice").path}>
              {t("signInForInvoices")}
            </Button>
          </Stack>
        )}
      </Container>
    </>
  );
}
