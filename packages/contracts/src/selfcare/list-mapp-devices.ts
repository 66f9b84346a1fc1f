import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";

/** A router or other device installed for one of the customer's services. */
export const CustomerDeviceSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  model: z.string(),
  serial: z.string(),
});
export type CustomerDevice = z.infer<typeof CustomerDeviceSchema>;

/** Spec §7 `GET thirdparties/MappApi/personal/devices` (sc-api): the signed-in customer's devices. */
export const ListMappDevicesCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "thirdparties/MappApi/personal/devices",
  tag: "selfcare",
  summary: "Routers and devices of the signed-in customer's services (bearer token)",
  responses: { 200: z.object({ data: z.array(CustomerDeviceSchema) }), 401: ErrorResponseSchema },
});
