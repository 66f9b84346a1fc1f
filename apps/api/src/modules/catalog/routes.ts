import {
  ListAddonsCall,
  ListCatalogProductsCall,
  ListProductSubscriptionsCall,
  ListSharedProductsCall,
  ListSubscriptionsCall,
} from "@isp/contracts/catalog/catalog-calls";
import { PRODUCT_CATEGORY_IDS, PUBLIC_DISPLAY_LEVEL_ID } from "@isp/contracts/catalog/catalog-ids";
import { ListChannelsCall } from "@isp/contracts/channels/list-channels";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { sendClientError } from "../../http/client-errors";
import { requestLanguage } from "../../http/request-language";
import { listCatalogProducts } from "./catalog-products";
import { listChannels } from "./list-channels";

/** catalog-api: products, add-ons and subscriptions (plans) with their prices, and the TV line-up. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Prices change with a deployment of the catalog, not by the minute.
  app.addHook("onSend", async (_request, reply) => {
    if (reply.statusCode === 200) {
      reply.header("vary", "Accept-Language").header("cache-control", "public, max-age=300");
    }
  });

  routeCall(app, ListChannelsCall, {}, async (request) => ({
    data: await listChannels(db, requestLanguage(request), request.query),
  }));

  routeCall(app, ListCatalogProductsCall, {}, async (request) => ({
    data: await listCatalogProducts(db, requestLanguage(request), request.query),
  }));

  routeCall(app, ListSharedProductsCall, {}, async (request) => ({
    data: await listCatalogProducts(db, requestLanguage(request), {
      productCategoryId: PRODUCT_CATEGORY_IDS.internet,
      displayLevelId: PUBLIC_DISPLAY_LEVEL_ID,
      ...request.query,
      isAddon: "false",
    }),
  }));

  routeCall(app, ListAddonsCall, {}, async (request) => ({
    data: await listCatalogProducts(db, requestLanguage(request), { ...request.query, isAddon: "true" }),
  }));

  routeCall(app, ListSubscriptionsCall, {}, async (request) => {
    const products = await listCatalogProducts(db, requestLanguage(request), request.query);
    const plans = products.flatMap((product) => product.subscriptions);
    return { data: plans.sort((a, b) => a.monthlyFee - b.monthlyFee || a.subscriptionId - b.subscriptionId) };
  });

  routeCall(app, ListProductSubscriptionsCall, {}, async (request, reply) => {
    const products = await listCatalogProducts(db, requestLanguage(request), {});
    const product = products.find((each) => each.productId === request.params.id);
    if (!product) return sendClientError(request, reply, 404);
    const level = request.query.displayLevelId;
    return { data: level === undefined || level === PUBLIC_DISPLAY_LEVEL_ID ? product.subscriptions : [] };
  });
};
