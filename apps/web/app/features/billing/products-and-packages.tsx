import "@mantine/core/styles/Table.css";
import { ListPackagesCall, type Package } from "@isp/contracts/billing/list-packages";
import type { Language } from "@isp/contracts/languages";
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { formatDate } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";
import { STATUS_COLORS } from "./invoice-status-badge";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="42%" fw={500} c="dimmed" ta="start">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function PackageCard({ item }: { item: Package }) {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "billing" });
  const money = (amount: number) => formatUsd(amount, i18n.language as Language);
  const change = item.pendingChange;
  return (
    <Card withBorder radius="md" padding="md" data-testid="package" data-service-id={item.serviceId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Title order={3} size="h4">
            {item.planName}
          </Title>
          <Text size="sm" c="dimmed">
            {item.serviceName} · {t("serviceId")} {item.serviceId}
          </Text>
        </div>
        <Badge color={STATUS_COLORS[item.status]} variant="filled" style={{ flexShrink: 0 }}>
          {t(`serviceStatuses.${item.status}`)}
        </Badge>
      </Group>
      <Table variant="vertical" layout="fixed" verticalSpacing={4}>
        <Table.Tbody>
          <Row label={t("speed")}>
            {item.speedMbps === null ? t("noSpeed") : t("speedValue", { speed: item.speedMbps })}
          </Row>
          <Row label={t("monthlyFee")}>{t("exclVat", { amount: money(item.monthlyFee) })}</Row>
          <Row label={t("nextDueOn")}>{formatDate(item.dueOn)}</Row>
          <Row label={t("effectiveOn")}>{formatDate(item.effectiveOn)}</Row>
          <Row label={t("routers")}>
            {item.routers.length === 0
              ? t("noRouters")
              : item.routers.map((router) => (
                  <Text key={router.serial} size="sm">
                    {t("router", { model: router.model, serial: router.serial })}
                  </Text>
                ))}
          </Row>
        </Table.Tbody>
      </Table>
      {change ? (
        <Text mt="sm" size="sm" fw={500} c="violet.9" data-testid="pending-change">
          {t("pendingChange", {
            plan: change.planName,
            fee: money(change.monthlyFee),
            date: formatDate(change.effectiveOn),
          })}
        </Text>
      ) : null}
    </Card>
  );
}

/**
 * The customer's products and packages: each service's plan, speed, status, next due date, monthly fee,
 * routers and a plan change still to come. Placed on /profile.
 */
export function ProductsAndPackages({ customerId }: { customerId: string }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const state = useCall(ListPackagesCall, { params: { customerId } });
  return (
    <Stack gap="sm" component="section" aria-labelledby="products-and-packages-title">
      <Title order={2} size="h3" id="products-and-packages-title">
        {t("packagesTitle")}
      </Title>
      <CallStateView
        state={state}
        reload={state.reload}
        isEmpty={({ data }) => data.length === 0}
        empty={t("noPackages")}
      >
        {({ data }) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="packages">
            {data.map((item) => (
              <PackageCard key={item.serviceId} item={item} />
            ))}
          </SimpleGrid>
        )}
      </CallStateView>
    </Stack>
  );
}
