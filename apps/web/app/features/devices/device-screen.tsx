import type { DeviceItem } from "@isp/contracts/devices/list-device-items";
import { Button, Container, Grid, Text } from "@mantine/core";
import { Link } from "react-router";
import { RichText } from "../../blocks/rich-text";
import { ContentImage } from "../../components/content-image";
import { useTranslation } from "../../i18n/use-translation";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";

/** One promoted device with its specifications (from the device-promotion web part it belongs to). */
export function DeviceScreen({ entry, device }: { entry: RouteEntry; device: DeviceItem }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading entry={entry} title={device.title} />
      <Container size="lg" py="lg" data-testid="device-screen">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            {device.image ? <ContentImage image={device.image} className="device__image" isPriority /> : null}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            {device.brand ? <Text c="dimmed">{device.brand}</Text> : null}
            {device.promotionTitle ? (
              <Text fw={700} c="brand">
                {device.promotionTitle}
              </Text>
            ) : null}
            {device.priceDescription ? (
              <Text size="xl" fw={700} mt="sm">
                {device.priceDescription}
              </Text>
            ) : null}
            {device.description ? <Text mt="sm">{device.description}</Text> : null}
            {device.specifications ? (
              <RichText html={device.specifications} className="device__specs" />
            ) : null}
            <Button component={Link} to="/personal/contactUs#contact" mt="lg">
              {t("devices.ask")}
            </Button>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
