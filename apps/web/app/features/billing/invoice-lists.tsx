import { GetInvoicePdfCall } from "@isp/contracts/billing/get-invoice-pdf";
import { type InvoiceSummary, ListInvoicesCall } from "@isp/contracts/billing/list-invoices";
import type { Language } from "@isp/contracts/languages";
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { formatDate } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry } from "../../route-table";
import { CallStateView } from "../self-care/call-state-view";
import { DownloadButton } from "../self-care/download-file";
import { useCall } from "../self-care/use-call";
import { InvoiceDetailModal, invoicePdfName } from "./invoice-detail";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The search parameter that opens an invoice's detail, so the detail has an address of its own. */
const INVOICE_PARAM = "invoice";

function InvoiceCard({ customerId, invoice }: { customerId: string; invoice: InvoiceSummary }) {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "billing" });
  const language = i18n.language as Language;
  const [, setSearchParams] = useSearchParams();
  const isUnpaid = invoice.status === "unpaid";
  return (
    <Card withBorder radius="md" padding="md" data-testid="invoice" data-invoice-number={invoice.number}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Text size="sm" c="dimmed">
            {t("invoiceNumber")}
          </Text>
          <Text fw={600}>{invoice.number}</Text>
        </div>
        <InvoiceStatusBadge invoice={invoice} />
      </Group>
      <Text size="sm">
        {t("period")}:{" "}
        {t("periodRange", { start: formatDate(invoice.periodStart), end: formatDate(invoice.periodEnd) })}
      </Text>
      <Group justify="space-between" align="flex-end" mt="sm" gap="xs">
        <div>
          <Text size="sm" c="dimmed">
            {isUnpaid ? t("amountDue") : t("total")}
          </Text>
          <Text fw={700} size="xl" data-testid="invoice-total">
            {formatUsd(invoice.total, language)}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed" ta="end">
            {isUnpaid ? t("dueOn") : t("paidOn")}
          </Text>
          <Text fw={500} ta="end" c={invoice.isOverdue ? "red.8" : undefined}>
            {formatDate(isUnpaid ? invoice.dueOn : (invoice.paidOn ?? invoice.dueOn))}
          </Text>
        </div>
      </Group>
      <Group gap="xs" mt="md" align="flex-start">
        <Button
          variant="light"
          onClick={() => setSearchParams({ [INVOICE_PARAM]: String(invoice.invoiceId) })}
          aria-label={t("viewInvoice", { number: invoice.number })}
        >
          {t("view")}
        </Button>
        <DownloadButton
          call={GetInvoicePdfCall}
          parts={{ params: { customerId, invoiceId: invoice.invoiceId } }}
          fileName={invoicePdfName(invoice)}
          failedText={t("downloadFailed")}
          variant="default"
          aria-label={t("downloadPdfOf", { number: invoice.number })}
        >
          {t("downloadPdf")}
        </DownloadButton>
        {isUnpaid ? (
          <Button component={Link} to={`${getRouteEntry("payMyBill").path}?invoice=${invoice.invoiceId}`}>
            {t("payNow")}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

function InvoiceSection({
  title,
  invoices,
  empty,
  customerId,
  testId,
}: {
  title: string;
  invoices: InvoiceSummary[];
  empty: string;
  customerId: string;
  testId: string;
}) {
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Title order={2} size="h3" id={`${testId}-title`} mb="sm">
        {title}
      </Title>
      {invoices.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {invoices.map((invoice) => (
            <InvoiceCard key={invoice.invoiceId} customerId={customerId} invoice={invoice} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/** The customer's unpaid invoices (oldest due first), then the paid ones; `?invoice=` opens one. */
export function InvoiceLists({ customerId }: { customerId: string }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const state = useCall(ListInvoicesCall, { params: { customerId } });
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = Number(searchParams.get(INVOICE_PARAM));
  return (
    <>
      <CallStateView
        state={state}
        reload={state.reload}
        isEmpty={({ data }) => data.length === 0}
        empty={t("noInvoices")}
      >
        {({ data }) => (
          <Stack gap="xl">
            <InvoiceSection
              title={t("unpaidTitle")}
              invoices={data.filter((invoice) => invoice.status === "unpaid")}
              empty={t("noUnpaid")}
              customerId={customerId}
              testId="unpaid-invoices"
            />
            <InvoiceSection
              title={t("paidTitle")}
              invoices={data.filter((invoice) => invoice.status === "paid")}
              empty={t("noPaid")}
              customerId={customerId}
              testId="paid-invoices"
            />
          </Stack>
        )}
      </CallStateView>
      {Number.isInteger(openId) && openId > 0 ? (
        <InvoiceDetailModal
          customerId={customerId}
          invoiceId={openId}
          onClose={() => setSearchParams({}, { preventScrollReset: true })}
        />
      ) : null}
    </>
  );
}
