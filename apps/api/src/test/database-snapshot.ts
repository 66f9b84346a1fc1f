import { createHash, randomUUID } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase, pgliteHandle } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed";
import { refreshSiteSearch } from "../refresh-site-search";
import { createFolderStorage } from "../storage/storage";
import { todayInCambodia } from "../time/cambodia-date";

/**
 * A fresh PGlite database runs initdb, and the migrations, seed and search index took most of a data
 * test file's time (about 20 s of a file's 22 s on a 2-core machine, for each database it runs on).
 * They are made once, kept in the system's temporary folder under a key of everything they come from
 * (the API's sources and migrations, the shared packages, the lockfile, the seeding day), and
 * every test app starts from a copy: a PGlite from the dumped data folder, a PostgreSQL database from
 * a template, and a copy of the files the seed stored. Old snapshots (`isp-test-*`, 6 MB each) are left
 * to the system's cleaning of its temporary folder: removing one here could pull it from under a test
 * run that still reads it (one in faked time sees every folder as years old).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
// The lockfile stands for the libraries (drizzle, PGlite, the password hash) at their versions.
const SOURCES = ["apps/api/src", "apps/api/drizzle", "packages", "package-lock.json"];
const IS_SKIPPED = /\.test\.tsx?$|[\\/]node_modules$/;

async function filesUnder(entry: string): Promise<string[]> {
  if (IS_SKIPPED.test(entry)) return [];
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [entry];
  const names = (await readdir(entry)).sort();
  return (await Promise.all(names.map((name) => filesUnder(path.join(entry, name))))).flat();
}

let sourceKey: Promise<string> | undefined;

/** A hash of every file the database's making reads (tests excluded) and of the seeding day. */
function snapshotKey(): Promise<string> {
  sourceKey ??= (async () => {
    const hash = createHash("sha256").update(todayInCambodia());
    for (const file of (
      await Promise.all(SOURCES.map((source) => filesUnder(path.join(ROOT, source))))
    ).flat()) {
      hash.update(path.relative(ROOT, file)).update(await readFile(file));
    }
    return hash.digest("hex").slice(0, 16);
  })();
  return sourceKey;
}

/** Migrates, and seeds with the demo accounts and search index, as the tests' apps always were. */
async function prepare(handle: DatabaseHandle, filesDir: string, seed: boolean): Promise<void> {
  await migrateDatabase(handle);
  if (!seed) return;
  await seedDatabase(handle.db, createFolderStorage(filesDir), { withDemoAccounts: true });
  await refreshSiteSearch(handle.db);
}

async function snapshotPath(name: string): Promise<string> {
  return path.join(tmpdir(), `isp-test-${name}-${await snapshotKey()}`);
}

/**
 * The folder of one snapshot, made if missing: by `make(folder)` in a folder of its own, renamed into
 * place at the end, so that test files running at once in other processes see a whole one or none.
 */
async function snapshotFolder(name: string, make: (folder: string) => Promise<void>): Promise<string> {
  const folder = await snapshotPath(name);
  if (await stat(path.join(folder, "done")).catch(() => null)) return folder;
  const draft = `${folder}.${randomUUID()}`;
  await mkdir(path.join(draft, "files"), { recursive: true });
  await make(draft);
  await writeFile(path.join(draft, "done"), "");
  // Another process may have finished first: its snapshot is as good as ours.
  await rename(draft, folder).catch(() => rm(draft, { recursive: true, force: true }));
  return folder;
}

/** The seed's files, copied for one app. */
export async function copySnapshotFiles(folder: string, filesDir: string): Promise<void> {
  await cp(path.join(folder, "files"), filesDir, { recursive: true });
}

/** A PGlite database in memory, migrated (and seeded), from the snapshot; and the snapshot's folder. */
export async function pgliteFromSnapshot(seed: boolean): Promise<{ handle: DatabaseHandle; folder: string }> {
  const folder = await snapshotFolder(seed ? "pglite-seeded" : "pglite", async (draft) => {
    const client = new PGlite();
    await prepare(await pgliteHandle(client), path.join(draft, "files"), seed);
    const dump = await client.dumpDataDir("none");
    await client.close();
    await writeFile(path.join(draft, "db.tar"), Buffer.from(await dump.arrayBuffer()));
  });
  const dump = new Blob([await readFile(path.join(folder, "db.tar"))]);
  return { handle: await pgliteHandle(new PGlite({ loadDataDir: dump })), folder };
}

/** `url` with another database name. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits (up to 2 s) until no connection to database `name` is open: closing pools end theirs late. */
export async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await client.query(
      "select count(*)::int as open from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A new database on the PostgreSQL server at `adminUrl`, migrated (and seeded): a copy of a template
 * database made once per snapshot key, under a lock so that test files running at once make it once.
 */
export async function postgresFromSnapshot(
  adminUrl: string,
  name: string,
  seed: boolean,
): Promise<{ url: string; folder: string }> {
  const template = `isp_template_${seed ? "seeded" : "migrated"}_${await snapshotKey()}`;
  const filesSnapshot = seed ? "postgres-seeded" : "postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext($1))", [template]);
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [template]);
    // The files of a template that another server had: made again with the template.
    if (!rowCount) await rm(await snapshotPath(filesSnapshot), { recursive: true, force: true });
    const folder = await snapshotFolder(filesSnapshot, async (draft) => {
      await admin.query(`drop database if exists ${template}`);
      await admin.query(`create database ${template}`);
      const handle = await openDatabase(databaseUrl(adminUrl, template));
      await prepare(handle, path.join(draft, "files"), seed);
      await handle.close();
      await waitForNoConnections(admin, template);
    });
    await admin.query(`create database ${name} template ${template}`);
    return { url: databaseUrl(adminUrl, name), folder };
  } finally {
    await admin.end();
  }
}
