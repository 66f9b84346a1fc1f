import { z } from "zod";
import { type GatewayOutcome, headerOf, type ReceivedRequest, sameSignature } from "../gateway";
import { statusOfCode } from "./payment-status";
import { callbackHashOf } from "./payway-hash";
import type { AbaSettings } from "./settings";

export const ABA_SIGNATURE_HEADER = "X-PayWay-HMAC-SHA512";

/**
 * PayWay's pushback: JSON `{tran_id, apv, status, return_params}`; `status` is "0" when paid, an int 0 in
 * older documents and "00" in the QR API [C §1.4]. Other values are read with the check-transaction codes [I].
 */
const pushback = z.looseObject({
  tran_id: z.string().min(1),
  apv: z.union([z.string(), z.number()]).nullish(),
  status: z.union([z.string().regex(/^\d{1,3}$/), z.number().int()]),
});

/**
 * What a PayWay callback says, or null when it is not PayWay's: no object body, no or a wrong
 * X-PayWay-HMAC-SHA512 header (checked in constant time), no tran_id. PayWay requires a check-transaction
 * call before anything is marked paid [C], so this only says which payment to check.
 */
export function verifyCallback(
  callback: ReceivedRequest,
  settings: AbaSettings,
): (GatewayOutcome & { reference: string }) | null {
  const { body } = callback;
  const signature = headerOf(callback.headers, ABA_SIGNATURE_HEADER);
  if (!signature || typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const expected = callbackHashOf(body as Record<string, unknown>, settings.callbackKey ?? settings.apiKey);
  if (!sameSignature(signature, expected)) return null;
  const parsed = pushback.safeParse(body);
  if (!parsed.success) return null;
  const { tran_id, apv, status } = parsed.data;
  return {
    reference: tran_id,
    status: statusOfCode(Number(status)),
    // The pushback carries no amount [C]: the status check gives it.
    amountUsd: null,
    transactionId: apv === null || apv === undefined || apv === "" ? null : String(apv),
  };
}
