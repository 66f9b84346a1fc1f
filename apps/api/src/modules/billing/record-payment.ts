import type { PaymentMethod } from "@isp/contracts/billing/list-payment-history";
import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { todayInCambodia } from "../../time/cambodia-date";
import { allocateOldestFirst } from "./allocate-payment";
import { customerCredits, invoices, payments } from "./tables";

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
    const amountCents = settled.reduce((sum, invoice) => sum + invoice.totalCents, 0);
    return savePayment(tx, payment, amountCents, ids);
  });
}

/** Saves a payment of this amount and marks the invoices it settles paid by it; gives its id. */
async function savePayment(
  tx: DatabaseOrTransaction,
  { customerId, paidAt, method, comment }: Omit<PaymentToRecord, "invoiceIds">,
  amountCents: number,
  settledIds: readonly number[],
): Promise<number> {
  const [saved] = await tx
    .insert(payments)
    .values({ customerId, paidAt, method, comment, amountCents })
    .returning({ id: payments.id });
  if (!saved) throw new Error("The payment was not saved");
  if (settledIds.length > 0) {
    await tx
      .update(invoices)
      .set({ paymentId: saved.id, paidOn: todayInCambodia(paidAt) })
      .where(inArray(invoices.id, [...settledIds]));
  }
  return saved.id;
}

export type AmountToRecord = Omit<PaymentToRecord, "invoiceIds"> & { amountCents: number };

/** What an amount paid did: the payment, the invoices it settled (oldest first) and the credit left. */
export type RecordedAmount = {
  paymentId: number;
  invoiceNumbers: string[];
  creditCents: number;
};

/**
 * Records an amount paid toward a customer's account: with their credit, it settles their unpaid
 * invoices in full, oldest first, and what is left becomes their credit. Holding the credit row's
 * lock for the whole transaction keeps two payments (or a payment and the invoice run) from spending
 * the same credit.
 */
export async function recordAmountPayment(
  db: DatabaseOrTransaction,
  payment: AmountToRecord,
): Promise<RecordedAmount> {
  const { customerId, paidAt } = payment;
  return db.transaction(async (tx) => {
    const [credit] = await tx
      .insert(customerCredits)
      .values({ customerId, updatedAt: paidAt })
      .onConflictDoUpdate({ target: customerCredits.customerId, set: { updatedAt: paidAt } })
      .returning({ balanceCents: customerCredits.balanceCents });
    if (!credit) throw new Error("The credit was not locked");
    const open = await tx
      .select({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents })
      .from(invoices)
      .where(and(eq(invoices.customerId, customerId), isNull(invoices.paymentId)))
      .orderBy(asc(invoices.periodStart), asc(invoices.id))
      .for("update");
    const { settledIds, restCents } = allocateOldestFirst(open, credit.balanceCents + payment.amountCents);
    const paymentId = await savePayment(tx, payment, payment.amountCents, settledIds);
    await tx
      .update(customerCredits)
      .set({ balanceCents: restCents })
      .where(eq(customerCredits.customerId, customerId));
    return {
      paymentId,
      invoiceNumbers: open
        .filter((invoice) => settledIds.includes(invoice.id))
        .map((invoice) => invoice.number),
      creditCents: restCents,
    };
  });
}

/**
 * Pays an invoice just issued from the customer's credit when the credit covers all of it (one
 * conditional update, so it is spent once). The payment the credit last came from is the one named
 * as settling it, so its receipt lists the invoice.
 */
export async function payFromCredit(
  db: DatabaseOrTransaction,
  invoice: { id: number; customerId: string; totalCents: number },
  today: string,
): Promise<void> {
  const [spent] = await db
    .update(customerCredits)
    .set({ balanceCents: sql`${customerCredits.balanceCents} - ${invoice.totalCents}` })
    .where(
      and(
        eq(customerCredits.customerId, invoice.customerId),
        gte(customerCredits.balanceCents, invoice.totalCents),
      ),
    )
    .returning({ customerId: customerCredits.customerId });
  if (!spent) return;
  const [source] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.customerId, invoice.customerId))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  if (!source) throw new Error("A credit without a payment");
  await db.update(invoices).set({ paymentId: source.id, paidOn: today }).where(eq(invoices.id, invoice.id));
}

/** The customer's credit in cents: money paid that no invoice has used yet. */
export async function creditOf(db: DatabaseOrTransaction, customerId: string): Promise<number> {
  const [credit] = await db
    .select({ balanceCents: customerCredits.balanceCents })
    .from(customerCredits)
    .where(eq(customerCredits.customerId, customerId));
  return credit?.balanceCents ?? 0;
}
