import path from "node:path";
import { fileURLToPath } from "node:url";
import middie from "@fastify/middie";
import { setInProcessApi } from "@isp/contracts/http/api-transport";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance } from "fastify";
import { documentHeadersHook, type PolicyOptions } from "../http/security-headers";
import type { ContentRevision } from "../modules/content/content-revision";
import { inProcessApi } from "./in-process-api";
import { pageRouteOptions } from "./page-route";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web");

type ServeWebOptions = {
  isDevelopment: boolean;
  /** Rendered public pages are kept until it moves on (production only). */
  contentRevision: ContentRevision;
  /** The other origins the pages may reach (API, sign-in, tiles, gateways). */
  policy: PolicyOptions;
};

/**
 * Serves the React Router web app (server rendering and its static assets) from this same process,
 * after the API routes. Development mode compiles on the fly through Vite with hot reload, and keeps
 * no rendered pages.
 */
export async function serveWeb(
  app: FastifyInstance,
  { isDevelopment, contentRevision, policy }: ServeWebOptions,
) {
  const routeOptions = pageRouteOptions({ revision: contentRevision, policy, isCaching: !isDevelopment });
  // Server rendering calls the API through `inject` rather than loopback HTTP (unless API_BASE_URL is set).
  setInProcessApi(inProcessApi(app));
  await app.register(async (web) => {
    // Server rendering calls the API for the visitor (site search): its per-client limits must count
    // the visitor, so loaders pass on the address Fastify resolved (trusted proxies included).
    web.addHook("onRequest", (request, _reply, done) => {
      request.headers["x-forwarded-for"] = request.ip;
      done();
    });
    web.addHook("onRequest", documentHeadersHook(policy));
    if (isDevelopment) {
      const { createServer } = await import("vite");
      const devServer = await createServer({
        root: webRoot,
        // Hot reload's socket on this server: the pages' policy lets them connect to their own origin only.
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: "custom",
      });
      await web.register(middie);
      web.use(devServer.middlewares);
      web.addHook("onClose", () => devServer.close());
      await web.register(fastifyReactRouter, { devServer, mode: "development", routeOptions });
      return;
    }
    await web.register(fastifyReactRouter, {
      serverBuildPath: path.join(webRoot, "build/server/index.js"),
      clientBuildDirectory: path.join(webRoot, "build/client"),
      mode: "production",
      routeOptions,
    });
  });
}
