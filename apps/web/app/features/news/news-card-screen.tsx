import { brand } from "@isp/brand";
import type { NewsContentDetail } from "@isp/contracts/news/get-content";
import { Container, Text } from "@mantine/core";
import { Link } from "react-router";
import { RichText } from "../../blocks/rich-text";
import { ContentImage } from "../../components/content-image";
import { StructuredData } from "../../components/structured-data";
import { formatDate } from "../../i18n/format-date";
import { useTranslation } from "../../i18n/use-translation";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";

/** One news item: its picture, date, lead and story. */
export function NewsCardScreen({ entry, item }: { entry: RouteEntry; item: NewsContentDetail }) {
  const { t, i18n } = useTranslation();
  const image = item.contentImages[0];
  return (
    <article data-testid="news-card-screen">
      <PageHeading entry={entry} title={item.title} />
      <Container size="md" py="lg">
        <Text c="dimmed" component="time" dateTime={item.startDate}>
          {formatDate(item.startDate)}
        </Text>
        <Text size="lg" fw={600} mt="sm">
          {item.lead}
        </Text>
        {image ? (
          <ContentImage
            image={{ ...image, title: null }}
            className="news-article__image"
            sizes="(min-width: 48em) 720px, 100vw"
            isPriority
          />
        ) : null}
        <RichText html={item.body} className="news-article__body" />
        <Link to="/about_us/news_and_media" className="text-link">
          ← {t("news.back")}
        </Link>
      </Container>
      <StructuredData
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: item.title,
          description: item.lead,
          datePublished: item.startDate,
          inLanguage: i18n.language,
          ...(image ? { image: [image.url] } : {}),
          publisher: { "@type": "Organization", name: brand.legalName },
        }}
      />
    </article>
  );
}
