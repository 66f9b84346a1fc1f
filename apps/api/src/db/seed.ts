import { seedCatalog } from "../modules/catalog/seed/seed-catalog";
import { seedContent } from "../modules/content/seed/seed-content";
import { seedEnquirySubjects } from "../modules/enquiries/seed/seed-enquiry-subjects";
import { seedMedia } from "../modules/media/seed/seed-media";
import type { Storage } from "../storage/storage";
import { todayInCambodia } from "../time/cambodia-date";
import type { Database } from "./client";

/**
 * Seeds each module's data when its tables are empty; later starts leave the data alone. Seed dates
 * (vacancy deadlines, news dates) are counted from `today`, so a fresh demo never looks stale.
 */
export async function seedDatabase(
  db: Database,
  storage: Storage,
  today = todayInCambodia(),
): Promise<string[]> {
  const seeded: string[] = [];
  if (await seedContent(db, storage, today)) seeded.push("content");
  if (await seedMedia(db, storage, today)) seeded.push("media");
  if (await seedCatalog(db)) seeded.push("catalog");
  if (await seedEnquirySubjects(db)) seeded.push("enquiry subjects");
  return seeded;
}
