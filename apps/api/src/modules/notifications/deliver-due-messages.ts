import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { MailSender, OutboxMessage } from "./mail-sender";
import { outboxMessages } from "./tables";

/** After this many failed attempts a message is marked failed and left alone. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const RETRY_FACTOR = 3;
/**
 * How long a claimed message belongs to the instance that claimed it. Sending takes seconds; if the
 * instance dies meanwhile, the message becomes due again after this and another instance sends it.
 */
const CLAIM_MS = 10 * 60_000;
export const BATCH_SIZE = 20;

/** Waits of 1, 3, 9, 27, 81, 243 and 729 minutes: about 18 hours from the first try to giving up. */
export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * RETRY_FACTOR ** (attempts - 1);
}

/**
 * Claims due pending messages in one statement, so several instances never take the same one:
 * SKIP LOCKED passes over rows another instance is claiming, and a claimed row is not due until
 * its claim runs out. The claim counts as an attempt, so a message that crashes its sender still
 * ends up failed.
 */
async function claimDueMessages(db: Database, now: Date): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, "pending"), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(outboxMessages.nextAttemptAt, outboxMessages.id)
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

async function recordFailure(
  db: Database,
  message: OutboxMessage,
  error: unknown,
  { log, now }: { log: FastifyBaseLogger; now: Date },
) {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const context = {
    messageId: message.id,
    template: message.template,
    attempts: message.attempts,
    err: error,
  };
  if (message.attempts >= MAX_ATTEMPTS) {
    await db
      .update(outboxMessages)
      .set({ status: "failed", lastError })
      .where(eq(outboxMessages.id, message.id));
    log.error(context, "e-mail not sent; giving up after the last attempt");
    return;
  }
  await db
    .update(outboxMessages)
    .set({ lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)) })
    .where(eq(outboxMessages.id, message.id));
  log.warn(context, "e-mail not sent; will retry");
}

/**
 * Sends the messages due at `now` (a batch at most) and records each outcome. Returns how many it
 * took, so a caller knows whether more may be waiting.
 */
export async function deliverDueMessages({
  db,
  sender,
  log,
  now = new Date(),
}: {
  db: Database;
  sender: MailSender;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<number> {
  const claimed = await claimDueMessages(db, now);
  for (const message of claimed) {
    try {
      await sender.send(message);
      await db
        .update(outboxMessages)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(outboxMessages.id, message.id));
    } catch (error) {
      await recordFailure(db, message, error, { log, now });
    }
  }
  return claimed.length;
}
