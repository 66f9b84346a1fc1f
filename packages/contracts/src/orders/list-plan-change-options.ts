import { z } from "zod";
import { UsdAmountSchema } from "../billing/customer-params";
import { PlanSchema } from "../catalog/plans";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { PlanChangeSchema } from "./order";

/** One of the customer's services as the plan change sees it: what it has, what it may move to. */
export const PlanChangeOptionSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  isActive: z.boolean(),
  currentPlan: z.object({
    code: z.string(),
    name: z.string(),
    speedMbps: z.number().int().nullable(),
    monthlyFee: UsdAmountSchema,
  }),
  /** A change already booked and not yet in effect: no other may be stacked on it. */
  pendingChange: PlanChangeSchema.nullable(),
  /** The day a change booked now takes effect (the next billing period's first day). */
  effectiveOn: z.iso.date(),
  /** The plans it may move to (same product, the customer's type), cheapest first. */
  plans: z.array(PlanSchema),
});
export type PlanChangeOption = z.infer<typeof PlanChangeOptionSchema>;

/**
 * `GET orders/changePlan/options` (pay-api; not in spec §7, which leaves the upgrade screen's data
 * open): each service of the signed-in customer with its plan and the plans it may change to, checked
 * by the same rules as `POST orders/changePlan`.
 */
export const ListPlanChangeOptionsCall = defineCall({
  method: "GET",
  service: "pay-api",
  path: "orders/changePlan/options",
  tag: "orders",
  summary: "The signed-in customer's services and the plans each may change to (bearer token)",
  responses: { 200: z.object({ data: z.array(PlanChangeOptionSchema) }), 401: ErrorResponseSchema },
});
