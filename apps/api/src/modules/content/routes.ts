import { pickLanguage } from "@isp/contracts/languages";
import { GetPageParamsSchema, GetPageResponseSchema } from "@isp/contracts/pages/get-page";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { sendStoredFile } from "../../http/send-stored-file";
import type { Storage } from "../../storage/storage";
import { getPage } from "./get-page";

export type ContentModuleOptions = { db: Database; storage: Storage };

const NotFoundSchema = z.object({ error: z.string(), message: z.string() });
const FileParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  fileName: z.string().regex(/^[\w.-]{1,120}$/),
});

/** admin-api: pages and web parts, and the files they show. */
export const contentRoutes: FastifyPluginAsyncZod<ContentModuleOptions> = async (app, { db, storage }) => {
  app.get(
    "/pages/:pageId",
    {
      schema: {
        tags: ["content"],
        summary: "A page with its web parts, texts in the Accept-Language language (km by default)",
        params: GetPageParamsSchema,
        response: { 200: GetPageResponseSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const language = pickLanguage(request.headers["accept-language"]);
      const page = await getPage(db, request.params.pageId, language);
      if (!page) return reply.code(404).send({ error: "not_found", message: "Page not found" });
      reply.header("content-language", language).header("vary", "Accept-Language");
      return { data: page };
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
