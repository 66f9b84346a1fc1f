import type { ProductWithSubscriptions } from "@isp/contracts/catalog/plans";
import { Button, Card, SimpleGrid, Text, Title } from "@mantine/core";
import { useChooseOffer } from "../../blocks/promotions/use-choose-offer";
import { usePlanPriceText } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";

/** The catalog's plans as cards: speed, price (what it is for, any one-off fee), and the order button (spec §4). */
export function PlanCards({ products }: { products: ProductWithSubscriptions[] }) {
  const { t } = useTranslation();
  const priceOf = usePlanPriceText();
  const choose = useChooseOffer();
  return products.map((product) => (
    <section key={product.productId} className="plan-cards" aria-labelledby={`product-${product.productId}`}>
      <Title order={2} size="h3" id={`product-${product.productId}`} mt="xl">
        {product.name}
      </Title>
      <Text c="dimmed">{product.description}</Text>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: Math.min(product.subscriptions.length, 4) }}
        spacing="lg"
        mt="md"
      >
        {product.subscriptions.map((plan) => (
          <Card key={plan.subscriptionId} withBorder radius="lg" padding="lg" data-testid="plan-card">
            <Title order={3} size="h4">
              {plan.name}
            </Title>
            {plan.speedMbps ? (
              <Text c="brand" fw={700} mt={4}>
                {t("products.speed", { speed: plan.speedMbps })}
              </Text>
            ) : null}
            <Text fw={700} size="xl" mt="sm">
              {priceOf(plan)}
            </Text>
            <Text size="sm" mt="sm" style={{ flexGrow: 1 }}>
              {plan.description}
            </Text>
            <Button mt="md" onClick={() => choose(({ selectionOfPlan }) => selectionOfPlan(product, plan))}>
              {t("products.order")}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  ));
}
