import { and, asc, eq, gt, sql } from "drizzle-orm";
import { type PaymentOrdersDeps, refreshOrder } from "./payment-orders";
import { paymentOrders } from "./tables";

const POLL_MS = 60_000;
/** KHQRs asked about per poll, the least recently asked first: Bakong limits how often it is called. */
const BATCH_SIZE = 25;

export type KhqrPoller = { stop: () => Promise<void> };

/**
 * Asks Bakong, in the background, about pending KHQRs no page is polling (those printed on invoices,
 * and those whose payer closed the page): each minute, the ones asked about longest ago. A paid one is
 * settled once, as when its page polls it.
 */
export function startKhqrPoller(deps: PaymentOrdersDeps, pollMs = POLL_MS): KhqrPoller {
  let isStopped = false;
  let current = Promise.resolve();
  let timer: NodeJS.Timeout;

  const poll = async () => {
    try {
      const now = deps.now?.() ?? new Date();
      const due = await deps.db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.method, "khqr"),
            eq(paymentOrders.status, "pending"),
            gt(paymentOrders.expiresAt, now),
          ),
        )
        .orderBy(asc(sql`coalesce(${paymentOrders.checkedAt}, ${paymentOrders.createdAt})`))
        .limit(BATCH_SIZE);
      for (const order of due) {
        if (isStopped) break;
        await deps.db.update(paymentOrders).set({ checkedAt: now }).where(eq(paymentOrders.id, order.id));
        await refreshOrder(deps, order);
      }
    } catch (error) {
      // Bakong or the database may be briefly unreachable; the next poll tries again.
      deps.log.error({ err: error }, "KHQR poll failed");
    }
    schedule();
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = poll();
    }, pollMs);
  };

  schedule();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
