import { GetInvoiceCall } from "@isp/contracts/billing/get-invoice";
import { ListInvoicesCall } from "@isp/contracts/billing/list-invoices";
import { ListPackagesCall } from "@isp/contracts/billing/list-packages";
import { ListPaymentHistoryCall } from "@isp/contracts/billing/list-payment-history";
import { ListProductsCall } from "@isp/contracts/billing/list-products";
import { type CallAnswer, type CallDefinition, callUrl } from "@isp/contracts/http/define-call";
import { MOBILE_CLIENT_ID } from "@isp/contracts/identity/clients";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_MOBILE_CLIENT_SECRET } from "../../config";
import { basicAuth, postToken } from "../../test/sign-in-flow";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { todayInCambodia } from "../../time/cambodia-date";
import { accounts } from "../identity/tables";
import { periodStartOf, shiftPeriod } from "./billing-periods";
import { issueDueInvoices } from "./issue-invoices";
import { scheduleServicePlanChange } from "./services";

const DARA = "100245";
const SOPHEA = "100318";
const BUSINESS = "200017";

describe.each(testDatabaseKinds())("bs2-api customer billing calls on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
    for (const [customerId, email] of [
      [DARA, "dara@demo.romdoul.example"],
      [SOPHEA, "sophea@demo.romdoul.example"],
      [BUSINESS, "business@demo.romdoul.example"],
    ] as const) {
      const response = await postToken(
        ctx.app,
        { grant_type: "password", username: email, password: "Romdoul-2026" },
        { authorization: basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET) },
      );
      tokens[customerId] = response.json().access_token;
    }
  });
  afterAll(() => ctx.close());

  /** Calls as `as` (a customer id whose token to send, or nobody); the body parsed by the contract. */
  async function call<Call extends CallDefinition>(
    definition: Call,
    params: Record<string, unknown>,
    { as, query }: { as?: string; query?: Record<string, unknown> } = {},
  ) {
    const response = await ctx.app.inject({
      method: definition.method,
      url: callUrl(definition, { params, query }),
      headers: { "accept-language": "en", ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}) },
    });
    const schema = definition.responses[response.statusCode];
    if (!schema) throw new Error(`${definition.path} answered ${response.statusCode}, not in its contract`);
    return { status: response.statusCode, body: schema.parse(response.json()) };
  }

  async function ok<Call extends CallDefinition>(
    definition: Call,
    params: Record<string, unknown>,
    options: { as: string; query?: Record<string, unknown> },
  ): Promise<CallAnswer<Call>> {
    const { status, body } = await call(definition, params, options);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as CallAnswer<Call>;
  }

  const customerCalls = [ListPackagesCall, ListProductsCall, ListInvoicesCall, ListPaymentHistoryCall];

  it("answers 401 without a token and 404 for another customer's id, for every call", async () => {
    const { data: invoices } = await ok(ListInvoicesCall, { customerId: DARA }, { as: DARA });
    const invoiceId = invoices[0]?.invoiceId;
    const cases = [
      ...customerCalls.map((definition) => [definition, { customerId: DARA }] as const),
      [GetInvoiceCall, { customerId: DARA, invoiceId }] as const,
    ];
    for (const [definition, params] of cases) {
      const anonymous = await call(definition, params);
      expect(anonymous.status, definition.path).toBe(401);
      const other = await call(definition, params, { as: SOPHEA });
      expect(other.status, definition.path).toBe(404);
      expect(JSON.stringify(other.body)).not.toContain("INV-");
    }
    // Dara's invoice id under Sophea's own customer id: still not hers.
    expect((await call(GetInvoiceCall, { customerId: SOPHEA, invoiceId }, { as: SOPHEA })).status).toBe(404);
  });

  it("opens an invoice with its own link to anyone holding it, and nothing else with that link", async () => {
    const { data: invoices } = await ok(ListInvoicesCall, { customerId: DARA }, { as: DARA });
    const [first, second] = invoices;
    if (!first || !second) throw new Error("Dara has a year of invoices");
    const owner = await ok(GetInvoiceCall, { customerId: DARA, invoiceId: first.invoiceId }, { as: DARA });
    const { token, expiresOn } = owner.link;
    expect(expiresOn > todayInCambodia()).toBe(true);

    const anonymous = await call(
      GetInvoiceCall,
      { customerId: DARA, invoiceId: first.invoiceId },
      { query: { token } },
    );
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual(owner);
    // Signed in as someone else, the link still opens just this invoice.
    const other = await call(
      GetInvoiceCall,
      { customerId: DARA, invoiceId: first.invoiceId },
      { as: SOPHEA, query: { token } },
    );
    expect(other.status).toBe(200);

    for (const [params, query] of [
      [{ customerId: DARA, invoiceId: second.invoiceId }, { token }],
      [{ customerId: SOPHEA, invoiceId: first.invoiceId }, { token }],
      [
        { customerId: DARA, invoiceId: first.invoiceId },
        { token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` },
      ],
      [{ customerId: DARA, invoiceId: first.invoiceId }, { token: token.replace(/^\d{8}/, "20991231") }],
    ] as const) {
      const refused = await call(GetInvoiceCall, params, { query });
      expect(refused.status, JSON.stringify({ params, query })).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain("INV-");
    }
    for (const junk of ["", "abc", "1".repeat(500), `${token}=`]) {
      const refused = await call(
        GetInvoiceCall,
        { customerId: DARA, invoiceId: first.invoiceId },
        { query: { token: junk } },
      );
      expect(refused.status, junk).toBe(400);
    }
  });

  it("refuses malformed ids with 400 and unknown ones with 404, never a 5xx", async () => {
    for (const definition of customerCalls) {
      for (const customerId of ["abc", "1 OR 1=1", "1".repeat(21)]) {
        expect((await call(definition, { customerId }, { as: DARA })).status, customerId).toBe(400);
      }
      expect((await call(definition, { customerId: "999999" }, { as: DARA })).status).toBe(404);
    }
    for (const invoiceId of ["x", "-1", "0", "1.5", "99999999999"]) {
      expect(
        (await call(GetInvoiceCall, { customerId: DARA, invoiceId }, { as: DARA })).status,
        invoiceId,
      ).toBe(400);
    }
    expect(
      (await call(GetInvoiceCall, { customerId: DARA, invoiceId: 2_000_000 }, { as: DARA })).status,
    ).toBe(404);
    expect(
      (await call(ListInvoicesCall, { customerId: DARA }, { as: DARA, query: { status: "overdue" } })).status,
    ).toBe(400);
  });

  it("lists the owner's packages with speed, fee, routers, due date and a pending plan change", async () => {
    const today = todayInCambodia();
    const { data: dara } = await ok(ListPackagesCall, { customerId: DARA }, { as: DARA });
    expect(dara.map((item) => item.serviceId)).toEqual(["10024501", "10024502"]);
    expect(dara[0]).toMatchObject({
      planCode: "megasurf-50",
      speedMbps: 50,
      monthlyFee: 25,
      status: "active",
      pendingChange: null,
      routers: [{ model: expect.any(String), serial: expect.any(String) }],
    });
    const [internet] = dara;
    expect(internet && internet.nextBillingOn > today && internet.dueOn > internet.nextBillingOn).toBe(true);
    expect(dara[1]).toMatchObject({ planCode: "onetv-standard", speedMbps: null, monthlyFee: 5 });

    const { data: sophea } = await ok(ListPackagesCall, { customerId: SOPHEA }, { as: SOPHEA });
    expect(sophea[0]).toMatchObject({
      planCode: "megasurf-30",
      monthlyFee: 18,
      pendingChange: { planCode: "megasurf-50", monthlyFee: 25, effectiveOn: sophea[0]?.nextBillingOn },
    });
  });

  it("lists the owner's products with package, service, status, billing and effective dates", async () => {
    const { data } = await ok(ListProductsCall, { customerId: BUSINESS }, { as: BUSINESS });
    expect(data).toEqual([
      expect.objectContaining({ serviceId: "20001701", packageName: "MegaBiz 100", status: "active" }),
      expect.objectContaining({
        serviceId: "20001702",
        packageName: "DIA 50",
        serviceName: "Dedicated Internet Access",
      }),
    ]);
    for (const product of data) expect(product.billingDate > product.effectiveOn).toBe(true);
  });

  it("lists a year of invoices, unpaid first, with 10% VAT, and marks the overdue one", async () => {
    const today = todayInCambodia();
    const { data: business } = await ok(ListInvoicesCall, { customerId: BUSINESS }, { as: BUSINESS });
    expect(business).toHaveLength(12);
    expect(business.map((invoice) => invoice.status)).toEqual([
      "unpaid",
      "unpaid",
      ...Array(10).fill("paid"),
    ]);
    const [older, latest] = business;
    expect(older && older.dueOn < today && older.isOverdue).toBe(true);
    expect(latest?.periodStart).toBe(periodStartOf(today, 1));
    expect(latest?.isOverdue).toBe(latest && latest.dueOn < today);
    for (const invoice of business) {
      expect(invoice.net).toBe(439);
      expect(invoice.vat).toBe(43.9);
      expect(invoice.total).toBe(482.9);
    }
    const { data: unpaid } = await ok(
      ListInvoicesCall,
      { customerId: BUSINESS },
      { as: BUSINESS, query: { status: "unpaid" } },
    );
    expect(unpaid.map((invoice) => invoice.invoiceId)).toEqual([older?.invoiceId, latest?.invoiceId]);
    const { data: paid } = await ok(
      ListInvoicesCall,
      { customerId: BUSINESS },
      { as: BUSINESS, query: { status: "paid" } },
    );
    expect(paid).toHaveLength(10);
    expect(paid.every((invoice) => invoice.paidOn !== null && !invoice.isOverdue)).toBe(true);
  });

  it("gives an invoice's lines at the plan of its period (Dara's upgrade five months ago)", async () => {
    const { data: list } = await ok(ListInvoicesCall, { customerId: DARA }, { as: DARA });
    const fees = await Promise.all(
      list.map(async ({ invoiceId }) => {
        const { data } = await ok(GetInvoiceCall, { customerId: DARA, invoiceId }, { as: DARA });
        expect(data.net).toBe(data.lines.reduce((sum, line) => sum + line.amount, 0));
        expect(data.total).toBeCloseTo(data.net * 1.1, 2);
        return [
          data.periodStart,
          data.lines.map((line) => `${line.planName} ${line.amount}`).join(", "),
        ] as const;
      }),
    );
    const byPeriod = new Map(fees);
    const current = periodStartOf(todayInCambodia(), 5);
    expect(byPeriod.get(current)).toBe("MegaSurf 50 25, ONE TV Standard 5");
    expect(byPeriod.get(shiftPeriod(current, -5, 5))).toBe("MegaSurf 50 25, ONE TV Standard 5");
    expect(byPeriod.get(shiftPeriod(current, -6, 5))).toBe("MegaSurf 30 18, ONE TV Standard 5");
    expect(byPeriod.get(shiftPeriod(current, -9, 5))).toBe("MegaSurf 30 18");
  });

  it("lists payments newest first, each settling invoices for their total, by varied methods", async () => {
    const { data: payments } = await ok(ListPaymentHistoryCall, { customerId: BUSINESS }, { as: BUSINESS });
    const { data: invoices } = await ok(ListInvoicesCall, { customerId: BUSINESS }, { as: BUSINESS });
    expect(payments).toHaveLength(8);
    const paidAt = payments.map((payment) => payment.paidAt);
    expect(paidAt).toEqual([...paidAt].sort().reverse());
    expect(new Set(payments.map((payment) => payment.method))).toEqual(
      new Set(["card", "cash", "aba-payway"]),
    );
    for (const payment of payments) {
      const settled = invoices.filter((invoice) => payment.invoiceNumbers.includes(invoice.number));
      expect(settled.length).toBe(payment.invoiceNumbers.length);
      expect(payment.amount).toBeCloseTo(
        settled.reduce((sum, invoice) => sum + invoice.total, 0),
        2,
      );
      expect(payment.receiptNumber).toMatch(/^RC-\d{8}-\d{6}$/);
    }
    expect(payments.some((payment) => payment.invoiceNumbers.length === 2)).toBe(true);
    const { data: dara } = await ok(ListPaymentHistoryCall, { customerId: DARA }, { as: DARA });
    expect(new Set(dara.map((payment) => payment.method))).toEqual(
      new Set(["aba-payway", "khqr", "wing", "card"]),
    );
  });

  it("shows a plan change in the packages, and in the invoice of the period it starts", async () => {
    const today = todayInCambodia();
    const nextPeriod = shiftPeriod(periodStartOf(today, 5), 1, 5);
    await scheduleServicePlanChange(
      ctx.db,
      {
        customerId: DARA,
        serviceId: "10024501",
        planCode: "megasurf-100",
        planName: "MegaSurf 100",
        speedMbps: 100,
        monthlyFee: 39,
        effectiveOn: nextPeriod,
      },
      { today },
    );
    const { data: packages } = await ok(ListPackagesCall, { customerId: DARA }, { as: DARA });
    expect(packages[0]).toMatchObject({
      planCode: "megasurf-50",
      monthlyFee: 25,
      pendingChange: { planCode: "megasurf-100", speedMbps: 100, monthlyFee: 39, effectiveOn: nextPeriod },
    });
    // The invoice run on the day the next period starts.
    expect(await issueDueInvoices(ctx.db, DARA, { today: nextPeriod, since: nextPeriod })).toBe(1);
    const { data: invoices } = await ok(ListInvoicesCall, { customerId: DARA }, { as: DARA });
    const next = invoices.find((invoice) => invoice.periodStart === nextPeriod);
    const { data: invoice } = await ok(
      GetInvoiceCall,
      { customerId: DARA, invoiceId: next?.invoiceId },
      { as: DARA },
    );
    expect(invoice.lines.map((line) => [line.planName, line.amount])).toEqual([
      ["MegaSurf 100", 39],
      ["ONE TV Standard", 5],
    ]);
    expect(invoice).toMatchObject({ net: 44, vat: 4.4, total: 48.4, status: "unpaid" });
  });

  it("follows the account's current link: a token issued before the link was dropped sees nothing", async () => {
    await ctx.db
      .update(accounts)
      .set({ customerId: null })
      .where(eq(accounts.email, "sophea@demo.romdoul.example"));
    expect((await call(ListInvoicesCall, { customerId: SOPHEA }, { as: SOPHEA })).status).toBe(404);
  });
});
