import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import { ChangePlanCall, type PlanChangeResult } from "@isp/contracts/orders/change-plan";
import {
  ListPlanChangeOptionsCall,
  type PlanChangeOption,
} from "@isp/contracts/orders/list-plan-change-options";
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { sendForm } from "../../api/call-api";
import { formatDate } from "../../i18n/format-date";
import { useFormatUsd } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";

type Outcome = { result: PlanChangeResult } | { error: string } | null;

function ServicePlans({ option }: { option: PlanChangeOption }) {
  const usd = useFormatUsd();
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "planChange" });
  const hotline = brand.hotline.display;
  const [planCode, setPlanCode] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const chosen = option.plans.find((plan) => plan.code === planCode);

  const confirm = async () => {
    if (!chosen) return;
    setIsSending(true);
    const sent = await sendForm(ChangePlanCall, {
      body: { serviceId: option.serviceId, planCode: chosen.code },
      language: i18n.language as Language,
    });
    setIsSending(false);
    setOutcome(sent.isOk ? { result: sent.data.data } : { error: sent.message ?? t("failed", { hotline }) });
  };

  if (outcome && "result" in outcome) {
    return (
      <Alert color="green" role="status" data-testid="plan-change-success">
        {t("success", {
          plan: outcome.result.plan.name,
          date: formatDate(outcome.result.effectiveOn),
          number: outcome.result.order.orderId,
        })}
      </Alert>
    );
  }
  if (!option.isActive) return <Alert color="gray">{t("inactive", { hotline })}</Alert>;
  if (option.pendingChange) {
    return (
      <Alert color="blue" data-testid="plan-change-pending">
        {t("pending", {
          plan: option.pendingChange.toPlanName,
          fee: usd(option.pendingChange.monthlyFee),
          date: formatDate(option.pendingChange.effectiveOn),
        })}
      </Alert>
    );
  }
  if (option.plans.length === 0) return <Alert color="gray">{t("noPlans", { hotline })}</Alert>;
  return (
    <Stack gap="sm">
      <Radio.Group value={planCode} onChange={setPlanCode} label={t("plans")} description={t("exclVat")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {option.plans.map((plan) => (
            <Radio.Card key={plan.code} value={plan.code} p="sm" radius="md" data-testid="plan-option">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{plan.name}</Text>
                  <Text size="sm">
                    {plan.speedMbps ? `${t("speed", { speed: plan.speedMbps })} · ` : ""}
                    {t("perMonth", { amount: usd(plan.monthlyFee) })}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {chosen && (
        <Card withBorder padding="sm" data-testid="plan-change-summary">
          <dl className="order-facts">
            <div>
              <dt>{t("newPrice")}</dt>
              <dd>{t("perMonth", { amount: usd(chosen.monthlyFee) })}</dd>
            </div>
            <div>
              <dt>{t("effectiveOn")}</dt>
              <dd>{formatDate(option.effectiveOn)}</dd>
            </div>
          </dl>
          <Group justify="flex-end">
            <Button onClick={confirm} loading={isSending}>
              {t("confirm")}
            </Button>
          </Group>
        </Card>
      )}
      {outcome && "error" in outcome && (
        <Alert color="red" role="alert" data-testid="plan-change-error">
          {outcome.error}
        </Alert>
      )}
    </Stack>
  );
}

function ServiceCard({ option }: { option: PlanChangeOption }) {
  const usd = useFormatUsd();
  const { t } = useTranslation("selfCare", { keyPrefix: "planChange" });
  const headingId = `service-${option.serviceId}`;
  const current = option.currentPlan;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="plan-change-service"
    >
      <Title order={2} size="h4" id={headingId}>
        {option.serviceName} · {option.serviceId}
      </Title>
      <Text size="sm" mb="sm">
        {t("currentPlan")}: <strong>{current.name}</strong>
        {current.speedMbps ? ` · ${t("speed", { speed: current.speedMbps })}` : ""} ·{" "}
        {t("perMonth", { amount: usd(current.monthlyFee) })}
      </Text>
      <ServicePlans option={option} />
    </Card>
  );
}

/** /upgrade: each service with its plan and the plans it may move to; pick one, see price and day, confirm. */
export function PlanChangeForm() {
  const { t } = useTranslation("selfCare", { keyPrefix: "planChange" });
  const state = useCall(ListPlanChangeOptionsCall, {});
  return (
    <Stack gap="md">
      <Text>{t("intro")}</Text>
      <CallStateView
        state={state}
        reload={state.reload}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text>{t("noPlans", { hotline: brand.hotline.display })}</Text>}
      >
        {({ data }) => (
          <Stack gap="md">
            {data.map((option) => (
              <ServiceCard key={option.serviceId} option={option} />
            ))}
          </Stack>
        )}
      </CallStateView>
    </Stack>
  );
}
