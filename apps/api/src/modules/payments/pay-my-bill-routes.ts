import { CODE_TTL_MINUTES } from "@isp/contracts/identity/codes";
import {
  CreateFastPaymentOrderCall,
  CreateKhqrFastPaymentOrderCall,
  CreateWebSdkFastPaymentOrderCall,
} from "@isp/contracts/payments/fast-payment";
import {
  GetPayMyBillInfoCall,
  ListPayMyBillInvoicesCall,
  rielsOf,
  VerifyPayMyBillCodeCall,
} from "@isp/contracts/payments/pay-my-bill";
import {
  CreateInvoiceOrderCall,
  CreateKhqrInvoiceOrderCall,
  CreateWebSdkInvoiceOrderCall,
  GetPaymentOrderCall,
  type PaymentOrderMethod,
} from "@isp/contracts/payments/payment-orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeCall } from "../../http/call-route";
import { formRateLimit } from "../../http/rate-limit";
import { requestLanguage } from "../../http/request-language";
import { captchaFailedIssue, sendValidationErrors } from "../../http/validation-errors";
import { toCents } from "../billing/money";
import type { Captcha } from "../captcha/captcha";
import { IDENTITY_MESSAGES } from "../identity/identity-messages";
import { checkCode, countCodesSince, issueCode } from "../identity/verification-codes";
import { queueSms } from "../notifications/queue-sms";
import { orderMessage } from "../orders/order-messages";
import { findCustomer } from "../selfcare/customers";
import { PAY_BILL_MESSAGES, payBillCodeText } from "./pay-bill-messages";
import { orderOwnerOf, type PayerDeps, payerOf, sendPaymentError } from "./payer";
import {
  createOrder,
  describeOrder,
  findOrder,
  type PaymentOrdersDeps,
  refreshOrder,
} from "./payment-orders";

export type PayMyBillOptions = Omit<PaymentOrdersDeps, "log"> &
  PayerDeps & { captcha: Captcha; formRateLimit: number; khrPerUsd: number };

// Codes a CID may be sent within a window, whether it exists or not (so the limit tells nothing).
const CODES_PER_CID = 5;
const CODE_WINDOW_MS = 15 * 60_000;
// Every answer of step 1 takes at least this long, so its time does not tell whether the CID exists.
const MIN_INFO_ANSWER_MS = 400;

const interactionOf = (cid: string) => `pay-bill:${cid}`;

/** The gateway a payment call pays through: named in its body, or the web SDK's or KHQR's own call. */
function paymentMethodOf(body: object & { paymentMethod?: PaymentOrderMethod }): PaymentOrderMethod {
  if (body.paymentMethod) return body.paymentMethod;
  return "origin" in body ? "wingwebsdk" : "khqr";
}

