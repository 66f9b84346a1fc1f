import { VACANCY_PAGE_SIZE } from "@isp/contracts/vacancies/list-vacancies";
import { Badge, Container, Text } from "@mantine/core";
import { Link } from "react-router";
import { LinkPagination } from "../../components/link-pagination";
import { formatDate } from "../../i18n/format-date";
import { useTranslation } from "../../i18n/use-translation";
import type { BlockProps } from "../block-props";
import { WebPartHeading } from "../web-part-heading";

/** Open vacancies, 10 a page with at most 7 page buttons (spec §9); each opens its detail page. */
export function VacancyListBlock({ webPart, extras }: BlockProps) {
  const { t } = useTranslation();
  const vacancies = extras.vacancies;
  const anchor = webPart.anchor ?? undefined;
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={{ ...webPart, title: webPart.title ?? t("blocks.openPositions") }} />
      {!vacancies || vacancies.data.length === 0 ? (
        <Text ta="center" mt="lg">
          {t("blocks.noVacancies")}
        </Text>
      ) : (
        <>
          <ul className="vacancy-list">
            {vacancies.data.map((vacancy) => (
              <li key={vacancy.id} className="vacancy-list__item">
                <Link to={`/about_us/vacancy?id=${vacancy.id}`} className="vacancy-list__link">
                  {vacancy.name}
                </Link>
                <Text size="sm" c="dimmed">
                  {vacancy.location.name} · {t("blocks.closes", { date: formatDate(vacancy.endDate) })}
                </Text>
                <Badge variant="light">{t("blocks.positions", { count: vacancy.vacancyCount })}</Badge>
              </li>
            ))}
          </ul>
          <LinkPagination
            page={vacancies.page}
            totalPages={Math.ceil(vacancies.totalRows / VACANCY_PAGE_SIZE)}
            anchor={anchor}
          />
        </>
      )}
    </Container>
  );
}
