import { GetContentResponseSchema } from "@isp/contracts/news/get-content";
import {
  ContentListResponseSchema,
  ListContentsQuerySchema,
  ListContentsResponseSchema,
} from "@isp/contracts/news/list-contents";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { NotFoundSchema, notFound } from "../../http/not-found";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { sendImage } from "../../http/send-image";
import type { Storage } from "../../storage/storage";
import { todayInCambodia } from "../../time/cambodia-date";
import { findNewsImage, getContent, getMainContent, listContents } from "./list-contents";

const ContentParamsSchema = z.object({ contentId: z.coerce.number().int().positive() });
const ImageParamsSchema = ContentParamsSchema.extend({ fileName: z.string().regex(/^[\w.-]{1,120}$/) });

/** media-api: news and media contents and their images. */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  varyByLanguage(app);

  app.get(
    "/contents",
    {
      schema: {
        tags: ["media"],
        summary: "Published news between two dates, newest first",
        querystring: ListContentsQuerySchema,
        response: { 200: ListContentsResponseSchema },
      },
    },
    async (request) => listContents(db, requestLanguage(request), request.query, todayInCambodia()),
  );

  app.get(
    "/contents/contentList",
    {
      schema: {
        tags: ["media"],
        summary: "The same selection as titles only",
        querystring: ListContentsQuerySchema,
        response: { 200: ContentListResponseSchema },
      },
    },
    async (request) => {
      const { data, totalRows } = await listContents(
        db,
        requestLanguage(request),
        request.query,
        todayInCambodia(),
      );
      return { data: data.map(({ id, title, startDate }) => ({ id, title, startDate })), totalRows };
    },
  );

  app.get(
    "/contents/main",
    {
      schema: {
        tags: ["media"],
        summary: "The featured (newest) news item",
        response: { 200: GetContentResponseSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const content = await getMainContent(db, requestLanguage(request), todayInCambodia());
      return content ? { data: content } : notFound(reply, "No news yet");
    },
  );

  app.get(
    "/contents/:contentId",
    {
      schema: {
        tags: ["media"],
        summary: "One news item with its body",
        params: ContentParamsSchema,
        response: { 200: GetContentResponseSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const content = await getContent(
        db,
        request.params.contentId,
        requestLanguage(request),
        todayInCambodia(),
      );
      return content ? { data: content } : notFound(reply, "News item not found");
    },
  );

  app.get(
    "/contents/:contentId/:fileName",
    { schema: { tags: ["media"], params: ImageParamsSchema, hide: true } },
    async (request, reply) => {
      const key = await findNewsImage(db, request.params.contentId, request.params.fileName);
      return key ? sendImage(storage, key, request, reply) : notFound(reply, "File not found");
    },
  );
};
