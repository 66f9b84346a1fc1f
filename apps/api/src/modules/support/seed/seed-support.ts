import type { Database } from "../../../db/client";
import { supportSubjects } from "../tables";
import { SUPPORT_SUBJECTS } from "./subjects";

/** Seeds the enquiry subjects when there are none; returns whether it did. */
export async function seedSupport(db: Database): Promise<boolean> {
  const existing = await db.select({ id: supportSubjects.id }).from(supportSubjects).limit(1);
  if (existing.length > 0) return false;
  await db
    .insert(supportSubjects)
    .values(SUPPORT_SUBJECTS.map((subject, position) => ({ ...subject, position })));
  return true;
}
