import { Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ContentImage } from "../../components/content-image";
import { useTranslation } from "../../i18n/use-translation";
import type { BlockProps } from "../block-props";
import { WebPartAction, WebPartHeading } from "../web-part-heading";

/** Devices on offer; each opens the device page (/device/?webPartId=…&deviceId=…). */
export function DevicePromotionBlock({ webPart }: BlockProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: Math.min(Math.max(webPart.webPartItems.length, 2), 4) }}
        spacing="lg"
        mt="lg"
      >
        {webPart.webPartItems.map((item) => (
          <Card key={item.id} withBorder radius="lg" padding="lg" className="device-card">
            {item.image ? <ContentImage image={item.image} className="device-card__image" /> : null}
            {item.subTitle ? (
              <Text size="sm" c="dimmed" mt="sm">
                {item.subTitle}
              </Text>
            ) : null}
            <Title order={3} size="h5">
              <Link to={`/device/?webPartId=${webPart.id}&deviceId=${item.id}`} className="device-card__link">
                {item.title}
              </Link>
            </Title>
            {item.description ? (
              <Text size="sm" mt={4}>
                {item.description}
              </Text>
            ) : null}
            {item.priceDescription ? (
              <Text fw={700} c="brand" mt="sm">
                {item.priceDescription}
              </Text>
            ) : null}
            <Text size="sm" mt="sm" c="brand.7" aria-hidden="true">
              {t("blocks.deviceDetails")} →
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <WebPartAction webPart={webPart} />
    </Container>
  );
}
