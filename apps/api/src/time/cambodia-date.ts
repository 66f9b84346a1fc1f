/** Today's date in Cambodia (UTC+7, no daylight saving), YYYY-MM-DD: vacancies close and news go live by it. */
export function todayInCambodia(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}
