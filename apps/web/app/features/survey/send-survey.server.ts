import { CreateCustomerRatingCall, parseRecommendScale } from "@isp/contracts/survey/create-customer-rating";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { sendForm } from "../../api/call-api";
import { getRequestLanguage } from "../../i18n/language.server";
import { entryOfPath } from "../../route-table";

/** What the reasons screen shows after a failed send, with what the customer had filled in. */
export type SurveyFailure = {
  /** The API's own localised text (fields to correct, too many attempts), or null: a system error. */
  message: string | null;
  /** Field messages by field name, from the API, shown beside the fields. */
  fieldErrors: Record<string, string>;
  values: { reasons: string[]; comment: string };
};

// A full answer is well under 16 KB, even in Khmer (3 bytes a character, percent-encoded three times over).
const MAX_FORM_BYTES = 32 * 1024;

/** Statuses whose answer carries a message written for the customer. */
const CUSTOMER_MESSAGE_STATUSES = new Set([400, 413, 429]);

/**
 * The action of /survey/{n}/reasons: sends the answer to the API as form data (spec §7) and goes on to
 * the thanks screen; a refusal comes back with the API's messages. Works the same with or without script.
 */
export async function sendSurvey({ request, params, pattern }: ActionFunctionArgs) {
  if (entryOfPath(pattern)?.screen !== "survey-reasons") throw data(null, { status: 405 });
  const recommendScale = parseRecommendScale(params.recommendScale);
  if (recommendScale === null) throw data(null, { status: 404 });
  const declaredLength = request.headers.get("content-length");
  if (declaredLength === null || Number(declaredLength) > MAX_FORM_BYTES) throw data(null, { status: 413 });

  // A body that is no form at all (another type, a multipart body without its boundary or cut short) is the
  // sender's mistake: formData() then throws, which would otherwise answer 500.
  const submitted = await request.formData().catch(() => null);
  if (!submitted) throw data(null, { status: 400 });
  const values = {
    reasons: submitted.getAll("reasons").filter((value) => typeof value === "string"),
    comment: String(submitted.get("comment") ?? ""),
  };
  const result = await sendForm(CreateCustomerRatingCall, {
    body: { recommendScale, reasons: values.reasons, comment: values.comment },
    language: getRequestLanguage(request),
    // The API limits posts per client: it must see the customer's address, not this server's.
    clientIp: request.headers.get("x-forwarded-for"),
  });
  if (result.isOk) return redirect(`/survey/${recommendScale}/thanks`);
  const isForCustomer = CUSTOMER_MESSAGE_STATUSES.has(result.status);
  if (!isForCustomer)
    console.error(`survey: the rating was not stored (API status ${result.status || "none"})`);
  const failure: SurveyFailure = {
    message: isForCustomer ? result.message : null,
    fieldErrors: Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, error]) => [field, error.message]),
    ),
    values,
  };
  return data(failure, { status: isForCustomer ? result.status : 502 });
}
