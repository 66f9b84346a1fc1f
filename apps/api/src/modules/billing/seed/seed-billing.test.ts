import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../db/client";
import { migrateDatabase } from "../../../db/migrate";
import { createEmbeddedBillingSystem } from "../embedded-billing-system";
import { invoiceLines, invoices, payments, planChanges, services } from "../tables";
import { seedBilling } from "./seed-billing";

// Seeding days around the billing days (1, 5, 12, 20), month ends and a leap day.
const SEEDING_DAYS = ["2026-01-01", "2026-03-04", "2026-03-05", "2026-02-28", "2028-02-29", "2026-12-31"];

describe("the demo billing history", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase("pglite:memory");
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  async function emptyBilling() {
    await database.db.delete(invoiceLines);
    await database.db.delete(invoices);
    await database.db.delete(payments);
    await database.db.delete(planChanges);
    await database.db.delete(services);
  }

  it.each(SEEDING_DAYS)(
    "seeded on %s: a year of invoices, the latest unpaid, one overdue, a change to come",
    async (today) => {
      await emptyBilling();
      expect(await seedBilling(database.db, today)).toBe(true);
      expect(await seedBilling(database.db, today)).toBe(false);
      const billing = createEmbeddedBillingSystem(database.db, { today: () => today });

      for (const customerId of ["100245", "100318", "200017"]) {
        const list = await billing.listInvoices(customerId);
        expect(list, customerId).toHaveLength(12);
        expect(list.every((invoice) => invoice.issuedOn <= today)).toBe(true);
        const startOfToday = Date.parse(`${today}T00:00:00+07:00`);
        for (const payment of await billing.listPayments(customerId)) {
          expect(Date.parse(payment.paidAt)).toBeLessThan(startOfToday);
        }
      }
      const unpaidOf = async (customerId: string) =>
        (await billing.listInvoices(customerId, { status: "unpaid" })).map((invoice) => invoice.isOverdue);
      expect(await unpaidOf("100245")).toHaveLength(1);
      expect(await unpaidOf("100318")).toHaveLength(1);
      expect((await unpaidOf("200017"))[0]).toBe(true);

      const [sophea] = await billing.listPackages("100318");
      expect(sophea?.pendingChange?.effectiveOn).toBe(sophea?.nextBillingOn);
      expect((sophea?.pendingChange?.effectiveOn ?? "") > today).toBe(true);
    },
  );
});
