import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { createEmbeddedBillingSystem } from "./embedded-billing-system";
import { services } from "./tables";

const CUSTOMER = "9100";
// $18.00 a month with 10% VAT: every invoice is $19.80.
const INVOICE_TOTAL = 19.8;

describe("amounts paid, allocated to invoices and kept as credit", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase("pglite:memory");
    await migrateDatabase(database);
    await database.db.insert(services).values({
      id: "910001",
      customerId: CUSTOMER,
      serviceName: "Internet (FTTH)",
      planCode: "megasurf-30",
      planName: "MegaSurf 30",
      speedMbps: 30,
      status: "active",
      billingDay: 5,
      effectiveOn: "2025-11-05",
      monthlyFeeCents: 1800,
      routers: [],
    });
  });
  afterAll(() => database.close());

  const billingOn = (today: string) => createEmbeddedBillingSystem(database.db, { today: () => today });
  const payment = (amount: number) => ({
    amount,
    paidAt: new Date("2026-03-10T03:00:00Z"),
    method: "khqr" as const,
    comment: "test",
  });

  it("settles whole invoices oldest first, keeps the rest as credit, and pays a later invoice from it", async () => {
    const march = billingOn("2026-03-10");
    const unpaid = await march.listInvoices(CUSTOMER, { status: "unpaid" });
    expect(unpaid.map((invoice) => invoice.periodStart)).toEqual(["2026-01-05", "2026-02-05", "2026-03-05"]);
    expect(unpaid.every((invoice) => invoice.total === INVOICE_TOTAL)).toBe(true);
    const [january, february, currentMarch] = unpaid.map((invoice) => invoice.number);

    // $50 covers January and February ($39.60); March is not covered, so $10.40 is credit.
    const first = await march.payAmount(CUSTOMER, payment(50));
    expect(first).toMatchObject({ invoiceNumbers: [january, february], credit: 10.4 });
    expect(first.receiptNumber).toMatch(/^RC-\d{8}-\d{6}$/);
    expect(await march.creditOf(CUSTOMER)).toBe(10.4);
    expect((await march.findPayment(CUSTOMER, first.paymentId))?.amount).toBe(50);
    expect((await march.listInvoices(CUSTOMER, { status: "unpaid" })).map((i) => i.number)).toEqual([
      currentMarch,
    ]);

    // $30 with the $10.40 credit pays March; $20.60 is left.
    const second = await march.payAmount(CUSTOMER, payment(30));
    expect(second).toMatchObject({ invoiceNumbers: [currentMarch], credit: 20.6 });

    // April's invoice is issued on the first read of April and paid from the credit, in full.
    const april = billingOn("2026-04-10");
    const aprilInvoices = await april.listInvoices(CUSTOMER);
    const aprilInvoice = aprilInvoices.find((invoice) => invoice.periodStart === "2026-04-05");
    expect(aprilInvoice).toMatchObject({ status: "paid", paidOn: "2026-04-10" });
    expect(await april.creditOf(CUSTOMER)).toBe(0.8);
    const fromCredit = await april.findPayment(CUSTOMER, second.paymentId);
    expect(fromCredit?.invoiceNumbers).toEqual([currentMarch, aprilInvoice?.number]);

    // May's is more than the $0.80 left: it stays unpaid, the credit stays.
    const may = billingOn("2026-05-10");
    expect((await may.listInvoices(CUSTOMER, { status: "unpaid" })).map((i) => i.periodStart)).toEqual([
      "2026-05-05",
    ]);
    expect(await may.creditOf(CUSTOMER)).toBe(0.8);
  });

  it("never spends the same credit twice when amounts arrive together", async () => {
    const may = billingOn("2026-05-10");
    const before = await may.creditOf(CUSTOMER);
    const results = await Promise.all(Array.from({ length: 5 }, () => may.payAmount(CUSTOMER, payment(5))));
    // $25 and $0.80 of credit: May ($19.80) is paid once, $6.00 is left.
    expect(results.flatMap((result) => result.invoiceNumbers)).toHaveLength(1);
    expect(await may.creditOf(CUSTOMER)).toBeCloseTo(before + 25 - INVOICE_TOTAL, 2);
    expect(await may.listInvoices(CUSTOMER, { status: "unpaid" })).toEqual([]);
  });

  it("keeps an amount paid with nothing due as credit, and has none for another customer", async () => {
    const may = billingOn("2026-05-10");
    const before = await may.creditOf(CUSTOMER);
    const paid = await may.payAmount(CUSTOMER, payment(1));
    expect(paid.invoiceNumbers).toEqual([]);
    expect(paid.credit).toBeCloseTo(before + 1, 2);
    expect(await may.creditOf("9199")).toBe(0);
  });
});
