import type { Language } from "@isp/contracts/languages";
import type { TicketDetail } from "@isp/contracts/tickets/ticket";
import { and, asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/client";
import { describeTicketDetail } from "./describe-ticket";
import { fieldEngineers, fieldServiceEvents, tickets } from "./tables";

/**
 * One of a customer's tickets with its engineer and field-service steps; undefined when the id is
 * unknown or another customer's. Two indexed reads: the screen asks every 30 s while a ticket is open.
 */
export async function findTicket(
  db: DatabaseOrTransaction,
  { customerId, ticketId, language }: { customerId: string; ticketId: number; language: Language },
): Promise<TicketDetail | undefined> {
  const [found] = await db
    .select({ ticket: tickets, engineer: fieldEngineers })
    .from(tickets)
    .leftJoin(fieldEngineers, eq(fieldEngineers.id, tickets.engineerId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.customerId, customerId)))
    .limit(1);
  if (!found) return undefined;
  const events = await db
    .select()
    .from(fieldServiceEvents)
    .where(eq(fieldServiceEvents.ticketId, ticketId))
    .orderBy(asc(fieldServiceEvents.at), asc(fieldServiceEvents.id));
  return describeTicketDetail(found.ticket, found.engineer, events, language);
}
