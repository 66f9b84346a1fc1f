import { INSTALLATION_SLOTS, type InstallationSlotOffer } from "@isp/contracts/orders/create-order";
import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { addDays } from "../../time/cambodia-date";
import { orders } from "./tables";

type Slot = (typeof INSTALLATION_SLOTS)[number];

/** Installation crews per coverage area: visits that one half day can take. */
export const VISITS_PER_HALF_DAY = 2;
/** Sales call within 24 hours first (spec §9), so the earliest visit is the day after tomorrow. */
const FIRST_DAY = 2;
const DAYS_OFFERED = 14;
const SLOTS_OFFERED = 8;

/** When a visit starts, in Cambodia's time (UTC+7, no daylight saving). */
export function appointmentOf(date: string, slot: Slot): Date {
  return new Date(`${date}T${slot.slice(0, 5)}:00+07:00`);
}

const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

/** The half days crews work (Monday to Saturday) from the earliest visit on, soonest first. */
function workingSlots(today: string): InstallationSlotOffer[] {
  const offers: InstallationSlotOffer[] = [];
  for (let day = FIRST_DAY; day < FIRST_DAY + DAYS_OFFERED; day++) {
    const date = addDays(today, day);
    if (isSunday(date)) continue;
    for (const slot of INSTALLATION_SLOTS) offers.push({ date, slot });
  }
  return offers;
}

async function visitsBooked(db: DatabaseOrTransaction, area: string, from: Date, to: Date) {
  const rows = await db
    .select({ at: orders.appointmentAt, visits: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.installArea, area),
        ne(orders.status, "cancelled"),
        gte(orders.appointmentAt, from),
        lte(orders.appointmentAt, to),
      ),
    )
    .groupBy(orders.appointmentAt);
  return new Map(rows.map((row) => [row.at?.getTime(), Number(row.visits)]));
}

/** The next free half days in a coverage area, soonest first. */
export async function freeInstallationSlots(
  db: DatabaseOrTransaction,
  area: string,
  today: string,
): Promise<InstallationSlotOffer[]> {
  const offers = workingSlots(today);
  const first = offers[0];
  const last = offers.at(-1);
  if (!first || !last) return [];
  const booked = await visitsBooked(
    db,
    area,
    appointmentOf(first.date, first.slot),
    appointmentOf(last.date, last.slot),
  );
  return offers
    .filter(
      (offer) => (booked.get(appointmentOf(offer.date, offer.slot).getTime()) ?? 0) < VISITS_PER_HALF_DAY,
    )
    .slice(0, SLOTS_OFFERED);
}

/** Whether a half day is one the area offers now: a working day in the window, with a crew free. */
export async function isSlotFree(
  db: DatabaseOrTransaction,
  area: string,
  offer: InstallationSlotOffer,
  today: string,
): Promise<boolean> {
  if (!workingSlots(today).some((each) => each.date === offer.date && each.slot === offer.slot)) return false;
  const at = appointmentOf(offer.date, offer.slot);
  const booked = await visitsBooked(db, area, at, at);
  return (booked.get(at.getTime()) ?? 0) < VISITS_PER_HALF_DAY;
}
