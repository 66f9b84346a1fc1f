import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { customers } from "../tables";

const SeedCustomersFileSchema = z.array(
  z.strictObject({
    id: z.string().regex(/^\d{1,20}$/),
    customerType: z.enum(["consumer", "business"]),
    name: z.string().min(1),
    phone: z.string().regex(/^\+[1-9]\d{3,14}$/),
    email: z.email().nullable(),
  }),
);

/** Demo customer records (customers.json), for the demo accounts and the customer-link flow. */
export async function seedDemoCustomers(db: Database): Promise<boolean> {
  const existing = await db.select({ id: customers.id }).from(customers).limit(1);
  if (existing.length > 0) return false;
  await db
    .insert(customers)
    .values(await readSeedFile(seedFolderOf(import.meta.url), "customers.json", SeedCustomersFileSchema));
  return true;
}
