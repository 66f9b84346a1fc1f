/**
 * A calendar date as the spec writes dates (§9: YYYY-MM-DD), the same in every language. Formatting
 * here rather than with Intl also keeps server and browser output identical (their ICU data differ).
 */
export function formatDate(isoDate: string): string {
  return isoDate.slice(0, 10);
}
