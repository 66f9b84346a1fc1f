/**
 * An instant as Cambodia's clock shows it, in the spec's format (§9: YYYY-MM-DD HH:mm): the time of a
 * visit is where it happens, whatever zone the browser is in, and server and browser agree.
 */
export function formatCambodiaTime(instant: string): string {
  const shifted = new Date(Date.parse(instant) + 7 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
