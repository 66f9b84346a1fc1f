/** An unpaid invoice waiting for money, oldest first. */
export type OpenInvoice = { id: number; totalCents: number };

/**
 * How money (a payment with the customer's credit) settles unpaid invoices: whole invoices, oldest
 * first, until one costs more than what is left; the rest stays as credit. It stops at that invoice
 * rather than skipping to a smaller newer one, so the oldest debt is always the one still open.
 */
export function allocateOldestFirst(
  oldestFirst: readonly OpenInvoice[],
  availableCents: number,
): { settledIds: number[]; restCents: number } {
  const settledIds: number[] = [];
  let restCents = availableCents;
  for (const invoice of oldestFirst) {
    if (invoice.totalCents > restCents) break;
    settledIds.push(invoice.id);
    restCents -= invoice.totalCents;
  }
  return { settledIds, restCents };
}
