import { CreateBusinessQuotationCall } from "@isp/contracts/orders/business-quotation";
import { ListOrdersCall } from "@isp/contracts/orders/list-orders";
import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import { ListMappQuotationsCall } from "@isp/contracts/selfcare/list-mapp-quotations";
import { SaveLocationCall } from "@isp/contracts/selfcare/save-location";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken, newAccountAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { todayInCambodia } from "../../time/cambodia-date";
import { outboxMessages } from "../notifications/tables";

describe.each(testDatabaseKinds())("scag Orders/BusinessQuotation on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tokens: Record<"dara" | "business", string>;
  let daraLocation: number;
  let businessLocation: number;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
    const [dara, business] = await Promise.all(
      (["dara", "business"] as const).map((account) => demoAccessToken(ctx.app, account)),
    );
    tokens = { dara, business } as typeof tokens;
    const locationOf = async (token: string) =>
      (await callOk(ctx.app, GetProfileCall, { token })).data.customer?.locations[0]?.id ?? 0;
    daraLocation = await locationOf(tokens.dara);
    businessLocation = await locationOf(tokens.business);
  });
  afterAll(() => ctx.close());

  const ask = (token: string | undefined, body: unknown, language = "en") =>
    injectCall(ctx.app, CreateBusinessQuotationCall, { token, body: body as never, language });
  const base = () => ({
    planCode: "megabiz-100",
    periodMonths: 12,
    addonPlanCodes: ["static-ip"],
    locationId: businessLocation,
  });

  it("prices the quotation from the catalog, keeps it with an order and tells sales", async () => {
    await ctx.db.delete(outboxMessages);
    const { status, body } = await ask(tokens.business, {
      ...base(),
      comment: "Two floors, please call after 14:00",
      // Whatever the browser says about prices is not asked for, and not read.
      totals: { total: 1 },
    });
    expect(status).toBe(201);
    const quotation = (body as { data: Record<string, unknown> }).data;
    const today = todayInCambodia();
    // MegaBiz 100 ($89) and a static IP ($5) for 12 months; the $80 installation waived but listed.
    expect(quotation).toMatchObject({
      quotationNumber: expect.stringMatching(new RegExp(`^QT-${today.slice(0, 4)}-\\d{5}$`)),
      issuedOn: today,
      lines: [
        { name: expect.stringMatching(/MegaBiz 100.*monthly fee/), qty: 12, unitPrice: 89, value: 1068 },
        { name: expect.stringMatching(/monthly fee/), qty: 12, unitPrice: 5, value: 60, vat: 6, total: 66 },
        { qty: 1, unitPrice: 0, value: 0, total: 0 },
      ],
      totals: { value: 1128, vat: 112.8, total: 1240.8 },
    });
    expect(String(quotation.validUntil) > today).toBe(true);

    // The order waits on it in /my_orders, and /profile/quotation lists it.
    const orders = (await callOk(ctx.app, ListOrdersCall, { token: tokens.business })).data;
    const order = orders.find((row) => row.orderId === quotation.orderId);
    expect(order).toMatchObject({ type: "new-service", status: "created", hasQuotation: true });
    const listed = await callOk(ctx.app, ListMappQuotationsCall, {
      token: tokens.business,
      query: { orderId: Number(quotation.orderId) },
      language: "en",
    });
    expect(listed.data).toEqual([quotation]);

    const mails = await ctx.db.select().from(outboxMessages);
    const toSales = mails.find((mail) => mail.template === "quotation-to-sales");
    expect(toSales?.toAddress).toBe("sales@romdoul.example");
    expect(toSales?.textBody).toContain("Two floors, please call after 14:00");
    expect(toSales?.textBody).toContain("$1,240.80");
  });

  it("quotes month to month for one month, and in the caller's language", async () => {
    const { status, body } = await ask(
      tokens.business,
      { ...base(), periodMonths: -1, addonPlanCodes: [] },
      "km",
    );
    expect(status).toBe(201);
    const { lines } = (body as { data: { lines: { name: string; qty: number; unitPrice: number }[] } }).data;
    expect(lines).toMatchObject([
      { qty: 1, unitPrice: 89 },
      { qty: 1, unitPrice: 80 },
    ]);
    expect(lines[0]?.name).toContain("ថ្លៃប្រចាំខែ");
  });

  it("refuses consumers, others' locations, plans not for a business, places not covered", async () => {
    const before = (await callOk(ctx.app, ListOrdersCall, { token: tokens.business })).data.length;
    const uncovered = await callOk(ctx.app, SaveLocationCall, {
      token: tokens.business,
      body: {
        locationTypeId: 3,
        locationNameId: 301,
        house: "12",
        street: "Preah Sihanouk",
        provinceCode: "10",
        districtCode: "1002",
        communeCode: "100208",
      },
    });
    const uncoveredId = uncovered.data.customer?.locations.at(-1)?.id ?? 0;
    for (const [token, body, status, error] of [
      [
        tokens.dara,
        { ...base(), planCode: "megasurf-50", locationId: daraLocation },
        403,
        "quotation_for_business",
      ],
      [tokens.business, { ...base(), locationId: daraLocation }, 404, "location_not_found"],
      [tokens.business, { ...base(), planCode: "megasurf-50" }, 422, "plan_not_allowed"],
      [tokens.business, { ...base(), planCode: "megabiz-999" }, 422, "plan_unknown"],
      [tokens.business, { ...base(), addonPlanCodes: ["onetv-standard"] }, 422, "addon_not_allowed"],
      [tokens.business, { ...base(), locationId: uncoveredId }, 422, "not_in_coverage"],
    ] as const) {
      const answer = await ask(token, body, "km");
      expect([answer.status, (answer.body as { error: string }).error], JSON.stringify(body)).toEqual([
        status,
        error,
      ]);
      expect((answer.body as { message: string }).message).toMatch(/[\u1780-\u17FF]/);
    }
    expect((await callOk(ctx.app, ListOrdersCall, { token: tokens.business })).data.length).toBe(before);
  });

  it("answers bad and hostile input with 400, and strangers with 401 or 404", async () => {
    for (const body of [
      {},
      { ...base(), periodMonths: 3 },
      { ...base(), planCode: "megabiz-100'; drop table orders_orders; --" },
      { ...base(), addonPlanCodes: Array.from({ length: 11 }, () => "static-ip") },
      { ...base(), locationId: -1 },
      { ...base(), comment: "x".repeat(1001) },
      { ...base(), comment: { $gt: "" } },
    ]) {
      expect((await ask(tokens.business, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await ask(undefined, base())).status).toBe(401);
    expect((await ask("not-a-token", base())).status).toBe(401);
    const newcomer = await newAccountAccessToken(ctx.app, ctx.db, "quotation.newcomer@example.com");
    const answer = await ask(newcomer, base());
    expect([answer.status, (answer.body as { error: string }).error]).toEqual([404, "location_not_found"]);
  });
});
