import { z } from "zod";
import { defineCall } from "../http/define-call";

/** GET admin-api/api/v1/Dictionaries/SupportSubjects/DictList: the enquiry subjects, in the request's language. */
export const EnquirySubjectSchema = z.object({ id: z.number().int(), name: z.string() });
export type EnquirySubject = z.infer<typeof EnquirySubjectSchema>;

export const ListEnquirySubjectsResponseSchema = z.object({ data: z.array(EnquirySubjectSchema) });
export type ListEnquirySubjectsResponse = z.infer<typeof ListEnquirySubjectsResponseSchema>;

export const ListEnquirySubjectsCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "Dictionaries/SupportSubjects/DictList",
  tag: "enquiries",
  summary: "Enquiry subjects, in the Accept-Language language; the first is the default",
  responses: { 200: ListEnquirySubjectsResponseSchema },
});

/** Spec §3: the enquiry form sends a fixed default subject ("General enquiry") unless one is chosen. */
export const DEFAULT_ENQUIRY_SUBJECT_ID = 1;
