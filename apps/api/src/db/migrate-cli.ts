import { parseEnv } from "@isp/contracts/env";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";

// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (start-up does this too).
const env = parseEnv(process.env);
const database = await openDatabase(env.DATABASE_URL);
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
