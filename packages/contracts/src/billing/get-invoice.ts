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

/** Spec §7 `GET Customers/{customerId}/Invoices/{invoiceId}` (bs2-api): one invoice with its lines. */
export const GetInvoiceCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/Invoices/:invoiceId",
  tag: "billing",
  summary: "One of the signed-in customer's invoices, with its lines (bearer token)",
  params: InvoiceParamsSchema,
  responses: { 200: z.object({ data: InvoiceSchema }), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});
