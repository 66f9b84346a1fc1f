import { brand } from "@isp/brand";
import { ListMappProductsCall } from "@isp/contracts/selfcare/list-mapp-products";
import { ListMappSubscriptionsCall } from "@isp/contracts/selfcare/list-mapp-subscriptions";
import { Alert, Button, Card, SimpleGrid, Text, Title } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  readSelectedProduct,
  selectedProductCookie,
  selectionOfPlan,
} from "../../blocks/promotions/promotion-choice";
import { usePlanPriceText } from "../../i18n/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { CallStateView } from "../self-care/call-state-view";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { useCall } from "../self-care/use-call";

export const loader = loadScreen;
export const meta = screenMeta;

function NotEligible() {
  const { t } = useTranslation("selfCare", { keyPrefix: "products" });
  return (
    <Alert color="yellow" role="alert" data-testid="not-eligible">
      <Text>{t("notEligible")}</Text>
      <Button component="a" href={`tel:${brand.hotline.tel}`} mt="md" variant="light">
        {brand.hotline.display}
      </Button>
    </Alert>
  );
}

/** One product's plans for this customer; the continue button keeps the plan and opens the order journey. */
function ProductPlans({ productId, chosenPlanId }: { productId: number; chosenPlanId: number | null }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "products" });
  const priceOf = usePlanPriceText();
  const navigate = useNavigate();
  const products = useCall(ListMappProductsCall, {});
  const { reload, ...plans } = useCall(ListMappSubscriptionsCall, { query: { productId } });
  const product = products.data?.data.find((each) => each.productId === productId);
  // The catalog answers 404 for a product the customer's type may not order (spec §3, §8).
  if ((plans.status === "failed" && plans.httpStatus === 404) || (products.status === "ready" && !product))
    return <NotEligible />;
  return (
    <CallStateView state={plans} reload={reload}>
      {(answer) => (
        <>
          <Title order={2} size="h3" mb="xs">
            {product?.name ?? t("plans")}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t("exclVat")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {answer.data.map((plan) => (
              <Card
                key={plan.subscriptionId}
                withBorder
                radius="lg"
                padding="lg"
                data-testid="subscription"
                aria-current={plan.subscriptionId === chosenPlanId ? "true" : undefined}
                style={
                  plan.subscriptionId === chosenPlanId ? { borderColor: "var(--mantine-color-brand-6)" } : {}
                }
              >
                <Title order={3} size="h4">
                  {plan.name}
                </Title>
                {plan.speedMbps ? (
                  <Text c="brand" fw={700}>
                    {t("speed", { speed: plan.speedMbps })}
                  </Text>
                ) : null}
                <Text fw={700} size="lg" mt="xs">
                  {priceOf(plan)}
                </Text>
                <Button
                  mt="md"
                  disabled={!product}
                  onClick={() => {
                    if (!product) return;
                    // The register steps read the same cookie and preselect this plan.
                    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
                    document.cookie = selectedProductCookie(selectionOfPlan(product, plan));
                    navigate("/register-steps");
                  }}
                >
                  {t("continue")}
                </Button>
              </Card>
            ))}
          </SimpleGrid>
        </>
      )}
    </CallStateView>
  );
}

/**
 * /product/subscriptions: the plans of the product chosen on a card or promotion (the selected-product
 * cookie) or named by `?productId=`; `action=register` marks a new service rather than an add-on.
 */
export default function ProductSubscriptionsRoute() {
  const { t } = useTranslation("selfCare", { keyPrefix: "products" });
  const [params] = useSearchParams();
  const selection = typeof document === "undefined" ? null : readSelectedProduct(document.cookie);
  const fromQuery = Number(params.get("productId"));
  const productId = Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : selection?.productId;
  const chosenPlanId = selection?.productId === productId ? (selection?.subscriptionId ?? null) : null;
  return (
    <SelfCareScreen>
      <Text mb="md">{t("subscriptionsIntro")}</Text>
      {productId ? (
        <ProductPlans productId={productId} chosenPlanId={chosenPlanId} />
      ) : (
        <Alert color="gray" data-testid="no-product">
          <Text mb="sm">{t("noProductChosen")}</Text>
          <Button component={Link} to="/products" variant="light">
            {t("chooseProduct")}
          </Button>
        </Alert>
      )}
    </SelfCareScreen>
  );
}
