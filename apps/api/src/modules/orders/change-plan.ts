import { LANGUAGES, type Language } from "@isp/contracts/languages";
import type { PlanChangeResult } from "@isp/contracts/orders/change-plan";
import type { PlanChangeOption } from "@isp/contracts/orders/list-plan-change-options";
import type { PlanChange } from "@isp/contracts/orders/order";
import { sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import {
  type CustomerService,
  findCustomerService,
  listCustomerServices,
  scheduleServicePlanChange,
} from "../billing/services";
import { type CatalogPlan, findPlan, listPlans, productTypesFor, publicPlan } from "../catalog/plans";
import { findCustomer } from "../selfcare/customers";
import type { OrderMessageCode } from "./order-messages";
import { findCustomerOrder, findPendingPlanChange } from "./orders";
import { planChangeEffectiveOn } from "./plan-change-date";
import { orders } from "./tables";

type CustomerType = NonNullable<Awaited<ReturnType<typeof findCustomer>>>["customerType"];

/** Why a plan change is refused, with the status it is answered with. */
export type PlanChangeRefusal = { status: 404 | 409 | 422; code: OrderMessageCode; param?: string };

/** The change-plan order's title in every language. */
const TITLES: Record<Language, string> = {
  km: "ប្តូរគម្រោងទៅ {0}",
  en: "Plan change to {0}",
  zh: "套餐变更为 {0}",
};

/**
 * Whether a customer may move a service to a plan, by the rules in order: the service must be active
 * and have no change waiting; the plan must exist, differ from the current one, belong to the same
 * product (internet stays internet) and be sold to the customer's type.
 */
export function checkPlanChange({
  service,
  pendingOn,
  customerType,
  currentPlan,
  newPlan,
}: {
  service: Pick<CustomerService, "status" | "planCode">;
  /** The day a change already booked takes effect, if there is one. */
  pendingOn: string | null;
  customerType: CustomerType;
  currentPlan: CatalogPlan | undefined;
  newPlan: CatalogPlan | undefined;
}): PlanChangeRefusal | null {
  if (service.status !== "active") return { status: 409, code: "service_inactive" };
  if (pendingOn) return { status: 409, code: "plan_change_pending", param: pendingOn };
  if (!newPlan) return { status: 422, code: "plan_unknown" };
  if (newPlan.code === service.planCode) return { status: 422, code: "plan_unchanged" };
  const isForCustomer = productTypesFor(customerType).includes(newPlan.productType);
  if (!isForCustomer || newPlan.productId !== currentPlan?.productId) {
    return { status: 422, code: "plan_not_allowed" };
  }
  return null;
}

/** The change billing already has waiting, or else one of this module's orders not yet in effect. */
async function pendingChangeDay(
  db: DatabaseOrTransaction,
  customerId: string,
  service: CustomerService,
  today: string,
) {
  if (service.pendingChange) return service.pendingChange.effectiveOn;
  const order = await findPendingPlanChange(db, customerId, service.serviceId, today);
  return order?.effectiveOn ?? null;
}

/**
 * Books a plan change for one of the customer's services: a confirmed change-plan order, and the new
 * plan in billing from the start of the service's next billing period. Refused (and nothing changed)
 * when a rule of `checkPlanChange` fails or the service is not the customer's.
 */
export async function changePlan(
  db: Database,
  {
    customerId,
    serviceId,
    planCode,
    language,
    today,
  }: { customerId: string; serviceId: string; planCode: string; language: Language; today: string },
): Promise<{ result: PlanChangeResult } | { refusal: PlanChangeRefusal }> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return { refusal: { status: 404, code: "service_not_found" } };
  return db.transaction(async (tx) => {
    // One change at a time per service: a second request waits here and then sees the first's change.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan-change:${serviceId}`}))`);
    const service = await findCustomerService(tx, customerId, serviceId, { today });
    if (!service) return { refusal: { status: 404, code: "service_not_found" } as const };
    const [currentPlan, newPlan, pendingOn] = await Promise.all([
      findPlan(tx, service.planCode, language),
      findPlan(tx, planCode, language),
      pendingChangeDay(tx, customerId, service, today),
    ]);
    const refusal = checkPlanChange({
      service,
      pendingOn,
      customerType: customer.customerType,
      currentPlan,
      newPlan,
    });
    if (refusal || !newPlan) return { refusal: refusal ?? { status: 422, code: "plan_unknown" } };
    const effectiveOn = planChangeEffectiveOn(service.billingDay, today);
    const now = new Date();
    const names = await Promise.all(LANGUAGES.map((each) => findPlan(tx, planCode, each)));
    const [order] = await tx
      .insert(orders)
      .values({
        customerId,
        type: "change-plan",
        status: "confirmed",
        title: Object.fromEntries(
          LANGUAGES.map((each, index) => [
            each,
            TITLES[each].replace("{0}", names[index]?.name ?? newPlan.name),
          ]),
        ),
        serviceId,
        amountCents: 0,
        fromPlanCode: service.planCode,
        toPlanCode: newPlan.code,
        toMonthlyFeeCents: newPlan.monthlyFeeCents,
        effectiveOn,
        // The application's clock, as the seeded orders use, not the database server's.
        createdAt: now,
        updatedAt: now,
      })
      .returning({ orderNumber: orders.orderNumber });
    await scheduleServicePlanChange(
      tx,
      {
        customerId,
        serviceId,
        planCode: newPlan.code,
        planName: names[LANGUAGES.indexOf("en")]?.name ?? newPlan.name,
        speedMbps: newPlan.speedMbps,
        monthlyFee: newPlan.monthlyFee,
        effectiveOn,
      },
      { today },
    );
    const summary = await findCustomerOrder(
      tx,
      customerId,
      (order as { orderNumber: number }).orderNumber,
      language,
      today,
    );
    if (!summary) throw new Error("The change-plan order just made is not found");
    const { lines: _lines, ...orderSummary } = summary;
    return { result: { order: orderSummary, serviceId, plan: publicPlan(newPlan), effectiveOn } };
  });
}

