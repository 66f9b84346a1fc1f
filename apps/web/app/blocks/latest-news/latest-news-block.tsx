import { Container, SimpleGrid } from "@mantine/core";
import { Link } from "react-router";
import { NewsCard } from "../../components/news-card";
import { useTranslation } from "../../i18n/use-translation";
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
        {news.map((content) => (
          <NewsCard key={content.id} content={content} />
        ))}
      </SimpleGrid>
      <div className="web-part__action">
        <Link to="/about_us/news_and_media" className="text-link">
          {t("blocks.allNews")} →
        </Link>
      </div>
    </Container>
  );
}
