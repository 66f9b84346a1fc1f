import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { encodeIssue } from "../validation/messages";
import { ServiceIdSchema, TicketSummarySchema } from "./ticket";

/**
 * The widest date range one list may ask for (inclusive): five years of tickets is more than any
 * customer scrolls through, and keeps a bad client from asking for all of history.
 */
export const TICKET_RANGE_MAX_DAYS = 5 * 366;
/** Without dates, the list covers the year up to today (docs/decisions.md "Ticket list dates"). */
export const TICKET_RANGE_DEFAULT_DAYS = 365;

const IsoDateSchema = z.iso.date({ message: encodeIssue({ key: "invalid" }) });

const DAY_MS = 86_400_000;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Spec §7 `GET Tickets/BySid` with ServiceId, FromDate and ToDate (YYYY-MM-DD, Cambodia's calendar,
 * both days included). The spec's fixed 2020-01-09..2021-11-02 was the app's default filter, not a
 * limit: any range up to TICKET_RANGE_MAX_DAYS is taken, and missing dates are filled in
 * (`resolveTicketRange`).
 */
export const ListTicketsQuerySchema = z.object({
  ServiceId: ServiceIdSchema,
  FromDate: IsoDateSchema.optional(),
  ToDate: IsoDateSchema.optional(),
});
export type ListTicketsQuery = z.infer<typeof ListTicketsQuerySchema>;

/**
 * The range a list covers: a missing end is today (or the start, when that is later), a missing start
 * is a year before the end. Null when the start is after the end or the range is wider than allowed.
 */
export function resolveTicketRange(
  { FromDate, ToDate }: Pick<ListTicketsQuery, "FromDate" | "ToDate">,
  today: string,
): { fromDate: string; toDate: string } | null {
  const toDate = ToDate ?? (FromDate && FromDate > today ? FromDate : today);
  const fromDate = FromDate ?? shiftDate(toDate, -TICKET_RANGE_DEFAULT_DAYS);
  if (fromDate > toDate || shiftDate(fromDate, TICKET_RANGE_MAX_DAYS) <= toDate) return null;
  return { fromDate, toDate };
}

export const ListTicketsResponseSchema = z.object({
  data: z.array(TicketSummarySchema),
  /** The range the list covers, after defaults: what the screen says it shows. */
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
});
export type ListTicketsResponse = z.infer<typeof ListTicketsResponseSchema>;

export const ListTicketsBySidCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Tickets/BySid",
  tag: "tickets",
  summary: "The signed-in customer's tickets of one service opened in a date range, newest first",
  query: ListTicketsQuerySchema,
  responses: { 200: ListTicketsResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});
