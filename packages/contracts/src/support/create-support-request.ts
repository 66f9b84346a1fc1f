import { z } from "zod";
import { ErrorResponseSchema } from "../errors";
import { defineCall } from "../http/define-call";
import {
  captchaResponse,
  digitsOnly,
  lettersAndDigits,
  optionalEmail,
  optionalText,
  requiredPhone,
  requiredText,
} from "../validation/rules";
import { DEFAULT_SUPPORT_SUBJECT_ID } from "./list-support-subjects";

const optionalMatching = (rule: (schema: z.ZodString) => z.ZodString, max: number) =>
  rule(z.string().trim().max(max))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * POST admin-api/api/v1/supportRequests (spec §3, §5): fullName and contactNumber required; email
 * optional, sent as null when empty; promoCode from the page's `promocode` query value.
 */
export const CreateSupportRequestSchema = z.object({
  fullName: requiredText(100),
  accountNumber: optionalMatching(digitsOnly, 20),
  passportNo: optionalMatching(lettersAndDigits, 20),
  serviceId: optionalMatching(lettersAndDigits, 30),
  // A select gives its value as text.
  supportSubjectId: z.coerce.number<number | string>().int().positive().default(DEFAULT_SUPPORT_SUBJECT_ID),
  email: optionalEmail(),
  contactNumber: requiredPhone(),
  comment: optionalText(2000),
  promoCode: optionalMatching(lettersAndDigits, 40),
  captchaResponse: captchaResponse(),
});
export type CreateSupportRequest = z.input<typeof CreateSupportRequestSchema>;

/** The fields the visitor fills in. */
export const EnquiryFormSchema = CreateSupportRequestSchema.omit({ captchaResponse: true, promoCode: true });
export type EnquiryForm = z.input<typeof EnquiryFormSchema>;

export const CreateSupportRequestResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type CreateSupportRequestResponse = z.infer<typeof CreateSupportRequestResponseSchema>;

export const CreateSupportRequestCall = defineCall({
  method: "POST",
  service: "admin-api",
  path: "supportRequests",
  tag: "support",
  summary: "Send an enquiry (captcha-protected); empty e-mail is stored as null",
  body: CreateSupportRequestSchema,
  responses: { 201: CreateSupportRequestResponseSchema, 429: ErrorResponseSchema },
});
