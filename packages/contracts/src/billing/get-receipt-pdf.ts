import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { recordId } from "../paging";
import { PayBillTokenSchema } from "../payments/pay-my-bill";
import { CustomerParamsSchema } from "./customer-params";

export const PaymentParamsSchema = CustomerParamsSchema.extend({ paymentId: recordId() });

/**
 * Spec §7 `GET Customers/{customerId}/PaymentHistory/{paymentId}/pdf` (bs2-api): the receipt of a
 * payment as a PDF (`application/pdf`, in the caller's language), for its owner only: signed in, or
 * holding the pay-my-bill token of that CID (`FirebaseToken`, as the payer who just paid without an
 * account does).
 */
export const GetReceiptPdfCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/PaymentHistory/:paymentId/pdf",
  tag: "billing",
  summary: "The receipt of one of the signed-in customer's payments as a PDF (bearer token)",
  params: PaymentParamsSchema,
  query: z.object({ FirebaseToken: PayBillTokenSchema.optional() }),
  responses: { 200: z.unknown(), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});
