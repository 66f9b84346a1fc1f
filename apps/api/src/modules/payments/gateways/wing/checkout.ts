import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  amountText,
  base64Of,
  type GatewayCheckout,
  type GatewayPayment,
  type GatewayRequest,
  headerOf,
  problemsOf,
  type ReceivedRequest,
  sameSignature,
} from "../gateway";
import { WING_AUTHORIZATION_PATH, WING_CONFIRM_PATH, type WingSettings } from "./settings";
import { payloadJsonOf, payloadOf, wingHashOf } from "./wing-crypto";

/*
 * Wing's v2 Online SDK (reference notes §3.2) takes two steps where the other gateways take one: our server
 * asks Wing for a token (authorizationRequestOf, parseAuthorizationAnswer), then the payer's browser opens
 * the confirm page with it (checkoutOf). v1's single form is not offered: it posts rest_api_key from the
 * browser [C-code], which would hand our key to every payer.
 */

/**
 * The server-to-server authorization call [C-code S-W-5]: JSON `{username, rest_api_key, payload, hash,
 * sandbox}`, with the Referer Base64 of our origin. `randStr` (16 hex characters, the hash's IV) is
 * random unless a test fixes it.
 */
export function authorizationRequestOf(
  payment: GatewayPayment,
  settings: WingSettings,
  now: Date,
  randStr: string = randomBytes(8).toString("hex"),
): GatewayRequest {
  const amount = amountText(payment.amountUsd);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  // The PHP client's field order; Wing parses the JSON, so it is kept only to match the reference vector.
  const order = {
    amount,
    bill_till_rbtn: "0",
    bill_till_number: settings.billerCode,
    order_reference_no: payment.reference,
    return_url: payment.returnUrl,
    cancel_url: payment.cancelUrl,
    rand_str: randStr,
    timestamp,
    wing_account: "",
    integration_type: "WEBAPP",
    is_wingapp_installed: "1",
    merchant_name: "",
  };
  const hash = wingHashOf(
    { username: settings.merchantId, rest_api_key: settings.apiKey, ...order },
    settings.password,
  );
  return {
    url: `${settings.baseUrl}${settings.authorizationPath ?? WING_AUTHORIZATION_PATH}`,
    method: "POST",
    headers: { "content-type": "application/json", referer: base64Of(settings.merchantOrigin) },
    body: JSON.stringify({
      username: settings.merchantId,
      rest_api_key: settings.apiKey,
      payload: payloadOf(JSON.stringify(order), settings.password),
      hash,
      sandbox: settings.sandbox ? "1" : "0",
    }),
  };
}

const authorizationAnswer = z.looseObject({ errorCode: z.literal("200"), token: z.string().min(1) });

/** The token of Wing's answer `{"errorCode":"200","token":"…"}`, or null for `{errorCode, errorText}` [C-code]. */
export function parseAuthorizationAnswer(answer: unknown): string | null {
  const parsed = authorizationAnswer.safeParse(answer);
  return parsed.success ? parsed.data.token : null;
}

/** The browser step: open Wing's confirm page with the token, Base64-encoded [C-code S-W-5]. */
export function checkoutOf(token: string, settings: WingSettings): GatewayCheckout {
  return {
    action: `${settings.baseUrl}${settings.confirmPath ?? WING_CONFIRM_PATH}`,
    method: "GET",
    encoding: "application/x-www-form-urlencoded",
    fields: { token: base64Of(token) },
  };
}

const authorizationBody = z.looseObject({
  username: z.string().min(1),
  rest_api_key: z.string().min(1),
  payload: z.string().min(1),
  hash: z.string().regex(/^[0-9A-F]{64}$/, "must be uppercase hex SHA-256"),
  sandbox: z.enum(["0", "1"]),
});

const payloadFields = z.looseObject({
  amount: z.string().regex(/^\d+\.\d{2}$/, "must have two decimals, such as 1.00"),
  bill_till_rbtn: z.literal("0"),
  bill_till_number: z.string().min(1),
  order_reference_no: z.string().min(1),
  return_url: z.url(),
  cancel_url: z.url(),
  // The hash's AES IV: exactly 16 characters; the clients make them hex [C-code].
  rand_str: z.string().regex(/^[0-9a-f]{16}$/, "must be 16 hex characters"),
  timestamp: z.string().regex(/^\d{10}$/, "must be unix seconds"),
  wing_account: z.string(),
  integration_type: z.enum(["WEBAPP", "MOBAPP"]),
  is_wingapp_installed: z.enum(["0", "1"]),
  merchant_name: z.string(),
});

/**
 * What Wing would refuse in an authorization call (for the sandbox simulator): a Referer other than
 * Base64 of our origin, unknown credentials, a payload our password does not open or with missing or
 * malformed fields, another biller, a zero amount, a wrong hash. Which of these Wing checks, and how it
 * words them, is not documented [I].
 */
export function checkRequest(request: ReceivedRequest, settings: WingSettings): string[] {
  const problems: string[] = [];
  if (headerOf(request.headers, "referer") !== base64Of(settings.merchantOrigin)) {
    problems.push("referer: must be Base64 of the merchant's registered origin");
  }
  const body = authorizationBody.safeParse(request.body);
  if (!body.success) return [...problems, ...problemsOf(body)];
  const { username, rest_api_key, payload, hash } = body.data;
  if (username !== settings.merchantId || !sameSignature(rest_api_key, settings.apiKey)) {
    return [...problems, "username: unknown merchant or rest_api_key"];
  }
  const json = payloadJsonOf(payload, settings.password);
  const fields = payloadFields.safeParse(json);
  if (!fields.success) {
    return [...problems, ...(json === null ? ["payload: cannot be decrypted"] : problemsOf(fields))];
  }
  const order = fields.data;
  if (order.bill_till_number !== settings.billerCode) problems.push("bill_till_number: unknown biller");
  if (Number(order.amount) <= 0) problems.push("amount: must be more than zero");
  const expected = wingHashOf({ username, rest_api_key, ...order }, settings.password);
  if (!sameSignature(hash, expected)) problems.push("hash: wrong hash");
  return problems;
}
