import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { IdParamsSchema } from "../paging";
import { VacancySchema } from "./list-vacancies";

/** GET admin-api/api/v1/Vacancies/{id}: one open vacancy with its description (rich text). */
export const VacancyDetailSchema = VacancySchema.extend({ description: z.string() });
export type VacancyDetail = z.infer<typeof VacancyDetailSchema>;

export const GetVacancyResponseSchema = z.object({ data: VacancyDetailSchema });
export type GetVacancyResponse = z.infer<typeof GetVacancyResponseSchema>;

export const GetVacancyCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "Vacancies/:id",
  tag: "content",
  summary: "One open vacancy with its description",
  params: IdParamsSchema,
  responses: { 200: GetVacancyResponseSchema, 404: ErrorResponseSchema },
});
