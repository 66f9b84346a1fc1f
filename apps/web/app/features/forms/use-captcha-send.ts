import type { CallAnswer, CallDefinition } from "@isp/contracts/http/define-call";
import type { Language } from "@isp/contracts/languages";
import type { FieldError } from "@isp/contracts/validation/field-errors";
import { validationMessageOf } from "@isp/contracts/validation/messages";
import type { FormErrors } from "@mantine/form";
import { useRef, useState } from "react";
import { type CallParts, type SendResult, sendForm } from "../../api/call-api";
import type { Translate } from "../../i18n/i18n";
import { useTranslation } from "../../i18n/use-translation";
import type { CaptchaHandle } from "./captcha-field";

/**
 * What the visitor reads when a form was not accepted: the server's field messages speak for
 * themselves; a 429 carries its own localised text; anything else means "not sent, try again".
 */
function sendFailureMessage(result: Extract<SendResult<unknown>, { isOk: false }>, t: Translate): string {
  if (result.status === 400) return result.message ?? t("forms.checkFields");
  if (result.status === 429 && result.message) return result.message;
  return t("forms.notSent");
}

/**
 * Sending a captcha-protected form (spec §4): the form has checked its fields; then the captcha is
 * solved, and the request goes only when it is; the captcha resets after every attempt. Gives the
 * message beside each field: the browser's own check (a rule key from the shared schema, put into the
 * page's language) or, after a send, the server's already localised one.
 */
export function useCaptchaSend(formErrors: FormErrors) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const captcha = useRef<CaptchaHandle>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** The answer when the form was accepted; null when it was not (the reason is shown). */
  async function send<Call extends CallDefinition>(
    call: Call,
    partsWith: (captchaResponse: string) => CallParts<Call>,
  ): Promise<CallAnswer<Call> | null> {
    setFailure(null);
    setServerErrors({});
    setIsSending(true);
    try {
      const captchaResponse = await captcha.current?.solve();
      if (!captchaResponse) {
        setServerErrors({ captchaResponse: { key: "captcha", message: t("forms.captchaUnsolved") } });
        return null;
      }
      const result = await sendForm(call, { ...partsWith(captchaResponse), language });
      captcha.current?.reset();
      if (result.isOk) return result.data;
      setServerErrors(result.fieldErrors);
      setFailure(sendFailureMessage(result, t));
      return null;
    } finally {
      setIsSending(false);
    }
  }

  return {
    captcha,
    send,
    isSending,
    failure,
    clearFailure: () => setFailure(null),
    errorOf(field: string): string | undefined {
      const own = formErrors[field];
      if (own !== undefined && own !== null) return validationMessageOf(String(own), language);
      return serverErrors[field]?.message;
    },
  };
}
