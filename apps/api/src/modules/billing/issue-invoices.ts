import { vatOn } from "@isp/contracts/billing/vat";
import { and, eq, gte } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { addDays } from "../../time/cambodia-date";
import { periodEndOf, periodStartOf, shiftPeriod } from "./billing-periods";
import { toCents } from "./money";
import { payFromCredit } from "./record-payment";
import { describeService, loadServices, planInForce } from "./services";
import { invoiceLines, invoices } from "./tables";

/** Days a customer has to pay an invoice after it is issued on the first day of its period. */
export const PAYMENT_TERM_DAYS = 10;

/** The invoice number of a customer's period: readable on the phone to the hotline. */
function invoiceNumber(customerId: string, periodStart: string): string {
  return `INV-${periodStart.replaceAll("-", "")}-${customerId}`;
}

/**
 * The invoice run of one customer: issues an invoice for every billing period that started between
 * `since` and `today` and has none yet. Services are billed in advance, a whole month at the plan in
 * force on the period's first day (a plan change therefore shows from the first period starting on or
 * after its day); a service joins the bill from the first period starting on or after the day it started, and only
 * active services are billed. Services with different billing days get separate invoices. An invoice the
 * customer's credit covers is paid from it as it is issued. Gives the number of invoices issued.
 */
export async function issueDueInvoices(
  db: DatabaseOrTransaction,
  customerId: string,
  { today, since }: { today: string; since: string },
): Promise<number> {
  const { rows, changes } = await loadServices(db, customerId);
  const billed = rows
    .filter((row) => row.status === "active")
    .map((row) => describeService(row, changes, today));
  // Reads call this too: a period that already has its invoice costs no write.
  const existing = new Set(
    (
      await db
        .select({ periodStart: invoices.periodStart })
        .from(invoices)
        .where(and(eq(invoices.customerId, customerId), gte(invoices.periodStart, since)))
    ).map((invoice) => invoice.periodStart),
  );
  let issued = 0;
  for (const billingDay of new Set(billed.map((service) => service.billingDay))) {
    const group = billed.filter((service) => service.billingDay === billingDay);
    const last = periodStartOf(today, billingDay);
    let start = periodStartOf(since, billingDay);
    if (start < since) start = shiftPeriod(start, 1, billingDay);
    for (; start <= last; start = shiftPeriod(start, 1, billingDay)) {
      if (existing.has(start)) continue;
      const lines = group
        .filter((service) => (service.plans[0]?.effectiveOn ?? start) <= start)
        .map((service, position) => {
          const plan = planInForce(service.plans, start);
          const priceCents = toCents(plan.monthlyFee);
          return {
            position: position + 1,
            serviceId: service.serviceId,
            serviceName: service.serviceName,
            planName: plan.planName,
            quantity: 1,
            unitPriceCents: priceCents,
            amountCents: priceCents,
          };
        });
      if (lines.length === 0) continue;
      const netCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
      const vatCents = vatOn(netCents);
      const periodStart = start;
      const wasIssued = await db.transaction(async (tx) => {
        const [invoice] = await tx
          .insert(invoices)
          .values({
            number: invoiceNumber(customerId, periodStart),
            customerId,
            issuedOn: periodStart,
            periodStart,
            periodEnd: periodEndOf(periodStart, billingDay),
            dueOn: addDays(periodStart, PAYMENT_TERM_DAYS),
            netCents,
            vatCents,
            totalCents: netCents + vatCents,
          })
          .onConflictDoNothing()
          .returning({ id: invoices.id });
        if (!invoice) return false;
        await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: invoice.id })));
        await payFromCredit(tx, { id: invoice.id, customerId, totalCents: netCents + vatCents }, today);
        return true;
      });
      if (wasIssued) issued += 1;
    }
  }
  return issued;
}
