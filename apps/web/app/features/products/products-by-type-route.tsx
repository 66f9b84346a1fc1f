import { brand } from "@isp/brand";
import { Container, Text, Title } from "@mantine/core";
import { HotlineNotice } from "../../components/hotline-notice";
import { useTranslation } from "../../i18n/use-translation";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta, useScreen } from "../screens/screen-data";
import { PlanCards } from "./plan-cards";

export const loader = loadScreen;
export const meta = screenMeta;

/** /products/{consumer|sme|business}: the catalog's plans of that type, each ordered through §4's choice. */
export default function ProductsByTypeRoute() {
  const { view } = useScreen("products");
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg" data-testid="products-screen">
      <Title order={1}>{t(`products.title.${view.productType}`)}</Title>
      <Text mt="xs">{t("products.intro")}</Text>
      {view.products.length > 0 ? (
        <PlanCards products={view.products} />
      ) : (
        <HotlineNotice title={t("products.order")} testId="products-empty">
          {t("products.empty", { hotline: brand.hotline.display })}
        </HotlineNotice>
      )}
    </Container>
  );
}
