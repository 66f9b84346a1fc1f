import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import {
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchResult,
} from "@isp/contracts/search/search-site";
import { Alert, Anchor, Badge, Button, Container, Group, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { LinkPagination } from "../../components/link-pagination";
import { formatDate } from "../../i18n/format-date";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry, type RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import { searchResultHref } from "./search-href";
import type { SearchView } from "./search-view";

/** A GET form: it works before scripts load, and each search has its own URL. */
function SearchForm({ query }: { query: string }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  // The visitor came here to type (from the header's search link); with a query, no jump. The attribute
  // works when the page loads; after a client-side navigation Preact does not focus what it mounts.
  useEffect(() => {
    if (!query) field.current?.focus();
  }, [query]);
  return (
    // Remounted per query, so the field shows the query after a search made from elsewhere.
    <Form method="get" action={getRouteEntry("search").path} role="search" key={query}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          type="search"
          name="q"
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          size="md"
          className="search-form__field"
          ref={field}
          autoFocus={!query}
        />
        <Button type="submit" size="md">
          {t("search.submit")}
        </Button>
      </Group>
    </Form>
  );
}

function ResultItem({ result, language }: { result: SearchResult; language: Language | undefined }) {
  const { t } = useTranslation();
  const href = searchResultHref(result.target);
  return (
    <li className="search-result" lang={language}>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" size="sm" className="search-result__kind">
          {t(`search.kinds.${result.kind}`)}
        </Badge>
        {result.context ? (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {result.kind === "news" ? (
              <time dateTime={result.context}>{formatDate(result.context)}</time>
            ) : (
              result.context
            )}
          </Text>
        ) : null}
      </Group>
      <Title order={2} size="h4" mt={4}>
        {href ? (
          <Anchor component={Link} to={href} className="search-result__link">
            {result.title}
          </Anchor>
        ) : (
          result.title
        )}
      </Title>
      <Text size="sm" mt={4} className="search-result__snippet">
        {result.snippet.map((part, index) =>
          // Parts are text only: matched words are marked here, no markup comes from the data.
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place
          part.isMatch ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
        )}
      </Text>
    </li>
  );
}

/** The site search: the form, then the results of its query with their snippets, a page at a time. */
export function SearchScreen({ entry, view }: { entry: RouteEntry; view: SearchView }) {
  const { t, i18n } = useTranslation();
  const { query, results, error, page } = view;
  // Results in another language than the page (English names typed on the Khmer site) say so.
  const resultsLanguage = results && results.language !== i18n.language ? results.language : undefined;
  return (
    <>
      <PageHeading entry={entry} />
      <Container size="md" py="lg" data-testid="search-screen">
        <SearchForm query={query} />
        {error ? (
          <Alert color="red" mt="md" role="alert">
            {error}
          </Alert>
        ) : null}
        {!query ? (
          <Text mt="md" c="dimmed">
            {t("search.prompt")}
          </Text>
        ) : null}
        {results ? (
          <section aria-labelledby="search-results-count" className="search-results" id="search-results">
            <Text id="search-results-count" mt="lg" fw={600} role="status">
              {t("search.results", { count: results.totalRows, query })}
            </Text>
            {resultsLanguage ? (
              <Text size="sm" c="dimmed">
                {t(`search.inLanguage.${resultsLanguage}`)}
              </Text>
            ) : null}
            {results.isPartialMatch ? (
              <Text size="sm" c="dimmed">
                {t("search.partial")}
              </Text>
            ) : null}
            {results.totalRows === 0 ? (
              <Alert color="brand" mt="md" title={t("search.none", { query })}>
                {t("search.noneHelp", { hotline: brand.hotline.display })}
                <div>
                  <Anchor component={Link} to={getRouteEntry("faq").path}>
                    {t("search.browseFaq")}
                  </Anchor>
                </div>
              </Alert>
            ) : (
              <ol className="search-results__list" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
                {results.data.map((result) => (
                  <ResultItem key={result.id} result={result} language={resultsLanguage} />
                ))}
              </ol>
            )}
            <LinkPagination
              page={page}
              totalPages={Math.ceil(results.totalRows / SEARCH_PAGE_SIZE)}
              anchor="search-results"
            />
          </section>
        ) : null}
      </Container>
    </>
  );
}
