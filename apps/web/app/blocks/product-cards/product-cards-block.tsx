import type { WebPartItem } from "@isp/contracts/pages/get-page";
import { DEFAULT_COLUMNS } from "@isp/contracts/web-parts";
import { Badge, Button, Card, Container, Grid, Text, Title, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useLocation } from "react-router";
import { ContentImage } from "../../components/content-image";
import { useTranslation } from "../../i18n/use-translation";
import type { BlockProps } from "../block-props";
import { useChooseOffer } from "../promotions/use-choose-offer";
import { RichText } from "../rich-text";
import { SmartLinkButton, WebPartAction, WebPartHeading } from "../web-part-heading";
import { canOrder, hasMoreText } from "./card-actions";

/** Column spans in a 12-column grid: the item's own counts, else the spec's defaults (§9). */
function spansOf(item: WebPartItem) {
  return {
    base: item.mobileLayoutColumnCnt ?? DEFAULT_COLUMNS.mobile,
    xs: item.smallLayoutColumnCnt ?? DEFAULT_COLUMNS.small,
    md: item.mediumLayoutColumnCnt ?? DEFAULT_COLUMNS.medium,
    ...(item.webLayoutColumnCnt ? { lg: item.webLayoutColumnCnt } : {}),
  };
}

function ProductCard({ item, isPriority }: { item: WebPartItem; isPriority: boolean }) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const choose = useChooseOffer();
  const location = useLocation();
  const hasMore = hasMoreText(item);
  return (
    <Card withBorder radius="lg" padding="lg" className="product-card" h="100%">
      {item.image ? (
        <ContentImage
          image={item.image}
          className="product-card__image"
          isPriority={isPriority}
          sizes="64px"
        />
      ) : null}
      {item.title ? (
        <Title order={3} size="h4">
          {item.title}
        </Title>
      ) : null}
      {item.subTitle ? (
        <Text c="brand" fw={700} mt={4}>
          {item.subTitle}
        </Text>
      ) : null}
      {item.priceDescription ? (
        <Text className="product-card__price" fw={700} size="xl" mt="sm">
          {item.priceDescription}
        </Text>
      ) : null}
      {item.recommendedFor ? (
        <Badge variant="light" mt="sm" className="product-card__recommended">
          {item.recommendedFor}
        </Badge>
      ) : null}
      {item.description ? <RichText className="product-card__description" html={item.description} /> : null}
      {hasMore && isExpanded && item.content ? <RichText html={item.content} /> : null}
      {hasMore ? (
        <UnstyledButton
          className="product-card__more"
          onClick={() => setIsExpanded((value) => !value)}
          aria-expanded={isExpanded}
        >
          {isExpanded ? t("common.showLess") : t("common.showMore")}
        </UnstyledButton>
      ) : null}
      {/* A card for a plan goes through the promotion choice; any other card, a tile summing a
          product up among them, is a plain link to its page. */}
      {canOrder(item) ? (
        <div className="product-card__action">
          <Button onClick={() => choose(({ selectionOf }) => selectionOf(item, location.pathname))}>
            {t("blocks.orderPlan")}
          </Button>
        </div>
      ) : item.showButton && item.actionUrl ? (
        <div className="product-card__action">
          <SmartLinkButton href={item.actionUrl}>{t("common.learnMore")}</SmartLinkButton>
        </div>
      ) : null}
    </Card>
  );
}

export function ProductCardsBlock({ webPart, isFirst }: BlockProps) {
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      <Grid justify="center" gap="lg" mt="lg">
        {webPart.webPartItems.map((item) => (
          <Grid.Col key={item.id} span={spansOf(item)}>
            <ProductCard item={item} isPriority={isFirst} />
          </Grid.Col>
        ))}
      </Grid>
      <WebPartAction webPart={webPart} />
    </Container>
  );
}
