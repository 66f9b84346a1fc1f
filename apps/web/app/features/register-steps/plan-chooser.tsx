import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import { ORDER_PERIODS, type OrderPeriod } from "@isp/contracts/orders/order-price";
import { Group, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { usePlanPriceText } from "../../i18n/format-money";
import type { OrderDraft } from "./order-draft";
import type { JourneyCatalog } from "./register-steps-view";
import { useJourneyTranslation } from "./use-journey-translation";

/** The buyer's plans as cards to choose one from, and the contract period. */
export function PlanChooser({
  catalog,
  draft,
  onChange,
  error,
}: {
  catalog: JourneyCatalog;
  draft: OrderDraft;
  onChange: (patch: Partial<OrderDraft>) => void;
  error?: string | null;
}) {
  const { t } = useJourneyTranslation();
  const priceOf = usePlanPriceText();
  return (
    <Stack gap="lg">
      {catalog[draft.buyer].products.map((product, index) => (
        <Radio.Group
          key={product.productId}
          value={draft.planCode}
          onChange={(planCode) => onChange({ planCode })}
          label={
            <Title order={3} size="h4">
              {product.name}
            </Title>
          }
          description={product.description}
          // Said once, under the first product: one plan is chosen among all of them.
          error={index === 0 ? error : undefined}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
            {product.subscriptions.map((plan) => (
              <Radio.Card key={plan.code} value={plan.code} p="md" radius="md" data-testid="plan-card">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={700}>{plan.name}</Text>
                    <Text size="sm">{plan.description}</Text>
                    <Text fw={700} c="brand.8" mt={4}>
                      {priceOf(plan)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      ))}
      <Radio.Group
        value={String(draft.periodMonths)}
        onChange={(value) => onChange({ periodMonths: Number(value) as OrderPeriod })}
        label={t("period")}
        description={t("periodHint")}
      >
        <Group mt="xs">
          {ORDER_PERIODS.map((period) => (
            <Radio key={period} value={String(period)} label={t(`periods.${period}`)} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
