import { GetBasemapCall } from "@isp/contracts/map/get-basemap";
import { CommuneCoverageCall, InCoverageCall } from "@isp/contracts/map/in-coverage";
import { ListBranchPointsCall } from "@isp/contracts/map/list-branch-points";
import { ListCoverageCall } from "@isp/contracts/map/list-coverage";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { MapTiles } from "../../config";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { requestLanguage } from "../../http/request-language";
import { coverageAreasOf, listBranchPoints } from "./coverage";

export type MapModuleOptions = { db: Database; mapTiles?: MapTiles };

/** map-api: the maps' settings, the coverage areas and check, and the branches. */
export const mapRoutes: FastifyPluginAsyncZod<MapModuleOptions> = async (app, { db, mapTiles }) => {
  const coverage = coverageAreasOf(db);

  routeCall(app, GetBasemapCall, {}, async (_request, reply) => {
    // A setting: it changes only with a restart.
    reply.header("cache-control", "public, max-age=300");
    return { data: { tiles: mapTiles ?? null } };
  });

  routeCall(app, ListCoverageCall, {}, async (request, reply) => {
    reply.header("vary", "Accept-Language").header("cache-control", "public, max-age=300");
    return { coverage: await coverage.asGeoJson(requestLanguage(request)) };
  });

  routeCall(app, InCoverageCall, {}, async (request, reply) => {
    reply.header("vary", "Accept-Language").header("cache-control", "public, max-age=300");
    const { lat, lng } = request.query;
    const area = await coverage.areaAt(lat, lng, requestLanguage(request));
    return { data: { inCoverage: area !== null, area } };
  });

  routeCall(app, CommuneCoverageCall, {}, async (request, reply) => {
    reply.header("vary", "Accept-Language").header("cache-control", "public, max-age=300");
    const area = await coverage.areaOfCommune(request.params.code, requestLanguage(request));
    return { data: { inCoverage: area !== null, area } };
  });

  routeCall(app, ListBranchPointsCall, {}, async (request, reply) => {
    reply.header("vary", "Accept-Language").header("cache-control", "public, max-age=300");
    return { points: await listBranchPoints(db, requestLanguage(request)) };
  });
};
