import type { Language } from "@isp/contracts/languages";
import { GetOrderCall } from "@isp/contracts/orders/get-order";
import type { PaymentOrderMethod } from "@isp/contracts/payments/payment-orders";
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatUsd } from "../../i18n/format-money";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";
import { MethodChoice } from "./method-choice";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/**
 * A signed-in customer's confirmed service order to pay (`?order=` from My orders): what it is, its
 * amount, and the method. An order that may not be paid now says so and leads back to the orders.
 */
export function OrderStep({
  orderNumber,
  isPaying,
  onPay,
}: {
  orderNumber: number;
  isPaying: boolean;
  onPay: (method: PaymentOrderMethod) => void;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const state = useCall(GetOrderCall, { params: { id: orderNumber } });
  return (
    <CallStateView state={state} reload={state.reload}>
      {({ data: order }) => (
        <Stack gap="md" maw={560} data-testid="pay-bill-order">
          <Title order={2} size="h4">
            {t("orderTitle", { number: order.orderId, title: order.title })}
          </Title>
          {order.status === "confirmed" && order.amount > 0 ? (
            <>
              <Text fw={700} data-testid="pay-bill-total">
                {t("total")}: {formatUsd(order.amount, i18n.language as Language)}
              </Text>
              <MethodChoice amount={order.amount} isPaying={isPaying} onPay={onPay} />
            </>
          ) : (
            <Alert color="orange">
              <Text>{t("orderNotPayable")}</Text>
              <Anchor component={Link} to="/my_orders">
                {t("myOrders")}
              </Anchor>
            </Alert>
          )}
        </Stack>
      )}
    </CallStateView>
  );
}
