import type { Language } from "@isp/contracts/languages";
import type { TicketDetail } from "@isp/contracts/tickets/ticket";
import type { Database } from "../../../db/client";
import { describeTicketDetail } from "./describe-ticket";
import { fieldServiceEvents, tickets } from "./tables";

/**
 * Opens a ticket for a service the caller has already checked is the customer's. The field-service
 * job starts as "created"; dispatch assigns an engineer and an appointment later.
 */
export async function openTicket(
  db: Database,
  {
    customerId,
    serviceId,
    subject,
    description,
    language,
    now = new Date(),
  }: {
    customerId: string;
    serviceId: string;
    subject: string;
    description: string;
    language: Language;
    now?: Date;
  },
): Promise<TicketDetail> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(tickets)
      .values({ customerId, serviceId, subject, description, status: "open", openedAt: now })
      .returning();
    if (!ticket) throw new Error("The ticket was not stored");
    const [event] = await tx
      .insert(fieldServiceEvents)
      .values({ ticketId: ticket.id, status: "created", at: now })
      .returning();
    return describeTicketDetail(ticket, null, event ? [event] : [], language);
  });
}
