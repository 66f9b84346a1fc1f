import { GetReceiptPdfCall } from "@isp/contracts/billing/get-receipt-pdf";
import type { Language } from "@isp/contracts/languages";
import type { PaymentOrder } from "@isp/contracts/payments/payment-orders";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatUsd } from "../../i18n/format-money";
import { DownloadButton } from "../self-care/download-file";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/**
 * The thanks of a paid payment: what it paid, its receipt number and PDF (a service order's receipt is
 * in My orders), and what next.
 */
export function PaidNotice({
  order,
  cid,
  token,
  children,
}: {
  order: PaymentOrder;
  cid: string | null;
  token: string | undefined;
  /** The way on (pay another bill…). */
  children: ReactNode;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const amount = formatUsd(order.amount, i18n.language as Language);
  const invoices = order.invoiceNumbers.join(", ");
  const titles = {
    invoices: "paidTitle",
    "service-order": "orderPaidTitle",
    amount: "amountPaidTitle",
  } as const;
  return (
    <Stack gap="sm" maw={560} data-testid="pay-bill-paid">
      <Title order={2} size="h3">
        {t(titles[order.kind])}
      </Title>
      <Text>
        {!order.receiptNumber
          ? t("receiptLater")
          : order.kind === "service-order"
            ? t("orderPaidText", { amount, number: order.serviceOrderId, receipt: order.receiptNumber })
            : order.kind === "amount"
              ? t("amountPaidText", { amount, receipt: order.receiptNumber })
              : t("paidText", { amount, invoices, receipt: order.receiptNumber })}
      </Text>
      {order.kind === "amount" && order.receiptNumber ? (
        <Text>{invoices ? t("amountSettled", { invoices }) : t("amountAsCredit")}</Text>
      ) : null}
      <Group>
        {order.serviceOrderId !== null ? (
          <Button component={Link} to="/my_orders" variant="default">
            {t("myOrders")}
          </Button>
        ) : null}
        {order.paymentId !== null && cid ? (
          <DownloadButton
            call={GetReceiptPdfCall}
            parts={{
              params: { customerId: cid, paymentId: order.paymentId },
              query: token ? { FirebaseToken: token } : {},
            }}
            fileName={`${order.receiptNumber ?? order.orderId}.pdf`}
            failedText={t("receiptFailed")}
          >
            {t("downloadReceipt")}
          </DownloadButton>
        ) : null}
        {children}
      </Group>
    </Stack>
  );
}

/** Why an order ended without payment (declined, cancelled, expired), and a way to try again. */
export function UnpaidNotice({ order, children }: { order: PaymentOrder; children: ReactNode }) {
  const { t } = usePayMyBillTranslation();
  const texts = {
    failed: [t("failedTitle"), t("failedText")],
    cancelled: [t("cancelledTitle"), t("nothingCharged")],
    expired: [t("expiredTitle"), t("nothingCharged")],
  } as const;
  const [title, text] = order.status in texts ? texts[order.status as keyof typeof texts] : texts.failed;
  return (
    <Stack gap="sm" maw={560} data-testid={`pay-bill-${order.status}`}>
      <Alert color="orange">
        <Text fw={700}>{title}</Text>
        <Text>{text}</Text>
      </Alert>
      {children}
    </Stack>
  );
}