/**
 * Each of the customer's services with its plan, a change waiting (if any), the day a change booked
 * today would take effect, and the plans `checkPlanChange` would let it move to.
 */
export async function listPlanChangeOptions(
  db: Database,
  customerId: string,
  language: Language,
  today: string,
): Promise<PlanChangeOption[]> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return [];
  const [services, plans] = await Promise.all([
    listCustomerServices(db, customerId, { today }),
    listPlans(db, language),
  ]);
  const planOf = (code: string) => plans.find((plan) => plan.code === code);
  return Promise.all(
    services.map(async (service) => {
      const currentPlan = planOf(service.planCode);
      const pendingOn = await pendingChangeDay(db, customerId, service, today);
      const pendingPlan = service.pendingChange && planOf(service.pendingChange.planCode);
      const pendingChange: PlanChange | null =
        service.pendingChange && pendingOn
          ? {
              fromPlanName: currentPlan?.name ?? service.planName,
              toPlanCode: service.pendingChange.planCode,
              toPlanName: pendingPlan?.name ?? service.pendingChange.planName,
              monthlyFee: service.pendingChange.monthlyFee,
              effectiveOn: pendingOn,
            }
          : null;
      const canMoveTo = (plan: CatalogPlan) =>
        checkPlanChange({
          service,
          pendingOn: null,
          customerType: customer.customerType,
          currentPlan,
          newPlan: plan,
        }) === null;
      return {
        serviceId: service.serviceId,
        serviceName: service.serviceName,
        isActive: service.status === "active",
        currentPlan: {
          code: service.planCode,
          name: currentPlan?.name ?? service.planName,
          speedMbps: service.speedMbps,
          monthlyFee: service.monthlyFee,
        },
        pendingChange,
        effectiveOn: planChangeEffectiveOn(service.billingDay, today),
        plans: service.status === "active" ? plans.filter(canMoveTo) : [],
      };
    }),
  );
}
