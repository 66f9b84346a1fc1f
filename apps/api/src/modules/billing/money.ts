/** Cambodia's VAT rate on telecom services; catalog prices exclude it. */
const VAT_RATE = 0.1;

/** US dollars (as the catalog and the API write them) to whole cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents to US dollars with at most two decimals. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** The VAT on a net amount, rounded to the cent (half up, as a receipt shows it). */
export function vatOn(netCents: number): number {
  return Math.round(netCents * VAT_RATE);
}
