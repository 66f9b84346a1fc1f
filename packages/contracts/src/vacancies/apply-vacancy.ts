import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { recordId } from "../paging";
import { encodeIssue } from "../validation/messages";
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
  VacancyId: recordId(),
  captchaResponse: captchaResponse(),
});
export type ApplyVacancyFields = z.infer<typeof ApplyVacancyFieldsSchema>;

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

/**
 * The CV as the browser sees it: a first look by its name and size, to answer at once. The server
 * decides by the file's content.
 */
export const CvFileSchema = z
  .file({ message: encodeIssue({ key: "required" }) })
  .min(1, { message: encodeIssue({ key: "required" }) })
  .refine((file) => /\.(pdf|docx?)$/i.test(file.name), { message: encodeIssue({ key: "fileType" }) })
  .max(CV_MAX_BYTES, { message: encodeIssue({ key: "fileSize", param: CV_MAX_MEGABYTES }) });

/** What the form data holds: the fields and the CV. */
export const ApplyVacancyBodySchema = ApplyVacancyFieldsSchema.extend({ [CV_FIELD]: CvFileSchema });

/** The fields the applicant fills in; the CV is empty (null) until one is chosen. */
export const ApplicationFormSchema = ApplyVacancyBodySchema.omit({
  VacancyId: true,
  captchaResponse: true,
}).extend({
  [CV_FIELD]: CvFileSchema.nullable().refine((file) => file !== null, {
    message: encodeIssue({ key: "required" }),
  }),
});
export type ApplicationForm = z.input<typeof ApplicationFormSchema>;

export const ApplyVacancyParamsSchema = z.object({ vacancy: recordId() });

export const ApplyVacancyResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type ApplyVacancyResponse = z.infer<typeof ApplyVacancyResponseSchema>;

/** POST admin-api/api/v1/Vacancies/{vacancy}/apply; 404 when the vacancy is closed or unknown. */
export const ApplyVacancyCall = defineCall({
  method: "POST",
  service: "admin-api",
  path: "Vacancies/:vacancy/apply",
  tag: "content",
  summary:
    "Apply for an open vacancy: multipart form data FirstName, LastName, Email, ContactNumber, Comment, VacancyId, Cv (PDF, DOC or DOCX, at most 5 MB), captchaResponse",
  params: ApplyVacancyParamsSchema,
  body: ApplyVacancyBodySchema,
  bodyEncoding: "multipart",
  responses: { 201: ApplyVacancyResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
});
