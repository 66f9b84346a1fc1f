import type { Language } from "@isp/contracts/languages";
import { and, arrayContained, arrayContains, desc, eq, gt, isNull } from "drizzle-orm";
import { todayInCambodia } from "../../time/cambodia-date";
import { qrImageOf } from "./khqr";
import { createOrder, type PaymentOrdersDeps } from "./payment-orders";
import { paymentOrders } from "./tables";

/** Days the KHQR printed on an invoice can be paid; a new one is printed when fewer than a day remain. */
const INVOICE_KHQR_DAYS = 45;
const MIN_REMAINING_MS = 24 * 60 * 60_000;

export type InvoiceToPrint = { customerId: string; invoiceId: number; language: Language };

/**
 * The KHQR an unpaid invoice's PDF prints: a payment of that invoice alone, valid for weeks, kept as the
 * same payment while it is valid (so the PDF, made once per content, is not made again at each
 * download). The background poller asks Bakong about it, as no page polls it. Null when the invoice is
 * not an unpaid invoice of the customer.
 */
export async function invoiceKhqrOf(
  deps: PaymentOrdersDeps,
  { customerId, invoiceId, language }: InvoiceToPrint,
): Promise<{ image: string; payableUntil: string } | null> {
  const now = deps.now?.() ?? new Date();
  const [current] = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        eq(paymentOrders.method, "khqr"),
        eq(paymentOrders.status, "pending"),
        isNull(paymentOrders.serviceOrderNumber),
        arrayContains(paymentOrders.invoiceIds, [invoiceId]),
        arrayContained(paymentOrders.invoiceIds, [invoiceId]),
        gt(paymentOrders.expiresAt, new Date(now.getTime() + MIN_REMAINING_MS)),
      ),
    )
    .orderBy(desc(paymentOrders.expiresAt))
    .limit(1);
  const order =
    current ??
    (await createOrder(deps, { customerId, language, pays: { invoiceIds: [invoiceId] } }, "khqr", {
      minutes: INVOICE_KHQR_DAYS * 24 * 60,
    }));
  if (!order?.khqr) return null;
  return { image: await qrImageOf(order.khqr), payableUntil: todayInCambodia(order.expiresAt) };
}
