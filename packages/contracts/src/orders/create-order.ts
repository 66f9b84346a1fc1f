import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { recordId } from "../paging";
import { requiredText } from "../validation/rules";
import { OrderSummarySchema } from "./order";
import { ORDER_PERIODS } from "./order-price";

/** Installation visits are booked by half day (docs/decisions.md "Installation slots"). */
export const INSTALLATION_SLOTS = ["08:00-12:00", "13:00-17:00"] as const;
export const InstallationSlotSchema = z.enum(INSTALLATION_SLOTS);

const planCode = () => requiredText(40).regex(/^[a-z0-9-]+$/);

export const CreateOrderBodySchema = z.object({
  /** The main plan (a subscription of a product that is not an add-on). */
  planCode: planCode(),
  periodMonths: z.union(ORDER_PERIODS.map((period) => z.literal(period))),
  /** Add-on plans (TV, router, static IP); the installation comes with every order. */
  addonPlanCodes: z.array(planCode()).max(10).default([]),
  /** One of the customer's installation locations (saved in the address step). */
  locationId: recordId(),
  installationDate: z.iso.date(),
  installationSlot: InstallationSlotSchema,
});
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

/**
 * Spec §7 `POST scag orders`: the signed-in customer orders a plan with add-ons for one of their
 * locations, with an installation visit. The server prices it from the catalog, checks coverage at the
 * location and that the visit is still free, and tells sales through the outbox. 404: not their
 * location; 409: the visit was just taken; 422: plan not for this customer, add-on unknown, or the
 * location is not covered.
 */
export const CreateOrderCall = defineCall({
  method: "POST",
  service: "scag",
  path: "orders",
  tag: "orders",
  summary: "Order a plan with add-ons and an installation visit (bearer token)",
  body: CreateOrderBodySchema,
  responses: {
    201: z.object({ data: OrderSummarySchema }),
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    422: ErrorResponseSchema,
  },
});

export const InstallationSlotOfferSchema = z.object({ date: z.iso.date(), slot: InstallationSlotSchema });
export type InstallationSlotOffer = z.infer<typeof InstallationSlotOfferSchema>;

/** The next free installation visits (half days) for one of the signed-in customer's locations. */
export const ListInstallationSlotsCall = defineCall({
  method: "GET",
  service: "scag",
  path: "orders/installationSlots",
  tag: "orders",
  summary: "The next free installation half days at one of the customer's locations (bearer token)",
  query: z.object({ locationId: recordId() }),
  responses: {
    200: z.object({ data: z.array(InstallationSlotOfferSchema) }),
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    422: ErrorResponseSchema,
  },
});
