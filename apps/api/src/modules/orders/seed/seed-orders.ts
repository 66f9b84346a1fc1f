import { vatOn } from "@isp/contracts/billing/vat";
import { INSTALLATION_STEPS } from "@isp/contracts/orders/get-order-installation";
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from "@isp/contracts/orders/order";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "../../../db/client";
import { readSeedFile, SeedFileError, seedFolderOf } from "../../../db/seed-files";
import { buildTranslationsSchema } from "../../../i18n/translations";
import { addDays } from "../../../time/cambodia-date";
import { toCents } from "../../billing/money";
import { findCustomerService } from "../../billing/services";
import { findPlan } from "../../catalog/plans";
import { latestBookingDayOf } from "../plan-change-date";
import { installationEvents, orderLines, orders, quotationLines, quotations } from "../tables";

const text = buildTranslationsSchema(z.string().min(1));
/** Days from the seeding day (negative: before it). */
const day = z.number().int().min(-1000).max(60);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const lines = z.array(
  z.strictObject({
    name: text,
    qty: z.number().int().positive(),
    unitPrice: z.number().min(0).multipleOf(0.01),
  }),
);

/**
 * orders.json: the demo customers' orders. Dates are days from the seeding day and a Cambodian clock
 * time; a plan change's fee comes from the catalog and its day from the billing module's plan of the
 * service (current or pending), so orders and packages tell the same story.
 */
const SeedOrdersFileSchema = z.array(
  z
    .strictObject({
      orderNumber: z.number().int().min(1).max(60000),
      customerId: z.string().regex(/^\d{1,20}$/),
      type: z.enum(ORDER_TYPES),
      status: z.enum(ORDER_STATUSES),
      serviceId: z
        .string()
        .regex(/^\d{1,20}$/)
        .nullable(),
      /** A plan change has none: it was booked in the billing period before the plan took effect. */
      day: day.optional(),
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
    })
    .refine((order) => (order.day === undefined) === (order.planChange !== undefined), {
      message: "a plan change has no day (the billing plan gives it); every other order has one",
    }),
);

function loadSeedOrders(folder = seedFolderOf(import.meta.url)) {
  return readSeedFile(folder, "orders.json", SeedOrdersFileSchema);
}

type SeedOrder = z.output<typeof SeedOrdersFileSchema>[number];

/**
 * A seeded plan change as billing has it: the catalog plan, the day billing puts it in effect, and the
 * day it was booked (early in the period before; yesterday at the latest), in days from `today`.
 */
async function describeSeedPlanChange(tx: DatabaseOrTransaction, seed: SeedOrder, today: string) {
  const code = seed.planChange?.toPlanCode ?? "";
  const [plan, service] = await Promise.all([
    findPlan(tx, code, "en"),
    seed.serviceId ? findCustomerService(tx, seed.customerId, seed.serviceId, { today }) : undefined,
  ]);
  const billed = [service, service?.pendingChange].find((candidate) => candidate?.planCode === code);
  if (!plan || !service || !billed) {
    throw new SeedFileError(
      `orders.json: order ${seed.orderNumber}: no ${code} on service ${seed.serviceId}`,
    );
  }
  const booked = addDays(latestBookingDayOf(billed.effectiveOn, service.billingDay), 2);
  const bookedDay = Math.min(daysBetween(today, booked), -1);
  return { plan, effectiveOn: billed.effectiveOn, bookedDay };
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A moment on a day counted from `today`, at a Cambodian clock time (UTC+7). */
const momentOf = (today: string, at: { day: number; time: string }) =>
  new Date(`${addDays(today, at.day)}T${at.time}:00+07:00`);

/** Seeds the demo customers' orders, installations and quotations when there are no orders. */
export async function seedDemoOrders(db: Database, today: string): Promise<boolean> {
  if ((await db.select({ id: orders.id }).from(orders).limit(1)).length > 0) return false;
  const seedOrders = await loadSeedOrders();
  await db.transaction(async (tx) => {
    for (const seed of seedOrders) {
      const planChange = seed.planChange && (await describeSeedPlanChange(tx, seed, today));
      const createdAt = momentOf(today, { day: planChange?.bookedDay ?? seed.day ?? 0, time: seed.time });
      const subtotalCents = seed.lines.reduce((sum, line) => sum + line.qty * toCents(line.unitPrice), 0);
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
          amountCents: subtotalCents + vatOn(subtotalCents),
          invoiceNumbers: seed.invoices,
          fromPlanCode: seed.planChange?.fromPlanCode ?? null,
          toPlanCode: planChange?.plan.code ?? null,
          toMonthlyFeeCents: planChange?.plan.monthlyFeeCents ?? null,
          effectiveOn: planChange?.effectiveOn ?? null,
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
