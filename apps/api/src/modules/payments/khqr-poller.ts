import { and, asc, eq, gt, sql } from "drizzle-orm";
import { type BackgroundTask, repeatInBackground } from "../../time/repeat-in-background";
import { type PaymentOrdersDeps, refreshOrder } from "./payment-orders";
import { paymentOrders } from "./tables";

const POLL_MS = 60_000;
/** KHQRs asked about per poll, the least recently asked first: Bakong limits how often it is called. */
const BATCH_SIZE = 25;

/**
 * Asks Bakong, in the background, about pending KHQRs no page is polling (those printed on invoices,
 * and those whose payer closed the page): each minute, the ones asked about longest ago. A paid one is
 * settled once, as when its page polls it.
 */
export function startKhqrPoller(deps: PaymentOrdersDeps, pollMs = POLL_MS): BackgroundTask {
  return repeatInBackground(async (isStopped) => {
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
        if (isStopped()) break;
        await deps.db.update(paymentOrders).set({ checkedAt: now }).where(eq(paymentOrders.id, order.id));
        await refreshOrder(deps, order);
      }
    } catch (error) {
      // Bakong or the database may be briefly unreachable; the next poll tries again.
      deps.log.error({ err: error }, "KHQR poll failed");
    }
  }, pollMs);
}
