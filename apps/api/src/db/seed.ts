import { seedBilling } from "../modules/billing/seed/seed-billing";
import { seedDemoTickets } from "../modules/billing/tickets/seed/seed-tickets";
import { seedCatalog } from "../modules/catalog/seed/seed-catalog";
import { seedContent } from "../modules/content/seed/seed-content";
import { seedEnquirySubjects } from "../modules/enquiries/seed/seed-enquiry-subjects";
import { seedDemoAccounts } from "../modules/identity/seed/seed-demo-accounts";
import { seedMap } from "../modules/map/seed/seed-map";
import { seedCameras, seedMedia } from "../modules/media/seed/seed-media";
import { seedDemoOrders } from "../modules/orders/seed/seed-orders";
import { seedDemoCustomers } from "../modules/selfcare/seed/seed-customers";
import { seedSelfcareDictionaries } from "../modules/selfcare/seed/seed-dictionaries";
import type { Storage } from "../storage/storage";
import { todayInCambodia } from "../time/cambodia-date";
import type { Database } from "./client";

/**
 * Seeds each module's data when its tables are empty; later starts leave the data alone. Seed dates
 * (vacancy deadlines, news dates) are counted from `today`, so a fresh demo never looks stale.
 * Demo customers and their accounts only when `withDemoAccounts` (the embedded default): a real
 * database holds real customers.
 */
export async function seedDatabase(
  db: Database,
  storage: Storage,
  {
    today = todayInCambodia(),
    withDemoAccounts = false,
  }: { today?: string; withDemoAccounts?: boolean } = {},
): Promise<string[]> {
  const seeded: string[] = [];
  if (await seedContent(db, storage, today)) seeded.push("content");
  if (await seedMedia(db, storage, today)) seeded.push("media");
  if (await seedCameras(db, storage)) seeded.push("cameras");
  if (await seedCatalog(db)) seeded.push("catalog");
  if (await seedMap(db)) seeded.push("coverage and branches");
  if (await seedEnquirySubjects(db)) seeded.push("enquiry subjects");
  if (await seedSelfcareDictionaries(db)) seeded.push("selfcare dictionaries");
  if (withDemoAccounts) {
    if (await seedDemoCustomers(db)) seeded.push("demo customers");
    if (await seedDemoAccounts(db)) seeded.push("demo accounts");
    if (await seedBilling(db, today)) seeded.push("billing");
    if (await seedDemoOrders(db, today)) seeded.push("demo orders");
    if (await seedDemoTickets(db, { today })) seeded.push("demo tickets");
  }
  return seeded;
}
