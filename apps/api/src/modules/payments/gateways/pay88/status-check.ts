import type { GatewayOutcome, GatewayRequest, StatusQuery } from "../gateway";
import { amountText } from "../gateway";
import { PAY88_STATUS_PATH, type Pay88Settings } from "./settings";

/**
 * iPay88's re-query: POST enquiry.asp with MerchantCode, RefNo and Amount [C-code S-IP-3]. Cambodia's
 * Omnipay fork sends them in the query string of the POST, Malaysia's spec as a form [C S-IP-5]; which one
 * Cambodia's page reads is unknown, so they go in both [I].
 */
export function statusRequestOf(query: StatusQuery, settings: Pay88Settings, _now: Date): GatewayRequest {
  const form = new URLSearchParams({
    MerchantCode: settings.merchantId,
    RefNo: query.reference,
    Amount: amountText(query.amountUsd),
  }).toString();
  return {
    url: `${settings.baseUrl}${settings.statusPath ?? PAY88_STATUS_PATH}?${form}`,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  };
}

/**
 * The re-query's plain-text reply [C S-IP-5 (Malaysia); that Cambodia answers alike is I]: "00" is paid,
 * and since iPay88 answers "Incorrect amount" otherwise, paid with the amount we asked about.
 * "Payment fail" and "M88Admin" (set by iPay88's staff) are failures; "Record not found" is not paid yet.
 * Anything else ("Invalid parameters", "Incorrect amount", an HTML error page) is not an answer about this
 * payment: null.
 */
export function parseStatusAnswer(answer: unknown, query: StatusQuery): GatewayOutcome | null {
  if (typeof answer !== "string") return null;
  switch (answer.trim()) {
    case "00":
      return { status: "approved", amountUsd: query.amountUsd, transactionId: null };
    case "Payment fail":
    case "M88Admin":
      return { status: "declined", amountUsd: null, transactionId: null };
    case "Record not found":
      return { status: "pending", amountUsd: null, transactionId: null };
    default:
      return null;
  }
}
