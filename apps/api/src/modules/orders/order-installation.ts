import {
  INSTALLATION_STEPS,
  type Installation,
  type InstallationStep,
} from "@isp/contracts/orders/get-order-installation";
import { asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { findOrderRow } from "./orders";
import { installationEvents } from "./tables";

/**
 * An order's installation as the field-service tool reports it: the steps done with their time, then
 * the steps still to come (none once cancelled). Undefined for an order without an installation or
 * not the customer's.
 */
export async function findOrderInstallation(
  db: DatabaseOrTransaction,
  customerId: string,
  orderNumber: number,
): Promise<Installation | undefined> {
  const order = await findOrderRow(db, customerId, orderNumber);
  if (!order) return undefined;
  const events = await db
    .select()
    .from(installationEvents)
    .where(eq(installationEvents.orderId, order.id))
    .orderBy(asc(installationEvents.occurredAt), asc(installationEvents.id));
  if (events.length === 0) return undefined;
  const done = new Set<InstallationStep>(events.map((event) => event.step));
  const toCome = done.has("cancelled") ? [] : INSTALLATION_STEPS.filter((step) => !done.has(step));
  return {
    orderId: order.orderNumber,
    appointmentAt: order.appointmentAt?.toISOString() ?? null,
    engineerName: order.engineerName,
    engineerPhone: order.engineerPhone,
    steps: [
      ...events.map((event) => ({ step: event.step, at: event.occurredAt.toISOString() })),
      ...toCome.map((step) => ({ step, at: null })),
    ],
  };
}
