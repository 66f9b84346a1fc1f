import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { ImageSchema } from "../pages/get-page";
import { recordId } from "../paging";

/** The devices of a device-promotion web part (the /device/ page shows one). */
export const DevicePromotionParamsSchema = z.object({ webPartId: recordId() });

export const DeviceItemSchema = z.object({
  id: z.number().int(),
  webPartId: z.number().int(),
  title: z.string(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  priceDescription: z.string().nullable(),
  specifications: z.string().nullable(),
  image: ImageSchema.nullable(),
  promotionTitle: z.string().nullable(),
});
export type DeviceItem = z.infer<typeof DeviceItemSchema>;

export const ListDeviceItemsResponseSchema = z.object({ data: z.array(DeviceItemSchema) });

/** GET admin-api/api/v1/WebParts/{webPartId}/DevicePromotionItems/Public */
export const ListDeviceItemsCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "WebParts/:webPartId/DevicePromotionItems/Public",
  tag: "content",
  summary: "The devices of a device-promotion web part",
  params: DevicePromotionParamsSchema,
  responses: { 200: ListDeviceItemsResponseSchema, 404: ErrorResponseSchema },
});
