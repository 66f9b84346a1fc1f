import { z } from "zod";

/** GET admin-api/api/v1/Dictionaries/SupportSubjects/DictList: the enquiry subjects, in the request's language. */
export const SupportSubjectSchema = z.object({ id: z.number().int(), name: z.string() });
export type SupportSubject = z.infer<typeof SupportSubjectSchema>;

export const ListSupportSubjectsResponseSchema = z.object({ data: z.array(SupportSubjectSchema) });
export type ListSupportSubjectsResponse = z.infer<typeof ListSupportSubjectsResponseSchema>;

/** Spec §3: the enquiry form sends a fixed default subject ("General enquiry") unless one is chosen. */
export const DEFAULT_SUPPORT_SUBJECT_ID = 1;
