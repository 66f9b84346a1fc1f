/**
 * The first day of the billing period after the one holding `date` (YYYY-MM-DD). Bills run by calendar
 * month, so a plan changed on any day takes effect on the 1st of the next month: the month already
 * billed is never re-priced (docs/decisions.md "Plan change").
 */
export function nextBillingPeriodStart(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  return next.toISOString().slice(0, 10);
}
