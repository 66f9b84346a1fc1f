import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { recordId } from "../paging";
import { DeviceItemSchema, DevicePromotionParamsSchema } from "./list-device-items";

export const DevicePromotionItemParamsSchema = DevicePromotionParamsSchema.extend({
  id: recordId(),
});

export const GetDeviceItemResponseSchema = z.object({ data: DeviceItemSchema });
export type GetDeviceItemResponse = z.infer<typeof GetDeviceItemResponseSchema>;

/** GET admin-api/api/v1/WebParts/{webPartId}/DevicePromotionItems/{id}/Public */
export const GetDeviceItemCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "WebParts/:webPartId/DevicePromotionItems/:id/Public",
  tag: "content",
  summary: "One device of a device-promotion web part",
  params: DevicePromotionItemParamsSchema,
  responses: { 200: GetDeviceItemResponseSchema, 404: ErrorResponseSchema },
});
