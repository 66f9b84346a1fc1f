import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { OutboxMessage } from "./mail-sender";
import { outboxMessages } from "./tables";

/** The latest messages, newest first; only those to one address when `to` is given. */
export async function listOutboxMessages(
  db: Database,
  { to, limit = 100 }: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? sql`lower(${outboxMessages.toAddress}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

export async function getOutboxMessage(db: Database, id: number): Promise<OutboxMessage | undefined> {
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return message;
}
