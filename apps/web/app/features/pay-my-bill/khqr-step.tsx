import type { Language } from "@isp/contracts/languages";
import {
  GetPaymentOrderCall,
  KHQR_POLL_SECONDS,
  type PaymentOrder,
} from "@isp/contracts/payments/payment-orders";
import { Alert, Anchor, Button, Image, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { callApi } from "../../api/call-api";
import { formatCambodiaDateTime } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/**
 * Step 4: the KHQR to scan, asked about every few seconds until it is paid or expires; then the
 * thanks (with the receipt number) or a way to make a new one.
 */
export function KhqrStep({
  order: first,
  token,
  onNewQr,
  onDone,
}: {
  order: PaymentOrder;
  token: string | undefined;
  onNewQr: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const language = i18n.language as Language;
  const [order, setOrder] = useState(first);
  const amount = formatUsd(order.amount, language);

  useEffect(() => {
    if (order.status !== "pending") return;
    const timer = window.setTimeout(() => {
      callApi(GetPaymentOrderCall, {
        params: { orderId: order.orderId },
        query: token ? { FirebaseToken: token } : {},
        language,
      }).then(
        ({ data }) => setOrder(data),
        // A missed answer is asked again at the next tick.
        () => setOrder((current) => ({ ...current })),
      );
    }, KHQR_POLL_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [order, token, language]);

  if (order.status === "paid") {
    return (
      <Stack gap="sm" maw={560} data-testid="pay-bill-paid">
        <Title order={2} size="h3">
          {t("paidTitle")}
        </Title>
        <Text>
          {order.receiptNumber
            ? t("paidText", {
                amount,
                invoices: order.invoiceNumbers.join(", "),
                receipt: order.receiptNumber,
              })
            : t("receiptLater")}
        </Text>
        <Button variant="light" w="fit-content" onClick={onDone}>
          {t("payAnother")}
        </Button>
      </Stack>
    );
  }
  if (order.status !== "pending" || !order.khqr) {
    return (
      <Stack gap="sm" maw={560} data-testid="pay-bill-expired">
        <Alert color="orange">{t("expired")}</Alert>
        <Button w="fit-content" onClick={onNewQr}>
          {t("newQr")}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" maw={420} data-testid="pay-bill-khqr">
      <Title order={2} size="h3">
        {amount}
      </Title>
      <Text>{t("scan")}</Text>
      <Image src={order.khqr.image} alt={t("qrAlt", { amount })} w={260} h={260} fit="contain" />
      <Text size="sm" c="dimmed">
        {t("expiresAt", { time: formatCambodiaDateTime(order.khqr.expiresAt).slice(11) })}
      </Text>
      <Text role="status" size="sm">
        <Loader size="xs" mr="xs" aria-hidden="true" />
        {t("waiting")}
      </Text>
      {order.khqr.sandboxPayUrl ? (
        <Anchor href={order.khqr.sandboxPayUrl} target="_blank" rel="noopener" data-testid="sandbox-pay-link">
          {t("sandbox")}
        </Anchor>
      ) : null}
    </Stack>
  );
}
