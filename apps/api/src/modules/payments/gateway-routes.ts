import { brand } from "@isp/brand";
import { GetGatewayCheckoutCall, GetGatewayConfigCall } from "@isp/contracts/payments/gateway-checkout";
import {
  type CardGateway,
  CardGatewaySchema,
  PaymentReferenceSchema,
} from "@isp/contracts/payments/payment-orders";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { routeCall } from "../../http/call-route";
import { acceptUrlEncodedForms } from "../../http/form-bodies";
import { formRateLimit } from "../../http/rate-limit";
import { findCustomer } from "../selfcare/customers";
import type { GatewayPayment } from "./gateways/gateway";
import { PAY_BILL_MESSAGES } from "./pay-bill-messages";
import { orderOwnerOf, type PayerDeps, sendPaymentError } from "./payer";
import { findOrder, findOrderByReference, type PaymentOrdersDeps, refreshOrder } from "./payment-orders";

export type GatewayRoutesOptions = Omit<PaymentOrdersDeps, "log"> & PayerDeps & { formRateLimit: number };

/** Where the API answers gateways: the callbacks of spec §2 are `/pay-api/api/v1/{gateway}/callback`. */
export const PAY_API_PREFIX = "/pay-api/api/v1";

/** The result page the payer's browser comes back to (spec §2 /online_payment/{gateway}/response). */
const resultPathOf = (gateway: CardGateway, reference: string) =>
  `/online_payment/${gateway}/response?${new URLSearchParams({ orderId: reference })}`;

const ORDER_ERRORS = {
  not_pending: {
    en: "This payment has already ended. Please start again from your invoices.",
    km: "ការទូទាត់នេះបានបញ្ចប់រួចហើយ។ សូមចាប់ផ្តើមម្តងទៀតពីវិក្កយបត្ររបស់អ្នក។",
    zh: "此付款已结束，请从您的发票重新开始。",
  },
  wrong_amount: {
    en: "The amount does not match this payment.",
    km: "ចំនួនទឹកប្រាក់មិនត្រូវនឹងការទូទាត់នេះទេ។",
    zh: "金额与此付款不符。",
  },
  wrong_method: {
    en: "This payment method is not offered here.",
    km: "វិធីទូទាត់នេះមិនមាននៅទីនេះទេ។",
    zh: "此处不提供该付款方式。",
  },
  gateway_unavailable: {
    en: "The payment service did not answer. Please try again in a few minutes.",
    km: "សេវាទូទាត់មិនបានឆ្លើយតបទេ។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេលពីរបីនាទី។",
    zh: "支付服务没有响应，请几分钟后重试。",
  },
} as const;

