import type { NewsContent } from "@isp/contracts/news/list-contents";
import { Card, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../i18n/format-date";
import { ContentImage } from "./content-image";

/** A news item in a list: picture, date, title linking to its news card, and lead. */
export function NewsCard({ content }: { content: NewsContent }) {
  const image = content.contentImages[0];
  return (
    <Card withBorder radius="lg" padding={0} className="news-card">
      {image ? (
        <ContentImage
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
          <Link to={`/about_us/news_and_media_card?contentId=${content.id}`} className="news-card__link">
            {content.title}
          </Link>
        </Title>
        <Text size="sm" mt="xs" lineClamp={3}>
          {content.lead}
        </Text>
      </div>
    </Card>
  );
}
