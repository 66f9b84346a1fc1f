import type { ServiceStatus } from "@isp/contracts/billing/list-packages";
import { and, asc, eq, gt, inArray, or } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { todayInCambodia } from "../../time/cambodia-date";
import { toCents, toDollars } from "./money";
import { planChanges, type Router, services } from "./tables";

/** A plan a service is (or will be) on: `monthlyFee` in USD without VAT. */
export type ServicePlan = {
  planCode: string;
  planName: string;
  speedMbps: number | null;
  monthlyFee: number;
  /** The day the plan takes (or took) effect. */
  effectiveOn: string;
};

/** A customer's service on the plan in force today, with the plan it moves to next, if any. */
export type CustomerService = ServicePlan & {
  serviceId: string;
  customerId: string;
  serviceName: string;
  status: ServiceStatus;
  billingDay: number;
  routers: Router[];
  pendingChange: ServicePlan | null;
};

type ServiceRow = typeof services.$inferSelect;
type PlanChangeRow = typeof planChanges.$inferSelect;

/** The plans of a service in the order they take effect: its first plan, then each change. */
function plansOf(service: ServiceRow, changes: readonly PlanChangeRow[]): ServicePlan[] {
  return [service, ...changes.filter((change) => change.serviceId === service.id)]
    .map((plan) => ({
      planCode: plan.planCode,
      planName: plan.planName,
      speedMbps: plan.speedMbps,
      monthlyFee: toDollars(plan.monthlyFeeCents),
      effectiveOn: plan.effectiveOn,
    }))
    .sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn));
}

/** The plan in force on `date` (the first plan for a date before the service started). */
export function planInForce(plans: readonly ServicePlan[], date: string): ServicePlan {
  const [first] = plans;
  if (!first) throw new Error("A service has at least its first plan");
  return plans.filter((plan) => plan.effectiveOn <= date).at(-1) ?? first;
}

/** A service row and its plan changes as the service looks on `today`. */
export function describeService(
  service: ServiceRow,
  changes: readonly PlanChangeRow[],
  today: string,
): CustomerService & { plans: ServicePlan[] } {
  const plans = plansOf(service, changes);
  return {
    serviceId: service.id,
    customerId: service.customerId,
    serviceName: service.serviceName,
    status: service.status,
    billingDay: service.billingDay,
    routers: service.routers,
    ...planInForce(plans, today),
    pendingChange: plans.find((plan) => plan.effectiveOn > today) ?? null,
    plans,
  };
}

/** A customer's services with all their plan changes, in SID order. */
export async function loadServices(
  db: DatabaseOrTransaction,
  customerId: string,
  serviceId?: string,
): Promise<{ rows: ServiceRow[]; changes: PlanChangeRow[] }> {
  const rows = await db
    .select()
    .from(services)
    .where(
      serviceId
        ? and(eq(services.customerId, customerId), eq(services.id, serviceId))
        : eq(services.customerId, customerId),
    )
    .orderBy(asc(services.id));
  const changes =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(planChanges)
          .where(
            inArray(
              planChanges.serviceId,
              rows.map((row) => row.id),
            ),
          );
  return { rows, changes };
}

function withoutPlans({ plans: _plans, ...service }: CustomerService & { plans: ServicePlan[] }) {
  return service;
}

/** The customer's services as they stand on `today` (Cambodia's date by default), in SID order. */
export async function listCustomerServices(
  db: DatabaseOrTransaction,
  customerId: string,
  { today = todayInCambodia() }: { today?: string } = {},
): Promise<CustomerService[]> {
  const { rows, changes } = await loadServices(db, customerId);
  return rows.map((row) => withoutPlans(describeService(row, changes, today)));
}

/** One of the customer's services; undefined when the SID is unknown or another customer's. */
export async function findCustomerService(
  db: DatabaseOrTransaction,
  customerId: string,
  serviceId: string,
  { today = todayInCambodia() }: { today?: string } = {},
): Promise<CustomerService | undefined> {
  const { rows, changes } = await loadServices(db, customerId, serviceId);
  const [row] = rows;
  return row ? withoutPlans(describeService(row, changes, today)) : undefined;
}

export type ScheduledPlanChange = {
  customerId: string;
  serviceId: string;
  planCode: string;
  planName: string;
  speedMbps: number | null;
  /** USD per month without VAT, as the catalog prices it (e.g. 39 or 39.5). */
  monthlyFee: number;
  /** From this day the service is on the new plan; invoices for periods starting then use its fee. */
  effectiveOn: string;
};

/**
 * Moves a customer's service to another plan on `effectiveOn`. A change still pending on `today`
 * is replaced (a customer who changes their mind again gets the latest choice only). Gives the
 * service as it then stands, or undefined when the SID is unknown or another customer's.
 */
export async function scheduleServicePlanChange(
  db: DatabaseOrTransaction,
  change: ScheduledPlanChange,
  { today = todayInCambodia() }: { today?: string } = {},
): Promise<CustomerService | undefined> {
  const service = await findCustomerService(db, change.customerId, change.serviceId, { today });
  if (!service) return undefined;
  await db.transaction(async (tx) => {
    await tx
      .delete(planChanges)
      .where(
        and(
          eq(planChanges.serviceId, change.serviceId),
          or(gt(planChanges.effectiveOn, today), eq(planChanges.effectiveOn, change.effectiveOn)),
        ),
      );
    await tx.insert(planChanges).values({
      serviceId: change.serviceId,
      planCode: change.planCode,
      planName: change.planName,
      speedMbps: change.speedMbps,
      monthlyFeeCents: toCents(change.monthlyFee),
      effectiveOn: change.effectiveOn,
    });
  });
  return findCustomerService(db, change.customerId, change.serviceId, { today });
}
