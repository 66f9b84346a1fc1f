import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { recordId } from "../paging";
import { CustomerParamsSchema, UsdAmountSchema } from "./customer-params";
import { InvoiceSummarySchema } from "./list-invoices";

/** One service's monthly charge on an invoice. */
export const InvoiceLineSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  planName: z.string(),
  quantity: z.number().int(),
  unitPrice: UsdAmountSchema,
  amount: UsdAmountSchema,
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSchema = InvoiceSummarySchema.extend({ lines: z.array(InvoiceLineSchema) });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceParamsSchema = CustomerParamsSchema.extend({ invoiceId: recordId() });

/** An invoice's own token: the last day it opens the invoice (YYYYMMDD) and a 43-character signature. */
export const InvoiceLinkTokenSchema = z.string().regex(/^\d{8}\.[\w-]{43}$/);

/** A link that opens one invoice without signing in, until the end of `expiresOn` (Cambodia's date). */
export const InvoiceLinkSchema = z.object({ token: InvoiceLinkTokenSchema, expiresOn: z.iso.date() });
export type InvoiceLink = z.infer<typeof InvoiceLinkSchema>;

/** With `token`, the call needs no sign-in: the token is the invoice's own (see `link`). */
export const InvoiceLinkQuerySchema = z.object({ token: InvoiceLinkTokenSchema.optional() });

/**
 * Spec §7 `GET Customers/{customerId}/Invoices/{invoiceId}` (bs2-api): one invoice with its lines, for
 * its owner (bearer token) or "with its own token" (query `token`). `link` is that token: to its
 * owner a fresh one to share, to a link's holder the one they came with.
 */
export const GetInvoiceCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/Invoices/:invoiceId",
  tag: "billing",
  summary: "One invoice with its lines, for its owner (bearer token) or the holder of its link (token)",
  params: InvoiceParamsSchema,
  query: InvoiceLinkQuerySchema,
  responses: {
    200: z.object({ data: InvoiceSchema, link: InvoiceLinkSchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