/** scag PayMyBill and PayKHQRBill: paying a CID's unpaid invoices without an account (spec §2, §7). */
export const payMyBillRoutes: FastifyPluginAsyncZod<PayMyBillOptions> = async (app, pluginOptions) => {
  const options = { ...pluginOptions, log: app.log };
  const { db, billing, captcha, tokens, khrPerUsd } = options;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  routeCall(
    app,
    GetPayMyBillInfoCall,
    { config: formRateLimit(options.formRateLimit) },
    async (request, reply) => {
      const started = Date.now();
      const { cid } = request.params;
      const language = requestLanguage(request);
      if (!(await captcha.isSolved(request.query.captchaResponse))) {
        return sendValidationErrors(request, reply, [captchaFailedIssue]);
      }
      const since = new Date(started - CODE_WINDOW_MS);
      const recent = await countCodesSince(db, {
        purpose: "pay-bill",
        interactionUid: interactionOf(cid),
        since,
      });
      if (recent >= CODES_PER_CID) {
        return sendPaymentError(request, reply, 429, "too_many_codes", PAY_BILL_MESSAGES.too_many_codes);
      }
      const customer = await findCustomer(db, cid);
      // A code is made for an unknown CID too: it is never sent, and no code can match it.
      const { id, code } = await issueCode(db, {
        purpose: "pay-bill",
        interactionUid: interactionOf(cid),
        payload: { customerId: customer ? cid : null },
      });
      if (customer) {
        await queueSms(db, {
          template: "pay-bill-code",
          to: customer.phone,
          language,
          text: payBillCodeText(language, { code, customerId: cid }),
        });
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, started + MIN_INFO_ANSWER_MS - Date.now())),
      );
      return { data: { verificationId: id, expiresInMinutes: CODE_TTL_MINUTES } };
    },
  );

  routeCall(
    app,
    VerifyPayMyBillCodeCall,
    { config: formRateLimit(options.formRateLimit) },
    async (request, reply) => {
      const { cid } = request.params;
      const checked = await checkCode(db, {
        id: request.body.verificationId,
        purpose: "pay-bill",
        interactionUid: interactionOf(cid),
        code: request.body.code,
      });
      if (!checked.ok || checked.payload.customerId !== cid) {
        const reason = checked.ok ? "invalid_code" : checked.reason;
        return sendPaymentError(
          request,
          reply,
          reason === "too_many_attempts" ? 429 : 400,
          reason,
          IDENTITY_MESSAGES[reason],
        );
      }
      const { token, expiresAt } = tokens.tokenFor(cid);
      return { data: { token, expiresAt: expiresAt.toISOString() } };
    },
  );

  routeCall(app, ListPayMyBillInvoicesCall, {}, async (request, reply) => {
    const { cid } = request.params;
    const customerId = await payerOf(options, request, reply, cid, request.query.FirebaseToken);
    if (!customerId) return reply;
    const [customer, unpaid, credit] = await Promise.all([
      findCustomer(db, customerId),
      billing.listInvoices(customerId, { status: "unpaid" }),
      billing.creditOf(customerId),
    ]);
    return {
      data: {
        customerName: customer?.name ?? "",
        khrPerUsd,
        credit,
        invoices: unpaid.map((invoice) => ({
          invoiceId: invoice.invoiceId,
          number: invoice.number,
          issuedOn: invoice.issuedOn,
          dueOn: invoice.dueOn,
          total: invoice.total,
          isOverdue: invoice.isOverdue,
          totalKhr: rielsOf(invoice.total, khrPerUsd),
        })),
      },
    };
  });

  // The same payment, by KHQR on this page or through a gateway's pages.
  // The method: KHQR, the `paymentMethod` named, or Wing's web SDK for its `…/WebSdk` calls (the ones
  // with spec §9's fixed fields).
  for (const call of [
    CreateKhqrInvoiceOrderCall,
    CreateInvoiceOrderCall,
    CreateWebSdkInvoiceOrderCall,
  ] as const) {
    routeCall(app, call, { config: formRateLimit(options.formRateLimit) }, async (request, reply) => {
      const { bs2CustomerId, invoices, orderId } = request.body;
      if (Boolean(orderId) === invoices.length > 0) {
        return sendPaymentError(
          request,
          reply,
          400,
          "choose_what_to_pay",
          PAY_BILL_MESSAGES.choose_what_to_pay,
        );
      }
      const token = request.query.FirebaseToken;
      const customerId = await payerOf(options, request, reply, bs2CustomerId, token);
      if (!customerId) return reply;
      const method = paymentMethodOf(request.body);
      const language = requestLanguage(request);
      const pays = orderId ? { serviceOrderNumber: orderId } : { invoiceIds: invoices };
      const order = await createOrder(options, { customerId, language, pays }, method);
      if (!order && orderId) {
        return reply
          .code(422)
          .send({ error: "order_not_payable", message: orderMessage("order_not_payable", language) });
      }
      if (!order) {
        return sendPaymentError(
          request,
          reply,
          422,
          "invoices_not_payable",
          PAY_BILL_MESSAGES.invoices_not_payable,
        );
      }
      return reply.code(201).send({ data: await describeOrder(options, order) });
    });
  }

  // An amount rather than chosen invoices: the contract checks it (whole cents, within the limits), and
  // the billing system allocates it once paid.
  for (const call of [
    CreateKhqrFastPaymentOrderCall,
    CreateFastPaymentOrderCall,
    CreateWebSdkFastPaymentOrderCall,
  ] as const) {
    routeCall(app, call, { config: formRateLimit(options.formRateLimit) }, async (request, reply) => {
      const { bs2CustomerId, amount } = request.body;
      const customerId = await payerOf(options, request, reply, bs2CustomerId, request.query.FirebaseToken);
      if (!customerId) return reply;
      const method = paymentMethodOf(request.body);
      const language = requestLanguage(request);
      const pays = { amountCents: toCents(amount) };
      const order = await createOrder(options, { customerId, language, pays }, method);
      if (!order) throw new Error("An amount payment was not made");
      return reply.code(201).send({ data: await describeOrder(options, order) });
    });
  }

  routeCall(app, GetPaymentOrderCall, {}, async (request, reply) => {
    const customerId = await orderOwnerOf(options, request, reply, request.query.FirebaseToken);
    if (!customerId) return reply;
    const order = await findOrder(db, customerId, request.params.orderId);
    if (!order) {
      return sendPaymentError(request, reply, 404, "order_not_found", PAY_BILL_MESSAGES.order_not_found);
    }
    return { data: await describeOrder(options, await refreshOrder(options, order)) };
  });
};
