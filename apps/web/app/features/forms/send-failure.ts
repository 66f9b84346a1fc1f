import type { TFunction } from "i18next";
import type { SendResult } from "../../api/api-send";

/**
 * What the visitor reads when a form was not accepted: the server's field messages speak for
 * themselves; a 429 carries its own localised text; anything else means "not sent, try again".
 */
export function sendFailureMessage(
  result: Extract<SendResult<unknown>, { isOk: false }>,
  t: TFunction,
): string {
  if (result.status === 400) return result.message ?? t("forms.checkFields");
  if (result.status === 429 && result.message) return result.message;
  return t("forms.notSent");
}
