import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../app";
import { type AppConfig, defaultConfig } from "../config";
import { openDatabase } from "../db/client";
import { createContentRevision } from "../modules/content/content-revision";
import { createFolderStorage } from "../storage/storage";
import {
  copySnapshotFiles,
  pgliteFromSnapshot,
  postgresFromSnapshot,
  waitForNoConnections,
} from "./database-snapshot";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * The databases the data tests run against: always in-memory PGlite; real PostgreSQL too when
 * TEST_DATABASE_URL names a server (CI starts one).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated (and seeded) database of that kind, and the folder of the snapshot it was copied
 * from: PGlite in memory, or a new database on the PostgreSQL server.
 */
async function freshDatabase(kind: TestDatabaseKind, seed: boolean) {
  if (kind === "pglite") {
    const { handle, folder } = await pgliteFromSnapshot(seed);
    return { handle, folder, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `isp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const { url, folder } = await postgresFromSnapshot(adminUrl, name, seed);
  return {
    handle: await openDatabase(url),
    folder,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The app's pool has ended its connections, but their sockets may still be closing: terminating
      // them now (force) would hand those clients an error nobody listens to any more. Wait a little.
      await waitForNoConnections(client, name);
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
  const { handle: database, folder, drop } = await freshDatabase(kind, seed);
  const filesDir = await mkdtemp(path.join(tmpdir(), "isp-files-"));
  await copySnapshotFiles(folder, filesDir);
  const storage = createFolderStorage(filesDir);
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
