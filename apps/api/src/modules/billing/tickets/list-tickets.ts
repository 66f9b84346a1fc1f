import type { TicketSummary } from "@isp/contracts/tickets/ticket";
import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/client";
import { addDays } from "../../../time/cambodia-date";
import { describeTicketSummary } from "./describe-ticket";
import { fieldServiceEvents, tickets } from "./tables";

/** Midnight starting a Cambodian calendar day (UTC+7, no daylight saving). */
const startOfCambodianDay = (date: string) => new Date(`${date}T00:00:00+07:00`);

/** A customer's tickets of one service opened from `fromDate` to `toDate` (both included), newest first. */
export async function listTickets(
  db: DatabaseOrTransaction,
  {
    customerId,
    serviceId,
    fromDate,
    toDate,
  }: { customerId: string; serviceId: string; fromDate: string; toDate: string },
): Promise<TicketSummary[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.customerId, customerId),
        eq(tickets.serviceId, serviceId),
        gte(tickets.openedAt, startOfCambodianDay(fromDate)),
        lt(tickets.openedAt, startOfCambodianDay(addDays(toDate, 1))),
      ),
    )
    .orderBy(desc(tickets.openedAt), desc(tickets.id));
  if (rows.length === 0) return [];
  const events = await db
    .select({ ticketId: fieldServiceEvents.ticketId, status: fieldServiceEvents.status })
    .from(fieldServiceEvents)
    .where(
      inArray(
        fieldServiceEvents.ticketId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(fieldServiceEvents.at), asc(fieldServiceEvents.id));
  // Ordered oldest first, so the last one kept per ticket is its current step.
  const latest = new Map(events.map((event) => [event.ticketId, event.status]));
  return rows.map((row) => describeTicketSummary(row, latest.get(row.id) ?? null));
}
