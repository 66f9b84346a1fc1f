import { VAT_RATE } from "@isp/contracts/catalog/plans";

/** The VAT on an amount before VAT, in cents, rounded half up (as the invoices round it). */
export function vatCents(valueCents: number): number {
  return Math.round(valueCents * VAT_RATE);
}

/** An amount before VAT with its VAT added, in cents. */
export function amountWithVatCents(valueCents: number): number {
  return valueCents + vatCents(valueCents);
}
