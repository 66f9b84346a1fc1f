import type { ListContentsResponse } from "@isp/contracts/news/list-contents";
import { NEWS_PAGE_SIZE } from "@isp/contracts/news/list-contents";
import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import { LinkPagination } from "../../components/link-pagination";
import { NewsCard } from "../../components/news-card";
import { useTranslation } from "../../i18n/use-translation";

/** Every published news item, newest first, a page at a time. */
export function NewsList({ news }: { news: ListContentsResponse & { page: number } }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" id="news-list">
      <Title order={2} ta="center">
        {t("news.allNews")}
      </Title>
      {news.data.length === 0 ? (
        <Text ta="center" mt="lg">
          {t("news.none")}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
          {news.data.map((content) => (
            <NewsCard key={content.id} content={content} />
          ))}
        </SimpleGrid>
      )}
      <LinkPagination
        page={news.page}
        totalPages={Math.ceil(news.totalRows / NEWS_PAGE_SIZE)}
        anchor="news"
      />
    </Container>
  );
}
