/**
 * Wing writes amounts with a currency in notifications (" USD 30.00") and without one in inquiries ("29.99"
 * beside "currency": "USD") [C-code]; this reads both, and refuses an amount whose two currencies disagree.
 */
export function wingAmountOf(
  text: string,
  currency?: string,
): { amount: number; currency: string | null } | null {
  const match = /^\s*(?:([A-Z]{3})\s*)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*$/.exec(text);
  if (!match) return null;
  const amount = Number(`${(match[2] ?? "").replaceAll(",", "")}${match[3] ?? ""}`);
  if (match[1] && currency && match[1] !== currency) return null;
  return { amount, currency: match[1] ?? currency ?? null };
}
