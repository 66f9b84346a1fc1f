import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { encodeIssue } from "../validation/messages";
import { minLength, requiredText } from "../validation/rules";
import { SERVICE_ID_PATTERN, TicketDetailSchema } from "./ticket";

export const TICKET_SUBJECT_MAX_LENGTH = 120;
export const TICKET_DESCRIPTION_MIN_LENGTH = 10;
export const TICKET_DESCRIPTION_MAX_LENGTH = 2000;

/**
 * A new ticket: the service it is about (one of the customer's SIDs), a subject and a description
 * long enough for an engineer to act on. The same schema checks the form and the API.
 */
export const CreateTicketSchema = z.object({
  // A select's value: empty until a service is chosen.
  serviceId: requiredText(20).regex(SERVICE_ID_PATTERN, { message: encodeIssue({ key: "choice" }) }),
  subject: requiredText(TICKET_SUBJECT_MAX_LENGTH),
  describeIssue: requiredText(TICKET_DESCRIPTION_MAX_LENGTH).min(
    TICKET_DESCRIPTION_MIN_LENGTH,
    minLength(TICKET_DESCRIPTION_MIN_LENGTH),
  ),
});
export type CreateTicket = z.input<typeof CreateTicketSchema>;

export const CreateTicketResponseSchema = z.object({ data: TicketDetailSchema });

/**
 * Opening a ticket for one of the signed-in customer's services. The spec names no call for it; this
 * one follows its style (`POST Tickets`, docs/decisions.md). A service of another customer is 404.
 */
export const CreateTicketCall = defineCall({
  method: "POST",
  service: "bs2-api",
  path: "Tickets",
  tag: "tickets",
  summary: "Open a ticket for one of the signed-in customer's services",
  body: CreateTicketSchema,
  responses: {
    201: CreateTicketResponseSchema,
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    429: ErrorResponseSchema,
  },
});
