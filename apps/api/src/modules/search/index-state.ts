import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { searchIndexState } from "./tables";

/** The one row of `search_index_state`. */
export const STATE_ID = 1;

/** What the index was built from (a hash), or null before the first build. */
export async function storedFingerprint(db: Pick<Database, "select">): Promise<string | null> {
  const [state] = await db
    .select({ fingerprint: searchIndexState.fingerprint })
    .from(searchIndexState)
    .where(eq(searchIndexState.id, STATE_ID));
  return state?.fingerprint ?? null;
}
