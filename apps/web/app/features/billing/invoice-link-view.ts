import type { Invoice, InvoiceLink } from "@isp/contracts/billing/get-invoice";
import type { SelfCareMessages } from "../self-care/self-care-messages.server";

/**
 * /invoice_template: one invoice opened by its own link, without signing in. `opened` is null when the
 * page was opened without a link (`isLinkGiven` false) or with a wrong or expired one.
 */
export type InvoiceLinkView = {
  kind: "invoice-link";
  messages: SelfCareMessages;
  isLinkGiven: boolean;
  opened: { customerId: string; invoice: Invoice; link: InvoiceLink } | null;
};
