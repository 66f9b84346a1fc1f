import { ListChannelsQuerySchema, ListChannelsResponseSchema } from "@isp/contracts/channels/list-channels";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { requestLanguage } from "../../http/request-language";
import { listChannels } from "./list-channels";

/** catalog-api: the TV channel line-up (products and subscriptions arrive with ordering). */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Channels",
    {
      schema: {
        tags: ["catalog"],
        summary: "The TV line-up by number, optionally by broadcast language or package",
        querystring: ListChannelsQuerySchema,
        response: { 200: ListChannelsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("vary", "Accept-Language").header("cache-control", "public, max-age=300");
      return {
        data: await listChannels(db, requestLanguage(request), request.query),
      };
    },
  );
};
