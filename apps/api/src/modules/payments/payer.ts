import type { Language } from "@isp/contracts/languages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { requestLanguage } from "../../http/request-language";
import { requireOwnCustomer } from "../billing/require-own-customer";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import { requireCustomerId } from "../identity/require-customer";
import { PAY_BILL_MESSAGES } from "./pay-bill-messages";
import type { PayBillTokens } from "./pay-bill-tokens";

export type PayerDeps = { db: Database; tokens: PayBillTokens; verifyAccessToken: AccessTokenVerifier };

/** Answers an error of the payment calls, in the caller's language. */
export function sendPaymentError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  messages: Record<Language, string>,
) {
  return reply.code(status).send({ error, message: messages[requestLanguage(request)] });
}

/**
 * The CID a request may pay for: the one its pay-my-bill token stands for (else 401), or, without
 * one, the signed-in customer's own (else 401, or 404 for another customer's CID).
 */
export async function payerOf(
  { db, tokens, verifyAccessToken }: PayerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  cid: string,
  token: string | undefined,
): Promise<string | null> {
  if (token === undefined) {
    return (await requireOwnCustomer(db, verifyAccessToken, request, reply, cid)) ? cid : null;
  }
  const customerId = tokens.customerOf(token);
  if (customerId !== null && customerId === cid) return customerId;
  sendPaymentError(request, reply, 401, "pay_bill_expired", PAY_BILL_MESSAGES.pay_bill_expired);
  return null;
}

/**
 * The customer whose payment orders a request may see: the token's CID, or the signed-in customer's.
 * null once an answer (401) was sent.
 */
export async function orderOwnerOf(
  { db, tokens, verifyAccessToken }: PayerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
): Promise<string | null> {
  const customerId =
    token === undefined
      ? await requireCustomerId(verifyAccessToken, db, request, reply)
      : tokens.customerOf(token);
  if (customerId === undefined) return null;
  if (!customerId) {
    sendPaymentError(request, reply, 401, "pay_bill_expired", PAY_BILL_MESSAGES.pay_bill_expired);
    return null;
  }
  return customerId;
}
