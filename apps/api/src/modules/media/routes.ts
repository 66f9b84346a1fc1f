import { ListSharedCamerasCall } from "@isp/contracts/cameras/list-shared-cameras";
import { GetContentCall } from "@isp/contracts/news/get-content";
import { GetMainContentCall } from "@isp/contracts/news/get-main-content";
import { ListContentTitlesCall } from "@isp/contracts/news/list-content-titles";
import { ListContentsCall } from "@isp/contracts/news/list-contents";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { notFound } from "../../http/not-found";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { sendImage } from "../../http/send-image";
import { sendStoredFile } from "../../http/send-stored-file";
import type { Storage } from "../../storage/storage";
import { todayInCambodia } from "../../time/cambodia-date";
import { cameraExists, listSharedCameras } from "./cameras";
import { findNewsImage, getContent, getMainContent, listContents } from "./list-contents";

const ImageParamsSchema = z.object({
  contentId: z.coerce.number().int().positive(),
  fileName: z.string().regex(/^[\w.-]{1,120}$/),
});

const CameraFileParamsSchema = z.object({
  cameraId: z.coerce.number().int().positive().max(2_147_483_647),
  fileName: z.string().regex(/^[\w-]{1,60}\.(m3u8|m4s|mp4|jpg)$/),
});

/** media-api: news and media contents and their images; the shared traffic cameras and their streams. */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  varyByLanguage(app);

  routeCall(app, ListContentsCall, {}, async (request) =>
    listContents(db, requestLanguage(request), request.query, todayInCambodia()),
  );

  routeCall(app, ListContentTitlesCall, {}, async (request) => {
    const language = requestLanguage(request);
    const { data, totalRows } = await listContents(db, language, request.query, todayInCambodia());
    return { data: data.map(({ id, title, startDate }) => ({ id, title, startDate })), totalRows };
  });

  routeCall(app, GetMainContentCall, {}, async (request, reply) => {
    const content = await getMainContent(db, requestLanguage(request), todayInCambodia());
    return content ? { data: content } : notFound(reply, "No news yet");
  });

  routeCall(app, GetContentCall, {}, async (request, reply) => {
    const language = requestLanguage(request);
    const content = await getContent(db, request.params.contentId, language, todayInCambodia());
    return content ? { data: content } : notFound(reply, "News item not found");
  });

  app.get(
    "/contents/:contentId/:fileName",
    { schema: { tags: ["media"], params: ImageParamsSchema, hide: true } },
    async (request, reply) => {
      const key = await findNewsImage(db, request.params.contentId, request.params.fileName);
      return key ? sendImage(storage, key, request, reply) : notFound(reply, "File not found");
    },
  );

  routeCall(app, ListSharedCamerasCall, {}, async (request, reply) => {
    // A camera goes offline or comes back without a deployment: a short cache.
    reply.header("cache-control", "public, max-age=30");
    return { data: await listSharedCameras(db, requestLanguage(request)) };
  });

  app.get(
    "/cameras/:cameraId/:fileName",
    { schema: { tags: ["media"], params: CameraFileParamsSchema, hide: true } },
    async (request, reply) => {
      const { cameraId, fileName } = request.params;
      if (!(await cameraExists(db, cameraId))) return notFound(reply, "File not found");
      // A live playlist changes every few seconds; segments and stills never change once written.
      const cacheControl = fileName.endsWith(".m3u8") ? "public, max-age=2" : "public, max-age=86400";
      return sendStoredFile(storage, `cameras/${cameraId}/${fileName}`, request, reply, { cacheControl });
    },
  );
};
