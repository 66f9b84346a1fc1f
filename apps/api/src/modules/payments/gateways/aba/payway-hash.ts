import { createHmac } from "node:crypto";

/** PayWay's hash: standard padded Base64 (no newlines) of the raw HMAC-SHA512 of a message [C §1.3]. */
export function payWayHash(key: string, message: string): string {
  return createHmac("sha512", key).update(message, "utf8").digest("base64");
}

/**
 * The purchase fields in the order their values are concatenated for the hash [C §1.3]; a field that is not
 * posted adds nothing. `view_type` and `payment_gate` are absent from the documented order, so they are
 * left out of the hash [I].
 */
const PURCHASE_HASH_ORDER = [
  "req_time",
  "merchant_id",
  "tran_id",
  "amount",
  "items",
  "shipping",
  "firstname",
  "lastname",
  "email",
  "phone",
  "type",
  "payment_option",
  "return_url",
  "cancel_url",
  "continue_success_url",
  "return_deeplink",
  "currency",
  "custom_fields",
  "return_params",
  "payout",
  "lifetime",
  "additional_params",
  "google_pay_token",
  "skip_success_page",
] as const;

/** The hash of a purchase form: every posted value exactly as posted, in the documented order. */
export function purchaseHashOf(fields: Record<string, string | undefined>, apiKey: string): string {
  return payWayHash(apiKey, PURCHASE_HASH_ORDER.map((name) => fields[name] ?? "").join(""));
}

/**
 * The callback's X-PayWay-HMAC-SHA512 [C §1.4]: the body's values by ascending key, arrays and objects
 * JSON-encoded. Other scalars are written as PHP would concatenate them (true → "1", false/null → "") [I].
 */
export function callbackHashOf(body: Record<string, unknown>, key: string): string {
  const text = Object.keys(body)
    .sort()
    .map((name) => {
      const value = body[name];
      if (value === null || value === undefined || value === false) return "";
      if (value === true) return "1";
      return typeof value === "object" ? JSON.stringify(value) : String(value);
    })
    .join("");
  return payWayHash(key, text);
}
