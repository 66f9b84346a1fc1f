import { z } from "zod";
import { readFormFields } from "../../../http/form-bodies";
import { ABA_SIGNATURE_HEADER } from "../gateways/aba/callback";
import { checkRequest } from "../gateways/aba/checkout";
import { callbackHashOf, payWayHash } from "../gateways/aba/payway-hash";
import { ABA_PURCHASE_PATH, ABA_STATUS_PATH } from "../gateways/aba/settings";
import { sameSignature } from "../gateways/gateway";
import { type GatewaySimulator, SANDBOX_ROUTE } from "./gateway-simulator";
import { findDecision } from "./sandbox-ledger";
import { renderDecisionPage, renderProblemsPage, sendSandboxPage } from "./sandbox-page";

const OF = { name: "ABA PayWay", standsFor: "ABA PayWay's checkout page" };

const StatusBodySchema = z.object({
  req_time: z.string().max(20),
  merchant_id: z.string().max(30),
  tran_id: z.string().max(20),
  hash: z.string().max(200),
});

/** PayWay's payment_status_code of a decision [C §1.5]. */
const STATUS_CODES = { approved: 0, declined: 3, cancelled: 7 } as const;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const decoded = (base64: string | undefined) =>
  base64 ? Buffer.from(base64, "base64").toString("utf8") : null;

/** ABA PayWay in the sandbox: the purchase form, check-transaction-2 and the pushback. */
export const abaSimulator: GatewaySimulator = {
  of: OF,
  register(app, { settings, tickets, db }) {
    const aba = settings.aba;
    app.post(ABA_PURCHASE_PATH, SANDBOX_ROUTE, async (request, reply) => {
      const fields = (await readFormFields(request, { fields: 40, fieldBytes: 4096 })) as Record<
        string,
        unknown
      >;
      const problems = checkRequest(fields, aba);
      if (problems.length > 0) return sendSandboxPage(reply, renderProblemsPage(OF, problems), 400);
      const successUrl = text(fields.continue_success_url) ?? "";
      const payment = {
        gateway: "aba" as const,
        reference: text(fields.tran_id) ?? "",
        amount: Number(text(fields.amount)).toFixed(2),
        currency: text(fields.currency) ?? "USD",
        description: `${text(fields.firstname) ?? ""} ${text(fields.lastname) ?? ""}`.trim(),
        successUrl,
        failureUrl: text(fields.cancel_url) ?? successUrl,
        callbackUrl: decoded(text(fields.return_url)),
        paymentId: "",
      };
      if (!URL.canParse(successUrl)) {
        return sendSandboxPage(reply, renderProblemsPage(OF, ["continue_success_url: required here"]), 400);
      }
      return sendSandboxPage(
        reply,
        renderDecisionPage(OF, "/sandbox/aba/decide", tickets.ticketOf(payment), payment),
      );
    });

    app.post(ABA_STATUS_PATH, SANDBOX_ROUTE, async (request) => {
      const body = StatusBodySchema.safeParse(request.body);
      if (!body.success) return { status: { code: "1", message: "Invalid request" } };
      const { req_time, merchant_id, tran_id, hash } = body.data;
      const expected = payWayHash(aba.apiKey, `${req_time}${merchant_id}${tran_id}`);
      if (merchant_id !== aba.merchantId || !sameSignature(hash, expected)) {
        return { status: { code: "1", message: "Wrong hash" } };
      }
      const found = await findDecision(db, "aba", tran_id);
      if (!found) return { status: { code: "11", message: "Transaction not found", tran_id } };
      return {
        status: { code: "00", message: "Success!", tran_id },
        data: {
          payment_status_code: STATUS_CODES[found.status],
          payment_status: found.status.toUpperCase(),
          original_amount: Number(found.amount),
          payment_amount: Number(found.amount),
          payment_currency: found.currency,
          apv: found.transactionId,
          transaction_date: found.createdAt.toISOString(),
        },
      };
    });
  },
  notificationOf(payment, record, { settings }) {
    if (!payment.callbackUrl) return null;
    const body = {
      tran_id: payment.reference,
      apv: record.transactionId,
      status: String(STATUS_CODES[record.status]),
      return_params: payment.reference,
    };
    const key = settings.aba.callbackKey ?? settings.aba.apiKey;
    return {
      url: payment.callbackUrl,
      contentType: "application/json",
      headers: { [ABA_SIGNATURE_HEADER]: callbackHashOf(body, key) },
      body: JSON.stringify(body),
    };
  },
  returnOf: (payment, record) => ({
    url: record.status === "approved" ? payment.successUrl : payment.failureUrl,
  }),
};
