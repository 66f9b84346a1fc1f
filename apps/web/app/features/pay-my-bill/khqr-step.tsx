import type { Language } from "@isp/contracts/languages";
import type { PaymentOrder } from "@isp/contracts/payments/payment-orders";
import { Alert, Anchor, Button, Image, Loader, Stack, Text, Title } from "@mantine/core";
import { formatCambodiaDateTime } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { PaidNotice } from "./payment-outcome";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";
import { usePolledOrder } from "./use-polled-order";

/**
 * Step 4: the KHQR to scan, asked about every few seconds until it is paid or expires; then the
 * thanks (with the receipt number) or a way to make a new one.
 */
export function KhqrStep({
  order: first,
  cid,
  token,
  onNewQr,
  onDone,
}: {
  order: PaymentOrder;
  cid: string;
  token: string | undefined;
  onNewQr: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const language = i18n.language as Language;
  const order = usePolledOrder(first.orderId, token, language, first).order ?? first;
  const amount = formatUsd(order.amount, language);

  if (order.status === "paid") {
    return (
      <PaidNotice order={order} cid={cid} token={token}>
        <Button variant="light" onClick={onDone}>
          {t("payAnother")}
        </Button>
      </PaidNotice>
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
