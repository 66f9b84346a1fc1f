import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** Applies the committed migrations; already-applied ones are skipped. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // Both migrators read the same folder and journal table; pglite's works on any drizzle pg session.
  await migratePglite(handle.db, { migrationsFolder });
}
