import { z } from "zod";
import { PlanSchema } from "../catalog/plans";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";

export const ListMappSubscriptionsQuerySchema = z.object({ productId: z.coerce.number().int().positive() });

/**
 * Spec §7 `GET thirdparties/MappApi/personal/subscriptions?productId=` (sc-api): the plans of one
 * product the customer may have, cheapest first; 404 for a product that is not theirs to order.
 */
export const ListMappSubscriptionsCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "thirdparties/MappApi/personal/subscriptions",
  tag: "selfcare",
  summary: "Plans of one product, for the signed-in customer (bearer token)",
  query: ListMappSubscriptionsQuerySchema,
  responses: {
    200: z.object({ data: z.array(PlanSchema) }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
