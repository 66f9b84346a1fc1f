import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a verified code lets its holder see and pay a CID's invoices. */
const PAY_BILL_TOKEN_MINUTES = 30;

/**
 * The token pay-my-bill gives for a right code (spec §7's `FirebaseToken`): the CID and the moment it
 * ends, signed with the link secret for this purpose alone. Nothing is stored.
 */
export type PayBillTokens = {
  tokenFor(customerId: string): { token: string; expiresAt: Date };
  /** The CID a token stands for, when it is genuine and not expired; else null. */
  customerOf(token: string): string | null;
};

export function createPayBillTokens(secret: string, now: () => Date = () => new Date()): PayBillTokens {
  const macOf = (payload: string) =>
    createHmac("sha256", secret).update(`pay-bill\n${payload}`).digest("base64url");
  return {
    tokenFor(customerId) {
      const expiresAt = new Date(now().getTime() + PAY_BILL_TOKEN_MINUTES * 60_000);
      const payload = Buffer.from(`${customerId}.${Math.floor(expiresAt.getTime() / 1000)}`).toString(
        "base64url",
      );
      return { token: `${payload}.${macOf(payload)}`, expiresAt };
    },
    customerOf(token) {
      const [payload = "", mac = ""] = token.split(".");
      const expected = macOf(payload);
      if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) {
        return null;
      }
      const match = /^(\d{1,20})\.(\d{1,12})$/.exec(Buffer.from(payload, "base64url").toString());
      if (!match) return null;
      return Number(match[2]) * 1000 > now().getTime() ? (match[1] ?? null) : null;
    },
  };
}
