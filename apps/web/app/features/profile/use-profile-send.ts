import type { CallAnswer, CallDefinition } from "@isp/contracts/http/define-call";
import type { Language } from "@isp/contracts/languages";
import { type FieldError, fieldErrorsOf } from "@isp/contracts/validation/field-errors";
import { useState } from "react";
import type { z } from "zod";
import { type CallParts, sendForm } from "../../api/call-api";
import { reloadCurrentProfile } from "../../auth/current-profile";
import { useTranslation } from "../../i18n/use-translation";
import { showSavedNotice } from "./profile-notices";

/**
 * Sending a profile form: checked first in the browser with the call's own schema (the same rules and
 * messages as the server), then sent; the server's field messages (already in the page's language)
 * show beside their fields, and a success shows a notification.
 */
export function useProfileSend() {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "profile" });
  const language = i18n.language as Language;
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function send<Call extends CallDefinition>(
    call: Call,
    parts: CallParts<Call>,
    { check, successMessage }: { check: z.ZodType; successMessage: string },
  ): Promise<CallAnswer<Call> | null> {
    setFailure(null);
    const checked = check.safeParse((parts as { body?: unknown }).body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues, language));
      setFailure(t("checkFields"));
      return null;
    }
    setErrors({});
    setIsSending(true);
    try {
      const result = await sendForm(call, { ...parts, language });
      if (result.isOk) {
        reloadCurrentProfile();
        showSavedNotice(successMessage);
        return result.data;
      }
      setErrors(result.fieldErrors);
      setFailure(result.status === 400 ? t("checkFields") : (result.message ?? t("notSaved")));
      return null;
    } finally {
      setIsSending(false);
    }
  }

  return {
    send,
    isSending,
    failure,
    errorOf: (field: string): string | undefined => errors[field]?.message,
  };
}
