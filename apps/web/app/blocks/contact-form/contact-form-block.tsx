import { brand } from "@isp/brand";
import { Container, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockProps } from "../block-props";
import { WebPartHeading } from "../web-part-heading";

/**
 * The frame of the enquiry form: its heading and the direct contact channels. The form itself (fields,
 * captcha, sending) is built by the forms feature and placed inside this frame.
 */
export function ContactFormBlock({ webPart }: BlockProps) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <div className="contact-frame">
        <WebPartHeading webPart={{ ...webPart, title: webPart.title ?? t("blocks.contactUs") }} />
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
      </div>
    </Container>
  );
}
