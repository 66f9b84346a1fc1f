import type { Language } from "@isp/contracts/languages";
import { CancelOrderCall } from "@isp/contracts/orders/cancel-order";
import { ConfirmOrderCall } from "@isp/contracts/orders/confirm-order";
import type { OrderSummary } from "@isp/contracts/orders/order";
import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { sendForm } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";

/**
 * What the customer may do with an order not yet paid (spec §4: created → confirmed → paid or
 * cancelled): confirm a created one, pay a confirmed one with something to pay up front, cancel
 * either (after asking; a plan change is undone by customer care). The server enforces the same.
 */
export function OrderActions({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "orders" });
  const [isAsking, setIsAsking] = useState(false);
  const [busy, setBusy] = useState<"confirm" | "cancel" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isOpen = order.status === "created" || order.status === "confirmed";
  if (!isOpen) return null;

  async function move(action: "confirm" | "cancel") {
    setBusy(action);
    setFailure(null);
    const result = await sendForm(action === "confirm" ? ConfirmOrderCall : CancelOrderCall, {
      params: { orderId: order.orderId },
      language: i18n.language as Language,
    });
    setBusy(null);
    setIsAsking(false);
    if (result.isOk) return onChanged();
    setFailure(result.message ?? t("actionFailed"));
  }

  return (
    <div>
      {isAsking ? (
        <Group gap="xs" mt="sm" role="group" aria-label={t("cancelAsk", { number: order.orderId })}>
          <Text size="sm">{t("cancelAsk", { number: order.orderId })}</Text>
          <Button size="xs" color="red" loading={busy === "cancel"} onClick={() => move("cancel")}>
            {t("cancelYes")}
          </Button>
          <Button size="xs" variant="default" onClick={() => setIsAsking(false)}>
            {t("keep")}
          </Button>
        </Group>
      ) : (
        <Group gap="xs" mt="sm">
          {order.status === "created" ? (
            <Button size="xs" loading={busy === "confirm"} onClick={() => move("confirm")}>
              {t("confirm")}
            </Button>
          ) : null}
          {order.status === "confirmed" && order.amount > 0 ? (
            <Button size="xs" component={Link} to={`/pay_my_bill?order=${order.orderId}`}>
              {t("payNow")}
            </Button>
          ) : null}
          {order.type !== "change-plan" ? (
            <Button size="xs" variant="default" onClick={() => setIsAsking(true)}>
              {t("cancel")}
            </Button>
          ) : null}
        </Group>
      )}
      {failure ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {failure}
        </Text>
      ) : null}
    </div>
  );
}
