import { z } from "zod";
import { checkRequest } from "../gateways/pay88/checkout";
import { PAY88_ENTRY_PATH, PAY88_STATUS_PATH } from "../gateways/pay88/settings";
import { responseSignatureOf } from "../gateways/pay88/signature";
import type { SandboxContext } from "./gateway-simulator";
import { type GatewaySimulator, SANDBOX_ROUTE } from "./gateway-simulator";
import type { SandboxRecord } from "./sandbox-ledger";
import { findDecision } from "./sandbox-ledger";
import { renderDecisionPage, renderProblemsPage, sendSandboxPage } from "./sandbox-page";
import type { SandboxPayment } from "./sandbox-tickets";

const OF = { name: "iPay88", standsFor: "iPay88's payment page" };

const EnquirySchema = z.object({
  MerchantCode: z.string().max(20),
  RefNo: z.string().max(30),
  Amount: z.string().max(20),
});

/** iPay88's ErrDesc for a payment that did not go through [C §2.4 wording, I for the sandbox]. */
const ERROR_TEXTS = {
  approved: "",
  declined: "Transaction declined by bank",
  cancelled: "Customer Cancel Transaction",
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const plainAmount = (amount: string) => Number(amount.replaceAll(",", "")).toFixed(2);

/** The fields iPay88 sends back (to ResponseURL and BackendURL) for a decided payment, signed. */
function responseFieldsOf(payment: SandboxPayment, record: SandboxRecord, { settings }: SandboxContext) {
  const fields = {
    MerchantCode: settings.pay88.merchantId,
    PaymentId: payment.paymentId || "1",
    RefNo: payment.reference,
    Amount: payment.amount,
    Currency: payment.currency,
    Remark: "",
    TransId: record.transactionId,
    AuthCode: record.status === "approved" ? record.transactionId.slice(-6) : "",
    Status: record.status === "approved" ? "1" : "0",
    ErrDesc: ERROR_TEXTS[record.status],
  };
  return {
    ...fields,
    Signature: responseSignatureOf(fields, settings.pay88.apiKey, settings.pay88.signatureType),
  };
}

/** iPay88 in the sandbox: entry.asp, enquiry.asp, and the response and backend posts. */
export const pay88Simulator: GatewaySimulator = {
  of: OF,
  register(app, { settings, tickets, db }) {
    const pay88 = settings.pay88;
    app.post(PAY88_ENTRY_PATH, SANDBOX_ROUTE, async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, unknown>;
      const problems = checkRequest(fields, pay88);
      if (problems.length > 0) return sendSandboxPage(reply, renderProblemsPage(OF, problems), 400);
      const responseUrl = text(fields.ResponseURL);
      if (!URL.canParse(responseUrl)) {
        return sendSandboxPage(reply, renderProblemsPage(OF, ["ResponseURL: required here"]), 400);
      }
      const payment = {
        gateway: "pay88" as const,
        reference: text(fields.RefNo),
        amount: plainAmount(text(fields.Amount)),
        currency: text(fields.Currency),
        description: text(fields.ProdDesc),
        successUrl: responseUrl,
        failureUrl: responseUrl,
        callbackUrl: URL.canParse(text(fields.BackendURL)) ? text(fields.BackendURL) : null,
        paymentId: text(fields.PaymentId),
      };
      return sendSandboxPage(
        reply,
        renderDecisionPage(OF, "/sandbox/pay88/decide", tickets.ticketOf(payment), payment),
      );
    });

    // The re-query answers in plain text; its fields come in the query string or the form [C-code S-IP-3].
    app.post(PAY88_STATUS_PATH, SANDBOX_ROUTE, async (request, reply) => {
      reply.type("text/plain; charset=utf-8");
      const query = EnquirySchema.safeParse({ ...(request.query as object), ...(request.body as object) });
      if (!query.success || query.data.MerchantCode !== pay88.merchantId) return "Invalid parameters";
      const found = await findDecision(db, "pay88", query.data.RefNo);
      if (!found) return "Record not found";
      if (plainAmount(query.data.Amount) !== found.amount) return "Incorrect amount";
      return found.status === "approved" ? "00" : "Payment fail";
    });
  },
  // The backend post is sent for successful payments only [C §2.4].
  notificationOf(payment, record, context) {
    if (!payment.callbackUrl || record.status !== "approved") return null;
    return {
      url: payment.callbackUrl,
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(responseFieldsOf(payment, record, context)).toString(),
    };
  },
  returnOf: (payment, record, context) => ({
    url: payment.successUrl,
    fields: responseFieldsOf(payment, record, context),
  }),
};
