import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";

export const TicketServiceSchema = z.object({
  service_id: z.string(),
  service_name: z.string(),
  plan_name: z.string(),
});
export type TicketService = z.infer<typeof TicketServiceSchema>;

/**
 * The signed-in customer's services that tickets are listed and opened for (SID, service and plan
 * name). Not a call of the spec, which leaves the service chooser's source open (docs/decisions.md).
 */
export const ListTicketServicesCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Tickets/Services",
  tag: "tickets",
  summary: "The signed-in customer's services, to list and open tickets for",
  responses: { 200: z.object({ data: z.array(TicketServiceSchema) }), 401: ErrorResponseSchema },
});
