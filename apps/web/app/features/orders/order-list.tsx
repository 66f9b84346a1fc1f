import { ListOrdersCall } from "@isp/contracts/orders/list-orders";
import type { OrderStatus, OrderSummary } from "@isp/contracts/orders/order";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { formatDate } from "../../i18n/format-date";
import { useFormatUsd } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";
import { InstallationPanel } from "./installation-timeline";
import { OrderActions } from "./order-actions";
import { OrderReceiptPanel } from "./order-receipt";

const STATUS_COLORS: Record<OrderStatus, string> = {
  created: "yellow",
  confirmed: "blue",
  paid: "teal",
  installing: "cyan",
  completed: "green",
  cancelled: "gray",
};

type Panel = "receipt" | "installation" | null;

function OrderCard({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const usd = useFormatUsd();
  const { t } = useTranslation("selfCare", { keyPrefix: "orders" });
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));
  const headingId = `order-${order.orderId}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} data-testid="order-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {order.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t("orderNumber", { number: order.orderId })} ·{" "}
            {t("placedOn", { date: formatDate(order.createdAt) })}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="light" color="violet">
            {t(`types.${order.type}`)}
          </Badge>
          {/* Dark text: the light badges' own colours lack contrast on their tint (WCAG 1.4.3). */}
          <Badge variant="light" color={STATUS_COLORS[order.status]} c="dark.7" data-testid="order-status">
            {t(`statuses.${order.status}`)}
          </Badge>
        </Group>
      </Group>
      {order.planChange && (
        <Text size="sm" mt="xs">
          {t("planChange", {
            from: order.planChange.fromPlanName,
            to: order.planChange.toPlanName,
            fee: usd(order.planChange.monthlyFee),
            date: formatDate(order.planChange.effectiveOn),
          })}
        </Text>
      )}
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        <Text size="sm">
          {t("amount")}:{" "}
          <Text span fw={700}>
            {order.amount > 0 ? usd(order.amount) : t("upfrontNone")}
          </Text>
          {order.invoices.length > 0 && (
            <Text span c="dimmed">
              {" "}
              · {t("invoices", { list: order.invoices.join(", ") })}
            </Text>
          )}
        </Text>
        <Group gap="xs">
          {order.hasReceipt && (
            <Button
              size="xs"
              variant="light"
              aria-expanded={panel === "receipt"}
              onClick={() => toggle("receipt")}
            >
              {t(panel === "receipt" ? "hideReceipt" : "showReceipt")}
            </Button>
          )}
          {order.hasInstallation && (
            <Button
              size="xs"
              variant="light"
              aria-expanded={panel === "installation"}
              onClick={() => toggle("installation")}
            >
              {t(panel === "installation" ? "hideInstallation" : "showInstallation")}
            </Button>
          )}
        </Group>
      </Group>
      <OrderActions order={order} onChanged={onChanged} />
      {panel === "receipt" && <OrderReceiptPanel orderId={order.orderId} />}
      {panel === "installation" && <InstallationPanel orderId={order.orderId} />}
    </Card>
  );
}

/**
 * The signed-in customer's orders, newest first, each with its receipt and installation on demand,
 * and what may be done with it while it is not paid.
 */
export function OrderList() {
  const { t } = useTranslation("selfCare", { keyPrefix: "orders" });
  const state = useCall(ListOrdersCall, {});
  return (
    <CallStateView
      state={state}
      reload={state.reload}
      isEmpty={({ data }) => data.length === 0}
      empty={<Text>{t("empty")}</Text>}
    >
      {({ data }) => (
        <Stack gap="md">
          {data.map((order) => (
            <OrderCard key={order.orderId} order={order} onChanged={state.reload} />
          ))}
        </Stack>
      )}
    </CallStateView>
  );
}
