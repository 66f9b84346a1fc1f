import type { Database } from "../../../db/client";
import { addDays } from "../../../time/cambodia-date";
import { sanitizeRichText } from "../sanitize-rich-text";
import { faqCategories, faqItems, vacancies } from "../tables";
import { FAQ } from "./faq";
import { VACANCIES } from "./vacancies";

const sanitizeAll = (texts: Partial<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(texts).map(([language, html]) => [language, sanitizeRichText(html ?? "")]),
  );

/** Seeds vacancies (closing days after `today`) and the FAQ when their tables are empty. */
export async function seedContentLists(db: Database, today: string): Promise<void> {
  if ((await db.select({ id: vacancies.id }).from(vacancies).limit(1)).length === 0) {
    await db.insert(vacancies).values(
      VACANCIES.map(({ closesInDays, ...vacancy }) => ({
        ...vacancy,
        endDate: addDays(today, closesInDays),
        description: sanitizeAll(vacancy.description),
      })),
    );
  }
  if ((await db.select({ id: faqCategories.id }).from(faqCategories).limit(1)).length === 0) {
    for (const [position, category] of FAQ.entries()) {
      const [saved] = await db
        .insert(faqCategories)
        .values({ key: category.key, position, audiences: category.audiences, name: category.name })
        .returning({ id: faqCategories.id });
      if (!saved) throw new Error(`FAQ category ${category.key} was not saved`);
      await db.insert(faqItems).values(
        category.items.map((item, itemPosition) => ({
          categoryId: saved.id,
          position: itemPosition,
          question: item.question,
          answer: sanitizeAll(item.answer),
        })),
      );
    }
  }
}
