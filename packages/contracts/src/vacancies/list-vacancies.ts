import { z } from "zod";
import { defineCall } from "../http/define-call";
import { PagingQuerySchema } from "../paging";

/** GET admin-api/api/v1/Vacancies?limit&offset — spec §3 Vacancy; answers `{ data, totalRows }`. */
export const VacancySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.object({ name: z.string() }),
  vacancyCount: z.number().int(),
  /** Last day to apply, YYYY-MM-DD. */
  endDate: z.string(),
});
export type Vacancy = z.infer<typeof VacancySchema>;

export const ListVacanciesResponseSchema = z.object({
  data: z.array(VacancySchema),
  totalRows: z.number().int(),
});
export type ListVacanciesResponse = z.infer<typeof ListVacanciesResponseSchema>;

/** Spec §9: the vacancy list shows 10 a page and at most 7 page buttons. */
export const VACANCY_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 7;

export const ListVacanciesCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "Vacancies",
  tag: "content",
  summary: "Open vacancies, soonest closing first",
  query: PagingQuerySchema,
  responses: { 200: ListVacanciesResponseSchema },
});
