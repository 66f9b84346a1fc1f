import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { OrderSummarySchema } from "./order";

/** Spec §7 pay-api `GET orders`: the signed-in customer's orders, newest first. */
export const ListOrdersCall = defineCall({
  method: "GET",
  service: "pay-api",
  path: "orders",
  tag: "orders",
  summary: "The signed-in customer's orders, newest first (bearer token)",
  responses: { 200: z.object({ data: z.array(OrderSummarySchema) }), 401: ErrorResponseSchema },
});
