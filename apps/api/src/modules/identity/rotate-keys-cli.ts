import { parseEnv } from "@isp/contracts/env";
import { openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { rotateSigningKey } from "./identity-keys";
import { TOKEN_TTL } from "./provider";

// `npm run identity:rotate-keys`: a new signing key for the built-in provider. Instances sign with it
// from their next start; keys older than the longest-lived token (a refresh token's 30 days) retire.
const env = parseEnv(process.env);
const database = await openDatabase(env.DATABASE_URL);
await migrateDatabase(database);
const retireBefore = new Date(Date.now() - TOKEN_TTL.refreshToken * 1000);
const kid = await rotateSigningKey(database.db, { retireBefore });
await database.close();
console.log(`New signing key ${kid}. Restart every instance to sign with it; older keys keep verifying.`);
