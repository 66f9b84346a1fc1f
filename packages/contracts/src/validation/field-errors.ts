import { z } from "zod";
import type { Language } from "../languages";
import { decodeIssue, formatValidationMessage } from "./messages";

/** One field's failure in a 400 answer: the rule's key (for the client) and its localised text. */
export const FieldErrorSchema = z.object({ key: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The 400 answer to bad input: field-level errors by field key (spec §8). */
export const ValidationErrorResponseSchema = z.object({
  error: z.literal("validation_failed"),
  message: z.string(),
  errors: z.record(z.string(), FieldErrorSchema),
});
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;

type IssueLike = { path: readonly PropertyKey[]; message: string };

/** The first failure of each field, in the language of the request. */
export function fieldErrorsOf(issues: readonly IssueLike[], language: Language): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "_";
    if (errors[field]) continue;
    const decoded = decodeIssue(issue.message);
    errors[field] = { key: decoded.key, message: formatValidationMessage(decoded, language) };
  }
  return errors;
}
