import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { InvoiceLinkQuerySchema, InvoiceParamsSchema } from "./get-invoice";

/**
 * Spec §7 `GET Customers/{customerId}/Invoices/{invoiceId}/pdf` (bs2-api): the invoice as a PDF
 * (`application/pdf`, in the caller's language), for its owner or the holder of its link (`token`).
 */
export const GetInvoicePdfCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/Invoices/:invoiceId/pdf",
  tag: "billing",
  summary: "One invoice as a PDF, for its owner (bearer token) or the holder of its link (token)",
  params: InvoiceParamsSchema,
  query: InvoiceLinkQuerySchema,
  responses: { 200: z.unknown(), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});
