import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { toCents } from "../../billing/money";

/**
 * The shape every card/wallet gateway adapter shares (aba/, pay88/, wing/), so the payments module can
 * treat them alike. Each adapter is pure: the caller sends the requests and passes the answers in.
 */

/** A payment the server created: it chose every value (the amount from the invoices, the reference). */
export type GatewayPayment = {
  reference: string;
  amountUsd: number;
  description: string;
  payer: { firstName: string; lastName: string; phone: string; email: string | null };
  /** The gateway's own name for the payment method the payer picked (PayWay payment_option, iPay88 PaymentId). */
  method?: string;
  /** Where the payer's browser lands after paying (our result page). */
  returnUrl: string;
  /** Where the gateway posts its server-to-server notification. */
  callbackUrl: string;
  cancelUrl: string;
};

/** The browser step: a form to submit (or, with GET, a URL to open with these query fields). */
export type GatewayCheckout = {
  action: string;
  method: "POST" | "GET";
  /** PayWay accepts multipart only; the browser's form needs this enctype. */
  encoding: "multipart/form-data" | "application/x-www-form-urlencoded";
  fields: Record<string, string>;
};

/** A server-to-server request for the caller to send as it is. */
export type GatewayRequest = {
  url: string;
  method: "POST" | "GET";
  headers: Record<string, string>;
  body: string;
};

/** "refunded" only comes from a status check: the payment was made and given back, so it is not paid. */
export type GatewayStatus = "approved" | "declined" | "cancelled" | "pending" | "refunded";

/** What a verified answer of a gateway says about one payment. */
export type GatewayOutcome = {
  status: GatewayStatus;
  /** The amount the gateway reports, in US dollars; null when its message carries none. */
  amountUsd: number | null;
  /** The gateway's own id of the transaction (approval code, TransId…), when it gives one. */
  transactionId: string | null;
};

/**
 * A request as the HTTP layer received it (a callback, or a request a sandbox checks): the parsed body
 * (JSON or form fields) and the headers.
 */
export type ReceivedRequest = {
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
};

/** The payment a status check asks about; iPay88's re-query needs the amount too. */
export type StatusQuery = { reference: string; amountUsd: number };

/** The amount with exactly two decimals ("10.00"), as every gateway wants it; whole cents only. */
export function amountText(amountUsd: number): string {
  const cents = toCents(amountUsd);
  if (!Number.isFinite(amountUsd) || cents <= 0 || Math.abs(amountUsd * 100 - cents) > 1e-6) {
    throw new Error(`A payment amount must be a positive number of whole cents, not ${amountUsd}`);
  }
  return (cents / 100).toFixed(2);
}

/**
 * Compares a signature someone sent with the one we computed in constant time (cross-provider notes §5),
 * so its timing tells nothing about how much of a forged signature was right.
 */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A header's value whatever case the sender wrote its name in (Node lowercases them, tests may not). */
export function headerOf(headers: ReceivedRequest["headers"], name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return (Array.isArray(value) ? value[0] : value) ?? null;
  }
  return null;
}

/** Standard padded Base64 of a text's UTF-8 bytes (PayWay's return_url and items, Wing's Referer and token). */
export function base64Of(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}

/** An optional form field: gateways treat an empty value as an absent one. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** zod's complaints about a request as the list of problems a sandbox answers with ("tran_id: too long"). */
export function problemsOf(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".") || "request"}: ${issue.message}`);
}
