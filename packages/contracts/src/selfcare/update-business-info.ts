import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { encodeIssue } from "../validation/messages";
import {
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalWebsite,
  requiredEmail,
  requiredPhone,
  requiredText,
} from "../validation/rules";
import { ProfileSchema } from "./get-profile";
import { optionalKhmerText } from "./profile-rules";

// The General Department of Taxation's VAT TIN: a letter, three digits, a dash, nine digits.
const VAT_TIN = /^[A-Z]\d{3}-\d{9}$/;

/**
 * Spec §3 "Business info", plus the company name in Khmer and the VAT TIN (for tax invoices, which
 * Cambodian law wants addressed to the registered name and number).
 */
export const BusinessInfoFieldsSchema = z.object({
  companyName: requiredText(150),
  companyNameKm: optionalKhmerText(150),
  contactName: requiredText(100),
  contactEmail: requiredEmail(),
  companyEmail: optionalEmail(),
  companyPhone: requiredPhone(),
  secondaryPhone: optionalPhone(),
  website: optionalWebsite(),
  vatTin: optionalText(14)
    .transform((value) => (value === null ? null : value.toUpperCase()))
    .refine((value) => value === null || VAT_TIN.test(value), { message: encodeIssue({ key: "invalid" }) }),
});
export type BusinessInfoFields = z.infer<typeof BusinessInfoFieldsSchema>;
export type BusinessInfoInput = z.input<typeof BusinessInfoFieldsSchema>;

/**
 * Spec §7 `PUT business/profile/info` (sc-api), JSON. Business customers only (403 for a consumer);
 * 409 when the account has no linked customer. Answers the updated profile.
 */
export const UpdateBusinessInfoCall = defineCall({
  method: "PUT",
  service: "sc-api",
  path: "business/profile/info",
  tag: "selfcare",
  summary: "Update the business customer's company information",
  body: BusinessInfoFieldsSchema,
  responses: {
    200: z.object({ data: ProfileSchema }),
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    409: ErrorResponseSchema,
  },
});
