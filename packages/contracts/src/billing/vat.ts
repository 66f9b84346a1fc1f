/** Cambodia's VAT rate on telecom services; catalog prices exclude it. */
export const VAT_RATE = 0.1;

/** The VAT on a net amount in cents, rounded to the cent (half up, as a receipt shows it). */
export function vatOn(netCents: number): number {
  return Math.round(netCents * VAT_RATE);
}
