/** A merchant's PayWay account (reference notes §1.1). */
export type AbaSettings = {
  /** PayWay's merchant_id (≤30 characters). */
  merchantId: string;
  /** The API key ("public_key"): the HMAC-SHA512 key of every hash. */
  apiKey: string;
  /**
   * The key of the callback's X-PayWay-HMAC-SHA512 header. PayWay's PHP sample calls it $secretKey; that it
   * is the API key is inferred [I], so it is a setting of its own that falls back to the API key.
   */
  callbackKey?: string;
  /** `https://checkout-sandbox.payway.com.kh` or `https://checkout.payway.com.kh` [C]. */
  baseUrl: string;
  /** Paths are settings because public integrations disagree on them; these defaults are the current API [C]. */
  purchasePath?: string;
  statusPath?: string;
};

export const ABA_PURCHASE_PATH = "/api/payment-gateway/v1/payments/purchase";
export const ABA_STATUS_PATH = "/api/payment-gateway/v1/payments/check-transaction-2";

/** PayWay's request time: UTC, `YYYYMMDDHHmmss` [C]. */
export function reqTimeOf(now: Date): string {
  return now.toISOString().replace(/\D/g, "").slice(0, 14);
}
