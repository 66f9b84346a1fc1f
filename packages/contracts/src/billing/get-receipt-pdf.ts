import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { recordId } from "../paging";
import { CustomerParamsSchema } from "./customer-params";

export const PaymentParamsSchema = CustomerParamsSchema.extend({ paymentId: recordId() });

/**
 * Spec §7 `GET Customers/{customerId}/PaymentHistory/{paymentId}/pdf` (bs2-api): the receipt of a
 * payment as a PDF (`application/pdf`, in the caller's language), for its owner only.
 */
export const GetReceiptPdfCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/PaymentHistory/:paymentId/pdf",
  tag: "billing",
  summary: "The receipt of one of the signed-in customer's payments as a PDF (bearer token)",
  params: PaymentParamsSchema,
  responses: { 200: z.unknown(), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});
