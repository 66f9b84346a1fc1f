import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Table.css";
import { GetInvoiceCall, type Invoice, type InvoiceLink } from "@isp/contracts/billing/get-invoice";
import { GetInvoicePdfCall } from "@isp/contracts/billing/get-invoice-pdf";
import type { Language } from "@isp/contracts/languages";
import { Button, CopyButton, Group, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry } from "../../route-table";
import { CallStateView } from "../self-care/call-state-view";
import { DownloadButton } from "../self-care/download-file";
import { useCall } from "../self-care/use-call";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The name an invoice's PDF is saved under. */
export const invoicePdfName = (invoice: Pick<Invoice, "number">) => `${invoice.number}.pdf`;

/**
 * An invoice's dates, lines and totals, with its PDF and, while unpaid, "Pay now". The PDF is asked for
 * with the invoice's own token when the viewer came by its link, else with the signed-in owner's.
 */
export function InvoiceDetail({
  customerId,
  invoice,
  linkToken,
  children,
}: {
  customerId: string;
  invoice: Invoice;
  linkToken?: string;
  children?: ReactNode;
}) {
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
      <Table verticalSpacing="xs" data-testid="invoice-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("service")}</Table.Th>
            {/* Every line is one month of one service: on a phone, the amount says it all. */}
            <Table.Th ta="end" visibleFrom="sm">
              {t("quantity")}
            </Table.Th>
            <Table.Th ta="end" visibleFrom="sm">
              {t("unitPrice")}
            </Table.Th>
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
              <Table.Td ta="end" visibleFrom="sm">
                {line.quantity}
              </Table.Td>
              <Table.Td ta="end" visibleFrom="sm">
                {money(line.unitPrice)}
              </Table.Td>
              <Table.Td ta="end">{money(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table variant="vertical" withRowBorders={false} verticalSpacing={4} data-testid="invoice-totals">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" ta="end" bg="transparent">
              {t("net")}
            </Table.Th>
            <Table.Td ta="end" w="40%">
              {money(invoice.net)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" ta="end" bg="transparent">
              {t("vat")}
            </Table.Th>
            <Table.Td ta="end">{money(invoice.vat)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" ta="end" bg="transparent">
              {t("total")}
            </Table.Th>
            <Table.Td ta="end" fw={700} data-testid="invoice-detail-total">
              {money(invoice.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group gap="xs" align="flex-start">
        <DownloadButton
          call={GetInvoicePdfCall}
          parts={{
            params: { customerId, invoiceId: invoice.invoiceId },
            ...(linkToken ? { query: { token: linkToken } } : {}),
          }}
          fileName={invoicePdfName(invoice)}
          failedText={t("downloadFailed")}
          variant="default"
        >
          {t("downloadPdf")}
        </DownloadButton>
        {isUnpaid ? (
          <Button component={Link} to={`${getRouteEntry("payMyBill").path}?invoice=${invoice.invoiceId}`}>
            {t("payNow")}
          </Button>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * The invoice's own link, to send to whoever pays it: they see this invoice, its PDF and "Pay now"
 * without an account, until the link expires.
 */
function ShareInvoiceLink({
  customerId,
  invoiceId,
  link,
}: {
  customerId: string;
  invoiceId: number;
  link: InvoiceLink;
}) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const search = new URLSearchParams({ customerId, invoiceId: String(invoiceId), token: link.token });
  const url = `${window.location.origin}${getRouteEntry("invoiceTemplate").path}?${search}`;
  return (
    <Stack gap={4} data-testid="invoice-share">
      <Text size="sm" fw={600}>
        {t("shareTitle")}
      </Text>
      <Text size="sm" c="dimmed">
        {t("shareHint", { date: formatDate(link.expiresOn) })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          readOnly
          value={url}
          aria-label={t("shareTitle")}
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="invoice-share-url"
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} aria-live="polite">
              {copied ? t("shareCopied") : t("shareCopy")}
            </Button>
          )}
        </CopyButton>
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
  const { t: tCommon } = useTranslation();
  const state = useCall(GetInvoiceCall, { params: { customerId, invoiceId } });
  const title = state.status === "ready" ? t("detailTitle", { number: state.data.data.number }) : t("view");
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": tCommon("common.close") }}
    >
      <CallStateView state={state} reload={state.reload}>
        {({ data, link }) => (
          <InvoiceDetail customerId={customerId} invoice={data}>
            <ShareInvoiceLink customerId={customerId} invoiceId={invoiceId} link={link} />
          </InvoiceDetail>
        )}
      </CallStateView>
    </Modal>
  );
}
