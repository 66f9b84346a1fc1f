import { ServiceStatusSchema } from "@isp/contracts/billing/list-packages";
import { PaymentMethodSchema } from "@isp/contracts/billing/list-payment-history";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, SeedFileError, seedFolderOf } from "../../../db/seed-files";
import { addDays } from "../../../time/cambodia-date";
import { periodStartOf, shiftPeriod } from "../billing-periods";
import { issueDueInvoices } from "../issue-invoices";
import { toCents } from "../money";
import { recordPayment } from "../record-payment";
import { invoices, planChanges, services } from "../tables";

const seedFolder = seedFolderOf(import.meta.url);

/** Billing periods counted from the one that contains the seeding day: -1 is the previous one. */
const PeriodSchema = z.number().int().min(-60).max(12);

/** services.json: the demo services; each plan starts at a period, the first one when the service did. */
const SeedServicesFileSchema = z.array(
  z.strictObject({
    id: z.string().regex(/^\d{8}$/),
    customerId: z.string().regex(/^\d{1,20}$/),
    serviceName: z.string().min(1),
    status: ServiceStatusSchema,
    billingDay: z.number().int().min(1).max(28),
    routers: z.array(z.strictObject({ model: z.string().min(1), serial: z.string().min(1) })),
    plans: z
      .array(
        z.strictObject({
          fromPeriod: PeriodSchema,
          planCode: z.string().min(1),
          planName: z.string().min(1),
          speedMbps: z.number().int().positive().nullable(),
          monthlyFee: z.number().positive(),
        }),
      )
      .min(1),
  }),
);

/** payments.json: who paid which of their periods' invoices, how many days after the last was issued. */
const SeedPaymentsFileSchema = z.array(
  z.strictObject({
    customerId: z.string().regex(/^\d{1,20}$/),
    periods: z.array(PeriodSchema.max(-1)).min(1),
    /** At most 27: a payment of past periods falls before the current one starts, so before today. */
    paidDaysAfterIssue: z.number().int().min(0).max(27),
    /** Local time in Cambodia. */
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    method: PaymentMethodSchema,
    comment: z.string().min(1),
  }),
);

/** How many past periods of invoices a fresh demo has: a year with the current one. */
const HISTORY_PERIODS = 11;

export function loadSeedServices(folder = seedFolder) {
  return readSeedFile(folder, "services.json", SeedServicesFileSchema);
}

export function loadSeedPayments(folder = seedFolder) {
  return readSeedFile(folder, "payments.json", SeedPaymentsFileSchema);
}

/**
 * The demo customers' services, a year of monthly invoices (issued by the same invoice run as later
 * months) and the payments that settled them, all dated from `today`. Only when there is no service.
 */
export async function seedBilling(db: Database, today: string): Promise<boolean> {
  if ((await db.select({ id: services.id }).from(services).limit(1)).length > 0) return false;
  const seedServices = await loadSeedServices();
  const billingDays = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const service of seedServices) {
      const periodOf = (offset: number) =>
        shiftPeriod(periodStartOf(today, service.billingDay), offset, service.billingDay);
      const [first, ...later] = [...service.plans].sort((a, b) => a.fromPeriod - b.fromPeriod);
      if (!first) continue;
      billingDays.set(service.customerId, service.billingDay);
      await tx.insert(services).values({
        id: service.id,
        customerId: service.customerId,
        serviceName: service.serviceName,
        planCode: first.planCode,
        planName: first.planName,
        speedMbps: first.speedMbps,
        status: service.status,
        billingDay: service.billingDay,
        effectiveOn: periodOf(first.fromPeriod),
        monthlyFeeCents: toCents(first.monthlyFee),
        routers: service.routers,
      });
      for (const plan of later) {
        await tx.insert(planChanges).values({
          serviceId: service.id,
          planCode: plan.planCode,
          planName: plan.planName,
          speedMbps: plan.speedMbps,
          monthlyFeeCents: toCents(plan.monthlyFee),
          effectiveOn: periodOf(plan.fromPeriod),
        });
      }
    }
    for (const [customerId, billingDay] of billingDays) {
      const since = shiftPeriod(periodStartOf(today, billingDay), -HISTORY_PERIODS, billingDay);
      await issueDueInvoices(tx, customerId, { today, since });
    }
    for (const [index, payment] of (await loadSeedPayments()).entries()) {
      const billingDay = billingDays.get(payment.customerId);
      if (billingDay === undefined) {
        throw new SeedFileError(`payments.json: [${index}].customerId: no service of ${payment.customerId}`);
      }
      const starts = payment.periods.map((offset) =>
        shiftPeriod(periodStartOf(today, billingDay), offset, billingDay),
      );
      const invoiceIds: number[] = [];
      for (const periodStart of starts) {
        const [invoice] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.customerId, payment.customerId), eq(invoices.periodStart, periodStart)));
        if (!invoice) {
          throw new SeedFileError(
            `payments.json: [${index}].periods: no invoice for the period of ${periodStart}`,
          );
        }
        invoiceIds.push(invoice.id);
      }
      const paidOn = addDays(starts.sort().at(-1) as string, payment.paidDaysAfterIssue);
      const paymentId = await recordPayment(tx, {
        customerId: payment.customerId,
        paidAt: new Date(`${paidOn}T${payment.time}:00+07:00`),
        method: payment.method,
        comment: payment.comment,
        invoiceIds,
      });
      if (paymentId === undefined) {
        throw new SeedFileError(`payments.json: [${index}].periods: an invoice is paid twice`);
      }
    }
  });
  return true;
}
