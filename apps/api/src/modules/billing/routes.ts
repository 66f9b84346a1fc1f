import { GetInvoiceCall } from "@isp/contracts/billing/get-invoice";
import { ListInvoicesCall } from "@isp/contracts/billing/list-invoices";
import { ListPackagesCall } from "@isp/contracts/billing/list-packages";
import { ListPaymentHistoryCall } from "@isp/contracts/billing/list-payment-history";
import { ListProductsCall } from "@isp/contracts/billing/list-products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { sendClientError } from "../../http/client-errors";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import type { BillingSystem } from "./billing-system";
import { requireOwnCustomer } from "./require-own-customer";

export type BillingModuleOptions = {
  db: Database;
  billing: BillingSystem;
  verifyAccessToken: AccessTokenVerifier;
};

/** bs2-api: the signed-in customer's packages, products, invoices and payments, from the billing system. */
export const billingRoutes: FastifyPluginAsyncZod<BillingModuleOptions> = async (
  app,
  { db, billing, verifyAccessToken },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  routeCall(app, ListPackagesCall, {}, async (request, reply) => {
    const { customerId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    return { data: await billing.listPackages(customerId) };
  });

  routeCall(app, ListProductsCall, {}, async (request, reply) => {
    const { customerId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    return { data: await billing.listProducts(customerId) };
  });

  routeCall(app, ListInvoicesCall, {}, async (request, reply) => {
    const { customerId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    return { data: await billing.listInvoices(customerId, { status: request.query.status }) };
  });

  routeCall(app, GetInvoiceCall, {}, async (request, reply) => {
    const { customerId, invoiceId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    const invoice = await billing.findInvoice(customerId, invoiceId);
    return invoice ? { data: invoice } : sendClientError(request, reply, 404);
  });

  routeCall(app, ListPaymentHistoryCall, {}, async (request, reply) => {
    const { customerId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    return { data: await billing.listPayments(customerId) };
  });
};
