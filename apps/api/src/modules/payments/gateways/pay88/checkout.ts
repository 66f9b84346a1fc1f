import { z } from "zod";
import {
  amountText,
  type GatewayCheckout,
  type GatewayPayment,
  optionalField as optional,
  problemsOf,
  sameSignature,
} from "../gateway";
import { PAY88_ENTRY_PATH, PAY88_PAYMENT_IDS, type Pay88Settings } from "./settings";
import { requestSignatureOf } from "./signature";

/**
 * "Special characters are not allowed" in ProdDesc and Remark [C]; which ones are special is not written
 * down, so letters, digits, spaces and . , - _ ( ) / are allowed [I].
 */
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} .,\-_()/]*$/u;

/** Text with the characters iPay88 refuses turned into spaces, cut to a field's length. */
function plainOf(text: string, length: number): string {
  const plain = text.replace(/[^\p{L}\p{M}\p{N} .,\-_()/]+/gu, " ").replace(/\s+/g, " ");
  return [...plain.trim()].slice(0, length).join("").trim();
}

/**
 * The form the payer's browser posts to entry.asp [C §2.2]. ResponseURL is where the browser comes back
 * with the result; BackendURL receives the same fields server to server, on success only [C]. iPay88 has no
 * cancel URL: a cancelled payment comes back to ResponseURL with Status 0.
 * Field lengths are iPay88 Malaysia's technical spec's; that Cambodia's are the same is inferred [I].
 */
export function checkoutOf(payment: GatewayPayment, settings: Pay88Settings, _now: Date): GatewayCheckout {
  const signatureType = settings.signatureType ?? "sha1";
  const signed = {
    MerchantCode: settings.merchantId,
    RefNo: payment.reference,
    Amount: amountText(payment.amountUsd),
    Currency: "USD",
  };
  const { firstName, lastName, phone, email } = payment.payer;
  return {
    action: `${settings.baseUrl}${settings.entryPath ?? PAY88_ENTRY_PATH}`,
    method: "POST",
    encoding: "application/x-www-form-urlencoded",
    fields: {
      ...signed,
      PaymentId: payment.method ?? "",
      ProdDesc: plainOf(payment.description, 100),
      UserName: [...`${firstName} ${lastName}`.trim()].slice(0, 100).join(""),
      UserEmail: email && z.email().max(100).safeParse(email).success ? email : settings.fallbackEmail,
      UserContact: phone.replace(/[^\d+]/g, "").slice(0, 20),
      Lang: "UTF-8",
      // Malaysia names the algorithm when it is SHA-256 [C S-IP-5]; Cambodia's SHA-1 form has no such field.
      ...(signatureType === "sha256" ? { SignatureType: "SHA256" } : {}),
      Signature: requestSignatureOf(signed, settings.apiKey, signatureType),
      ResponseURL: payment.returnUrl,
      BackendURL: payment.callbackUrl,
    },
  };
}

const entryForm = z.looseObject({
  MerchantCode: z.string().min(1).max(20),
  PaymentId: optional(z.string().regex(/^\d{1,4}$/, "must be a PaymentId")),
  RefNo: z.string().min(1).max(30),
  // Two decimals, optionally with thousands separators as iPay88 writes them ("1,278.99") [C §2.4].
  Amount: z.string().regex(/^(\d{1,3}(,\d{3})+|\d+)\.\d{2}$/, "must have two decimals, such as 10.90"),
  Currency: z.enum(["USD", "KHR"]),
  ProdDesc: z.string().min(1).max(100).regex(PLAIN_TEXT, "must have no special characters"),
  UserName: z.string().min(1).max(100),
  UserEmail: z.email().max(100),
  UserContact: z.string().min(1).max(20),
  Remark: optional(z.string().max(100).regex(PLAIN_TEXT, "must have no special characters")),
  Lang: optional(z.string().max(20)),
  SignatureType: optional(z.enum(["SHA256"])),
  Signature: z.string().min(1).max(100),
  ResponseURL: optional(z.url().max(200)),
  BackendURL: optional(z.url().max(200)),
});

/**
 * What iPay88 would refuse in an entry.asp form (for the sandbox simulator): missing or malformed fields
 * [C field list, I lengths], another merchant ("Invalid merchant"), a PaymentId not offered in that currency,
 * a zero amount, a wrong Signature ("Signature not match" [C S-IP-7]).
 */
export function checkRequest(fields: Record<string, unknown>, settings: Pay88Settings): string[] {
  const parsed = entryForm.safeParse(fields);
  if (!parsed.success) return problemsOf(parsed);
  const form = parsed.data;
  const problems: string[] = [];
  if (form.MerchantCode !== settings.merchantId) problems.push("MerchantCode: Invalid merchant");
  const paymentIds: readonly string[] = PAY88_PAYMENT_IDS[form.Currency];
  if (form.PaymentId && form.PaymentId !== "0" && !paymentIds.includes(form.PaymentId)) {
    problems.push(`PaymentId: not offered in ${form.Currency}`);
  }
  if (Number(form.Amount.replaceAll(",", "")) <= 0) problems.push("Amount: must be more than zero");
  const type = form.SignatureType === "SHA256" ? "sha256" : "sha1";
  if (!sameSignature(form.Signature, requestSignatureOf(form, settings.apiKey, type))) {
    problems.push("Signature: Signature not match");
  }
  return problems;
}
