import { SearchSiteCall } from "@isp/contracts/search/search-site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { searchRateLimit } from "../../http/rate-limit";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { todayInCambodia } from "../../time/cambodia-date";
import { searchSite } from "./search-site";

export type SearchModuleOptions = { db: Database; rateLimit: number };

/** admin-api: the site search (spec §7 "GET search with params"). */
export const searchRoutes: FastifyPluginAsyncZod<SearchModuleOptions> = async (app, { db, rateLimit }) => {
  varyByLanguage(app);

  routeCall(app, SearchSiteCall, { config: searchRateLimit(rateLimit) }, async (request) => {
    const { q, limit, offset } = request.query;
    return searchSite(db, { q, language: requestLanguage(request), limit, offset, today: todayInCambodia() });
  });
};
