import { CancelOrderCall } from "@isp/contracts/orders/cancel-order";
import { ChangePlanCall } from "@isp/contracts/orders/change-plan";
import { ConfirmOrderCall } from "@isp/contracts/orders/confirm-order";
import { GetOrderCall } from "@isp/contracts/orders/get-order";
import { GetOrderInstallationCall } from "@isp/contracts/orders/get-order-installation";
import { GetOrderReceiptCall } from "@isp/contracts/orders/get-order-receipt";
import { ListOrdersCall } from "@isp/contracts/orders/list-orders";
import { ListPlanChangeOptionsCall } from "@isp/contracts/orders/list-plan-change-options";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { notFound } from "../../http/not-found";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { todayInCambodia } from "../../time/cambodia-date";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import { requireCustomerId } from "../identity/require-customer";
import { changePlan, listPlanChangeOptions } from "./change-plan";
import { findOrderInstallation } from "./order-installation";
import { type OrderMessageCode, orderMessage } from "./order-messages";
import { findOrderReceipt } from "./order-receipt";
import { moveOrder } from "./order-transitions";
import { findCustomerOrder, listCustomerOrders } from "./orders";

export type OrdersModuleOptions = {
  db: Database;
  verifyAccessToken: AccessTokenVerifier;
  /** Today's date in Cambodia; tests fix it. */
  today?: () => string;
};

/**
 * pay-api: the signed-in customer's orders, receipts and installations. Every call needs a bearer
 * token and shows only the token's customer's orders: another's, or a guessed number, is a 404.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersModuleOptions> = async (
  app,
  { db, verifyAccessToken, today = () => todayInCambodia() },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  varyByLanguage(app);

  const customerOf = (request: FastifyRequest, reply: FastifyReply) =>
    requireCustomerId(verifyAccessToken, db, request, reply);
  const missing = (request: FastifyRequest, reply: FastifyReply, code: OrderMessageCode) =>
    notFound(reply, orderMessage(code, requestLanguage(request)));

  routeCall(app, ListOrdersCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    return {
      data: customerId ? await listCustomerOrders(db, customerId, requestLanguage(request), today()) : [],
    };
  });

  routeCall(app, GetOrderCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    const order =
      customerId &&
      (await findCustomerOrder(db, customerId, request.params.id, requestLanguage(request), today()));
    return order ? { data: order } : missing(request, reply, "order_not_found");
  });

  routeCall(app, GetOrderReceiptCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    const receipt =
      customerId &&
      (await findOrderReceipt(db, customerId, request.params.orderId, requestLanguage(request)));
    return receipt ? { data: receipt } : missing(request, reply, "receipt_not_found");
  });

  routeCall(app, GetOrderInstallationCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    const installation = customerId && (await findOrderInstallation(db, customerId, request.params.orderId));
    return installation ? { data: installation } : missing(request, reply, "installation_not_found");
  });

  routeCall(app, ListPlanChangeOptionsCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    return {
      data: customerId ? await listPlanChangeOptions(db, customerId, requestLanguage(request), today()) : [],
    };
  });

  routeCall(app, ChangePlanCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    const language = requestLanguage(request);
    if (!customerId) return missing(request, reply, "service_not_found");
    const outcome = await changePlan(db, { customerId, ...request.body, language, today: today() });
    if ("result" in outcome) return { data: outcome.result };
    const { status, code, param } = outcome.refusal;
    return reply.code(status).send({ error: code, message: orderMessage(code, language, param) });
  });

  // Confirm and Cancel answer the order as it now is, in the list's shape.
  for (const [call, move, refusal] of [
    [ConfirmOrderCall, "confirm", "order_not_confirmable"],
    [CancelOrderCall, "cancel", "order_not_cancellable"],
  ] as const) {
    routeCall(app, call, {}, async (request, reply) => {
      const customerId = await customerOf(request, reply);
      if (customerId === undefined) return reply;
      const language = requestLanguage(request);
      const { orderId } = request.params;
      const outcome = customerId ? await moveOrder(db, customerId, orderId, move, new Date()) : "missing";
      if (outcome === "missing") return missing(request, reply, "order_not_found");
      if (outcome === "refused") {
        return reply.code(409).send({ error: refusal, message: orderMessage(refusal, language) });
      }
      const order = await findCustomerOrder(db, customerId ?? "", orderId, language, today());
      if (!order) return missing(request, reply, "order_not_found");
      const { lines: _lines, ...summary } = order;
      return { data: summary };
    });
  }
};
