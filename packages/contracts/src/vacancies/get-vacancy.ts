import { z } from "zod";
import { VacancySchema } from "./list-vacancies";

/** GET admin-api/api/v1/Vacancies/{id}: one open vacancy with its description (rich text). */
export const VacancyDetailSchema = VacancySchema.extend({ description: z.string() });
export type VacancyDetail = z.infer<typeof VacancyDetailSchema>;

export const GetVacancyResponseSchema = z.object({ data: VacancyDetailSchema });
export type GetVacancyResponse = z.infer<typeof GetVacancyResponseSchema>;
