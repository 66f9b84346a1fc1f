import type { FaqCategory } from "@isp/contracts/faq/list-public-faq";
import type { Language } from "@isp/contracts/languages";
import { arrayContains, asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { catalogPriceTexts } from "../catalog/plan-price-texts";
import { hasPriceToken, type OnUnknownPrice, resolvePrices } from "./prose-prices";
import { faqCategories, faqItems } from "./tables";

/**
 * FAQ categories in their order with their questions; only those for an audience when given. Prices in
 * answers are the catalog's (the catalog is read only when an answer names one).
 */
export async function listPublicFaq(
  db: Database,
  language: Language,
  audience: "personal" | "business" | "selfcare" | undefined,
  onUnknownPrice: OnUnknownPrice,
): Promise<FaqCategory[]> {
  const categories = await db
    .select()
    .from(faqCategories)
    .where(audience ? arrayContains(faqCategories.audiences, [audience]) : undefined)
    .orderBy(asc(faqCategories.position));
  if (categories.length === 0) return [];
  const items = await db
    .select()
    .from(faqItems)
    .where(
      inArray(
        faqItems.categoryId,
        categories.map((category) => category.id),
      ),
    )
    .orderBy(asc(faqItems.position));
  const texts = items.map((item) => ({
    id: item.id,
    categoryId: item.categoryId,
    question: pickText(item.question, language) ?? "",
    answer: pickText(item.answer, language) ?? "",
  }));
  const amounts = texts.some((text) => hasPriceToken(text.question + text.answer))
    ? (await catalogPriceTexts(db, language)).amounts
    : new Map<string, string>();
  return categories.map((category) => ({
    id: category.id,
    key: category.key,
    name: pickText(category.name, language) ?? category.key,
    items: texts
      .filter((item) => item.categoryId === category.id)
      .map((item) => ({
        id: item.id,
        question: resolvePrices(item.question, amounts, onUnknownPrice),
        answer: resolvePrices(item.answer, amounts, onUnknownPrice),
      })),
  }));
}
