import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { CoordinatesSchema } from "../map/in-coverage";
import { requiredPhone, requiredText } from "../validation/rules";

export const OutOfCoverageLeadSchema = z.object({
  fullName: requiredText(100),
  contactNumber: requiredPhone(),
  /** The plan the visitor wanted, if they chose one. */
  planCode: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  /** Where they wanted it: a commune (gazetteer code) and/or a point. */
  communeCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  position: CoordinatesSchema.optional(),
});
export type OutOfCoverageLead = z.input<typeof OutOfCoverageLeadSchema>;

/**
 * Spec §7 `POST Deals/ConsumerOutOfCoverage` (eze24-api) and §8 "I'm waiting for a call": a signed-in
 * visitor whose address is not covered leaves their number; sales calls when the network arrives.
 */
export const CreateOutOfCoverageLeadCall = defineCall({
  method: "POST",
  service: "eze24-api",
  path: "Deals/ConsumerOutOfCoverage",
  tag: "orders",
  summary: "Leave a number to be called when the network reaches an address (bearer token)",
  body: OutOfCoverageLeadSchema,
  responses: { 201: z.object({ data: z.object({ leadId: z.number().int() }) }), 401: ErrorResponseSchema },
});
