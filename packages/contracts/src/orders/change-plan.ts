import { z } from "zod";
import { PlanSchema } from "../catalog/plans";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { digitsOnly, requiredText } from "../validation/rules";
import { OrderSummarySchema } from "./order";

export const ChangePlanBodySchema = z.object({
  serviceId: digitsOnly(requiredText(20)),
  planCode: requiredText(40),
});
export type ChangePlanBody = z.infer<typeof ChangePlanBodySchema>;

/** The change as booked: the change-plan order, the new plan and the day it takes effect. */
export const PlanChangeResultSchema = z.object({
  order: OrderSummarySchema,
  serviceId: z.string(),
  plan: PlanSchema,
  effectiveOn: z.iso.date(),
});
export type PlanChangeResult = z.infer<typeof PlanChangeResultSchema>;

/**
 * Spec §7 `POST orders/changePlan` (pay-api): the signed-in customer moves one of their active services
 * to another plan of its product from the start of the next billing period. 404: not their service;
 * 409: the service is not active or already has a change waiting; 422: the plan is unknown, the
 * current one, or not for this customer.
 */
export const ChangePlanCall = defineCall({
  method: "POST",
  service: "pay-api",
  path: "orders/changePlan",
  tag: "orders",
  summary: "Change one of the signed-in customer's services to another plan (bearer token)",
  body: ChangePlanBodySchema,
  responses: {
    201: z.object({ data: PlanChangeResultSchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    422: ErrorResponseSchema,
  },
});
