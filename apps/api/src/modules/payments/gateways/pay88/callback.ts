import { z } from "zod";
import { type GatewayOutcome, type ReceivedRequest, sameSignature } from "../gateway";
import type { Pay88Settings } from "./settings";
import { responseSignatureOf } from "./signature";

const responseForm = z.looseObject({
  MerchantCode: z.string().min(1),
  PaymentId: z.string().regex(/^\d{1,4}$/),
  RefNo: z.string().min(1),
  Amount: z.string().regex(/^(\d{1,3}(,\d{3})+|\d+)\.\d{2}$/),
  Currency: z.string(),
  TransId: z.string().optional(),
  Status: z.enum(["0", "1"]),
  ErrDesc: z.string().optional(),
  Signature: z.string().min(1),
});

/**
 * What an iPay88 response says, or null when it is not iPay88's: the same fields reach ResponseURL (the
 * payer's browser) and BackendURL (server to server, success only, answered with RECEIVEOK) [C §2.4].
 * The Signature is checked in constant time; another merchant's or a non-USD payment is not ours.
 * Status "1" is success, "0" failure [C]; a failure whose ErrDesc speaks of cancelling is read as the payer
 * cancelling [I].
 */
export function verifyCallback(
  callback: ReceivedRequest,
  settings: Pay88Settings,
): (GatewayOutcome & { reference: string }) | null {
  const parsed = responseForm.safeParse(callback.body);
  if (!parsed.success) return null;
  const form = parsed.data;
  const expected = responseSignatureOf(form, settings.apiKey, settings.signatureType);
  if (!sameSignature(form.Signature, expected)) return null;
  if (form.MerchantCode !== settings.merchantId || form.Currency !== "USD") return null;
  const failed = /cancel/i.test(form.ErrDesc ?? "") ? "cancelled" : "declined";
  return {
    reference: form.RefNo,
    status: form.Status === "1" ? "approved" : failed,
    amountUsd: Number(form.Amount.replaceAll(",", "")),
    transactionId: form.TransId || null,
  };
}
