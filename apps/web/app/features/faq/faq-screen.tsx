import { type FaqCategory, faqQuestionAnchor } from "@isp/contracts/faq/list-public-faq";
import { Container, Text, TextInput, Title } from "@mantine/core";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { RichText } from "../../blocks/rich-text";
import { StructuredData } from "../../components/structured-data";
import { useTranslation } from "../../i18n/use-translation";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import { filterFaq } from "./filter-faq";

/** Questions by category, as disclosures that work without scripts, narrowed as the visitor types. */
export function FaqScreen({ entry, categories }: { entry: RouteEntry; categories: FaqCategory[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => filterFaq(categories, deferredQuery), [categories, deferredQuery]);
  const count = shown.reduce((sum, category) => sum + category.items.length, 0);
  // A link to one question (#question-12, from the site search) opens it. The address's hash never
  // reaches the server, so this happens once the page runs, not in the server's HTML.
  const { hash } = useLocation();
  const [linkedAnchor, setLinkedAnchor] = useState<string | null>(null);
  useEffect(() => setLinkedAnchor(hash.slice(1) || null), [hash]);
  return (
    <>
      <PageHeading entry={entry} />
      <Container size="md" py="lg" data-testid="faq-screen">
        <TextInput
          type="search"
          label={t("faq.searchLabel")}
          placeholder={t("faq.searchPlaceholder")}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          size="md"
        />
        <Text size="sm" c="dimmed" mt="xs" role="status" aria-live="polite">
          {deferredQuery.trim() ? t("faq.results", { count }) : ""}
        </Text>
        {shown.length === 0 ? (
          <Text mt="lg">{t("faq.noResults")}</Text>
        ) : (
          shown.map((category) => (
            <section key={category.id} className="faq-category" aria-labelledby={`faq-${category.key}`}>
              <Title order={2} size="h3" id={`faq-${category.key}`} mt="xl">
                {category.name}
              </Title>
              {category.items.map((item) => (
                <details
                  key={item.id}
                  id={faqQuestionAnchor(item.id)}
                  className="faq-item"
                  open={
                    Boolean(deferredQuery.trim()) || faqQuestionAnchor(item.id) === linkedAnchor || undefined
                  }
                >
                  <summary>{item.question}</summary>
                  <RichText html={item.answer} className="faq-item__answer" />
                </details>
              ))}
            </section>
          ))
        )}
      </Container>
      <StructuredData
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: categories.flatMap((category) =>
            category.items.map((item) => ({
              "@type": "Question",
              name: item.question,
              acceptedAnswer: { "@type": "Answer", text: item.answer },
            })),
          ),
        }}
      />
    </>
  );
}
