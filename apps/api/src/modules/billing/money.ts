/** US dollars (as the catalog and the API write them) to whole cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents to US dollars with at most two decimals. */
export function toDollars(cents: number): number {
  return cents / 100;
}
