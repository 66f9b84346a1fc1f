import { z } from "zod";
import { encodeIssue } from "../validation/messages";

/** A ticket's state for the customer (spec §3 "Ticket": opened, resolved on). */
export const TICKET_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

/**
 * The field-service steps of a ticket (spec §3 `planado_status`), in the order they happen: the
 * field-service system's own lifecycle, from the job's creation to its closing.
 */
export const FIELD_SERVICE_STATUSES = [
  "created",
  "assigned",
  "en_route",
  "on_site",
  "work_done",
  "closed",
] as const;
export const FieldServiceStatusSchema = z.enum(FIELD_SERVICE_STATUSES);
export type FieldServiceStatus = z.infer<typeof FieldServiceStatusSchema>;

/** A ticket still being worked on: its detail is worth asking again for the engineer's position. */
export const isTicketActive = (status: TicketStatus) => status === "open" || status === "in_progress";

/** The SID of a customer's service (spec §7 `ServiceId`). */
export const SERVICE_ID_PATTERN = /^\d{1,20}$/;
export const ServiceIdSchema = z
  .string()
  .regex(SERVICE_ID_PATTERN, { message: encodeIssue({ key: "invalid" }) });

/** One line of the ticket list. Times are ISO 8601 instants. */
export const TicketSummarySchema = z.object({
  ticket_id: z.number().int(),
  service_id: z.string(),
  subject: z.string(),
  status: TicketStatusSchema,
  planado_status: FieldServiceStatusSchema.nullable(),
  opened_at: z.iso.datetime({ offset: true }),
  resolved_on: z.iso.datetime({ offset: true }).nullable(),
  appointment_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

/** Where the responsible engineer was last seen, and when the position was taken. */
export const GpsLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  taken_at: z.iso.datetime({ offset: true }),
});
export type GpsLocation = z.infer<typeof GpsLocationSchema>;

export const FieldServiceEventSchema = z.object({
  status: FieldServiceStatusSchema,
  at: z.iso.datetime({ offset: true }),
});
export type FieldServiceEvent = z.infer<typeof FieldServiceEventSchema>;

/**
 * A ticket with its field service (spec §3 "Ticket": ticket_id, describe_issue, responsible_person_name,
 * planado_status, plando_gps_location, responsible_person_phone, date_time_onside, with the spec's
 * spelling), plus opened, resolved on, appointment and the field-service timeline, oldest step first.
 */
export const TicketDetailSchema = TicketSummarySchema.extend({
  describe_issue: z.string(),
  responsible_person_name: z.string().nullable(),
  responsible_person_phone: z.string().nullable(),
  date_time_onside: z.iso.datetime({ offset: true }).nullable(),
  plando_gps_location: GpsLocationSchema.nullable(),
  timeline: z.array(FieldServiceEventSchema),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;
