import { DEFAULT_COLUMNS } from "@isp/contracts/web-parts";
import { Container, Grid, Text, Title } from "@mantine/core";
import { ContentImage } from "../../components/content-image";
import { useTranslation } from "../../i18n/use-translation";
import type { BlockProps } from "../block-props";
import { RichText } from "../rich-text";
import { SmartLinkButton, WebPartAction, WebPartHeading } from "../web-part-heading";

/** Image-and-text panels, the image left or right as each item says; full width (12 columns) by default. */
export function ProductPanelBlock({ webPart, isFirst }: BlockProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      <Grid gap="xl" mt="lg" justify="center">
        {webPart.webPartItems.map((item) => (
          <Grid.Col key={item.id} span={{ base: 12, md: item.webLayoutColumnCnt ?? DEFAULT_COLUMNS.panel }}>
            <div className={`panel panel--image-${item.imageLocationType?.id ?? "left"}`}>
              {item.image ? (
                <ContentImage image={item.image} className="panel__image" isPriority={isFirst} />
              ) : null}
              <div className="panel__text">
                {item.title ? <Title order={3}>{item.title}</Title> : null}
                {item.subTitle ? (
                  <Text c="brand" fw={700} mt={4}>
                    {item.subTitle}
                  </Text>
                ) : null}
                {item.content ? <RichText html={item.content} /> : null}
                {item.description && !item.content ? <Text mt="sm">{item.description}</Text> : null}
                {item.showButton && item.actionUrl ? (
                  <div className="panel__action">
                    <SmartLinkButton href={item.actionUrl}>{t("common.learnMore")}</SmartLinkButton>
                  </div>
                ) : null}
              </div>
            </div>
          </Grid.Col>
        ))}
      </Grid>
      <WebPartAction webPart={webPart} />
    </Container>
  );
}
