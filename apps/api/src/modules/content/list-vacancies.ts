import type { Language } from "@isp/contracts/languages";
import type { PagingQuery } from "@isp/contracts/paging";
import type { VacancyDetail } from "@isp/contracts/vacancies/get-vacancy";
import type { ListVacanciesResponse, Vacancy } from "@isp/contracts/vacancies/list-vacancies";
import { and, asc, count, eq, gte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { todayInCambodia } from "../../time/cambodia-date";
import { vacancies } from "./tables";

type VacancyRow = typeof vacancies.$inferSelect;

function toVacancy(row: VacancyRow, language: Language): Vacancy {
  return {
    id: row.id,
    name: pickText(row.name, language) ?? "",
    location: { name: pickText(row.location, language) ?? "" },
    vacancyCount: row.vacancyCount,
    endDate: row.endDate,
  };
}

/** Open vacancies (closing today or later), soonest closing first. */
export async function listVacancies(
  db: Database,
  language: Language,
  { limit, offset }: PagingQuery,
  today = todayInCambodia(),
): Promise<ListVacanciesResponse> {
  const isOpen = gte(vacancies.endDate, today);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vacancies)
      .where(isOpen)
      .orderBy(asc(vacancies.endDate), asc(vacancies.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(vacancies).where(isOpen),
  ]);
  return { data: rows.map((row) => toVacancy(row, language)), totalRows: total?.value ?? 0 };
}

/** One open vacancy with its description; null when unknown or closed. */
export async function getVacancy(
  db: Database,
  id: number,
  language: Language,
  today = todayInCambodia(),
): Promise<VacancyDetail | null> {
  const [row] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.id, id), gte(vacancies.endDate, today)));
  if (!row) return null;
  return { ...toVacancy(row, language), description: pickText(row.description, language) ?? "" };
}
