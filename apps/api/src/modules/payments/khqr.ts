import QRCode from "qrcode";
import { CURRENCY, KHQR, TAG } from "ts-khqr";

/** The provider's Bakong account that KHQR payments go to (KHQR_* settings). */
export type KhqrAccount = {
  /** `name@bank`, at most 32 characters. */
  accountId: string;
  /** At most 25 characters; the payer's banking app shows it. */
  merchantName: string;
  /** At most 15 characters. */
  merchantCity: string;
};

export type IssuedKhqr = { qr: string; md5: string };

/**
 * A dynamic KHQR (EMVCo, NBC's Bakong) for an amount in US dollars, with the payment's reference as
 * its bill number and an expiry, made by ts-khqr (tests cross-check it with NBC's bakong-khqr).
 */
export function issueKhqr(
  account: KhqrAccount,
  { amountUsd, reference, expiresAt }: { amountUsd: number; reference: string; expiresAt: Date },
): IssuedKhqr {
  const made = KHQR.generate({
    tag: TAG.INDIVIDUAL,
    accountID: account.accountId,
    merchantName: account.merchantName,
    merchantCity: account.merchantCity,
    currency: CURRENCY.USD,
    amount: amountUsd,
    expirationTimestamp: expiresAt.getTime(),
    additionalData: { billNumber: reference },
  });
  if (made.status.code !== 0 || !made.data) {
    throw new Error(`KHQR not made: ${made.status.message ?? made.status.errorCode}`);
  }
  return { qr: made.data.qr, md5: made.data.md5 };
}

/** A KHQR drawn as an SVG data URL (by qrcode), for the payer's phone to scan. */
export async function qrImageOf(qr: string): Promise<string> {
  const svg = await QRCode.toString(qr, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** What a KHQR asks to be paid, read back from its string; null when it is not a valid KHQR. */
export function readKhqr(qr: string) {
  if (!KHQR.verify(qr).isValid) return null;
  const parsed = KHQR.parse(qr).data;
  if (!parsed) return null;
  return {
    accountId: parsed.bakongAccountID ?? "",
    merchantName: parsed.merchantName ?? "",
    currency: parsed.transactionCurrency === CURRENCY.USD ? "USD" : "KHR",
    amount: parsed.transactionAmount ?? "",
    billNumber: parsed.billNumber ?? "",
  };
}
