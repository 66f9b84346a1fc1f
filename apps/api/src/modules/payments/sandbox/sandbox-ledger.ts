import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { sandboxGatewayPayments } from "../tables";

export type SandboxRecord = typeof sandboxGatewayPayments.$inferSelect;

/** Records how the tester ended a payment; the first decision stands, as at a real gateway. */
export async function recordDecision(
  db: Database,
  entry: Omit<SandboxRecord, "createdAt">,
): Promise<SandboxRecord | null> {
  const [recorded] = await db.insert(sandboxGatewayPayments).values(entry).onConflictDoNothing().returning();
  return recorded ?? null;
}

/** What a sandbox's status check answers from: the decision on a payment, if any was made. */
export async function findDecision(
  db: Database,
  gateway: string,
  reference: string,
): Promise<SandboxRecord | null> {
  const [found] = await db
    .select()
    .from(sandboxGatewayPayments)
    .where(and(eq(sandboxGatewayPayments.gateway, gateway), eq(sandboxGatewayPayments.reference, reference)));
  return found ?? null;
}
