import { ListPackagesCall } from "@isp/contracts/billing/list-packages";
import { ChangePlanCall } from "@isp/contracts/orders/change-plan";
import { ListOrdersCall } from "@isp/contracts/orders/list-orders";
import { ListPlanChangeOptionsCall } from "@isp/contracts/orders/list-plan-change-options";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { type CatalogPlan, findPlan } from "../catalog/plans";
import { checkPlanChange } from "./change-plan";

describe.each(testDatabaseKinds())("plan change on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tokens: Record<"dara" | "sophea" | "business", string>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
    const [dara, sophea, business] = await Promise.all(
      (["dara", "sophea", "business"] as const).map((account) => demoAccessToken(ctx.app, account)),
    );
    tokens = { dara, sophea, business } as typeof tokens;
  });
  afterAll(() => ctx.close());

  const change = (token: string | undefined, body: unknown, language = "en") =>
    injectCall(ctx.app, ChangePlanCall, { token, body, language });

  it("offers each service the other plans of its product for the customer's type", async () => {
    const dara = await callOk(ctx.app, ListPlanChangeOptionsCall, { token: tokens.dara, language: "en" });
    const [internet, tv] = dara.data;
    expect(internet).toMatchObject({
      serviceId: "10024501",
      isActive: true,
      currentPlan: { code: "megasurf-50", name: "MegaSurf 50 Mbps", speedMbps: 50, monthlyFee: 25 },
      pendingChange: null,
    });
    expect(internet?.plans.map((plan) => plan.code)).toEqual([
      "megasurf-20",
      "megasurf-30",
      "megasurf-100",
      "megasurf-200",
    ]);
    // ONE TV has one plan only: nothing to change to.
    expect(tv).toMatchObject({ serviceId: "10024502", plans: [] });

    const packages = await callOk(ctx.app, ListPackagesCall, {
      token: tokens.dara,
      params: { customerId: "100245" },
    });
    expect(internet?.effectiveOn).toBe(packages.data[0]?.nextBillingOn);

    const business = await callOk(ctx.app, ListPlanChangeOptionsCall, { token: tokens.business });
    expect(business.data.map((option) => option.plans.map((plan) => plan.code))).toEqual([
      ["megabiz-50", "megabiz-200", "megabiz-500"],
      ["dia-100", "dia-500", "dia-1g"],
    ]);
    const sophea = await callOk(ctx.app, ListPlanChangeOptionsCall, { token: tokens.sophea, language: "en" });
    expect(sophea.data[0]?.pendingChange).toMatchObject({ toPlanCode: "megasurf-50", monthlyFee: 25 });
  });

  it("books a change from the next billing period, as an order and as the package's pending plan", async () => {
    const [option] = (await callOk(ctx.app, ListPlanChangeOptionsCall, { token: tokens.dara })).data;
    const { status, body } = await change(tokens.dara, { serviceId: "10024501", planCode: "megasurf-100" });
    expect(status).toBe(201);
    const { data } = body as { data: { order: { orderId: number }; effectiveOn: string } };
    expect(data).toMatchObject({
      serviceId: "10024501",
      effectiveOn: option?.effectiveOn,
      plan: { code: "megasurf-100", monthlyFee: 39, speedMbps: 100, name: "MegaSurf 100 Mbps" },
      order: {
        type: "change-plan",
        status: "confirmed",
        amount: 0,
        bs2CustomerId: "100245",
        title: "Plan change to MegaSurf 100 Mbps",
        planChange: { fromPlanName: "MegaSurf 50 Mbps", toPlanCode: "megasurf-100", monthlyFee: 39 },
      },
    });
    expect(data.order.orderId).toBeGreaterThan(60000);

    const orders = await callOk(ctx.app, ListOrdersCall, { token: tokens.dara, language: "km" });
    expect(orders.data[0]).toMatchObject({
      orderId: data.order.orderId,
      title: "ប្តូរគម្រោងទៅ MegaSurf ល្បឿន 100 Mbps",
    });
    const packages = await callOk(ctx.app, ListPackagesCall, {
      token: tokens.dara,
      params: { customerId: "100245" },
    });
    expect(packages.data[0]).toMatchObject({
      planCode: "megasurf-50",
      pendingChange: { planCode: "megasurf-100", monthlyFee: 39, effectiveOn: data.effectiveOn },
    });

    // A second change waits for the first: refused, in the caller's language, with the day.
    const again = await change(tokens.dara, { serviceId: "10024501", planCode: "megasurf-200" }, "km");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "plan_change_pending" });
    expect((again.body as { message: string }).message).toContain(data.effectiveOn);
    expect((again.body as { message: string }).message).toMatch(/សេវានេះ/);
  });

  it("refuses plans that are unknown, unchanged, of another product or not for the customer", async () => {
    const before = (await callOk(ctx.app, ListOrdersCall, { token: tokens.business })).data.length;
    const cases = [
      [tokens.business, "20001701", "megabiz-999", 422, "plan_unknown"],
      [tokens.business, "20001701", "megabiz-100", 422, "plan_unchanged"],
      [tokens.business, "20001701", "megasurf-200", 422, "plan_not_allowed"],
      [tokens.business, "20001702", "megabiz-200", 422, "plan_not_allowed"],
      [tokens.sophea, "10031801", "megasurf-100", 409, "plan_change_pending"],
      [tokens.sophea, "10031801", "megabiz-50", 409, "plan_change_pending"],
      [tokens.dara, "10024502", "megasurf-100", 422, "plan_not_allowed"],
    ] as const;
    for (const [token, serviceId, planCode, status, error] of cases) {
      const answer = await change(token, { serviceId, planCode });
      expect(answer, `${serviceId} → ${planCode}`).toMatchObject({ status, body: { error } });
    }
    const notAllowed = await change(tokens.business, { serviceId: "20001701", planCode: "megasurf-200" });
    expect(notAllowed.body).toMatchObject({
      message: "You are not eligible for the selected Service. Please contact our Customer Care team",
    });
    expect((await callOk(ctx.app, ListOrdersCall, { token: tokens.business })).data).toHaveLength(before);
  });

  it("answers 404 for another customer's service or a guessed one, 401 without a token", async () => {
    for (const serviceId of ["20001701", "10031801", "99999999", "1"]) {
      const answer = await change(tokens.dara, { serviceId, planCode: "megasurf-200" });
      expect(answer.status, serviceId).toBe(404);
      expect(JSON.stringify(answer.body)).not.toMatch(/MegaBiz|megabiz|Sophea/);
    }
    expect((await change(undefined, { serviceId: "10024501", planCode: "megasurf-200" })).status).toBe(401);
    expect((await injectCall(ctx.app, ListPlanChangeOptionsCall)).status).toBe(401);
  });

  it("refuses a body without a service or a plan with localised field errors", async () => {
    const empty = await change(tokens.business, {});
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: { serviceId: { key: "required" }, planCode: { key: "required" } } },
    });
    const letters = await change(tokens.business, { serviceId: "abc", planCode: "megabiz-200" }, "km");
    expect(letters).toMatchObject({ status: 400, body: { errors: { serviceId: { key: "digitsOnly" } } } });
    expect((await change(tokens.business, { serviceId: 20001701, planCode: ["x"] })).status).toBe(400);
  });

  it("checks an inactive service before anything else", async () => {
    const [megasurf50, megasurf100] = await Promise.all([
      findPlan(ctx.db, "megasurf-50", "en"),
      findPlan(ctx.db, "megasurf-100", "en"),
    ]);
    const check = (status: "active" | "suspended", newPlan: CatalogPlan | undefined) =>
      checkPlanChange({
        service: { status, planCode: "megasurf-50" },
        pendingOn: null,
        customerType: "consumer",
        currentPlan: megasurf50,
        newPlan,
      });
    expect(check("suspended", megasurf100)).toMatchObject({ status: 409, code: "service_inactive" });
    expect(check("active", megasurf100)).toBeNull();
  });
});
