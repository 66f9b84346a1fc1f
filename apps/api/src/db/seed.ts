import { seedContent } from "../modules/content/seed/seed-content";
import type { Storage } from "../storage/storage";
import type { Database } from "./client";

/** Seeds each module's data when its tables are empty; later starts leave the data alone. */
export async function seedDatabase(db: Database, storage: Storage): Promise<string[]> {
  const seeded: string[] = [];
  if (await seedContent(db, storage)) seeded.push("content");
  return seeded;
}
