import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";

/** Liveness answers while the process runs; readiness only while the database answers too. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ready" };
    } catch (error) {
      app.log.error({ err: error }, "readiness check failed");
      return reply.code(503).send({ status: "unavailable" });
    }
  });
};
