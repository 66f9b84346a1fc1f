import type { FaqCategory } from "@isp/contracts/faq/list-public-faq";
import { Container, Text, TextInput, Title } from "@mantine/core";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RichText } from "../../blocks/rich-text";
import { StructuredData } from "../../components/structured-data";
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
                <details key={item.id} className="faq-item" open={Boolean(deferredQuery.trim()) || undefined}>
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
