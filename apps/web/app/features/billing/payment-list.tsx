import { GetReceiptPdfCall } from "@isp/contracts/billing/get-receipt-pdf";
import { ListPaymentHistoryCall, type Payment } from "@isp/contracts/billing/list-payment-history";
import type { Language } from "@isp/contracts/languages";
import { Button, Card, Group, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { DownloadButton } from "../self-care/download-file";
import { useCall } from "../self-care/use-call";

/** The day of a payment in Cambodia (UTC+7), where the customer paid, whatever the browser's zone. */
function cambodiaDateOf(isoTime: string): string {
  return new Date(Date.parse(isoTime) + 7 * 3600_000).toISOString().slice(0, 10);
}

/** One payment with its receipt PDF; on the list it also links to the receipt's own page. */
export function PaymentCard({
  customerId,
  payment,
  isOnList = false,
}: {
  customerId: string;
  payment: Payment;
  isOnList?: boolean;
}) {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "billing" });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="payment"
      data-receipt-number={payment.receiptNumber}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {t("paidAt")}
          </Text>
          <Text fw={600}>{formatDate(cambodiaDateOf(payment.paidAt))}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed" ta="end">
            {t("amount")}
          </Text>
          <Text fw={700} size="xl" ta="end" data-testid="payment-amount">
            {formatUsd(payment.amount, i18n.language as Language)}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={2} spacing="xs" mt="sm">
        <div>
          <Text size="sm" c="dimmed">
            {t("method")}
          </Text>
          <Text data-testid="payment-method">{t(`methods.${payment.method}`)}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t("receiptNumber")}
          </Text>
          <Text>{payment.receiptNumber}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t("comment")}
          </Text>
          <Text>{payment.comment}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t("settles")}
          </Text>
          {payment.invoiceNumbers.map((number) => (
            <Text key={number} size="sm">
              {number}
            </Text>
          ))}
        </div>
      </SimpleGrid>
      <Group mt="md">
        <DownloadButton
          call={GetReceiptPdfCall}
          parts={{ params: { customerId, paymentId: payment.paymentId } }}
          fileName={`${payment.receiptNumber}.pdf`}
          failedText={t("downloadFailed")}
          variant="default"
          aria-label={t("receiptPdfOf", { number: payment.receiptNumber })}
        >
          {t("receiptPdf")}
        </DownloadButton>
        {isOnList ? (
          <Button
            component={Link}
            to={`/receipt_template?paymentId=${payment.paymentId}`}
            variant="subtle"
            aria-label={t("viewReceiptOf", { number: payment.receiptNumber })}
          >
            {t("viewReceipt")}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

/** The customer's payments, newest first: date, method, comment, amount and the receipt PDF. */
export function PaymentList({ customerId }: { customerId: string }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const state = useCall(ListPaymentHistoryCall, { params: { customerId } });
  return (
    <CallStateView
      state={state}
      reload={state.reload}
      isEmpty={({ data }) => data.length === 0}
      empty={t("noPayments")}
    >
      {({ data }) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="payments">
          {data.map((payment) => (
            <PaymentCard key={payment.paymentId} customerId={customerId} payment={payment} isOnList />
          ))}
        </SimpleGrid>
      )}
    </CallStateView>
  );
}
