// Billing periods run monthly from a service's billing day (1–28, so every month has it) to the day
// before the next one. Dates are calendar dates, YYYY-MM-DD.

function partsOf(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function formatDate(year: number, month: number, day: number): string {
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).toISOString().slice(0, 10);
}

/** The billing day of the month `months` after (or before) the month of `date`. */
function billingDayOf(date: string, months: number, billingDay: number): string {
  const { year, month } = partsOf(date);
  return formatDate(year, month + months, billingDay);
}

/** The start of the billing period that contains `date`. */
export function periodStartOf(date: string, billingDay: number): string {
  const { day } = partsOf(date);
  return billingDayOf(date, day >= billingDay ? 0 : -1, billingDay);
}

/** The start of the period `count` periods after the one starting on `periodStart` (negative: before). */
export function shiftPeriod(periodStart: string, count: number, billingDay: number): string {
  return billingDayOf(periodStart, count, billingDay);
}

/** The last day of the period that starts on `periodStart`. */
export function periodEndOf(periodStart: string, billingDay: number): string {
  const next = partsOf(shiftPeriod(periodStart, 1, billingDay));
  return formatDate(next.year, next.month, next.day - 1);
}
