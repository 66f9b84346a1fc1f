import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { TicketDetailSchema } from "./ticket";

export const TicketParamsSchema = z.object({
  ticketId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const GetTicketResponseSchema = z.object({ data: TicketDetailSchema });
export type GetTicketResponse = z.infer<typeof GetTicketResponseSchema>;

/**
 * Spec §7 `GET Tickets/{ticketId}` (answer in `data`): one of the signed-in customer's tickets with its
 * field service. The screen asks again every 30 s while the ticket is open, so it is never cached.
 */
export const GetTicketCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Tickets/:ticketId",
  tag: "tickets",
  summary: "One of the signed-in customer's tickets, with its field-service timeline and engineer",
  params: TicketParamsSchema,
  responses: { 200: GetTicketResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});
