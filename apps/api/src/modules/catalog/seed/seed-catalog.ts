import type { Database } from "../../../db/client";
import { channels } from "../tables";
import { CHANNELS } from "./channels";

/** Seeds the TV line-up when it is empty. */
export async function seedCatalog(db: Database): Promise<boolean> {
  if ((await db.select({ id: channels.id }).from(channels).limit(1)).length > 0) return false;
  await db.insert(channels).values(CHANNELS);
  return true;
}
