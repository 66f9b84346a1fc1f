import { Link, useLocation } from "react-router";
import { useTranslation } from "../i18n/use-translation";
import { pageWindow } from "./page-window";

/**
 * Page buttons as links (`?page=N`), so paging works before scripts load and each page has its own URL.
 * `anchor` brings the visitor back to the list rather than the top of the page.
 */
export function LinkPagination({
  page,
  totalPages,
  anchor,
}: {
  page: number;
  totalPages: number;
  anchor?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params.toString()}${anchor ? `#${anchor}` : ""}`;
  };
  return (
    <nav className="pagination" aria-label={t("common.pagination")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="pagination__link" preventScrollReset>
          ‹ <span className="visually-hidden">{t("common.previous")}</span>
        </Link>
      ) : null}
      {pageWindow(page, totalPages).map((number) => (
        <Link
          key={number}
          to={hrefFor(number)}
          className="pagination__link"
          aria-current={number === page ? "page" : undefined}
          aria-label={t("common.pageNumber", { number })}
          preventScrollReset
        >
          {number}
        </Link>
      ))}
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className="pagination__link" preventScrollReset>
          <span className="visually-hidden">{t("common.next")}</span> ›
        </Link>
      ) : null}
    </nav>
  );
}
