import { FIELD_SERVICE_STATUSES, TICKET_STATUSES } from "@isp/contracts/tickets/ticket";
import { z } from "zod";
import type { Database } from "../../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../../db/seed-files";
import { addDays } from "../../../../time/cambodia-date";
import { fieldEngineers, fieldServiceEvents, tickets } from "../tables";

/** A moment of the demo: a local time on a day counted from the seeding day, or minutes from now. */
const ON_DAY = { day: z.number().int().max(0), time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) };
const FROM_NOW = {
  minutesFromNow: z
    .number()
    .int()
    .min(-24 * 60)
    .max(24 * 60),
};
const SeedMomentSchema = z.union([z.strictObject(ON_DAY), z.strictObject(FROM_NOW)]);
type SeedMoment = z.infer<typeof SeedMomentSchema>;
const status = z.enum(FIELD_SERVICE_STATUSES);
const SeedEventSchema = z.union([
  z.strictObject({ status, ...ON_DAY }),
  z.strictObject({ status, ...FROM_NOW }),
]);

const SeedTicketsFileSchema = z
  .strictObject({
    engineers: z.array(
      z.strictObject({
        key: z.string().min(1),
        nameLatin: z.string().min(1),
        nameKm: z.string().min(1),
        phone: z.string().regex(/^\+855\d{8,9}$/),
        position: z
          .strictObject({
            latitude: z.number().min(9.5).max(15),
            longitude: z.number().min(102).max(108),
            minutesAgo: z.number().int().min(0),
          })
          .optional(),
      }),
    ),
    tickets: z.array(
      z.strictObject({
        customerId: z.string().regex(/^\d{1,20}$/),
        serviceId: z.string().regex(/^\d{1,20}$/),
        subject: z.string().min(1).max(120),
        description: z.string().min(10).max(2000),
        status: z.enum(TICKET_STATUSES),
        engineer: z.string().optional(),
        appointment: SeedMomentSchema.optional(),
        resolved: SeedMomentSchema.optional(),
        events: z.array(SeedEventSchema).min(1),
      }),
    ),
  })
  .superRefine((file, context) => {
    const keys = new Set(file.engineers.map((engineer) => engineer.key));
    file.tickets.forEach((ticket, index) => {
      if (ticket.engineer && !keys.has(ticket.engineer)) {
        context.addIssue({
          code: "custom",
          path: ["tickets", index, "engineer"],
          message: "unknown engineer",
        });
      }
      const isDone = ticket.status === "resolved" || ticket.status === "closed";
      if (isDone !== Boolean(ticket.resolved)) {
        context.addIssue({
          code: "custom",
          path: ["tickets", index, "resolved"],
          message: "resolved and closed tickets have a resolution time, others none",
        });
      }
    });
  });

/** The instant of a seed moment; local times are Cambodia's (UTC+7). */
function instantOf(moment: SeedMoment, today: string, now: Date): Date {
  if ("minutesFromNow" in moment) return new Date(now.getTime() + moment.minutesFromNow * 60_000);
  return new Date(`${addDays(today, moment.day)}T${moment.time}:00+07:00`);
}

/**
 * Demo tickets of the demo customers (tickets.json) over the year before `today`, with their field
 * engineers; one ticket of Sok Dara has an engineer on the way today, last seen in Phnom Penh.
 */
export async function seedDemoTickets(
  db: Database,
  { today, now = new Date() }: { today: string; now?: Date },
): Promise<boolean> {
  const existing = await db.select({ id: tickets.id }).from(tickets).limit(1);
  if (existing.length > 0) return false;
  const file = await readSeedFile(seedFolderOf(import.meta.url), "tickets.json", SeedTicketsFileSchema);
  await db.transaction(async (tx) => {
    const engineerIds = new Map<string, number>();
    for (const { key, position, ...engineer } of file.engineers) {
      const [row] = await tx
        .insert(fieldEngineers)
        .values({
          ...engineer,
          ...(position
            ? {
                latitude: position.latitude,
                longitude: position.longitude,
                positionTakenAt: new Date(now.getTime() - position.minutesAgo * 60_000),
              }
            : {}),
        })
        .returning({ id: fieldEngineers.id });
      if (row) engineerIds.set(key, row.id);
    }
    for (const ticket of file.tickets) {
      const events = ticket.events.map(({ status, ...moment }) => ({
        status,
        at: instantOf(moment, today, now),
      }));
      const [row] = await tx
        .insert(tickets)
        .values({
          customerId: ticket.customerId,
          serviceId: ticket.serviceId,
          subject: ticket.subject,
          description: ticket.description,
          status: ticket.status,
          // Events are listed oldest first; the first is the ticket's creation.
          openedAt: events[0]?.at ?? now,
          resolvedAt: ticket.resolved ? instantOf(ticket.resolved, today, now) : null,
          appointmentAt: ticket.appointment ? instantOf(ticket.appointment, today, now) : null,
          engineerId: ticket.engineer ? (engineerIds.get(ticket.engineer) ?? null) : null,
        })
        .returning({ id: tickets.id });
      if (row)
        await tx.insert(fieldServiceEvents).values(events.map((event) => ({ ...event, ticketId: row.id })));
    }
  });
  return true;
}