/**
 * The card and wallet gateways (spec §7 `{gateway}/config`, `{gateway}/hash`; §2 callbacks): the form a
 * payer's browser posts to the gateway, signed here for an order the server made, and the gateway's
 * notifications, which only make the server ask the gateway itself before anything is marked paid.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<GatewayRoutesOptions> = async (app, pluginOptions) => {
  const options = { ...pluginOptions, log: app.log };
  const { db, gateways, siteOrigin } = options;
  acceptUrlEncodedForms(app);

  routeCall(app, GetGatewayConfigCall, {}, async (request) => {
    const gateway = gateways[request.params.gateway];
    return {
      data: {
        gateway: gateway.name,
        isSandbox: gateway.isSandbox,
        paymentOptions: [...gateway.paymentOptions],
      },
    };
  });

  routeCall(
    app,
    GetGatewayCheckoutCall,
    { config: formRateLimit(options.formRateLimit) },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { RefNo, Amount, PaymentMethod, FirebaseToken } = request.query;
      const customerId = await orderOwnerOf(options, request, reply, FirebaseToken);
      if (!customerId) return reply;
      const order = await findOrder(db, customerId, RefNo);
      const gateway = gateways[request.params.gateway];
      if (!order || order.method !== gateway.name) {
        return sendPaymentError(request, reply, 404, "order_not_found", PAY_BILL_MESSAGES.order_not_found);
      }
      if (order.status !== "pending" || order.expiresAt <= new Date()) {
        return sendPaymentError(request, reply, 409, "not_pending", ORDER_ERRORS.not_pending);
      }
      const amountUsd = order.amountCents / 100;
      if (Amount !== undefined && Amount !== amountUsd.toFixed(2)) {
        return sendPaymentError(request, reply, 422, "wrong_amount", ORDER_ERRORS.wrong_amount);
      }
      if (PaymentMethod !== undefined && !gateway.paymentOptions.includes(PaymentMethod)) {
        return sendPaymentError(request, reply, 422, "wrong_method", ORDER_ERRORS.wrong_method);
      }
      const customer = await findCustomer(db, customerId);
      const [firstName = "", ...rest] = (customer?.name ?? "").split(/\s+/);
      const back = `${siteOrigin}${resultPathOf(gateway.name, order.reference)}`;
      const payment: GatewayPayment = {
        reference: order.reference,
        amountUsd,
        description: `${brand.name.en} ${order.invoiceNumbers.join(" ") || `CID ${order.customerId}`}`,
        payer: {
          firstName: customer?.firstName ?? firstName,
          lastName: customer?.lastName ?? rest.join(" "),
          phone: customer?.phone ?? "",
          email: customer?.email ?? null,
        },
        ...(PaymentMethod ? { method: PaymentMethod } : {}),
        // iPay88 posts the payer back: the API reads that post, then sends the browser to the page.
        returnUrl: gateway.name === "pay88" ? `${siteOrigin}${PAY_API_PREFIX}/pay88/response` : back,
        callbackUrl: `${siteOrigin}${PAY_API_PREFIX}/${gateway.name}/callback`,
        cancelUrl: back,
      };
      const checkout = await gateway.checkout(payment, new Date()).catch((error: unknown) => {
        app.log.warn({ err: error, gateway: gateway.name }, "gateway refused to start a payment");
        return null;
      });
      if (!checkout) {
        return sendPaymentError(request, reply, 502, "gateway_unavailable", ORDER_ERRORS.gateway_unavailable);
      }
      return { data: checkout };
    },
  );

  /** The order a gateway's verified message is about, brought up to date by asking the gateway. */
  async function confirmFrom(gatewayName: CardGateway, request: FastifyRequest) {
    const gateway = gateways[gatewayName];
    const verified = gateway.verifyCallback({ body: request.body, headers: request.headers });
    if (!verified) {
      app.log.warn({ gateway: gatewayName, ip: request.ip }, "rejected a gateway message: not signed by it");
      return { verified: false as const };
    }
    const order = await findOrderByReference(db, verified.reference);
    if (!order || order.method !== gatewayName) {
      app.log.warn({ gateway: gatewayName, reference: verified.reference }, "gateway message of no order");
      return { verified: true as const, order: null };
    }
    return { verified: true as const, order: await refreshOrder(options, order) };
  }

  const hidden = { schema: { hide: true }, bodyLimit: 16_384 };
  const GatewayParams = z.object({ gateway: CardGatewaySchema });

  app.post("/:gateway/callback", hidden, async (request, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    const params = GatewayParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: "not_found" });
    const result = await confirmFrom(params.data.gateway, request);
    if (!result.verified) return reply.code(400).send({ error: "invalid_signature" });
    if (!result.order) return reply.code(404).send({ error: "order_not_found" });
    return reply.type("text/plain; charset=utf-8").send(gateways[params.data.gateway].acknowledgement);
  });

  // iPay88 brings the payer back with a form post of the result (ResponseURL): read like a callback,
  // then the browser goes on to the result page, which shows what the server now knows.
  app.post("/pay88/response", hidden, async (request, reply) => {
    const result = await confirmFrom("pay88", request);
    const refNo = PaymentReferenceSchema.safeParse((request.body as { RefNo?: unknown } | null)?.RefNo);
    const reference = result.verified && result.order ? result.order.reference : refNo.data;
    return reply.redirect(reference ? resultPathOf("pay88", reference) : "/pay_my_bill", 303);
  });
};
