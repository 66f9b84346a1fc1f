import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { CustomerParamsSchema, UsdAmountSchema } from "./customer-params";

export const INVOICE_STATUSES = ["paid", "unpaid"] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** An invoice as the lists show it. Amounts in USD; VAT is 10% of the net value. */
export const InvoiceSummarySchema = z.object({
  invoiceId: z.number().int(),
  number: z.string(),
  issuedOn: z.iso.date(),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  dueOn: z.iso.date(),
  currency: z.literal("USD"),
  net: UsdAmountSchema,
  vat: UsdAmountSchema,
  total: UsdAmountSchema,
  status: InvoiceStatusSchema,
  /** Unpaid after its due date (in Cambodia). */
  isOverdue: z.boolean(),
  paidOn: z.iso.date().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const ListInvoicesQuerySchema = z.object({ status: InvoiceStatusSchema.optional() });

/**
 * Spec §7 `GET Customers/{customerId}/Invoices` (bs2-api): the customer's invoices, unpaid first
 * (oldest due first), then paid ones (newest first); `status` keeps one kind.
 */
export const ListInvoicesCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/Invoices",
  tag: "billing",
  summary: "The signed-in customer's invoices (bearer token)",
  params: CustomerParamsSchema,
  query: ListInvoicesQuerySchema,
  responses: {
    200: z.object({ data: z.array(InvoiceSummarySchema) }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
