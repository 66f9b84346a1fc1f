import { GetInvoiceCall, type Invoice } from "@isp/contracts/billing/get-invoice";
import { GetInvoicePdfCall } from "@isp/contracts/billing/get-invoice-pdf";
import type { Language } from "@isp/contracts/languages";
import { Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { getRouteEntry } from "../../route-table";
import { CallStateView } from "../self-care/call-state-view";
import { DownloadButton } from "../self-care/download-file";
import { useCall } from "../self-care/use-call";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The name an invoice's PDF is saved under. */
export const invoicePdfName = (invoice: Pick<Invoice, "number">) => `${invoice.number}.pdf`;

function InvoiceDetail({ customerId, invoice }: { customerId: string; invoice: Invoice }) {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "billing" });
  const money = (amount: number) => formatUsd(amount, i18n.language as Language);
  const isUnpaid = invoice.status === "unpaid";
  return (
    <Stack gap="md" data-testid="invoice-detail">
      <Group justify="space-between">
        <InvoiceStatusBadge invoice={invoice} />
        <Text size="sm">
          {t("issuedOn")}: {formatDate(invoice.issuedOn)}
        </Text>
      </Group>
      <Text size="sm">
        {t("period")}:{" "}
        {t("periodRange", { start: formatDate(invoice.periodStart), end: formatDate(invoice.periodEnd) })}
        <br />
        {isUnpaid
          ? `${t("dueOn")}: ${formatDate(invoice.dueOn)}`
          : `${t("paidOn")}: ${formatDate(invoice.paidOn ?? invoice.dueOn)}`}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("service")}</Table.Th>
              <Table.Th ta="end">{t("quantity")}</Table.Th>
              <Table.Th ta="end">{t("unitPrice")}</Table.Th>
              <Table.Th ta="end">{t("amount")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={`${line.serviceId}-${line.planName}`}>
                <Table.Td>
                  {line.planName}
                  <Text size="xs" c="dimmed">
                    {line.serviceName} · {line.serviceId}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">{line.quantity}</Table.Td>
                <Table.Td ta="end">{money(line.unitPrice)}</Table.Td>
                <Table.Td ta="end">{money(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3} scope="row" ta="end">
                {t("net")}
              </Table.Th>
              <Table.Td ta="end">{money(invoice.net)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th colSpan={3} scope="row" ta="end">
                {t("vat")}
              </Table.Th>
              <Table.Td ta="end">{money(invoice.vat)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th colSpan={3} scope="row" ta="end">
                {t("total")}
              </Table.Th>
              <Table.Td ta="end" fw={700} data-testid="invoice-detail-total">
                {money(invoice.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs" align="flex-start">
        <DownloadButton
          call={GetInvoicePdfCall}
          parts={{ params: { customerId, invoiceId: invoice.invoiceId } }}
          fileName={invoicePdfName(invoice)}
          failedText={t("downloadFailed")}
          variant="default"
        >
          {t("downloadPdf")}
        </DownloadButton>
        {isUnpaid ? (
          <Button component={Link} to={getRouteEntry("payMyBill").path}>
            {t("payNow")}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** An invoice's lines, net value, VAT and total in a dialog, with its PDF (and "Pay now" if unpaid). */
export function InvoiceDetailModal({
  customerId,
  invoiceId,
  onClose,
}: {
  customerId: string;
  invoiceId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const state = useCall(GetInvoiceCall, { params: { customerId, invoiceId } });
  const title = state.status === "ready" ? t("detailTitle", { number: state.data.data.number }) : t("view");
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <CallStateView state={state} reload={state.reload}>
        {({ data }) => <InvoiceDetail customerId={customerId} invoice={data} />}
      </CallStateView>
    </Modal>
  );
}
