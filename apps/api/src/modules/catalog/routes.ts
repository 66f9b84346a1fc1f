import { ListChannelsCall } from "@isp/contracts/channels/list-channels";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { requestLanguage } from "../../http/request-language";
import { listChannels } from "./list-channels";

/** catalog-api: the TV channel line-up (products and subscriptions arrive with ordering). */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  routeCall(app, ListChannelsCall, {}, async (request, reply) => {
    reply.header("vary", "Accept-Language").header("cache-control", "public, max-age=300");
    return { data: await listChannels(db, requestLanguage(request), request.query) };
  });
};
