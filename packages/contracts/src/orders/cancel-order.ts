import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { OrderNumberSchema, OrderSummarySchema } from "./order";

/**
 * Spec §7 pay-api `PUT orders/{orderId}/Cancel`: the customer cancels an order not yet paid (created or
 * confirmed). 409 once it is paid, installed or cancelled, and for a plan change, which billing has
 * already scheduled (customer care undoes it); 404 for another customer's order or a guessed number.
 */
export const CancelOrderCall = defineCall({
  method: "PUT",
  service: "pay-api",
  path: "orders/:orderId/Cancel",
  tag: "orders",
  summary: "Cancel one of the signed-in customer's orders not yet paid (bearer token)",
  params: z.object({ orderId: OrderNumberSchema }),
  responses: {
    200: z.object({ data: OrderSummarySchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
  },
});
