import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { CustomerParamsSchema, UsdAmountSchema } from "./customer-params";

export const PAYMENT_METHODS = ["aba-payway", "khqr", "wing", "card", "cash"] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** A payment (spec §3: transaction date, payment type, comment, amount) with its receipt number. */
export const PaymentSchema = z.object({
  paymentId: z.number().int(),
  paidAt: z.iso.datetime({ offset: true }),
  method: PaymentMethodSchema,
  comment: z.string(),
  currency: z.literal("USD"),
  amount: UsdAmountSchema,
  receiptNumber: z.string(),
  /** The numbers of the invoices it settled. */
  invoiceNumbers: z.array(z.string()),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** Spec §7 `GET Customers/{customerId}/PaymentHistory` (bs2-api): the customer's payments, newest first. */
export const ListPaymentHistoryCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/PaymentHistory",
  tag: "billing",
  summary: "The signed-in customer's payments (bearer token)",
  params: CustomerParamsSchema,
  responses: {
    200: z.object({ data: z.array(PaymentSchema) }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
