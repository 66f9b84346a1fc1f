import "@mantine/core/styles/Timeline.css";
import { GetOrderInstallationCall, type Installation } from "@isp/contracts/orders/get-order-installation";
import { Paper, Text, Timeline, Title } from "@mantine/core";
import { formatCambodiaDateTime } from "../../i18n/format-date";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";

function TimelineView({ installation }: { installation: Installation }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "orders.installation" });
  const doneCount = installation.steps.filter((step) => step.at !== null).length;
  const isCancelled = installation.steps.some((step) => step.step === "cancelled");
  return (
    <Paper withBorder p="md" mt="sm" data-testid="installation-timeline">
      <Title order={3} size="h4" mb="xs">
        {t("title")}
      </Title>
      {installation.appointmentAt && (
        <Text size="sm">
          {t("appointment", { date: formatCambodiaDateTime(installation.appointmentAt) })}
        </Text>
      )}
      {installation.engineerName && (
        <Text size="sm" mb="sm">
          {t("engineer", { name: installation.engineerName, phone: installation.engineerPhone ?? "" })}
        </Text>
      )}
      <Timeline active={doneCount - 1} bulletSize={16} lineWidth={2} color={isCancelled ? "red" : undefined}>
        {installation.steps.map((step) => (
          <Timeline.Item key={step.step} title={t(`steps.${step.step}`)}>
            <Text size="sm" c="dimmed">
              {step.at ? formatCambodiaDateTime(step.at) : t("toCome")}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}

/** An order's installation as the field-service tool reports it, fetched when the customer opens it. */
export function InstallationPanel({ orderId }: { orderId: number }) {
  const state = useCall(GetOrderInstallationCall, { params: { orderId } });
  return (
    <CallStateView state={state} reload={state.reload}>
      {({ data }) => <TimelineView installation={data} />}
    </CallStateView>
  );
}
