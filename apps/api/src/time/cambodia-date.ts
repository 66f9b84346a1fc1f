/** Today's date in Cambodia (UTC+7, no daylight saving), YYYY-MM-DD: vacancies close and news go live by it. */
export function todayInCambodia(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** The calendar date `days` after (or, when negative, before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${date}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}
