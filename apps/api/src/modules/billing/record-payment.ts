import type { PaymentMethod } from "@isp/contracts/billing/list-payment-history";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { todayInCambodia } from "../../time/cambodia-date";
import { invoices, payments } from "./tables";

export type PaymentToRecord = {
  customerId: string;
  paidAt: Date;
  method: PaymentMethod;
  comment: string;
  /** The customer's unpaid invoices this payment settles, in full. */
  invoiceIds: readonly number[];
};

/** The receipt number of a payment: the day it was paid (Cambodia) and its id, never reused. */
export function receiptNumberOf(payment: { id: number; paidAt: Date }): string {
  return `RC-${todayInCambodia(payment.paidAt).replaceAll("-", "")}-${String(payment.id).padStart(6, "0")}`;
}

/**
 * Records a payment that settles the given invoices of the customer for their total. Gives its id,
 * or undefined (and records nothing) when an invoice is unknown, another customer's or already paid.
 */
export async function recordPayment(
  db: DatabaseOrTransaction,
  payment: PaymentToRecord,
): Promise<number | undefined> {
  const ids = [...new Set(payment.invoiceIds)];
  if (ids.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const settled = await tx
      .select({ id: invoices.id, totalCents: invoices.totalCents })
      .from(invoices)
      .where(
        and(
          eq(invoices.customerId, payment.customerId),
          inArray(invoices.id, ids),
          isNull(invoices.paymentId),
        ),
      )
      .for("update");
    if (settled.length !== ids.length) return undefined;
    const [saved] = await tx
      .insert(payments)
      .values({
        customerId: payment.customerId,
        paidAt: payment.paidAt,
        method: payment.method,
        comment: payment.comment,
        amountCents: settled.reduce((sum, invoice) => sum + invoice.totalCents, 0),
      })
      .returning({ id: payments.id });
    if (!saved) throw new Error("The payment was not saved");
    await tx
      .update(invoices)
      .set({ paymentId: saved.id, paidOn: todayInCambodia(payment.paidAt) })
      .where(inArray(invoices.id, ids));
    return saved.id;
  });
}
