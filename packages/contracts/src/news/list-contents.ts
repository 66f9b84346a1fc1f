import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ImageSourceSchema } from "../pages/get-page";
import { PagingQuerySchema } from "../paging";
import { encodeIssue } from "../validation/messages";

// A real calendar day (2026-02-30 is not one), YYYY-MM-DD.
const isoDate = z.iso.date({ message: encodeIssue({ key: "invalid" }) });

/** GET media-api/api/v1/contents and contents/contentList: news between two dates, newest first. */
export const ListContentsQuerySchema = PagingQuerySchema.extend({
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
});
export type ListContentsQuery = z.infer<typeof ListContentsQuerySchema>;

/** Spec §3 News content; `contentImages[].url` is the spec's file URL contents/{id}/{fileName}. */
export const NewsContentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lead: z.string(),
  startDate: z.string(),
  contentImages: z.array(
    z.object({
      storageFile: z.object({ fileName: z.string() }),
      url: z.string(),
      alt: z.string().nullable(),
      width: z.number().int(),
      height: z.number().int(),
      sources: z.array(ImageSourceSchema),
    }),
  ),
});
export type NewsContent = z.infer<typeof NewsContentSchema>;

export const ListContentsResponseSchema = z.object({
  data: z.array(NewsContentSchema),
  totalRows: z.number().int(),
});
export type ListContentsResponse = z.infer<typeof ListContentsResponseSchema>;

export const ListContentsCall = defineCall({
  method: "GET",
  service: "media-api",
  path: "contents",
  tag: "media",
  summary: "Published news between two dates, newest first",
  query: ListContentsQuerySchema,
  responses: { 200: ListContentsResponseSchema },
});

/** Spec §9: the home news block asks for 3, from offset 0. */
export const LATEST_NEWS_LIMIT = 3;
/** Page size of the news and media list (the spec leaves it to the caller). */
export const NEWS_PAGE_SIZE = 9;
