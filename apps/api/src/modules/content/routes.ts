import { createHash } from "node:crypto";
import { pickLanguage } from "@isp/contracts/languages";
import {
  GetPageParamsSchema,
  type GetPageResponse,
  GetPageResponseSchema,
} from "@isp/contracts/pages/get-page";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { sendStoredFile } from "../../http/send-stored-file";
import type { Storage } from "../../storage/storage";
import { getPage } from "./get-page";
import { createPageCache } from "./page-cache";

export type ContentModuleOptions = { db: Database; storage: Storage };

const NotFoundSchema = z.object({ error: z.string(), message: z.string() });
const FileParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  fileName: z.string().regex(/^[\w.-]{1,120}$/),
});

/** admin-api: pages and web parts, and the files they show. */
export const contentRoutes: FastifyPluginAsyncZod<ContentModuleOptions> = async (app, { db, storage }) => {
  const pageCache = createPageCache();
  app.get(
    "/pages/:pageId",
    {
      schema: {
        tags: ["content"],
        summary: "A page with its web parts, texts in the Accept-Language language (km by default)",
        params: GetPageParamsSchema,
        response: { 200: GetPageResponseSchema, 304: z.null(), 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const language = pickLanguage(request.headers["accept-language"]);
      const { pageId } = request.params;
      let cached = pageCache.get(pageId, language);
      if (!cached) {
        const page = await getPage(db, pageId, language);
        if (!page) return reply.code(404).send({ error: "not_found", message: "Page not found" });
        // Validated once here, then served as the same bytes until the entry expires.
        const body = JSON.stringify(GetPageResponseSchema.parse({ data: page }));
        const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
        pageCache.set(pageId, language, body, etag);
        cached = { body, etag, expiresAt: 0 };
      }
      reply
        .header("content-language", language)
        .header("vary", "Accept-Language")
        .header("etag", cached.etag)
        .header("cache-control", "public, max-age=60");
      if (request.headers["if-none-match"] === cached.etag) return reply.code(304).send(null);
      // The body was validated against the schema when cached; send those bytes as they are.
      return reply
        .type("application/json; charset=utf-8")
        .serializer((payload) => payload as string)
        .send(cached.body as unknown as GetPageResponse);
    },
  );

  for (const kind of ["images", "videos", "animations", "Documents"] as const) {
    app.get(
      `/filestorage/webparts/:id/${kind}/:fileName`,
      { schema: { tags: ["content"], params: FileParamsSchema, hide: true } },
      (request, reply) =>
        sendStoredFile(
          storage,
          `webparts/${request.params.id}/${kind.toLowerCase()}/${request.params.fileName}`,
          request,
          reply,
        ),
    );
  }
};
