import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { CustomerParamsSchema, UsdAmountSchema } from "./customer-params";

export const SERVICE_STATUSES = ["active", "suspended", "pending"] as const;
export const ServiceStatusSchema = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

export const RouterSchema = z.object({ model: z.string(), serial: z.string() });

/** A plan a service moves to on `effectiveOn`; the monthly fee in USD without VAT. */
export const PlanChangeSchema = z.object({
  planCode: z.string(),
  planName: z.string(),
  speedMbps: z.number().int().nullable(),
  monthlyFee: UsdAmountSchema,
  effectiveOn: z.iso.date(),
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;

/** A service (SID) on its current plan: speed, status, next due date, monthly fee, routers. */
export const PackageSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  planCode: z.string(),
  planName: z.string(),
  /** Null for services without a line speed (TV). */
  speedMbps: z.number().int().nullable(),
  status: ServiceStatusSchema,
  /** The day the current plan took effect. */
  effectiveOn: z.iso.date(),
  /** The first day of the next billing period, when its invoice is issued. */
  nextBillingOn: z.iso.date(),
  /** The day the next invoice falls due. */
  dueOn: z.iso.date(),
  currency: z.literal("USD"),
  /** Without VAT. */
  monthlyFee: UsdAmountSchema,
  routers: z.array(RouterSchema),
  pendingChange: PlanChangeSchema.nullable(),
});
export type Package = z.infer<typeof PackageSchema>;

/** Spec §7 `GET Customers/{customerId}/Packages` (bs2-api): the customer's services, in SID order. */
export const ListPackagesCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/Packages",
  tag: "billing",
  summary: "The signed-in customer's packages (bearer token)",
  params: CustomerParamsSchema,
  responses: {
    200: z.object({ data: z.array(PackageSchema) }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
