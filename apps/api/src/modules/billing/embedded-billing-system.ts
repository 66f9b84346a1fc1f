import type { InvoiceSummary } from "@isp/contracts/billing/list-invoices";
import type { Package } from "@isp/contracts/billing/list-packages";
import type { Payment } from "@isp/contracts/billing/list-payment-history";
import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { addDays, todayInCambodia } from "../../time/cambodia-date";
import { periodStartOf, shiftPeriod } from "./billing-periods";
import type { BillingSystem } from "./billing-system";
import { issueDueInvoices, PAYMENT_TERM_DAYS } from "./issue-invoices";
import { toCents, toDollars } from "./money";
import { creditOf, receiptNumberOf, recordAmountPayment, recordPayment } from "./record-payment";
import { type CustomerService, listCustomerServices, scheduleServicePlanChange } from "./services";
import { invoiceLines, invoices, payments } from "./tables";

type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * How far back a read catches up on invoices not yet issued: the embedded system has no nightly job,
 * so the first read after a period starts issues its invoice (idempotently), as the run would have.
 */
const CATCH_UP_DAYS = 93;

function describePackage(service: CustomerService, today: string): Package {
  const nextBillingOn = shiftPeriod(periodStartOf(today, service.billingDay), 1, service.billingDay);
  return {
    serviceId: service.serviceId,
    serviceName: service.serviceName,
    planCode: service.planCode,
    planName: service.planName,
    speedMbps: service.speedMbps,
    status: service.status,
    effectiveOn: service.effectiveOn,
    nextBillingOn,
    dueOn: addDays(nextBillingOn, PAYMENT_TERM_DAYS),
    currency: "USD",
    monthlyFee: service.monthlyFee,
    routers: service.routers,
    pendingChange: service.pendingChange,
  };
}

function describeInvoice(invoice: InvoiceRow, today: string): InvoiceSummary {
  const isPaid = invoice.paymentId !== null;
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    dueOn: invoice.dueOn,
    currency: "USD",
    net: toDollars(invoice.netCents),
    vat: toDollars(invoice.vatCents),
    total: toDollars(invoice.totalCents),
    status: isPaid ? "paid" : "unpaid",
    isOverdue: !isPaid && invoice.dueOn < today,
    paidOn: invoice.paidOn,
  };
}

async function describePayments(db: DatabaseOrTransaction, rows: PaymentRow[]): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const settled = await db
    .select({ paymentId: invoices.paymentId, number: invoices.number })
    .from(invoices)
    .where(
      inArray(
        invoices.paymentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoices.periodStart));
  return rows.map((row) => ({
    paymentId: row.id,
    paidAt: row.paidAt.toISOString(),
    method: row.method,
    comment: row.comment,
    currency: "USD",
    amount: toDollars(row.amountCents),
    receiptNumber: receiptNumberOf(row),
    invoiceNumbers: settled
      .filter((invoice) => invoice.paymentId === row.id)
      .map((invoice) => invoice.number),
  }));
}

/** The billing system that ships with the portal: this module's tables. `today` is Cambodia's date. */
export function createEmbeddedBillingSystem(
  db: DatabaseOrTransaction,
  { today = () => todayInCambodia() }: { today?: () => string } = {},
): BillingSystem {
  async function catchUpInvoices(customerId: string, day: string) {
    await issueDueInvoices(db, customerId, { today: day, since: addDays(day, -CATCH_UP_DAYS) });
  }

  return {
    async listPackages(customerId) {
      const day = today();
      return (await listCustomerServices(db, customerId, { today: day })).map((service) =>
        describePackage(service, day),
      );
    },

    async listProducts(customerId) {
      const day = today();
      return (await listCustomerServices(db, customerId, { today: day })).map((service) => ({
        serviceId: service.serviceId,
        packageName: service.planName,
        serviceName: service.serviceName,
        status: service.status,
        billingDate: describePackage(service, day).nextBillingOn,
        effectiveOn: service.effectiveOn,
      }));
    },

    async listInvoices(customerId, { status } = {}) {
      const day = today();
      await catchUpInvoices(customerId, day);
      const paidFilter =
        status === "paid"
          ? isNotNull(invoices.paymentId)
          : status === "unpaid"
            ? isNull(invoices.paymentId)
            : undefined;
      const rows = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.customerId, customerId), paidFilter))
        .orderBy(desc(invoices.periodStart));
      const unpaid = rows.filter((row) => row.paymentId === null).reverse();
      const paid = rows.filter((row) => row.paymentId !== null);
      return [...unpaid, ...paid].map((row) => describeInvoice(row, day));
    },

    async findInvoice(customerId, invoiceId) {
      const day = today();
      await catchUpInvoices(customerId, day);
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.customerId, customerId), eq(invoices.id, invoiceId)));
      if (!row) return undefined;
      const lines = await db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, row.id))
        .orderBy(asc(invoiceLines.position));
      return {
        ...describeInvoice(row, day),
        lines: lines.map((line) => ({
          serviceId: line.serviceId,
          serviceName: line.serviceName,
          planName: line.planName,
          quantity: line.quantity,
          unitPrice: toDollars(line.unitPriceCents),
          amount: toDollars(line.amountCents),
        })),
      };
    },

    async listPayments(customerId) {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.customerId, customerId))
        .orderBy(desc(payments.paidAt), desc(payments.id));
      return describePayments(db, rows);
    },

    async findPayment(customerId, paymentId) {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.customerId, customerId), eq(payments.id, paymentId)));
      const [payment] = await describePayments(db, rows);
      return payment;
    },

    async schedulePlanChange(change) {
      const day = today();
      const service = await scheduleServicePlanChange(db, change, { today: day });
      return service ? describePackage(service, day) : undefined;
    },

    async settleInvoices(customerId, { invoiceIds, paidAt, method, comment }) {
      const paymentId = await recordPayment(db, { customerId, invoiceIds, paidAt, method, comment });
      return paymentId === undefined
        ? undefined
        : { paymentId, receiptNumber: receiptNumberOf({ id: paymentId, paidAt }) };
    },

    async creditOf(customerId) {
      return toDollars(await creditOf(db, customerId));
    },

    async payAmount(customerId, { amount, paidAt, method, comment }) {
      // Invoices due by now are issued first, so the money goes to them rather than to credit.
      await catchUpInvoices(customerId, today());
      const recorded = await recordAmountPayment(db, {
        customerId,
        amountCents: toCents(amount),
        paidAt,
        method,
        comment,
      });
      return {
        paymentId: recorded.paymentId,
        receiptNumber: receiptNumberOf({ id: recorded.paymentId, paidAt }),
        invoiceNumbers: recorded.invoiceNumbers,
        credit: toDollars(recorded.creditCents),
      };
    },
  };
}
