import { GetBasemapCall } from "@isp/contracts/map/get-basemap";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { MapTiles } from "../../config";
import { routeCall } from "../../http/call-route";

export type MapModuleOptions = { mapTiles?: MapTiles };

/** map-api: the maps' settings (the coverage calls join it here). */
export const mapRoutes: FastifyPluginAsyncZod<MapModuleOptions> = async (app, { mapTiles }) => {
  routeCall(app, GetBasemapCall, {}, async (_request, reply) => {
    // A setting: it changes only with a restart.
    reply.header("cache-control", "public, max-age=300");
    return { data: { tiles: mapTiles ?? null } };
  });
};
