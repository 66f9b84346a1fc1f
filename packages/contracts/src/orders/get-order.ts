import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { OrderNumberSchema, OrderSchema } from "./order";

/** Spec §7 pay-api `GET orders/{id}`: one of the customer's orders with its lines; 404 for any other. */
export const GetOrderCall = defineCall({
  method: "GET",
  service: "pay-api",
  path: "orders/:id",
  tag: "orders",
  summary: "One of the signed-in customer's orders, by order number (bearer token)",
  params: z.object({ id: OrderNumberSchema }),
  responses: { 200: z.object({ data: OrderSchema }), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});
