import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { recordId } from "../paging";
import { NewsContentSchema } from "./list-contents";

/** One news item with its body (rich text). */
export const NewsContentDetailSchema = NewsContentSchema.extend({ body: z.string() });
export type NewsContentDetail = z.infer<typeof NewsContentDetailSchema>;

export const GetContentResponseSchema = z.object({ data: NewsContentDetailSchema });
export type GetContentResponse = z.infer<typeof GetContentResponseSchema>;

export const ContentParamsSchema = z.object({ contentId: recordId() });

/** GET media-api/api/v1/contents/{contentId} */
export const GetContentCall = defineCall({
  method: "GET",
  service: "media-api",
  path: "contents/:contentId",
  tag: "media",
  summary: "One news item with its body",
  params: ContentParamsSchema,
  responses: { 200: GetContentResponseSchema, 404: ErrorResponseSchema },
});
