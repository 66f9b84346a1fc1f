import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { QuotationSchema } from "../selfcare/list-mapp-quotations";
import { optionalText } from "../validation/rules";
import { CreateOrderBodySchema } from "./create-order";

/** What a business asks a quotation for: the order's plan, period, add-ons and place, without a visit. */
export const BusinessQuotationBodySchema = CreateOrderBodySchema.omit({
  installationDate: true,
  installationSlot: true,
}).extend({
  /** Anything sales should know (several sites, a date the office opens…). */
  comment: optionalText(1000),
});
export type BusinessQuotationBody = z.input<typeof BusinessQuotationBodySchema>;

/**
 * Spec §7 `POST Orders/BusinessQuotation`: a business customer asks for a quotation instead of ordering
 * at once. The server prices it from the catalog as `POST scag orders` does, keeps it with an order
 * waiting on it (seen in /my_orders and /profile/quotation) and tells sales through the outbox.
 * 403: a consumer; 404: not their location; 422: plan or add-on not for them, or the place not covered.
 */
export const CreateBusinessQuotationCall = defineCall({
  method: "POST",
  service: "scag",
  path: "Orders/BusinessQuotation",
  tag: "orders",
  summary: "Ask for a quotation of a plan with add-ons at one of the business's locations (bearer token)",
  body: BusinessQuotationBodySchema,
  responses: {
    201: z.object({ data: QuotationSchema }),
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    422: ErrorResponseSchema,
  },
});
