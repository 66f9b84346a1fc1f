import { brand } from "@isp/brand";
import { ListMappProductsCall } from "@isp/contracts/selfcare/list-mapp-products";
import { Button, Card, SimpleGrid, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { CallStateView } from "../self-care/call-state-view";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { useCall } from "../self-care/use-call";

export const loader = loadScreen;
export const meta = screenMeta;

/** /products: what the signed-in customer's type may order (spec §3), each leading to its plans. */
export default function MyProductsRoute() {
  const { t } = useTranslation("selfCare", { keyPrefix: "products" });
  const { reload, ...state } = useCall(ListMappProductsCall, {});
  return (
    <SelfCareScreen>
      <Text mb="md">{t("myProductsIntro")}</Text>
      <CallStateView
        state={state}
        reload={reload}
        isEmpty={(answer) => answer.data.length === 0}
        empty={t("noProducts", { hotline: brand.hotline.display })}
      >
        {(answer) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {answer.data.map((product) => (
              <Card key={product.productId} withBorder radius="lg" padding="lg" data-testid="my-product">
                <Title order={2} size="h4">
                  {product.name}
                </Title>
                <Text size="sm" mt="xs" style={{ flexGrow: 1 }}>
                  {product.description}
                </Text>
                <Button
                  component={Link}
                  mt="md"
                  to={`/product/subscriptions?productId=${product.productId}${product.isAddon ? "" : "&action=register"}`}
                >
                  {t("seePlans")}
                </Button>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </CallStateView>
    </SelfCareScreen>
  );
}
