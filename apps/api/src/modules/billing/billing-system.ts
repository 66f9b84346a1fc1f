import type { Invoice } from "@isp/contracts/billing/get-invoice";
import type { InvoiceStatus, InvoiceSummary } from "@isp/contracts/billing/list-invoices";
import type { Package } from "@isp/contracts/billing/list-packages";
import type { Payment, PaymentMethod } from "@isp/contracts/billing/list-payment-history";
import type { Product } from "@isp/contracts/billing/list-products";
import type { ScheduledPlanChange } from "./services";

/**
 * The seam between the portal and the billing system of record. The bs2-api routes ask only this;
 * the embedded default (embedded-billing-system.ts) answers from this module's tables, and an ISP
 * plugs its own billing system in by implementing it (docs/billing.md). Every method is scoped to
 * one customer: it answers nothing (an empty list, undefined) for another customer's records, so a
 * guessed id never reaches someone else's data. Amounts are US dollars; dates are YYYY-MM-DD in
 * Cambodia.
 */
export interface BillingSystem {
  /** The customer's services on their current plans, each with its pending change, in SID order. */
  listPackages(customerId: string): Promise<Package[]>;
  /** The customer's products (the profile's columns), in SID order. */
  listProducts(customerId: string): Promise<Product[]>;
  /** The customer's invoices: unpaid first (oldest due first), then paid (newest first). */
  listInvoices(customerId: string, filter?: { status?: InvoiceStatus }): Promise<InvoiceSummary[]>;
  /** One of the customer's invoices with its lines. */
  findInvoice(customerId: string, invoiceId: number): Promise<Invoice | undefined>;
  /** The customer's payments, newest first. */
  listPayments(customerId: string): Promise<Payment[]>;
  /** One of the customer's payments. */
  findPayment(customerId: string, paymentId: number): Promise<Payment | undefined>;
  /** Moves one of the customer's services to another plan on a day; undefined if it is not theirs. */
  schedulePlanChange(change: ScheduledPlanChange): Promise<Package | undefined>;
  /**
   * Records a payment that settles unpaid invoices of the customer in full, with its receipt; undefined
   * (and nothing recorded) when one of them is unknown, another customer's or already paid.
   */
  settleInvoices(
    customerId: string,
    payment: { invoiceIds: readonly number[]; paidAt: Date; method: PaymentMethod; comment: string },
  ): Promise<{ paymentId: number; receiptNumber: string } | undefined>;
  /** The customer's credit: money paid that no invoice has used yet. */
  creditOf(customerId: string): Promise<number>;
  /**
   * Records an amount paid toward the customer's account, with its receipt: with their credit, it
   * settles unpaid invoices in full, oldest first, and the rest is their credit (used by the next
   * amount paid, or by an invoice issued later that it covers). Never refused: money received is kept.
   */
  payAmount(
    customerId: string,
    payment: { amount: number; paidAt: Date; method: PaymentMethod; comment: string },
  ): Promise<{ paymentId: number; receiptNumber: string; invoiceNumbers: string[]; credit: number }>;
}
