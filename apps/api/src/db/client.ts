import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

/** What `db.transaction(async (tx) => …)` hands its callback. */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** For functions that write alone or as part of a caller's transaction. */
export type DatabaseOrTransaction = Database | Transaction;

export type DatabaseHandle = { db: Database; kind: "pglite" | "postgres"; close: () => Promise<void> };

/** The app's handle on a PGlite database, once it has started. */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  return { db: drizzlePglite(client, { schema }), kind: "pglite", close: () => client.close() };
}

/**
 * Opens the database named by DATABASE_URL: `pglite:<dir>` (embedded, default), `pglite:memory`
 * (tests) or `postgres://…`. Both speak the same SQL, so the same migrations and queries serve both.
 */
export async function openDatabase(url: string): Promise<DatabaseHandle> {
  if (url.startsWith("pglite:")) {
    const location = url.slice("pglite:".length);
    const isMemory = location === "memory" || location === "";
    if (!isMemory) mkdirSync(location, { recursive: true });
    return pgliteHandle(isMemory ? new PGlite() : new PGlite(location));
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (a restart, a terminated backend) is no request's error:
  // the pool drops it and opens another when asked. Unheard, the event would stop the process.
  pool.on("error", () => {});
  // The node-postgres driver has the same query API; the cast keeps one Database type for modules.
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}
