/**
 * A US-dollar amount as bills write it, `$1,234.50`, the same in every language (like dates, and for
 * the same reason: server and browser print it alike).
 */
export function formatUsd(amount: number): string {
  const [whole = "0", cents = "00"] = Math.abs(amount).toFixed(2).split(".");
  return `${amount < 0 ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`;
}
