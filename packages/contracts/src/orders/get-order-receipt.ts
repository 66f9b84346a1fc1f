import { z } from "zod";
import { UsdAmountSchema } from "../billing/customer-params";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { OrderLineSchema, OrderNumberSchema, OrderTypeSchema, PaymentMethodSchema } from "./order";

/** What a paid order's receipt shows (the screen prints it). */
export const OrderReceiptSchema = z.object({
  receiptNumber: z.string(),
  orderId: z.number().int(),
  orderType: OrderTypeSchema,
  title: z.string(),
  bs2CustomerId: z.string(),
  customerName: z.string(),
  paidAt: z.iso.datetime({ offset: true }),
  paymentMethod: PaymentMethodSchema,
  lines: z.array(OrderLineSchema),
  subtotal: UsdAmountSchema,
  vat: UsdAmountSchema,
  total: UsdAmountSchema,
});
export type OrderReceipt = z.infer<typeof OrderReceiptSchema>;

/**
 * Spec §7 pay-api `GET orders/{orderId}/receipt`: the receipt of one of the customer's paid orders;
 * 404 for an order not paid, another customer's order or a guessed number.
 */
export const GetOrderReceiptCall = defineCall({
  method: "GET",
  service: "pay-api",
  path: "orders/:orderId/receipt",
  tag: "orders",
  summary: "The receipt of a paid order (bearer token)",
  params: z.object({ orderId: OrderNumberSchema }),
  responses: {
    200: z.object({ data: OrderReceiptSchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
