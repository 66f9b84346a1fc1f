import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { customers } from "./tables";

export type Customer = typeof customers.$inferSelect;

/** A customer record by its CID. */
export async function findCustomer(
  db: DatabaseOrTransaction,
  customerId: string,
): Promise<Customer | undefined> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return customer;
}
