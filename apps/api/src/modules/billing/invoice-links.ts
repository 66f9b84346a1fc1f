import { createHmac, timingSafeEqual } from "node:crypto";
import type { InvoiceLink } from "@isp/contracts/billing/get-invoice";
import { addDays, todayInCambodia } from "../../time/cambodia-date";

/** How long a link to one invoice opens it, counted from the day it was made (record: docs/decisions.md). */
export const INVOICE_LINK_DAYS = 30;

/**
 * Links that open one invoice without signing in (spec §7: an invoice "optionally with its own token"),
 * for whoever pays it: a relative, a company's accountant. The token is the last day it is valid and an
 * HMAC of that day, the customer and the invoice; nothing is stored, and a changed secret ends them all.
 */
export type InvoiceLinks = {
  /** A link made today; the same all day, so opening the invoice again does not mint new ones. */
  linkFor(customerId: string, invoiceId: number): InvoiceLink;
  /** The link a token stands for, when it is this invoice's and not expired; else null. */
  check(token: string, customerId: string, invoiceId: number): InvoiceLink | null;
};

export function createInvoiceLinks(
  secret: string,
  { today = () => todayInCambodia() }: { today?: () => string } = {},
): InvoiceLinks {
  const macOf = (expiresOn: string, customerId: string, invoiceId: number) =>
    createHmac("sha256", secret)
      .update(`invoice-link\n${expiresOn}\n${customerId}\n${invoiceId}`)
      .digest("base64url");

  const tokenOf = (expiresOn: string, customerId: string, invoiceId: number) =>
    `${expiresOn.replaceAll("-", "")}.${macOf(expiresOn, customerId, invoiceId)}`;

  return {
    linkFor(customerId, invoiceId) {
      const expiresOn = addDays(today(), INVOICE_LINK_DAYS);
      return { token: tokenOf(expiresOn, customerId, invoiceId), expiresOn };
    },
    check(token, customerId, invoiceId) {
      const match = /^(\d{4})(\d{2})(\d{2})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const expiresOn = `${match[1]}-${match[2]}-${match[3]}`;
      const given = Buffer.from(match[4] ?? "");
      const expected = Buffer.from(macOf(expiresOn, customerId, invoiceId));
      if (!timingSafeEqual(given, expected)) return null;
      return expiresOn >= today() ? { token, expiresOn } : null;
    },
  };
}
