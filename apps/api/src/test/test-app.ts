import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../app";
import { type AppConfig, defaultConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed";
import { createContentRevision } from "../modules/content/content-revision";
import { refreshSiteSearch } from "../refresh-site-search";
import { createFolderStorage } from "../storage/storage";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * The databases the data tests run against: always in-memory PGlite; real PostgreSQL too when
 * TEST_DATABASE_URL names a server (CI starts one).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh database of that kind: PGlite in memory, or a new database on the PostgreSQL server. */
async function freshDatabaseUrl(kind: TestDatabaseKind): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === "pglite") return { url: "pglite:memory", drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `isp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The app's pool has ended its connections, but their sockets may still be closing: terminating
      // them now (force) would hand those clients an error nobody listens to any more. Wait a little.
      for (let attempt = 0; attempt < 40; attempt++) {
        const { rows } = await client.query(
          "select count(*)::int as open from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The API on a fresh, migrated and seeded database, for `app.inject` tests. */
export async function createTestApp({
  kind = "pglite" as TestDatabaseKind,
  seed = true,
  config = {} as Partial<AppConfig>,
  contentRevision = createContentRevision(),
} = {}) {
  const { url, drop } = await freshDatabaseUrl(kind);
  const database = await openDatabase(url);
  await migrateDatabase(database);
  const filesDir = await mkdtemp(path.join(tmpdir(), "isp-files-"));
  const storage = createFolderStorage(filesDir);
  if (seed) {
    await seedDatabase(database.db, storage, { withDemoAccounts: true });
    await refreshSiteSearch(database.db);
  }
  const app = await buildApp({ db: database.db, storage, config: defaultConfig(config), contentRevision });
  return {
    app,
    contentRevision,
    db: database.db,
    storage,
    storageRoot: filesDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
