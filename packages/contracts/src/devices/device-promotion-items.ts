import { z } from "zod";
import { ImageSchema } from "../pages/get-page";

/**
 * GET admin-api/api/v1/WebParts/{webPartId}/DevicePromotionItems/Public and …/{id}/Public:
 * the devices of a device-promotion web part (the /device/ page shows one).
 */
export const DevicePromotionParamsSchema = z.object({ webPartId: z.coerce.number().int().positive() });
export const DevicePromotionItemParamsSchema = DevicePromotionParamsSchema.extend({
  id: z.coerce.number().int().positive(),
});

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
export const GetDeviceItemResponseSchema = z.object({ data: DeviceItemSchema });
export type GetDeviceItemResponse = z.infer<typeof GetDeviceItemResponseSchema>;
