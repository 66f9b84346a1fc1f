import { z } from "zod";
import type { GatewayOutcome, GatewayRequest, StatusQuery } from "../gateway";
import { statusOfCode } from "./payment-status";
import { payWayHash } from "./payway-hash";
import { ABA_STATUS_PATH, type AbaSettings, reqTimeOf } from "./settings";

/**
 * PayWay's check-transaction-2 call [C §1.5]: JSON `{req_time, merchant_id, tran_id, hash}` with
 * hash = Base64(HMAC-SHA512(API key, req_time + merchant_id + tran_id)).
 */
export function statusRequestOf(query: StatusQuery, settings: AbaSettings, now: Date): GatewayRequest {
  const req_time = reqTimeOf(now);
  const hash = payWayHash(settings.apiKey, `${req_time}${settings.merchantId}${query.reference}`);
  return {
    url: `${settings.baseUrl}${settings.statusPath ?? ABA_STATUS_PATH}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ req_time, merchant_id: settings.merchantId, tran_id: query.reference, hash }),
  };
}

const apiCode = z.union([z.string(), z.number()]).transform((code) => String(code).padStart(2, "0"));

const answerShape = z.looseObject({
  status: z.looseObject({ code: apiCode, tran_id: z.string().nullish() }),
  data: z
    .looseObject({
      payment_status_code: z.number().int(),
      original_amount: z.number().nonnegative(),
      payment_currency: z.string(),
      apv: z.union([z.string(), z.number()]).nullish(),
    })
    .nullish(),
});

/**
 * What check-transaction-2 says about the payment, or null when the answer is not about it (another
 * tran_id, another currency than our US dollars, a missing or malformed `data`).
 * `status.code` is the outcome of the call, not of the payment: anything but "00" (wrong hash, not found
 * yet, rate limit…) leaves the payment pending, as a public integration does [C-code §1.5].
 * The amount is `original_amount`, the amount we asked for; `payment_amount` may differ after
 * a PayWay discount, which is PayWay's to bear [I].
 */
export function parseStatusAnswer(answer: unknown, query: StatusQuery): GatewayOutcome | null {
  const parsed = answerShape.safeParse(answer);
  if (!parsed.success) return null;
  const { status, data } = parsed.data;
  if (status.tran_id && status.tran_id !== query.reference) return null;
  if (status.code !== "00") return { status: "pending", amountUsd: null, transactionId: null };
  if (data?.payment_currency !== "USD") return null;
  return {
    status: statusOfCode(data.payment_status_code),
    amountUsd: data.original_amount,
    transactionId: data.apv === null || data.apv === undefined || data.apv === "" ? null : String(data.apv),
  };
}
