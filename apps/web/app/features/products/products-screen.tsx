import { Button, Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatUsd } from "../../i18n/format-money";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import type { ProductsView } from "./products-view";

/**
 * The plans of one product type from the catalog, each with its order button: the order journey opens
 * with that plan chosen (`/register-steps?plan=`), with or without scripts.
 */
export function ProductsScreen({ entry, view }: { entry: RouteEntry; view: ProductsView }) {
  const { t } = useTranslation();
  const usd = useFormatUsd();
  return (
    <>
      <PageHeading entry={entry} />
      <Container size="lg" py="md" data-testid="products-screen">
        <Text mb="lg">{t(`catalog.intro.${view.productType}`)}</Text>
        {view.products.map((product) => (
          <section key={product.productId} aria-labelledby={`product-${product.productId}`}>
            <Title order={2} size="h3" id={`product-${product.productId}`}>
              {product.name}
            </Title>
            <Text mb="sm">{product.description}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mb="xl">
              {product.subscriptions.map((plan) => (
                <Card key={plan.code} withBorder padding="md" data-testid="catalog-plan">
                  <Title order={3} size="h5">
                    {plan.name}
                  </Title>
                  <Text size="sm" mt={4}>
                    {plan.description}
                  </Text>
                  <Text fw={700} c="brand.8" mt="sm">
                    {t("catalog.perMonth", { price: usd(plan.monthlyFee) })}
                  </Text>
                  <Button component={Link} to={`/register-steps?plan=${plan.code}`} mt="md">
                    {t("catalog.order", { plan: plan.name })}
                  </Button>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        ))}
        <Text size="sm" c="dimmed">
          {t("catalog.vatNote")}
        </Text>
      </Container>
    </>
  );
}
