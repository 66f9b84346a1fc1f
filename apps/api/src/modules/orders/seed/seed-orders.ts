import { INSTALLATION_STEPS } from "@isp/contracts/orders/get-order-installation";
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from "@isp/contracts/orders/order";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { buildTranslationsSchema } from "../../../i18n/translations";
import { addDays } from "../../../time/cambodia-date";
import { findPlan } from "../../catalog/plans";
import { nextBillingPeriodStart } from "../billing-period";
import { installationEvents, orderLines, orders, quotationLines, quotations } from "../tables";
import { amountWithVatCents } from "../vat";

const text = buildTranslationsSchema(z.string().min(1));
/** Days from the seeding day (negative: before it). */
const day = z.number().int().min(-400).max(60);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const lines = z.array(
  z.strictObject({
    name: text,
    qty: z.number().int().positive(),
    unitPrice: z.number().min(0).multipleOf(0.01),
  }),
);

/**
 * orders.json: the demo customers' orders over the year. Dates are days from the seeding day and a
 * Cambodian clock time; a plan change's fee and effective day come from the catalog and the billing
 * period, as a live change would get them.
 */
const SeedOrdersFileSchema = z.array(
  z.strictObject({
    orderNumber: z.number().int().min(1).max(60000),
    customerId: z.string().regex(/^\d{1,20}$/),
    type: z.enum(ORDER_TYPES),
    status: z.enum(ORDER_STATUSES),
    serviceId: z
      .string()
      .regex(/^\d{1,20}$/)
      .nullable(),
    day,
    time,
    title: text,
    lines,
    invoices: z.array(z.string().min(1)),
    planChange: z.strictObject({ fromPlanCode: z.string(), toPlanCode: z.string() }).optional(),
    payment: z
      .strictObject({ day, time, method: z.enum(PAYMENT_METHODS), receiptNumber: z.string().min(1) })
      .optional(),
    installation: z
      .strictObject({
        appointment: z.strictObject({ day, time }).nullable(),
        engineerName: z.string().min(1).nullable(),
        engineerPhone: z
          .string()
          .regex(/^\+[1-9]\d{3,14}$/)
          .nullable(),
        events: z
          .array(z.strictObject({ step: z.enum([...INSTALLATION_STEPS, "cancelled"]), day, time }))
          .min(1),
      })
      .optional(),
    quotation: z
      .strictObject({
        quotationNumber: z.string().min(1),
        day,
        validDays: z.number().int().positive(),
        lines: lines.min(1),
      })
      .optional(),
  }),
);

export function loadSeedOrders(folder = seedFolderOf(import.meta.url)) {
  return readSeedFile(folder, "orders.json", SeedOrdersFileSchema);
}

/** A moment on a day counted from `today`, at a Cambodian clock time (UTC+7). */
const momentOf = (today: string, at: { day: number; time: string }) =>
  new Date(`${addDays(today, at.day)}T${at.time}:00+07:00`);

const toCents = (amount: number) => Math.round(amount * 100);

/** Seeds the demo customers' orders, installations and quotations when there are no orders. */
export async function seedDemoOrders(db: Database, today: string): Promise<boolean> {
  if ((await db.select({ id: orders.id }).from(orders).limit(1)).length > 0) return false;
  const seedOrders = await loadSeedOrders();
  await db.transaction(async (tx) => {
    for (const seed of seedOrders) {
      const createdAt = momentOf(today, seed);
      const subtotalCents = seed.lines.reduce((sum, line) => sum + line.qty * toCents(line.unitPrice), 0);
      const toPlan = seed.planChange && (await findPlan(tx, seed.planChange.toPlanCode, "en"));
      if (seed.planChange && !toPlan) throw new Error(`orders.json: no plan ${seed.planChange.toPlanCode}`);
      const lastEvent = seed.installation?.events.at(-1);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: seed.orderNumber,
          customerId: seed.customerId,
          type: seed.type,
          status: seed.status,
          title: seed.title,
          serviceId: seed.serviceId,
          amountCents: amountWithVatCents(subtotalCents),
          invoiceNumbers: seed.invoices,
          fromPlanCode: seed.planChange?.fromPlanCode ?? null,
          toPlanCode: toPlan ? toPlan.code : null,
          toMonthlyFeeCents: toPlan ? toPlan.monthlyFeeCents : null,
          effectiveOn: toPlan ? nextBillingPeriodStart(addDays(today, seed.day)) : null,
          paidAt: seed.payment ? momentOf(today, seed.payment) : null,
          paymentMethod: seed.payment?.method ?? null,
          receiptNumber: seed.payment?.receiptNumber ?? null,
          appointmentAt: seed.installation?.appointment
            ? momentOf(today, seed.installation.appointment)
            : null,
          engineerName: seed.installation?.engineerName ?? null,
          engineerPhone: seed.installation?.engineerPhone ?? null,
          createdAt,
          updatedAt: lastEvent ? momentOf(today, lastEvent) : createdAt,
        })
        .returning({ id: orders.id });
      const orderId = (order as { id: number }).id;
      if (seed.lines.length > 0) {
        await tx.insert(orderLines).values(
          seed.lines.map((line, position) => ({
            orderId,
            position,
            name: line.name,
            qty: line.qty,
            unitPriceCents: toCents(line.unitPrice),
          })),
        );
      }
      if (seed.installation) {
        await tx.insert(installationEvents).values(
          seed.installation.events.map((event) => ({
            orderId,
            step: event.step,
            occurredAt: momentOf(today, event),
          })),
        );
      }
      if (seed.quotation) {
        const issuedOn = addDays(today, seed.quotation.day);
        const [quotation] = await tx
          .insert(quotations)
          .values({
            quotationNumber: seed.quotation.quotationNumber,
            orderId,
            issuedOn,
            validUntil: addDays(issuedOn, seed.quotation.validDays),
          })
          .returning({ id: quotations.id });
        await tx.insert(quotationLines).values(
          seed.quotation.lines.map((line, position) => ({
            quotationId: (quotation as { id: number }).id,
            position,
            name: line.name,
            qty: line.qty,
            unitPriceCents: toCents(line.unitPrice),
          })),
        );
      }
    }
  });
  return true;
}
