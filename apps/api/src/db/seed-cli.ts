import path from "node:path";
import { parseEnv } from "@isp/contracts/env";
import { refreshSiteSearch } from "../refresh-site-search";
import { createFolderStorage } from "../storage/storage";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";

// `npm run db:seed`: migrates, then seeds the modules whose tables are still empty.
const env = parseEnv(process.env);
const database = await openDatabase(env.DATABASE_URL);
await migrateDatabase(database);
const seeded = await seedDatabase(database.db, createFolderStorage(path.resolve(env.DATA_DIR, "files")), {
  withDemoAccounts: env.SEED_DEMO_ACCOUNTS ?? database.kind === "pglite",
});
await refreshSiteSearch(database.db);
await database.close();
console.log(
  seeded.length > 0 ? `Seeded: ${seeded.join(", ")}.` : "Nothing to seed: the data is already there.",
);
