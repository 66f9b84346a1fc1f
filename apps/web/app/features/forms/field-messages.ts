import type { Language } from "@isp/contracts/languages";
import type { FieldError } from "@isp/contracts/validation/field-errors";
import { validationMessageOf } from "@isp/contracts/validation/messages";
import type { FormErrors } from "@mantine/form";

/** The form's own errors (rule keys from the shared schemas) as texts in the page's language. */
export function localiseFormErrors(errors: FormErrors, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, message]) => message !== null && message !== undefined)
      .map(([field, message]) => [field, validationMessageOf(String(message), language)]),
  );
}

/** The server's field errors (already localised) in the shape the form shows. */
export function serverFieldErrors(errors: Record<string, FieldError>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]));
}
