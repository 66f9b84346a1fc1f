import type { WebPartItem } from "@isp/contracts/pages/get-page";
import { Button, Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { ContentImage } from "../../components/content-image";
import type { BlockProps } from "../block-props";
import { WebPartAction, WebPartHeading } from "../web-part-heading";
import { promotionTarget, selectedProductCookie, selectionOf } from "./promotion-choice";

function PromotionCard({ item, isPriority }: { item: WebPartItem; isPriority: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = () => {
    const selection = selectionOf(item, location.pathname);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
    document.cookie = selectedProductCookie(selection);
    // Signing in arrives with the identity provider; until then every visitor is anonymous.
    const target = promotionTarget(selection, { isSignedIn: false });
    if (target.startsWith("#")) {
      document.getElementById(target.slice(1))?.scrollIntoView({ behavior: "smooth" });
      window.history.replaceState(null, "", target);
    } else {
      navigate(target);
    }
  };
  return (
    <Card withBorder radius="lg" padding={0} className="promotion" h="100%">
      {item.image ? (
        <ContentImage image={item.image} className="promotion__image" isPriority={isPriority} />
      ) : null}
      <div className="promotion__body">
        {item.title ? (
          <Title order={3} size="h4">
            {item.title}
          </Title>
        ) : null}
        {item.description ? <Text mt="xs">{item.description}</Text> : null}
        {item.priceDescription ? (
          <Text fw={700} size="lg" c="brand" mt="sm">
            {item.priceDescription}
          </Text>
        ) : null}
        {item.showButton ? (
          <Button mt="md" onClick={choose}>
            {t("blocks.choosePromotion")}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** Offers; choosing one remembers it (cookie) and leads to ordering or to the sales contact form. */
export function PromotionsBlock({ webPart, isFirst }: BlockProps) {
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: Math.min(webPart.webPartItems.length, 3) }}
        spacing="lg"
        mt="lg"
      >
        {webPart.webPartItems.map((item) => (
          <PromotionCard key={item.id} item={item} isPriority={isFirst} />
        ))}
      </SimpleGrid>
      <WebPartAction webPart={webPart} />
    </Container>
  );
}
