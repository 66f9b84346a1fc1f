import { SearchQuerySchema, SearchResponseSchema } from "@isp/contracts/search/search";
import { ValidationErrorResponseSchema } from "@isp/contracts/validation/field-errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { searchRateLimit } from "../../http/rate-limit";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { todayInCambodia } from "../../time/cambodia-date";
import { searchSite } from "./search-site";

export type SearchModuleOptions = { db: Database; rateLimit: number };

/** admin-api: the site search (spec §7 "GET search with params"). */
export const searchRoutes: FastifyPluginAsyncZod<SearchModuleOptions> = async (app, { db, rateLimit }) => {
  varyByLanguage(app);

  app.get(
    "/search",
    {
      config: searchRateLimit(rateLimit),
      schema: {
        tags: ["search"],
        summary:
          "Pages, products, FAQ, news and vacancies matching q, best first, in the Accept-Language language",
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ValidationErrorResponseSchema },
      },
    },
    async (request) => {
      const { q, limit, offset } = request.query;
      return searchSite(db, {
        q,
        language: requestLanguage(request),
        limit,
        offset,
        today: todayInCambodia(),
      });
    },
  );
};
