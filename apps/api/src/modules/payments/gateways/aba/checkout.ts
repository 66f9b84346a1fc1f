import { z } from "zod";
import {
  amountText,
  base64Of,
  type GatewayCheckout,
  type GatewayPayment,
  optionalField as optional,
  problemsOf,
  sameSignature,
} from "../gateway";
import { purchaseHashOf } from "./payway-hash";
import { ABA_PURCHASE_PATH, type AbaSettings, reqTimeOf } from "./settings";

/** PayWay's payment_option values [C §1.2]; `abapay` and `abapay_deeplink` are older integrations' [C-code]. */
export const ABA_PAYMENT_OPTIONS = [
  "cards",
  "abapay_khqr",
  "abapay_khqr_deeplink",
  "alipay",
  "wechat",
  "google_pay",
  "abapay",
  "abapay_deeplink",
] as const;

/** "No special characters" in names [C]; which ones count as special is not documented, so letters and digits only [I]. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} ]*$/u;

/** A payer's name as PayWay takes it: letters, digits and single spaces, at most 20 characters. */
function nameOf(name: string): string {
  const plain = name.replace(/[^\p{L}\p{M}\p{N}]+/gu, " ").trim();
  return [...plain].slice(0, 20).join("").trim();
}

/**
 * The purchase form the payer's browser posts (multipart) to PayWay [C §1.2, §1.3]. Only fields with a
 * value are posted, and the hash covers exactly those. `return_url` is PayWay's server-to-server callback,
 * sent Base64-encoded [C]; the payer's browser comes back to `continue_success_url`.
 */
export function checkoutOf(payment: GatewayPayment, settings: AbaSettings, now: Date): GatewayCheckout {
  const amount = amountText(payment.amountUsd);
  const { email, phone } = payment.payer;
  const wanted: Record<string, string | undefined> = {
    req_time: reqTimeOf(now),
    merchant_id: settings.merchantId,
    tran_id: payment.reference,
    amount,
    items: base64Of(JSON.stringify([{ name: payment.description, quantity: 1, price: Number(amount) }])),
    firstname: nameOf(payment.payer.firstName),
    lastname: nameOf(payment.payer.lastName),
    // Optional fields PayWay would refuse are left out rather than cut (an e-mail cut short is wrong).
    email: email && email.length <= 50 ? email : undefined,
    phone: phone.replace(/[^\d+]/g, "").slice(0, 20),
    type: "purchase",
    payment_option: payment.method,
    return_url: base64Of(payment.callbackUrl),
    cancel_url: payment.cancelUrl,
    continue_success_url: payment.returnUrl,
    currency: "USD",
    // Echoed back in the callback: the reference again, so a callback names its payment twice.
    return_params: payment.reference,
  };
  const fields = Object.fromEntries(
    Object.entries(wanted).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    action: `${settings.baseUrl}${settings.purchasePath ?? ABA_PURCHASE_PATH}`,
    method: "POST",
    encoding: "multipart/form-data",
    fields: { ...fields, hash: purchaseHashOf(fields, settings.apiKey) },
  };
}

const isBase64 = (text: string) => /^[A-Za-z0-9+/]*={0,2}$/.test(text) && text.length % 4 === 0;
const fromBase64 = (text: string) => Buffer.from(text, "base64").toString("utf8");

const purchaseForm = z.looseObject({
  req_time: z.string().regex(/^\d{14}$/, "must be UTC YYYYMMDDHHmmss"),
  merchant_id: z.string().min(1).max(30),
  // PayWay's sandbox: "The tran_id cannot empty and exceed 20 characters", and refuses "#" [C-code].
  tran_id: z
    .string()
    .min(1)
    .max(20)
    .refine((text) => !text.includes("#"), "must not contain #"),
  amount: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, "must be a decimal(10,2) such as 10.00"),
  items: optional(
    z.string().refine((text) => {
      if (!isBase64(text)) return false;
      try {
        return Array.isArray(JSON.parse(fromBase64(text)));
      } catch {
        return false;
      }
    }, "must be Base64 of a JSON array"),
  ),
  shipping: optional(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, "must be a number")),
  firstname: optional(z.string().max(20).regex(NAME_CHARACTERS, "must have no special characters")),
  lastname: optional(z.string().max(20).regex(NAME_CHARACTERS, "must have no special characters")),
  email: optional(z.string().max(50)),
  phone: optional(z.string().max(20)),
  type: optional(z.enum(["purchase", "pre-auth"])),
  payment_option: optional(z.enum(ABA_PAYMENT_OPTIONS)),
  currency: optional(z.enum(["USD", "KHR"])),
  return_url: optional(
    z.string().refine((text) => isBase64(text) && URL.canParse(fromBase64(text)), "must be Base64 of a URL"),
  ),
  cancel_url: optional(z.url()),
  continue_success_url: optional(z.url()),
  skip_success_page: optional(z.enum(["0", "1"])),
  view_type: optional(z.enum(["hosted_view", "popup"])),
  lifetime: optional(z.string().regex(/^\d+$/, "must be a whole number")),
  google_pay_token: optional(z.string()),
  hash: z.string().min(1),
});

/**
 * What PayWay would refuse in a purchase form (for the sandbox simulator): missing or malformed fields, too
 * long values, an amount under the minimum (0.01 USD or 100 KHR [C]), another merchant, a wrong hash.
 */
export function checkRequest(fields: Record<string, unknown>, settings: AbaSettings): string[] {
  const parsed = purchaseForm.safeParse(fields);
  if (!parsed.success) return problemsOf(parsed);
  const form = parsed.data;
  const problems: string[] = [];
  if (form.merchant_id !== settings.merchantId) problems.push("merchant_id: unknown merchant");
  // Without a currency PayWay uses the merchant profile's; ours is in US dollars [I].
  const minimum = form.currency === "KHR" ? 100 : 0.01;
  if (Number(form.amount) < minimum) problems.push(`amount: must be at least ${minimum}`);
  if (form.payment_option === "google_pay" && !form.google_pay_token) {
    problems.push("google_pay_token: required with payment_option google_pay");
  }
  const posted = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (!sameSignature(form.hash, purchaseHashOf(posted, settings.apiKey))) problems.push("hash: wrong hash");
  return problems;
}
