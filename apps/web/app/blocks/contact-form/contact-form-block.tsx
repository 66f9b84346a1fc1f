import { brand } from "@isp/brand";
import { Container, Grid, Text } from "@mantine/core";
import { EnquiryForm } from "../../blocks/contact-form/enquiry-form";
import { useTranslation } from "../../i18n/use-translation";
import type { BlockProps } from "../block-props";
import { WebPartHeading } from "../web-part-heading";

/** The enquiry form of a page, with the direct contact channels beside it. */
export function ContactFormBlock({ webPart, extras }: BlockProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <div className="contact-frame">
        <WebPartHeading webPart={{ ...webPart, title: webPart.title ?? t("blocks.contactUs") }} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <EnquiryForm subjects={extras.enquirySubjects ?? []} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Text fw={700} mb="xs">
              {t("forms.otherChannels")}
            </Text>
            <ul className="contact-frame__channels">
              <li>
                <Text fw={700} component="span">
                  {t("footer.hotline")}:
                </Text>{" "}
                <a href={`tel:${brand.hotline.tel}`}>{brand.hotline.display}</a>
              </li>
              <li>
                <Text fw={700} component="span">
                  {t("footer.email")}:
                </Text>{" "}
                <a href={`mailto:${brand.email}`}>{brand.email}</a>
              </li>
              <li>
                <a href={brand.social.telegram} rel="noopener">
                  Telegram
                </a>{" "}
                ·{" "}
                <a href={brand.social.facebook} rel="noopener">
                  Facebook Messenger
                </a>
              </li>
            </ul>
          </Grid.Col>
        </Grid>
      </div>
    </Container>
  );
}
