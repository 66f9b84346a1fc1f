import { z } from "zod";
import type { GatewayOutcome, GatewayRequest, StatusQuery } from "../gateway";
import { WING_INQUIRY_PATH, type WingSettings } from "./settings";
import { wingAmountOf } from "./wing-amount";

/**
 * Wing's inquiry [C-code S-W-3, S-W-4]: POST `{username, rest_api_key, remark, sandbox}` as JSON. That v2
 * payments are inquired the same way is not documented [I].
 */
export function statusRequestOf(query: StatusQuery, settings: WingSettings, _now: Date): GatewayRequest {
  return {
    url: `${settings.baseUrl}${settings.inquiryPath ?? WING_INQUIRY_PATH}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username: settings.merchantId,
      rest_api_key: settings.apiKey,
      remark: query.reference,
      sandbox: settings.sandbox ? "1" : "0",
    }),
  };
}

const answerShape = z.looseObject({
  errorCode: z.union([z.string(), z.number()]).transform(String),
  remark: z.string().optional(),
  amount: z.union([z.string(), z.number()]).optional(),
  currency: z.string().optional(),
  transaction_id: z.string().optional(),
});

/**
 * What the inquiry says [C-code S-W-3]: errorCode "200" with the payment's remark, amount, currency and
 * transaction_id means paid; any other errorCode (its reason in errorText) means not paid yet [I].
 * null when the answer is about another reference, in another currency, or not Wing's shape.
 */
export function parseStatusAnswer(answer: unknown, query: StatusQuery): GatewayOutcome | null {
  const parsed = answerShape.safeParse(answer);
  if (!parsed.success) return null;
  const { errorCode, remark, amount, currency, transaction_id } = parsed.data;
  if (errorCode !== "200") return { status: "pending", amountUsd: null, transactionId: null };
  if (remark !== query.reference || amount === undefined) return null;
  const paid = wingAmountOf(String(amount), currency);
  if (paid?.currency !== "USD") return null;
  return { status: "approved", amountUsd: paid.amount, transactionId: transaction_id || null };
}
