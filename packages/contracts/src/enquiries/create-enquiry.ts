import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import {
  captchaResponse,
  digitsOnly,
  lettersAndDigits,
  optionalEmail,
  optionalText,
  requiredPhone,
  requiredText,
} from "../validation/rules";
import { DEFAULT_ENQUIRY_SUBJECT_ID } from "./list-enquiry-subjects";

const optionalMatching = (rule: (schema: z.ZodString) => z.ZodString, max: number) =>
  rule(z.string().trim().max(max))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * POST admin-api/api/v1/supportRequests (spec §3, §5): fullName and contactNumber required; email
 * optional, sent as null when empty; promoCode from the page's `promocode` query value.
 */
export const CreateEnquirySchema = z.object({
  fullName: requiredText(100),
  accountNumber: optionalMatching(digitsOnly, 20),
  passportNo: optionalMatching(lettersAndDigits, 20),
  serviceId: optionalMatching(lettersAndDigits, 30),
  // A select gives its value as text.
  supportSubjectId: z.coerce.number<number | string>().int().positive().default(DEFAULT_ENQUIRY_SUBJECT_ID),
  email: optionalEmail(),
  contactNumber: requiredPhone(),
  comment: optionalText(2000),
  promoCode: optionalMatching(lettersAndDigits, 40),
  captchaResponse: captchaResponse(),
});
export type CreateEnquiry = z.input<typeof CreateEnquirySchema>;

/** The fields the visitor fills in. */
export const EnquiryFormSchema = CreateEnquirySchema.omit({ captchaResponse: true, promoCode: true });
export type EnquiryForm = z.input<typeof EnquiryFormSchema>;

export const CreateEnquiryResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type CreateEnquiryResponse = z.infer<typeof CreateEnquiryResponseSchema>;

export const CreateEnquiryCall = defineCall({
  method: "POST",
  service: "admin-api",
  path: "supportRequests",
  tag: "enquiries",
  summary: "Send an enquiry (captcha-protected); empty e-mail is stored as null",
  body: CreateEnquirySchema,
  responses: { 201: CreateEnquiryResponseSchema, 429: ErrorResponseSchema },
});
