import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { OrderNumberSchema } from "./order";

/** The field-service tool's steps of an installation, in the order they happen. */
export const INSTALLATION_STEPS = [
  "received",
  "scheduled",
  "engineerAssigned",
  "onSite",
  "installed",
  "activated",
] as const;
export const InstallationStepSchema = z.enum([...INSTALLATION_STEPS, "cancelled"]);
export type InstallationStep = z.infer<typeof InstallationStepSchema>;

export const InstallationSchema = z.object({
  orderId: z.number().int(),
  appointmentAt: z.iso.datetime({ offset: true }).nullable(),
  engineerName: z.string().nullable(),
  engineerPhone: z.string().nullable(),
  /** Every step: those done with their time, those still to come with none. */
  steps: z.array(z.object({ step: InstallationStepSchema, at: z.iso.datetime({ offset: true }).nullable() })),
});
export type Installation = z.infer<typeof InstallationSchema>;

/**
 * Spec §7 pay-api `GET orders/{orderId}/planado`: the installation status of one of the customer's
 * orders from the field-service tool; 404 for an order without an installation or not theirs.
 */
export const GetOrderInstallationCall = defineCall({
  method: "GET",
  service: "pay-api",
  path: "orders/:orderId/planado",
  tag: "orders",
  summary: "An order's installation timeline from the field-service tool (bearer token)",
  params: z.object({ orderId: OrderNumberSchema }),
  responses: {
    200: z.object({ data: InstallationSchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
