import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { encodeIssue } from "../validation/messages";

/** GET admin-api/api/v1/pages/{pageId} — spec §3 "Page" and "Web part item". */
export const GetPageParamsSchema = z.object({
  pageId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, { message: encodeIssue({ key: "invalid" }) }),
});

/** Responsive versions of a raster image: `srcSet` per modern format, for `<picture><source>`. */
export const ImageSourceSchema = z.object({ type: z.string(), srcSet: z.string() });

export const ImageSchema = z.object({
  url: z.string(),
  alt: z.string().nullable(),
  title: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Empty for vector images, which fit every screen as they are. */
  sources: z.array(ImageSourceSchema).default([]),
});
export type Image = z.infer<typeof ImageSchema>;

export const BannerSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  webImage: ImageSchema.nullable(),
  mobileImage: ImageSchema.nullable(),
  video: z.string().nullable(),
  actionUrl: z.string().nullable(),
  webButtonsLayout: z.string().nullable(),
  mobileButtonsLayout: z.string().nullable(),
});

export const ManagementTeamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  positionName: z.string().nullable(),
  description: z.string().nullable(),
  photo: z.object({ fileName: z.string(), url: z.string(), sources: z.array(ImageSourceSchema) }).nullable(),
});

export const WebPartItemSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  image: ImageSchema.nullable(),
  titleIcon: ImageSchema.nullable(),
  videoUrl: z.string().nullable(),
  lottieUrl: z.string().nullable(),
  lottieFile: z.string().nullable(),
  actionUrl: z.string().nullable(),
  showButton: z.boolean(),
  url: z.string().nullable(),
  file: z.string().nullable(),
  customerName: z.string().nullable(),
  district: z.string().nullable(),
  recommendedFor: z.string().nullable(),
  priceDescription: z.string().nullable(),
  rowGroup: z.number().int().nullable(),
  columnGroup: z.number().int().nullable(),
  mobileLayoutColumnCnt: z.number().int().nullable(),
  smallLayoutColumnCnt: z.number().int().nullable(),
  mediumLayoutColumnCnt: z.number().int().nullable(),
  webLayoutColumnCnt: z.number().int().nullable(),
  justifyContent: z.string().nullable(),
  imageLocationType: z.object({ id: z.enum(["left", "right"]) }).nullable(),
  isShowMore: z.boolean(),
  productId: z.number().int().nullable(),
  subscriptionId: z.number().int().nullable(),
  productCategoryId: z.number().int().nullable(),
  isAddon: z.boolean(),
  banner: BannerSchema.nullable(),
  managementTeamMember: ManagementTeamMemberSchema.nullable(),
});
export type WebPartItem = z.infer<typeof WebPartItemSchema>;

export const WebPartSchema = z.object({
  id: z.number().int(),
  anchor: z.string().nullable(),
  webPartType: z.object({ name: z.string() }),
  title: z.string().nullable(),
  description: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  backgroundGradient: z.string().nullable(),
  textColor: z.string().nullable(),
  actionUrl: z.string().nullable(),
  actionUrlName: z.string().nullable(),
  webPartInfo: z.object({ optionType: z.object({ id: z.number().int(), name: z.string() }).nullable() }),
  webPartItems: z.array(WebPartItemSchema),
});
export type WebPart = z.infer<typeof WebPartSchema>;

export const PageSchema = z.object({
  id: z.string(),
  language: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  pageWebParts: z.array(WebPartSchema),
});
export type Page = z.infer<typeof PageSchema>;

export const GetPageResponseSchema = z.object({ data: PageSchema });
export type GetPageResponse = z.infer<typeof GetPageResponseSchema>;

/** GET admin-api/api/v1/pages/{pageId}; answers 304 to a matching If-None-Match. */
export const GetPageCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "pages/:pageId",
  tag: "content",
  summary: "A page with its web parts, texts in the Accept-Language language (km by default)",
  params: GetPageParamsSchema,
  responses: { 200: GetPageResponseSchema, 304: z.null(), 404: ErrorResponseSchema },
});
