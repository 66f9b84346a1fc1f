import type { Database } from "../../db/client";
import { findAccount } from "./accounts";

/** What other modules may know of an account: its name and contacts, never its password or state. */
export async function describeAccount(db: Database, accountId: string) {
  const account = await findAccount(db, accountId);
  if (!account) return undefined;
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    customerId: account.customerId,
  };
}
