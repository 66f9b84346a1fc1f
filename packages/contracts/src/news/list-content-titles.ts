import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ListContentsQuerySchema } from "./list-contents";

/** GET media-api/api/v1/contents/contentList: the same selection as `contents`, as titles only. */
export const ContentTitleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
});
export const ListContentTitlesResponseSchema = z.object({
  data: z.array(ContentTitleSchema),
  totalRows: z.number().int(),
});

export const ListContentTitlesCall = defineCall({
  method: "GET",
  service: "media-api",
  path: "contents/contentList",
  tag: "media",
  summary: "The same selection as titles only, for lists of links",
  query: ListContentsQuerySchema,
  responses: { 200: ListContentTitlesResponseSchema },
});
