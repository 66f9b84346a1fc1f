import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import {
  findCustomerService,
  listCustomerServices,
  planInForce,
  scheduleServicePlanChange,
} from "./services";
import { services } from "./tables";

const TODAY = "2026-03-10";

describe("customer services and plan changes", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase("pglite:memory");
    await migrateDatabase(database);
    await database.db.insert(services).values([
      {
        id: "900001",
        customerId: "9000",
        serviceName: "Internet (FTTH)",
        planCode: "megasurf-30",
        planName: "MegaSurf 30",
        speedMbps: 30,
        status: "active",
        billingDay: 5,
        effectiveOn: "2025-01-05",
        monthlyFeeCents: 1800,
        routers: [{ model: "Huawei HG8145X6", serial: "48575443A1B2C3D4" }],
      },
      {
        id: "900002",
        customerId: "9001",
        serviceName: "Internet (FTTH)",
        planCode: "megasurf-20",
        planName: "MegaSurf 20",
        speedMbps: 20,
        status: "active",
        billingDay: 5,
        effectiveOn: "2025-02-05",
        monthlyFeeCents: 1500,
        routers: [],
      },
    ]);
  });
  afterAll(() => database.close());

  it("lists only the customer's own services and finds one by SID, never another's", async () => {
    const list = await listCustomerServices(database.db, "9000", { today: TODAY });
    expect(list.map((service) => service.serviceId)).toEqual(["900001"]);
    expect(list[0]).toMatchObject({ planCode: "megasurf-30", monthlyFee: 18, pendingChange: null });
    expect(await findCustomerService(database.db, "9000", "900002", { today: TODAY })).toBeUndefined();
    expect(await findCustomerService(database.db, "9000", "nope", { today: TODAY })).toBeUndefined();
    expect(
      await scheduleServicePlanChange(
        database.db,
        {
          customerId: "9000",
          serviceId: "900002",
          planCode: "megasurf-200",
          planName: "MegaSurf 200",
          speedMbps: 200,
          monthlyFee: 59,
          effectiveOn: "2026-04-05",
        },
        { today: TODAY },
      ),
    ).toBeUndefined();
    expect((await listCustomerServices(database.db, "9001", { today: TODAY }))[0]?.pendingChange).toBeNull();
  });

  it("shows a change as pending until its day, then as the plan; a later choice replaces a pending one", async () => {
    const change = {
      customerId: "9000",
      serviceId: "900001",
      planCode: "megasurf-100",
      planName: "MegaSurf 100",
      speedMbps: 100,
      monthlyFee: 39,
      effectiveOn: "2026-04-05",
    };
    const scheduled = await scheduleServicePlanChange(database.db, change, { today: TODAY });
    expect(scheduled).toMatchObject({
      planCode: "megasurf-30",
      monthlyFee: 18,
      pendingChange: { planCode: "megasurf-100", monthlyFee: 39, effectiveOn: "2026-04-05" },
    });
    const replaced = await scheduleServicePlanChange(
      database.db,
      { ...change, planCode: "megasurf-50", planName: "MegaSurf 50", speedMbps: 50, monthlyFee: 25.5 },
      { today: TODAY },
    );
    expect(replaced?.pendingChange).toMatchObject({ planCode: "megasurf-50", monthlyFee: 25.5 });

    const onTheDay = await findCustomerService(database.db, "9000", "900001", { today: "2026-04-05" });
    expect(onTheDay).toMatchObject({
      planCode: "megasurf-50",
      speedMbps: 50,
      monthlyFee: 25.5,
      effectiveOn: "2026-04-05",
      pendingChange: null,
    });
    const dayBefore = await findCustomerService(database.db, "9000", "900001", { today: "2026-04-04" });
    expect(dayBefore).toMatchObject({ planCode: "megasurf-30", effectiveOn: "2025-01-05" });
  });

  it("takes the last plan whose day has come", () => {
    const plan = (effectiveOn: string, planCode: string) => ({
      planCode,
      planName: planCode,
      speedMbps: null,
      monthlyFee: 1,
      effectiveOn,
    });
    const plans = [plan("2025-01-01", "a"), plan("2025-06-01", "b"), plan("2025-09-01", "c")];
    expect(planInForce(plans, "2024-12-31").planCode).toBe("a");
    expect(planInForce(plans, "2025-06-01").planCode).toBe("b");
    expect(planInForce(plans, "2025-08-31").planCode).toBe("b");
    expect(planInForce(plans, "2030-01-01").planCode).toBe("c");
  });
});
