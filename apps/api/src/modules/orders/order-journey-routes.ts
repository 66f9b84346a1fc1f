import { CreateBusinessQuotationCall } from "@isp/contracts/orders/business-quotation";
import { CreateCustomerCall } from "@isp/contracts/orders/create-customer";
import { CreateOrderCall, ListInstallationSlotsCall } from "@isp/contracts/orders/create-order";
import { CreateOutOfCoverageLeadCall } from "@isp/contracts/orders/out-of-coverage-lead";
import { normalizePhone } from "@isp/contracts/validation/rules";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { todayInCambodia } from "../../time/cambodia-date";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import { linkCustomer } from "../identity/accounts";
import { requireCustomerId } from "../identity/require-customer";
import { requireSignedIn } from "../identity/require-signed-in";
import { findServingArea } from "../map/coverage";
import { createCustomer, findCustomerLocation } from "../selfcare/customers";
import { requestBusinessQuotation } from "./business-quotation";
import { saveCoverageLead } from "./coverage-leads";
import { freeInstallationSlots } from "./installation-slots";
import { createNewServiceOrder } from "./new-order";
import { type OrderMessageCode, orderMessage } from "./order-messages";

export type OrderJourneyOptions = {
  db: Database;
  verifyAccessToken: AccessTokenVerifier;
  salesEmail: string;
  /** Today's date in Cambodia; tests fix it. */
  today?: () => string;
};

const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: OrderMessageCode) =>
  reply.code(status).send({ error: code, message: orderMessage(code, requestLanguage(request)) });

/** scag: the order journey's calls (installation visits, the order itself, a business's quotation). */
export const orderJourneyRoutes: FastifyPluginAsyncZod<OrderJourneyOptions> = async (
  app,
  { db, verifyAccessToken, salesEmail, today = () => todayInCambodia() },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  varyByLanguage(app);
  const customerOf = (request: FastifyRequest, reply: FastifyReply) =>
    requireCustomerId(verifyAccessToken, db, request, reply);

  routeCall(app, CreateCustomerCall, {}, async (request, reply) => {
    const caller = await requireSignedIn(verifyAccessToken, request, reply);
    if (!caller) return reply;
    if (await customerOf(request, reply)) return refuse(request, reply, 409, "customer_exists");
    const { customerType, firstName, lastName, companyName, phone, email } = request.body;
    if (customerType === "business" ? !companyName : !firstName || !lastName) {
      return refuse(request, reply, 400, "name_missing");
    }
    const customerId = await db.transaction(async (tx) => {
      const id = await createCustomer(tx, {
        customerType,
        firstName,
        lastName,
        companyName,
        phone: normalizePhone(phone),
        email: email ?? null,
      });
      await linkCustomer(tx, caller.sub, id);
      return id;
    });
    return reply.code(201).send({ data: { customerId } });
  });

  routeCall(app, ListInstallationSlotsCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    const location = customerId && (await findCustomerLocation(db, customerId, request.query.locationId));
    if (!location) return refuse(request, reply, 404, "location_not_found");
    const area = await findServingArea(db, location, requestLanguage(request));
    if (!area) return refuse(request, reply, 422, "not_in_coverage");
    return { data: await freeInstallationSlots(db, area.id, today()) };
  });

  routeCall(app, CreateOrderCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    // An account not linked to a customer record has no location to install at yet.
    if (!customerId) return refuse(request, reply, 404, "location_not_found");
    const outcome = await createNewServiceOrder(db, {
      customerId,
      body: request.body,
      language: requestLanguage(request),
      today: today(),
      salesEmail,
    });
    if ("refusal" in outcome) return refuse(request, reply, outcome.refusal.status, outcome.refusal.code);
    return reply.code(201).send({ data: outcome.order });
  });

  routeCall(app, CreateBusinessQuotationCall, {}, async (request, reply) => {
    const customerId = await customerOf(request, reply);
    if (customerId === undefined) return reply;
    if (!customerId) return refuse(request, reply, 404, "location_not_found");
    const outcome = await requestBusinessQuotation(db, {
      customerId,
      body: request.body,
      language: requestLanguage(request),
      today: today(),
      salesEmail,
    });
    if ("refusal" in outcome) return refuse(request, reply, outcome.refusal.status, outcome.refusal.code);
    return reply.code(201).send({ data: outcome.quotation });
  });
};

/** eze24-api: the out-of-coverage lead (spec §8 "I'm waiting for a call"). */
export const coverageLeadRoutes: FastifyPluginAsyncZod<Omit<OrderJourneyOptions, "today">> = async (
  app,
  { db, verifyAccessToken, salesEmail },
) => {
  routeCall(app, CreateOutOfCoverageLeadCall, {}, async (request, reply) => {
    const caller = await requireSignedIn(verifyAccessToken, request, reply);
    if (!caller) return reply;
    const leadId = await saveCoverageLead(db, {
      accountId: caller.sub,
      lead: request.body,
      language: requestLanguage(request),
      salesEmail,
    });
    return reply.code(201).send({ data: { leadId } });
  });
};
