import path from "node:path";
import { EnvError, parseEnv } from "@isp/contracts/env";
import { buildApp } from "./app";
import { ConfigError, configFromEnv, policyOptionsOf } from "./config";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { createContentRevision } from "./modules/content/content-revision";
import { refreshSiteSearch } from "./refresh-site-search";
import { createFolderStorage } from "./storage/storage";
import { serveWeb } from "./web/serve-web";

async function main() {
  const env = parseEnv(process.env);
  const logger = { level: env.LOG_LEVEL };
  const database = await openDatabase(env.DATABASE_URL);
  await migrateDatabase(database);
  const storage = createFolderStorage(path.resolve(env.DATA_DIR, "files"));
  const config = await configFromEnv(env, database.kind);
  const contentRevision = createContentRevision();
  const app = await buildApp({ db: database.db, storage, config, logger, contentRevision });
  if (env.SEED_ON_START) {
    const seeded = await seedDatabase(database.db, storage, {
      withDemoAccounts: env.SEED_DEMO_ACCOUNTS ?? database.kind === "pglite",
    });
    if (seeded.length > 0) {
      app.log.info({ seeded }, "seeded an empty database");
      contentRevision.bump();
    }
  }
  // Content changed since the index was built (new seed, an edit, a new release): rebuild it.
  const searchIndex = await refreshSiteSearch(database.db);
  if (searchIndex.isRebuilt) app.log.info({ documents: searchIndex.documents }, "search index rebuilt");
  await serveWeb(app, {
    isDevelopment: env.NODE_ENV === "development",
    contentRevision,
    policy: policyOptionsOf(config),
  });

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`${database.kind} database; listening on http://localhost:${env.PORT}`);
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
