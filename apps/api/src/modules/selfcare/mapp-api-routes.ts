import { ListMappDevicesCall } from "@isp/contracts/selfcare/list-mapp-devices";
import { ListMappProductsCall } from "@isp/contracts/selfcare/list-mapp-products";
import { ListMappQuotationsCall } from "@isp/contracts/selfcare/list-mapp-quotations";
import { ListMappSubscriptionsCall } from "@isp/contracts/selfcare/list-mapp-subscriptions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { notFound } from "../../http/not-found";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { listCustomerServices } from "../billing/services";
import { listPlans, listProducts, productTypesFor } from "../catalog/plans";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import { requireCustomerId } from "../identity/require-customer";
import { orderMessage } from "../orders/order-messages";
import { listOrderQuotations } from "../orders/quotations";
import { findCustomer } from "./customers";

export type MappApiOptions = { db: Database; verifyAccessToken: AccessTokenVerifier };

/**
 * sc-api `thirdparties/MappApi/...`: the catalog and the order data as the mobile app's views of them,
 * for the signed-in customer (products of their customer type, their devices and quotations).
 */
export const mappApiRoutes: FastifyPluginAsyncZod<MappApiOptions> = async (
  app,
  { db, verifyAccessToken },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  varyByLanguage(app);

  /** The product types the caller's customer may order; none for an account without a customer. */
  const productTypesOfCaller = async (customerId: string | null) => {
    const customer = customerId ? await findCustomer(db, customerId) : undefined;
    return customer ? productTypesFor(customer.customerType) : [];
  };

  routeCall(app, ListMappProductsCall, {}, async (request, reply) => {
    const customerId = await requireCustomerId(verifyAccessToken, db, request, reply);
    if (customerId === undefined) return reply;
    const productTypes = await productTypesOfCaller(customerId);
    return {
      data: productTypes.length ? await listProducts(db, requestLanguage(request), productTypes) : [],
    };
  });

  routeCall(app, ListMappSubscriptionsCall, {}, async (request, reply) => {
    const customerId = await requireCustomerId(verifyAccessToken, db, request, reply);
    if (customerId === undefined) return reply;
    const language = requestLanguage(request);
    const productTypes = await productTypesOfCaller(customerId);
    const plans = productTypes.length
      ? await listPlans(db, language, { productId: request.query.productId, productTypes })
      : [];
    if (plans.length === 0) return notFound(reply, orderMessage("product_not_found", language));
    return { data: plans };
  });

  routeCall(app, ListMappDevicesCall, {}, async (request, reply) => {
    const customerId = await requireCustomerId(verifyAccessToken, db, request, reply);
    if (customerId === undefined) return reply;
    const services = customerId ? await listCustomerServices(db, customerId) : [];
    return {
      data: services.flatMap(({ serviceId, serviceName, routers }) =>
        routers.map((router) => ({ serviceId, serviceName, ...router })),
      ),
    };
  });

  routeCall(app, ListMappQuotationsCall, {}, async (request, reply) => {
    const customerId = await requireCustomerId(verifyAccessToken, db, request, reply);
    if (customerId === undefined) return reply;
    const language = requestLanguage(request);
    const quotations =
      customerId && (await listOrderQuotations(db, customerId, request.query.orderId, language));
    return quotations ? { data: quotations } : notFound(reply, orderMessage("order_not_found", language));
  });
};
