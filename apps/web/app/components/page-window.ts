/**
 * The page numbers to show as buttons: at most `max`, centred on the current page where possible
 * (spec §9: the vacancy list shows up to 7 page buttons).
 */
export function pageWindow(current: number, totalPages: number, max = 7): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
