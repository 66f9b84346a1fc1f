import { z } from "zod";
import { NewsContentSchema } from "./list-contents";

/** GET media-api/api/v1/contents/{contentId} and contents/main: one item with its body (rich text). */
export const NewsContentDetailSchema = NewsContentSchema.extend({ body: z.string() });
export type NewsContentDetail = z.infer<typeof NewsContentDetailSchema>;

export const GetContentResponseSchema = z.object({ data: NewsContentDetailSchema });
export type GetContentResponse = z.infer<typeof GetContentResponseSchema>;
