import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { InvoiceParamsSchema } from "./get-invoice";

/**
 * Spec §7 `GET Customers/{customerId}/Invoices/{invoiceId}/pdf` (bs2-api): the invoice as a PDF
 * (`application/pdf`, in the caller's language), for its owner only.
 */
export const GetInvoicePdfCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/Invoices/:invoiceId/pdf",
  tag: "billing",
  summary: "One of the signed-in customer's invoices as a PDF (bearer token)",
  params: InvoiceParamsSchema,
  responses: { 200: z.unknown(), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});
