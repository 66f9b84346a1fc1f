import { z } from "zod";
import type { GatewayOutcome, ReceivedRequest } from "../gateway";
import type { WingSettings } from "./settings";
import { wingAmountOf } from "./wing-amount";
import { contentsJsonOf } from "./wing-crypto";

const notification = z.looseObject({
  remark: z.string().min(1),
  amount: z.string(),
  transaction_id: z.string().min(1),
  currency: z.string().optional(),
});

/**
 * What a Wing notification says, or null when it was not made with our key or is malformed. Wing posts a
 * form field `contents`: AES-256-CBC of a JSON (key SHA-256 of rest_api_key, zero IV) [C-code S-W-3, §3.1];
 * `remark` is our reference. There is no signature to compare: only holding the key makes a readable
 * notification, and CBC without a MAC can still be bent, so the inquiry must confirm every payment.
 * Wing notifies paid payments only [C-code], hence "approved". That v2 notifies the same way is [I].
 */
export function verifyCallback(
  callback: ReceivedRequest,
  settings: WingSettings,
): (GatewayOutcome & { reference: string }) | null {
  const contents = z.object({ contents: z.string().min(1) }).safeParse(callback.body);
  if (!contents.success) return null;
  const parsed = notification.safeParse(contentsJsonOf(contents.data.contents, settings.apiKey));
  if (!parsed.success) return null;
  const { remark, amount, transaction_id, currency } = parsed.data;
  const paid = wingAmountOf(amount, currency);
  if (paid?.currency !== "USD") return null;
  return { reference: remark, status: "approved", amountUsd: paid.amount, transactionId: transaction_id };
}
