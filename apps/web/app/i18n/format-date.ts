/**
 * A calendar date as the spec writes dates (§9: YYYY-MM-DD), the same in every language. Formatting
 * here rather than with Intl also keeps server and browser output identical (their ICU data differ).
 */
export function formatDate(isoDate: string): string {
  return isoDate.slice(0, 10);
}

/**
 * A moment as the spec writes it (§9: YYYY-MM-DD HH:mm), on Cambodia's clock (UTC+7, no daylight
 * saving) wherever the browser is: an installation at 09:00 is 09:00 in Phnom Penh.
 */
export function formatCambodiaDateTime(isoMoment: string): string {
  const shifted = new Date(Date.parse(isoMoment) + 7 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
