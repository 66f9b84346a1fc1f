/** A merchant's iPay88 Cambodia account (reference notes §2). */
export type Pay88Settings = {
  /** iPay88's MerchantCode (KHxxxxx). */
  merchantId: string;
  /** iPay88's MerchantKey, shared only between iPay88 and the merchant: the secret of every signature. */
  apiKey: string;
  /** `https://payment.ipay88.com.kh` or `https://sandbox.ipay88.com.kh` [C-code]. */
  baseUrl: string;
  /**
   * Cambodia signs with Base64(SHA-1) [C]; iPay88 Malaysia moved to SHA-256 hex over the same fields [C], so
   * the algorithm is a switch in case Cambodia follows [I].
   */
  signatureType?: "sha1" | "sha256";
  /** UserEmail is mandatory [C]; this address stands in for a payer who gave none [I]. */
  fallbackEmail: string;
  /** Paths are settings because the SDKs disagree on the hosts and ports around them [C-code]. */
  entryPath?: string;
  statusPath?: string;
};

export const PAY88_ENTRY_PATH = "/epayment/entry.asp";
export const PAY88_STATUS_PATH = "/epayment/enquiry.asp";

/**
 * Cambodian PaymentIds by currency [C §2.2]; an empty PaymentId (or 0) lets the payer choose among all the
 * merchant's methods [C]. That a KHR-only id is refused with USD is inferred from the table [I].
 */
export const PAY88_PAYMENT_IDS = {
  USD: ["1", "15", "3", "9", "11", "233", "235", "238", "240", "242", "246", "248", "251"],
  KHR: ["4", "10", "236", "239", "243", "247", "249", "252"],
} as const;
