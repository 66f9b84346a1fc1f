import type { Language } from "@isp/contracts/languages";
import type { TicketDetail, TicketSummary } from "@isp/contracts/tickets/ticket";
import type { fieldEngineers, fieldServiceEvents, tickets } from "./tables";

type TicketRow = typeof tickets.$inferSelect;
type EngineerRow = typeof fieldEngineers.$inferSelect;
type EventRow = typeof fieldServiceEvents.$inferSelect;

const isoOf = (time: Date | null) => (time ? time.toISOString() : null);

/** A ticket as the list shows it; `latestEvent` is its field service's current step. */
export function describeTicketSummary(
  ticket: TicketRow,
  latestEvent: EventRow["status"] | null,
): TicketSummary {
  return {
    ticket_id: ticket.id,
    service_id: ticket.serviceId,
    subject: ticket.subject,
    status: ticket.status,
    planado_status: latestEvent,
    opened_at: ticket.openedAt.toISOString(),
    resolved_on: isoOf(ticket.resolvedAt),
    appointment_at: isoOf(ticket.appointmentAt),
  };
}

/** A ticket with its engineer (name in Khmer script for Khmer readers) and its steps, oldest first. */
export function describeTicketDetail(
  ticket: TicketRow,
  engineer: EngineerRow | null,
  events: readonly EventRow[],
  language: Language,
): TicketDetail {
  const onSite = events.findLast((event) => event.status === "on_site");
  return {
    ...describeTicketSummary(ticket, events.at(-1)?.status ?? null),
    describe_issue: ticket.description,
    responsible_person_name: engineer ? (language === "km" ? engineer.nameKm : engineer.nameLatin) : null,
    responsible_person_phone: engineer?.phone ?? null,
    date_time_onside: isoOf(onSite?.at ?? null),
    plando_gps_location:
      engineer && engineer.latitude !== null && engineer.longitude !== null && engineer.positionTakenAt
        ? {
            latitude: engineer.latitude,
            longitude: engineer.longitude,
            taken_at: engineer.positionTakenAt.toISOString(),
          }
        : null,
    timeline: events.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}
