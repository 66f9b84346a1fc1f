import { createHash } from "node:crypto";

type SignatureType = "sha1" | "sha256";

/** Base64 of the raw SHA-1 digest in Cambodia [C §2.3]; lowercase hex SHA-256 in Malaysia's newer spec [C]. */
export function pay88Signature(text: string, type: SignatureType = "sha1"): string {
  return type === "sha1"
    ? createHash("sha1").update(text, "utf8").digest("base64")
    : createHash("sha256").update(text, "utf8").digest("hex");
}

/** The amount as it enters a signature: "1,278.99" → "127899" [C §2.3, §2.4]. */
function amountDigits(amount: string): string {
  return amount.replace(/[.,]/g, "");
}

/** The request's Signature: MerchantKey + MerchantCode + RefNo + amount digits + Currency [C-code S-IP-2, V]. */
export function requestSignatureOf(
  fields: { MerchantCode: string; RefNo: string; Amount: string; Currency: string },
  merchantKey: string,
  type?: SignatureType,
): string {
  const { MerchantCode, RefNo, Amount, Currency } = fields;
  return pay88Signature(`${merchantKey}${MerchantCode}${RefNo}${amountDigits(Amount)}${Currency}`, type);
}

/**
 * The response's Signature: MerchantKey + MerchantCode + PaymentId + RefNo + amount digits + Currency + Status
 * [C field list S-IP-1, C-code S-IP-2, S-IP-3]. The README's worked example leaves PaymentId out; its value
 * is the hash of that typo'd string, so the field list wins (reference notes §2.3).
 */
export function responseSignatureOf(
  fields: {
    MerchantCode: string;
    PaymentId: string;
    RefNo: string;
    Amount: string;
    Currency: string;
    Status: string;
  },
  merchantKey: string,
  type?: SignatureType,
): string {
  const { MerchantCode, PaymentId, RefNo, Amount, Currency, Status } = fields;
  return pay88Signature(
    `${merchantKey}${MerchantCode}${PaymentId}${RefNo}${amountDigits(Amount)}${Currency}${Status}`,
    type,
  );
}
