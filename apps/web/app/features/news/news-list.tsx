import type { ListContentsResponse } from "@isp/contracts/news/list-contents";
import { NEWS_PAGE_SIZE } from "@isp/contracts/news/list-contents";
import { Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BlockImage } from "../../blocks/block-image";
import { LinkPagination } from "../../components/link-pagination";
import { formatDate } from "../../i18n/format-date";

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
          {news.data.map((content) => {
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
      )}
      <LinkPagination
        page={news.page}
        totalPages={Math.ceil(news.totalRows / NEWS_PAGE_SIZE)}
        anchor="news"
      />
    </Container>
  );
}
