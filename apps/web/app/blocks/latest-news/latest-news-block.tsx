import { Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../i18n/format-date";
import { BlockImage } from "../block-image";
import type { BlockProps } from "../block-props";
import { WebPartHeading } from "../web-part-heading";

/** The three newest news items (spec §9), linking to their news card. */
export function LatestNewsBlock({ webPart, extras }: BlockProps) {
  const { t } = useTranslation();
  const news = extras.latestNews ?? [];
  if (news.length === 0) return null;
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={{ ...webPart, title: webPart.title ?? t("blocks.latestNews") }} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
        {news.map((content) => {
          const image = content.contentImages[0];
          return (
            <Card key={content.id} withBorder radius="lg" padding={0} className="news-card">
              {image ? (
                <BlockImage
                  image={{ ...image, title: null }}
                  className="news-card__image"
                  sizes="(min-width: 62em) 380px, (min-width: 48em) 50vw, 100vw"
                />
              ) : null}
              <div className="news-card__body">
                <Text size="sm" c="dimmed" component="time" dateTime={content.startDate}>
                  {formatDate(content.startDate)}
                </Text>
                <Title order={3} size="h5" mt={4}>
                  <Link
                    to={`/about_us/news_and_media_card?contentId=${content.id}`}
                    className="news-card__link"
                  >
                    {content.title}
                  </Link>
                </Title>
                <Text size="sm" mt="xs" lineClamp={3}>
                  {content.lead}
                </Text>
              </div>
            </Card>
          );
        })}
      </SimpleGrid>
      <div className="web-part__action">
        <Link to="/about_us/news_and_media" className="text-link">
          {t("blocks.allNews")} →
        </Link>
      </div>
    </Container>
  );
}
