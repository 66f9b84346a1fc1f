import "@mantine/core/styles/Table.css";
import { ListOrdersCall } from "@isp/contracts/orders/list-orders";
import type { OrderSummary } from "@isp/contracts/orders/order";
import { ListMappQuotationsCall, type Quotation } from "@isp/contracts/selfcare/list-mapp-quotations";
import { Card, Stack, Table, Text, Title } from "@mantine/core";
import { formatDate } from "../../i18n/format-date";
import { useFormatUsd } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";

function QuotationTable({ quotation, order }: { quotation: Quotation; order: OrderSummary }) {
  const usd = useFormatUsd();
  const { t } = useTranslation("selfCare", { keyPrefix: "orders.quotation" });
  const headingId = `quotation-${quotation.quotationNumber}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} data-testid="quotation">
      <Title order={2} size="h4" id={headingId}>
        {t("title", { number: quotation.quotationNumber })}
      </Title>
      <Text size="sm">{t("forOrder", { number: order.orderId, title: order.title })}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t("issuedOn", { date: formatDate(quotation.issuedOn) })} ·{" "}
        {t("validUntil", { date: formatDate(quotation.validUntil) })}
      </Text>
      {/* Six columns do not fit a phone: the table scrolls sideways, by keyboard too (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard. */}
      <section className="table-scroll" tabIndex={0} aria-labelledby={headingId}>
        <Table striped miw={640}>
          <caption className="visually-hidden">{t("caption", { number: quotation.quotationNumber })}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("name")}</Table.Th>
              <Table.Th ta="end">{t("qty")}</Table.Th>
              <Table.Th ta="end">{t("unitPrice")}</Table.Th>
              <Table.Th ta="end">{t("value")}</Table.Th>
              <Table.Th ta="end">{t("vat")}</Table.Th>
              <Table.Th ta="end">{t("total")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quotation.lines.map((line) => (
              <Table.Tr key={line.name}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td ta="end">{line.qty}</Table.Td>
                <Table.Td ta="end">{usd(line.unitPrice)}</Table.Td>
                <Table.Td ta="end">{usd(line.value)}</Table.Td>
                <Table.Td ta="end">{usd(line.vat)}</Table.Td>
                <Table.Td ta="end">{usd(line.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="quotation-totals">
              <Table.Th scope="row" colSpan={3} ta="end">
                {t("totals")}
              </Table.Th>
              <Table.Td ta="end" fw={700}>
                {usd(quotation.totals.value)}
              </Table.Td>
              <Table.Td ta="end" fw={700}>
                {usd(quotation.totals.vat)}
              </Table.Td>
              <Table.Td ta="end" fw={700}>
                {usd(quotation.totals.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </section>
    </Card>
  );
}

function OrderQuotations({ order }: { order: OrderSummary }) {
  const state = useCall(ListMappQuotationsCall, { query: { orderId: order.orderId } });
  return (
    <CallStateView state={state} reload={state.reload}>
      {({ data }) => (
        <>
          {data.map((quotation) => (
            <QuotationTable key={quotation.quotationNumber} quotation={quotation} order={order} />
          ))}
        </>
      )}
    </CallStateView>
  );
}

/** The quotations of the customer's orders that have one (a business customer's service requests). */
export function QuotationList() {
  const { t } = useTranslation("selfCare", { keyPrefix: "orders.quotation" });
  const state = useCall(ListOrdersCall, {});
  return (
    <CallStateView
      state={state}
      reload={state.reload}
      isEmpty={({ data }) => !data.some((order) => order.hasQuotation)}
      empty={<Text>{t("empty")}</Text>}
    >
      {({ data }) => (
        <Stack gap="md">
          {data
            .filter((order) => order.hasQuotation)
            .map((order) => (
              <OrderQuotations key={order.orderId} order={order} />
            ))}
        </Stack>
      )}
    </CallStateView>
  );
}
