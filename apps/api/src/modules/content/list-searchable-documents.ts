import { LANGUAGES, type Language } from "@isp/contracts/languages";
import { webPartAnchorOf } from "@isp/contracts/pages/web-part-anchor";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText, type Translations } from "../../i18n/translations";
import { type CatalogPriceTexts, catalogPriceTexts } from "../catalog/plan-price-texts";
import type { SearchableDocument, SearchablePart } from "../search/searchable-document";
import { itemPriceText } from "./item-price-text";
import { type OnUnknownPrice, resolvePrices, withPrices } from "./prose-prices";
import { faqCategories, faqItems, pages, vacancies, webPartItems, webParts } from "./tables";
import type { ItemText } from "./web-part-fields";

type WebPartRow = typeof webParts.$inferSelect;
type ItemRow = typeof webPartItems.$inferSelect;

// An offer with a price answers "… price" queries, though its card shows only the amount ($15 / month).
const PRICE_WORD: Record<Language, string> = { en: "price", km: "តម្លៃ", zh: "价格" };
// A vacancy answers "… job" queries, though its page names only the position ("Network Engineer").
const VACANCY_WORD: Record<Language, string> = { en: "job vacancy", km: "ការងារ មុខតំណែង", zh: "招聘 职位" };

// The index leaves an unknown price token out as the answers do; serving the page or FAQ logs it.
const leaveOut: OnUnknownPrice = () => undefined;

// Web parts whose items are offers a visitor may look for by name: each item is also a "product".
const PRODUCT_KINDS = new Set(["ProductCards", "ProductPanel", "Promotions", "DevicePromotion"]);

// Map.groupBy is in Node 24 but not in the ES2023 library the code is checked against.
function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The words of an item a reader sees (image texts and reviewers' names are left out). */
function itemParts(text: ItemText | undefined, anchor: string | undefined): SearchablePart[] {
  if (!text) return [];
  return [
    { text: text.bannerTitle, weight: "B", anchor },
    { text: text.title, weight: "B", anchor },
    { text: text.subTitle, weight: "B", anchor },
    { text: text.priceDescription, weight: "B", anchor },
    { text: text.memberName, weight: "B", anchor },
    { text: text.memberPosition, weight: "B", anchor },
    { text: text.recommendedFor, anchor },
    { text: text.bannerDescription, anchor },
    { text: text.description, isRichText: true, anchor },
    { text: text.content, isRichText: true, anchor },
    { text: text.memberDescription, anchor },
  ];
}

function pageDocuments(
  page: typeof pages.$inferSelect,
  parts: WebPartRow[],
  itemsByPart: Map<number, ItemRow[]>,
  language: Language,
  prices: CatalogPriceTexts,
): SearchableDocument[] {
  const pageText = withPrices(pickText(page.text, language), prices.amounts, leaveOut);
  const pageTitle = pageText?.title ?? page.id;
  const documents: SearchableDocument[] = [];
  const pageParts: SearchablePart[] = [{ text: pageText?.description, weight: "B" }];
  parts.forEach((part, index) => {
    const partText = withPrices(pickText(part.text, language), prices.amounts, leaveOut);
    // The first part opens the page, so a match there lands on the page itself.
    const anchor = index === 0 ? undefined : webPartAnchorOf(part);
    pageParts.push({ text: partText?.title, weight: "B", anchor }, { text: partText?.description, anchor });
    for (const item of itemsByPart.get(part.id) ?? []) {
      // A card linked to the catalog is found by the price it shows, a sentence by the prices in it.
      const pickedText = withPrices(pickText(item.text, language), prices.amounts, leaveOut);
      const itemText = pickedText && {
        ...pickedText,
        priceDescription: itemPriceText(item.data, pickedText, prices),
      };
      pageParts.push(...itemParts(itemText, anchor));
      if (!PRODUCT_KINDS.has(part.type) || !itemText?.title) continue;
      documents.push({
        kind: "product",
        refId: String(item.id),
        language,
        title: itemText.title,
        context: pageTitle,
        parts: [
          ...itemParts({ ...itemText, title: undefined }, undefined),
          { text: partText?.title, weight: "C" },
        ],
        keywords: itemText.priceDescription ? [PRICE_WORD[language]] : [],
        target:
          part.type === "DevicePromotion"
            ? { type: "device", webPartId: part.id, deviceId: item.id }
            : { type: "page", pageId: page.id, anchor: webPartAnchorOf(part) },
      });
    }
  });
  documents.unshift({
    kind: "page",
    refId: page.id,
    language,
    title: pageTitle,
    context: null,
    parts: pageParts,
    target: { type: "page", pageId: page.id, anchor: null },
  });
  return documents;
}

/**
 * Everything of the content service a visitor can find with the site search, in every language:
 * pages (their web parts' texts), the offers and devices on them, FAQ questions and vacancies (found
 * until they close). Pages without web parts only say "coming soon" and are left out.
 */
export async function listSearchableDocuments(db: Database): Promise<SearchableDocument[]> {
  const [pageRows, partRows, itemRows, categoryRows, questionRows, vacancyRows] = await Promise.all([
    db.select().from(pages).orderBy(asc(pages.id)),
    db.select().from(webParts).orderBy(asc(webParts.pageId), asc(webParts.position)),
    db.select().from(webPartItems).orderBy(asc(webPartItems.webPartId), asc(webPartItems.position)),
    db.select().from(faqCategories).orderBy(asc(faqCategories.position)),
    db.select().from(faqItems).orderBy(asc(faqItems.categoryId), asc(faqItems.position)),
    db.select().from(vacancies).orderBy(asc(vacancies.id)),
  ]);
  const partsByPage = groupBy(partRows, (part) => part.pageId);
  const itemsByPart = groupBy(itemRows, (item) => item.webPartId);
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));

  const pricesIn = new Map(
    await Promise.all(
      LANGUAGES.map(async (language) => [language, await catalogPriceTexts(db, language)] as const),
    ),
  );
  // An FAQ question or answer with its prices filled in.
  const faqText = (text: Translations<string>, language: Language) =>
    resolvePrices(pickText(text, language) ?? "", pricesIn.get(language)?.amounts ?? new Map(), leaveOut);
  return LANGUAGES.flatMap((language) => [
    ...pageRows.flatMap((page) => {
      const parts = partsByPage.get(page.id) ?? [];
      const prices = pricesIn.get(language);
      return parts.length > 0 && prices ? pageDocuments(page, parts, itemsByPart, language, prices) : [];
    }),
    ...questionRows.map((question): SearchableDocument => {
      const category = categoryById.get(question.categoryId);
      const categoryName = category ? (pickText(category.name, language) ?? null) : null;
      return {
        kind: "faq",
        refId: String(question.id),
        language,
        title: faqText(question.question, language),
        context: categoryName,
        parts: [{ text: faqText(question.answer, language), isRichText: true }],
        target: { type: "faq", questionId: question.id },
      };
    }),
    ...vacancyRows.map((vacancy): SearchableDocument => {
      const location = pickText(vacancy.location, language) ?? null;
      return {
        kind: "vacancy",
        refId: String(vacancy.id),
        language,
        title: pickText(vacancy.name, language) ?? "",
        context: location,
        parts: [{ text: pickText(vacancy.description, language), isRichText: true }],
        keywords: [VACANCY_WORD[language]],
        target: { type: "vacancy", vacancyId: vacancy.id },
        visibleUntil: vacancy.endDate,
      };
    }),
  ]);
}
