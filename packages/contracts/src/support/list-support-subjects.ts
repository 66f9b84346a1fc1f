import { z } from "zod";
import { defineCall } from "../http/define-call";

/** GET admin-api/api/v1/Dictionaries/SupportSubjects/DictList: the enquiry subjects, in the request's language. */
export const SupportSubjectSchema = z.object({ id: z.number().int(), name: z.string() });
export type SupportSubject = z.infer<typeof SupportSubjectSchema>;

export const ListSupportSubjectsResponseSchema = z.object({ data: z.array(SupportSubjectSchema) });
export type ListSupportSubjectsResponse = z.infer<typeof ListSupportSubjectsResponseSchema>;

export const ListSupportSubjectsCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "Dictionaries/SupportSubjects/DictList",
  tag: "support",
  summary: "Enquiry subjects, in the Accept-Language language; the first is the default",
  responses: { 200: ListSupportSubjectsResponseSchema },
});

/** Spec §3: the enquiry form sends a fixed default subject ("General enquiry") unless one is chosen. */
export const DEFAULT_SUPPORT_SUBJECT_ID = 1;
