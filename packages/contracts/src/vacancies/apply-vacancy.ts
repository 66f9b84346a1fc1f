import { z } from "zod";
import { captchaResponse, requiredEmail, requiredPhone, requiredText } from "../validation/rules";

/**
 * POST admin-api/api/v1/Vacancies/{vacancy}/apply, sent as form data with the spec's keys (§3). All
 * fields are required (§5); the CV travels as the `Cv` file part and is checked by its content.
 */
export const ApplyVacancyFieldsSchema = z.object({
  FirstName: requiredText(100),
  LastName: requiredText(100),
  Email: requiredEmail(),
  ContactNumber: requiredPhone(),
  Comment: requiredText(2000),
  VacancyId: z.coerce.number().int().positive(),
  captchaResponse: captchaResponse(),
});
export type ApplyVacancyFields = z.infer<typeof ApplyVacancyFieldsSchema>;

/** The fields the applicant fills in (the form's own values, before the CV and captcha are added). */
export const ApplicationFormSchema = ApplyVacancyFieldsSchema.omit({
  VacancyId: true,
  captchaResponse: true,
});
export type ApplicationForm = z.input<typeof ApplicationFormSchema>;

export const CV_FIELD = "Cv";
export const CV_MAX_MEGABYTES = 5;
export const CV_MAX_BYTES = CV_MAX_MEGABYTES * 1024 * 1024;
/** What a CV may be, recognised by its bytes (not its name): PDF, Word 97-2003, Word 2007+. */
export const CV_MEDIA_TYPES = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
/** For the file picker: a hint only, the server checks the content. */
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const ApplyVacancyParamsSchema = z.object({ vacancy: z.coerce.number().int().positive() });

export const ApplyVacancyResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type ApplyVacancyResponse = z.infer<typeof ApplyVacancyResponseSchema>;
