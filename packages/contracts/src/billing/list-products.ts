import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { CustomerParamsSchema } from "./customer-params";
import { ServiceStatusSchema } from "./list-packages";

/** The profile's product columns (spec §3): package name, service name, status, billing date, effective date. */
export const ProductSchema = z.object({
  serviceId: z.string(),
  packageName: z.string(),
  serviceName: z.string(),
  status: ServiceStatusSchema,
  /** The next billing date. */
  billingDate: z.iso.date(),
  effectiveOn: z.iso.date(),
});
export type Product = z.infer<typeof ProductSchema>;

/** Spec §7 `GET Customers/{customerId}/Products` (bs2-api): the customer's products, in SID order. */
export const ListProductsCall = defineCall({
  method: "GET",
  service: "bs2-api",
  path: "Customers/:customerId/Products",
  tag: "billing",
  summary: "The signed-in customer's products (bearer token)",
  params: CustomerParamsSchema,
  responses: {
    200: z.object({ data: z.array(ProductSchema) }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
