import type { WebPartItem } from "@isp/contracts/pages/get-page";
import { Button, Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useLocation } from "react-router";
import { ContentImage } from "../../components/content-image";
import { useTranslation } from "../../i18n/use-translation";
import type { BlockProps } from "../block-props";
import { WebPartAction, WebPartHeading } from "../web-part-heading";
import { useChooseOffer } from "./use-choose-offer";

function PromotionCard({ item, isPriority }: { item: WebPartItem; isPriority: boolean }) {
  const { t } = useTranslation();
  const choose = useChooseOffer();
  const location = useLocation();
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
          <Button mt="md" onClick={() => choose(({ selectionOf }) => selectionOf(item, location.pathname))}>
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
