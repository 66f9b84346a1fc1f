import "@mantine/core/styles/Table.css";
import { GetOrderReceiptCall, type OrderReceipt } from "@isp/contracts/orders/get-order-receipt";
import { Button, Group, Paper, Table, Title } from "@mantine/core";
import { useRef } from "react";
import { formatCambodiaDateTime } from "../../i18n/format-date";
import { useFormatUsd } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";

/** Prints only this element: app.css hides the rest of the page while it carries the mark. */
function printOnly(element: HTMLElement | null) {
  if (!element) return;
  element.setAttribute("data-print-target", "");
  window.addEventListener("afterprint", () => element.removeAttribute("data-print-target"), { once: true });
  window.print();
}

function ReceiptView({ receipt }: { receipt: OrderReceipt }) {
  const usd = useFormatUsd();
  const { t } = useTranslation("selfCare", { keyPrefix: "orders.receipt" });
  const receiptRef = useRef<HTMLDivElement>(null);
  const facts = [
    [t("order"), `${receipt.orderId} · ${receipt.title}`],
    [t("customer"), receipt.customerName],
    [t("customerId"), receipt.bs2CustomerId],
    [t("paidAt"), formatCambodiaDateTime(receipt.paidAt)],
    [t("method"), t(`methods.${receipt.paymentMethod}`)],
  ];
  return (
    <Paper withBorder p="md" mt="sm" ref={receiptRef} data-testid="order-receipt">
      <Title order={3} size="h4" mb="sm">
        {t("title", { number: receipt.receiptNumber })}
      </Title>
      <dl className="order-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("description")}</Table.Th>
            <Table.Th ta="end">{t("qty")}</Table.Th>
            <Table.Th ta="end">{t("unitPrice")}</Table.Th>
            <Table.Th ta="end">{t("value")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.lines.map((line) => (
            <Table.Tr key={line.name}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="end">{line.qty}</Table.Td>
              <Table.Td ta="end">{usd(line.unitPrice)}</Table.Td>
              <Table.Td ta="end">{usd(line.value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {[
            [t("subtotal"), receipt.subtotal],
            [t("vat"), receipt.vat],
            [t("total"), receipt.total],
          ].map(([label, amount]) => (
            <Table.Tr key={label}>
              <Table.Th colSpan={3} ta="end" scope="row">
                {label}
              </Table.Th>
              <Table.Td ta="end" fw={700}>
                {usd(amount as number)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
      <Group justify="flex-end" mt="sm" className="no-print">
        <Button variant="light" onClick={() => printOnly(receiptRef.current)}>
          {t("print")}
        </Button>
      </Group>
    </Paper>
  );
}

/** A paid order's receipt, fetched when the customer opens it, with a button to print it alone. */
export function OrderReceiptPanel({ orderId }: { orderId: number }) {
  const state = useCall(GetOrderReceiptCall, { params: { orderId } });
  return (
    <CallStateView state={state} reload={state.reload}>
      {({ data }) => <ReceiptView receipt={data} />}
    </CallStateView>
  );
}
