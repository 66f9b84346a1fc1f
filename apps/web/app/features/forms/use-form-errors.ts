import type { Language } from "@isp/contracts/languages";
import type { FieldError } from "@isp/contracts/validation/field-errors";
import { validationMessageOf } from "@isp/contracts/validation/messages";
import type { FormErrors } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The message beside each field: the browser's own check (a rule key from the shared schema, put into
 * the page's language) or, after a send, the server's already localised one.
 */
export function useFormErrors(formErrors: FormErrors) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  return {
    errorOf(field: string): string | undefined {
      const own = formErrors[field];
      if (own !== undefined && own !== null) return validationMessageOf(String(own), language);
      return serverErrors[field]?.message;
    },
    setServerErrors,
  };
}
