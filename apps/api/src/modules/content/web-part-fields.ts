import { WebPartItemSchema } from "@isp/contracts/pages/get-page";
import { z } from "zod";

/** The stored fields of pages, web parts and their items: what the seed files hold and `getPage` reads. */

export const PageTextSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().optional(),
});
export type PageText = z.infer<typeof PageTextSchema>;

export const WebPartTextSchema = z.strictObject({
  title: z.string().optional(),
  description: z.string().optional(),
  actionUrlName: z.string().optional(),
});
export type WebPartText = z.infer<typeof WebPartTextSchema>;

/** Translatable fields of a web part item; non-text fields live in `ItemData`. */
export const ItemTextSchema = z.strictObject({
  title: z.string().optional(),
  subTitle: z.string().optional(),
  description: z.string().optional(),
  content: z.string().optional(),
  priceDescription: z.string().optional(),
  recommendedFor: z.string().optional(),
  customerName: z.string().optional(),
  district: z.string().optional(),
  imageAlt: z.string().optional(),
  imageTitle: z.string().optional(),
  bannerTitle: z.string().optional(),
  bannerDescription: z.string().optional(),
  memberName: z.string().optional(),
  memberPosition: z.string().optional(),
  memberDescription: z.string().optional(),
});
export type ItemText = z.infer<typeof ItemTextSchema>;

/** A file (in the seed's media folder, later in storage) with its size in pixels. */
const ImageFileSchema = z.strictObject({
  fileName: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const columnCount = z.number().int().min(1).max(12);

/** Language-neutral fields of a web part item (layout, links, files). */
export const ItemDataSchema = z.strictObject({
  image: ImageFileSchema.optional(),
  titleIcon: ImageFileSchema.optional(),
  mobileImage: ImageFileSchema.optional(),
  videoUrl: z.string().min(1).optional(),
  lottieUrl: z.string().min(1).optional(),
  lottieFile: z.string().min(1).optional(),
  actionUrl: z.string().min(1).optional(),
  showButton: z.boolean().optional(),
  url: z.string().min(1).optional(),
  file: z.string().min(1).optional(),
  rowGroup: z.number().int().optional(),
  columnGroup: z.number().int().optional(),
  mobileLayoutColumnCnt: columnCount.optional(),
  smallLayoutColumnCnt: columnCount.optional(),
  mediumLayoutColumnCnt: columnCount.optional(),
  webLayoutColumnCnt: columnCount.optional(),
  justifyContent: z.string().optional(),
  imageLocation: WebPartItemSchema.shape.imageLocationType.unwrap().shape.id.optional(),
  isShowMore: z.boolean().optional(),
  productId: z.number().int().optional(),
  subscriptionId: z.number().int().optional(),
  productCategoryId: z.number().int().optional(),
  isAddon: z.boolean().optional(),
  banner: z
    .strictObject({
      video: z.string().min(1).optional(),
      actionUrl: z.string().min(1).optional(),
      webButtonsLayout: z.enum(["row", "column"]).optional(),
      mobileButtonsLayout: z.enum(["row", "column"]).optional(),
    })
    .optional(),
  member: z
    .strictObject({ id: z.number().int().positive(), photoFileName: z.string().min(1).optional() })
    .optional(),
});
export type ItemData = z.infer<typeof ItemDataSchema>;
