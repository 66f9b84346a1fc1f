import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { OrderNumberSchema, OrderSummarySchema } from "./order";

/**
 * Spec §7 pay-api `PUT orders/{orderId}/Confirm`: the customer confirms a created order, which may then
 * be paid. 409 for an order in any other state; 404 for another customer's order or a guessed number.
 */
export const ConfirmOrderCall = defineCall({
  method: "PUT",
  service: "pay-api",
  path: "orders/:orderId/Confirm",
  tag: "orders",
  summary: "Confirm one of the signed-in customer's created orders (bearer token)",
  params: z.object({ orderId: OrderNumberSchema }),
  responses: {
    200: z.object({ data: OrderSummarySchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
  },
});
