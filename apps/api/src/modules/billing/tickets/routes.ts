import { CreateTicketCall } from "@isp/contracts/tickets/create-ticket";
import { GetTicketCall } from "@isp/contracts/tickets/get-ticket";
import { ListTicketServicesCall } from "@isp/contracts/tickets/list-ticket-services";
import { ListTicketsBySidCall, resolveTicketRange } from "@isp/contracts/tickets/list-tickets-by-sid";
import { encodeIssue } from "@isp/contracts/validation/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client";
import { routeCall } from "../../../http/call-route";
import { sendClientError } from "../../../http/client-errors";
import { formRateLimit } from "../../../http/rate-limit";
import { requestLanguage } from "../../../http/request-language";
import { sendValidationErrors } from "../../../http/validation-errors";
import { todayInCambodia } from "../../../time/cambodia-date";
import type { AccessTokenVerifier } from "../../identity/access-tokens";
import { requireCustomerId } from "../../identity/require-customer";
import { findCustomerService, listCustomerServices } from "../services";
import { findTicket } from "./find-ticket";
import { listTickets } from "./list-tickets";
import { openTicket } from "./open-ticket";

export type TicketModuleOptions = {
  db: Database;
  verifyAccessToken: AccessTokenVerifier;
  formRateLimit: number;
};

/** A subject and a description: anything bigger is not a ticket. */
const TICKET_BODY_LIMIT = 16 * 1024;

/** bs2-api: a customer's support tickets and their field service (spec §3 "Ticket", §7). */
export const ticketRoutes: FastifyPluginAsyncZod<TicketModuleOptions> = async (
  app,
  { db, verifyAccessToken, formRateLimit: formLimit },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  /** The caller's customer now (see requireCustomerId), or undefined after answering 401. */
  async function callerCustomerId(request: FastifyRequest, reply: FastifyReply) {
    const customerId = await requireCustomerId(verifyAccessToken, db, request, reply);
    return customerId === undefined ? undefined : { customerId };
  }

  routeCall(app, ListTicketServicesCall, {}, async (request, reply) => {
    const caller = await callerCustomerId(request, reply);
    if (!caller) return reply;
    const services = caller.customerId ? await listCustomerServices(db, caller.customerId) : [];
    return {
      data: services.map((service) => ({
        service_id: service.serviceId,
        service_name: service.serviceName,
        plan_name: service.planName,
      })),
    };
  });

  routeCall(app, ListTicketsBySidCall, {}, async (request, reply) => {
    const caller = await callerCustomerId(request, reply);
    if (!caller) return reply;
    const { ServiceId: serviceId } = request.query;
    const range = resolveTicketRange(request.query, todayInCambodia());
    if (!range) {
      return sendValidationErrors(request, reply, [
        { path: ["ToDate"], message: encodeIssue({ key: "invalid" }) },
      ]);
    }
    const service = caller.customerId && (await findCustomerService(db, caller.customerId, serviceId));
    if (!caller.customerId || !service) return sendClientError(request, reply, 404);
    const { fromDate, toDate } = range;
    const data = await listTickets(db, { customerId: caller.customerId, serviceId, fromDate, toDate });
    return { data, fromDate, toDate };
  });

  routeCall(app, GetTicketCall, {}, async (request, reply) => {
    const caller = await callerCustomerId(request, reply);
    if (!caller) return reply;
    const ticket =
      caller.customerId &&
      (await findTicket(db, {
        customerId: caller.customerId,
        ticketId: request.params.ticketId,
        language: requestLanguage(request),
      }));
    if (!ticket) return sendClientError(request, reply, 404);
    return { data: ticket };
  });

  routeCall(
    app,
    CreateTicketCall,
    { bodyLimit: TICKET_BODY_LIMIT, config: formRateLimit(formLimit) },
    async (request, reply) => {
      const caller = await callerCustomerId(request, reply);
      if (!caller) return reply;
      const { serviceId, subject, describeIssue } = request.body;
      const service = caller.customerId && (await findCustomerService(db, caller.customerId, serviceId));
      if (!caller.customerId || !service) return sendClientError(request, reply, 404);
      const ticket = await openTicket(db, {
        customerId: caller.customerId,
        serviceId,
        subject,
        description: describeIssue,
        language: requestLanguage(request),
      });
      return { data: ticket };
    },
  );
};
