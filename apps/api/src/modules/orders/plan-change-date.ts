import { periodStartOf, shiftPeriod } from "../billing/billing-periods";

/**
 * The day a plan change booked on `today` takes effect: the first day of the service's next billing
 * period. The period already billed is never re-priced and nothing is prorated (docs/decisions.md
 * "Plan change").
 */
export function planChangeEffectiveOn(billingDay: number, today: string): string {
  return shiftPeriod(periodStartOf(today, billingDay), 1, billingDay);
}

/** The day a plan change taking effect on `effectiveOn` was booked at the latest: within the period before. */
export function latestBookingDayOf(effectiveOn: string, billingDay: number): string {
  return shiftPeriod(effectiveOn, -1, billingDay);
}
