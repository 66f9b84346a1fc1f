import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { addDays } from "../../../time/cambodia-date";
import { sanitizeRichText } from "../sanitize-rich-text";
import { faqCategories, faqItems, vacancies } from "../tables";
import { SeedFaqFileSchema, SeedVacanciesFileSchema } from "./seed-schemas";

const seedFolder = seedFolderOf(import.meta.url);

/** The vacancies (vacancies.json) and the FAQ (faq.json) of a fresh install. */
export async function loadSeedLists(folder = seedFolder) {
  return {
    vacancies: await readSeedFile(folder, "vacancies.json", SeedVacanciesFileSchema),
    faq: await readSeedFile(folder, "faq.json", SeedFaqFileSchema),
  };
}

const sanitizeAll = (texts: Partial<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(texts).map(([language, html]) => [language, sanitizeRichText(html ?? "")]),
  );

/** Seeds vacancies (closing days after `today`) and the FAQ when their tables are empty. */
export async function seedContentLists(db: Database, today: string): Promise<void> {
  const lists = await loadSeedLists();
  if ((await db.select({ id: vacancies.id }).from(vacancies).limit(1)).length === 0) {
    await db.insert(vacancies).values(
      lists.vacancies.map(({ closesInDays, ...vacancy }) => ({
        ...vacancy,
        endDate: addDays(today, closesInDays),
        description: sanitizeAll(vacancy.description),
      })),
    );
  }
  if ((await db.select({ id: faqCategories.id }).from(faqCategories).limit(1)).length === 0) {
    for (const [position, category] of lists.faq.entries()) {
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
