import { Anchor, Breadcrumbs, Container, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { breadcrumbOf, type RouteEntry } from "../../route-table";

/** The trail from home through the ancestors (by path) to this screen. */
export function Breadcrumb({ entry, current }: { entry: RouteEntry; current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("common.breadcrumb")}>
      <Breadcrumbs separator="›" className="breadcrumb-trail">
        <Anchor component={Link} to="/" size="sm">
          {t("common.home")}
        </Anchor>
        {breadcrumbOf(entry).map((ancestor) => (
          <Anchor key={ancestor.id} component={Link} to={ancestor.path} size="sm">
            {t(`routes.${ancestor.id}`)}
          </Anchor>
        ))}
        <span aria-current="page">{current}</span>
      </Breadcrumbs>
    </nav>
  );
}

/** The breadcrumb and the screen's title. */
export function PageHeading({ entry, title }: { entry: RouteEntry; title?: string | undefined }) {
  const { t } = useTranslation();
  const heading = title ?? t(`routes.${entry.id}`);
  return (
    <Container size="lg" className="page-heading">
      <Breadcrumb entry={entry} current={heading} />
      <Title order={1} mt="sm">
        {heading}
      </Title>
    </Container>
  );
}
