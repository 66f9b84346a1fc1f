import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { hashPassword } from "../accounts";
import { accounts } from "../tables";

const DemoAccountsFileSchema = z.array(
  z.strictObject({
    name: z.string().min(1),
    email: z.email(),
    phone: z
      .string()
      .regex(/^\+855\d{8,9}$/)
      .nullable(),
    password: z.string().min(8),
    customerId: z.string().regex(/^\d+$/),
    roles: z.array(z.string().min(1)).min(1),
  }),
);

/** The demo accounts of the README (demo-accounts.json), only on a demo database. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const existing = await db.select({ id: accounts.id }).from(accounts).limit(1);
  if (existing.length > 0) return false;
  const demo = await readSeedFile(
    seedFolderOf(import.meta.url),
    "demo-accounts.json",
    DemoAccountsFileSchema,
  );
  for (const { password, ...account } of demo) {
    await db
      .insert(accounts)
      .values({ id: randomUUID(), ...account, passwordHash: await hashPassword(password) });
  }
  return true;
}
