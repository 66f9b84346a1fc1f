import { callUrl } from "@isp/contracts/http/define-call";
import { CreateCustomerCall } from "@isp/contracts/orders/create-customer";
import { CreateOrderCall, ListInstallationSlotsCall } from "@isp/contracts/orders/create-order";
import { ListOrdersCall } from "@isp/contracts/orders/list-orders";
import { CreateOutOfCoverageLeadCall } from "@isp/contracts/orders/out-of-coverage-lead";
import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import { SaveLocationCall } from "@isp/contracts/selfcare/save-location";
import { UpdatePersonalInfoCall } from "@isp/contracts/selfcare/update-personal-info";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken, newAccountAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { outboxMessages } from "../notifications/tables";
import { VISITS_PER_HALF_DAY } from "./installation-slots";

describe.each(testDatabaseKinds())("the order journey's calls on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tokens: Record<"dara" | "sophea" | "business", string>;
  let daraLocation: number;
  let businessLocation: number;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
    const [dara, sophea, business] = await Promise.all(
      (["dara", "sophea", "business"] as const).map((account) => demoAccessToken(ctx.app, account)),
    );
    tokens = { dara, sophea, business } as typeof tokens;
    const locationOf = async (token: string) =>
      (await callOk(ctx.app, GetProfileCall, { token })).data.customer?.locations[0]?.id ?? 0;
    daraLocation = await locationOf(tokens.dara);
    businessLocation = await locationOf(tokens.business);
    await identify(tokens.dara);
  });

  /** The identification step done in the profile's form: personal details with an ID photo (a JPEG's bytes). */
  async function identify(token: string) {
    const form = new FormData();
    const fields = {
      honorificId: "1",
      nationalityId: "1",
      genderId: "1",
      firstName: "Dara",
      lastName: "Sok",
    };
    for (const [name, value] of Object.entries({ ...fields, identify: "010245678", dob: "1990-04-15" })) {
      form.append(name, value);
    }
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
    ]);
    form.append("identifyFile", new Blob([jpeg], { type: "image/jpeg" }), "id-card.jpg");
    const response = await ctx.app.inject({
      method: "PUT",
      url: callUrl(UpdatePersonalInfoCall),
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  afterAll(() => ctx.close());

  const slotsAt = async (token: string, locationId: number) =>
    (await callOk(ctx.app, ListInstallationSlotsCall, { token, query: { locationId } })).data;
  const order = (token: string | undefined, body: Record<string, unknown>, language = "en") =>
    injectCall(ctx.app, CreateOrderCall, { token, body, language });

  it("offers the next free half days, from the day after tomorrow, never on a Sunday", async () => {
    const slots = await slotsAt(tokens.dara, daraLocation);
    expect(slots).toHaveLength(8);
    const today = new Date().toISOString().slice(0, 10);
    for (const { date, slot } of slots) {
      expect(date > today).toBe(true);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(0);
      expect(["08:00-12:00", "13:00-17:00"]).toContain(slot);
    }
    const other = await injectCall(ctx.app, ListInstallationSlotsCall, {
      token: tokens.dara,
      query: { locationId: businessLocation },
    });
    expect(other.status).toBe(404);
    expect(
      (await injectCall(ctx.app, ListInstallationSlotsCall, { query: { locationId: daraLocation } })).status,
    ).toBe(401);
  });

  it("orders a plan with add-ons at the price of the catalog, the installation waived for 12 months", async () => {
    await ctx.db.delete(outboxMessages);
    const [visit] = await slotsAt(tokens.dara, daraLocation);
    const { status, body } = await order(tokens.dara, {
      planCode: "megasurf-100",
      periodMonths: 12,
      addonPlanCodes: ["onetv-standard", "mesh-router"],
      locationId: daraLocation,
      installationDate: visit?.date,
      installationSlot: visit?.slot,
      // Whatever the browser says about prices is not asked for, and not read.
      amount: 1,
    });
    expect(status).toBe(201);
    // $39 + $5 a month, the $35 router once, installation waived: $79 + 10 % VAT.
    expect((body as { data: unknown }).data).toMatchObject({
      type: "new-service",
      status: "created",
      title: "MegaSurf 100 Mbps",
      amount: 86.9,
      bs2CustomerId: "100245",
    });
    const orders = await callOk(ctx.app, ListOrdersCall, { token: tokens.dara });
    expect(orders.data[0]).toMatchObject({ type: "new-service", amount: 86.9 });
    const mails = await ctx.db.select().from(outboxMessages);
    expect(mails.map((mail) => [mail.template, mail.toAddress])).toEqual(
      expect.arrayContaining([["order-to-sales", "sales@romdoul.example"]]),
    );
  });

  it("refuses plans and add-ons not for the customer, unknown ones, and others' locations", async () => {
    const [visit] = await slotsAt(tokens.dara, daraLocation);
    const base = {
      planCode: "megasurf-50",
      periodMonths: 6,
      addonPlanCodes: [],
      locationId: daraLocation,
      installationDate: visit?.date,
      installationSlot: visit?.slot,
    };
    const before = (await callOk(ctx.app, ListOrdersCall, { token: tokens.dara })).data.length;
    for (const [body, status, error] of [
      [{ ...base, planCode: "megabiz-50" }, 422, "plan_not_allowed"],
      [{ ...base, planCode: "onetv-standard" }, 422, "plan_not_allowed"],
      [{ ...base, planCode: "megasurf-999" }, 422, "plan_unknown"],
      [{ ...base, addonPlanCodes: ["static-ip"] }, 422, "addon_not_allowed"],
      [{ ...base, locationId: businessLocation }, 404, "location_not_found"],
      [{ ...base, installationDate: "2020-01-06" }, 409, "slot_taken"],
    ] as const) {
      const answer = await order(tokens.dara, body, "km");
      expect([answer.status, (answer.body as { error: string }).error], JSON.stringify(body)).toEqual([
        status,
        error,
      ]);
      expect((answer.body as { message: string }).message).toMatch(/[\u1780-\u17FF]/);
    }
    for (const body of [{}, { ...base, periodMonths: 3 }, { ...base, installationSlot: "09:00-10:00" }]) {
      expect((await order(tokens.dara, body)).status).toBe(400);
    }
    expect((await order(undefined, base)).status).toBe(401);
    expect((await callOk(ctx.app, ListOrdersCall, { token: tokens.dara })).data.length).toBe(before);
  });

  it("refuses an order before the identification step is done (a consumer's ID photo)", async () => {
    const sophea = (await callOk(ctx.app, GetProfileCall, { token: tokens.sophea })).data.customer;
    const [visit] = await slotsAt(tokens.sophea, sophea?.locations[0]?.id ?? 0);
    const answer = await order(tokens.sophea, {
      planCode: "megasurf-50",
      periodMonths: 12,
      locationId: sophea?.locations[0]?.id,
      installationDate: visit?.date,
      installationSlot: visit?.slot,
    });
    expect([answer.status, (answer.body as { error: string }).error]).toEqual([
      422,
      "identification_missing",
    ]);
  });

  it("gives a half day to as many orders as there are crews, then says it was taken", async () => {
    const visit = (await slotsAt(tokens.business, businessLocation)).at(-1);
    const body = {
      planCode: "megabiz-100",
      periodMonths: 6,
      addonPlanCodes: ["static-ip"],
      locationId: businessLocation,
      installationDate: visit?.date,
      installationSlot: visit?.slot,
    };
    for (let crew = 0; crew < VISITS_PER_HALF_DAY; crew++) {
      expect((await order(tokens.business, body)).status).toBe(201);
    }
    expect((await order(tokens.business, body)).status).toBe(409);
    expect(await slotsAt(tokens.business, businessLocation)).not.toContainEqual(visit);
  });

  it("refuses an address the network does not reach", async () => {
    const saved = await callOk(ctx.app, SaveLocationCall, {
      token: tokens.sophea,
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
    const location = saved.data.customer?.locations.at(-1);
    const slots = await injectCall(ctx.app, ListInstallationSlotsCall, {
      token: tokens.sophea,
      query: { locationId: location?.id ?? 0 },
    });
    expect([slots.status, (slots.body as { error: string }).error]).toEqual([422, "not_in_coverage"]);
  });

  it("makes a customer record for a new account, once, and links the account to it", async () => {
    const token = await newAccountAccessToken(ctx.app, ctx.db, "new.customer@example.com");
    const body = { customerType: "consumer", firstName: "Vanna", lastName: "Chea", phone: "012 999 888" };
    expect(
      (await injectCall(ctx.app, CreateCustomerCall, { token, body: { ...body, lastName: undefined } }))
        .status,
    ).toBe(400);
    const made = await callOk(ctx.app, CreateCustomerCall, { token, body });
    expect(made.data.customerId).toMatch(/^1\d{5}$/);
    const profile = await callOk(ctx.app, GetProfileCall, { token });
    expect(profile.data.customer).toMatchObject({ customerId: made.data.customerId, name: "Vanna Chea" });
    const again = await injectCall(ctx.app, CreateCustomerCall, { token, body });
    expect([again.status, (again.body as { error: string }).error]).toEqual([409, "customer_exists"]);
    expect((await injectCall(ctx.app, CreateCustomerCall, { token: tokens.dara, body })).status).toBe(409);
    expect((await injectCall(ctx.app, CreateCustomerCall, { body })).status).toBe(401);
  });

  it("takes an out-of-coverage lead from a signed-in visitor and tells sales", async () => {
    await ctx.db.delete(outboxMessages);
    const lead = {
      fullName: "Sok Dara",
      contactNumber: "012 345 678",
      planCode: "megasurf-50",
      communeCode: "100208",
    };
    const answer = await callOk(ctx.app, CreateOutOfCoverageLeadCall, { token: tokens.sophea, body: lead });
    expect(answer.data.leadId).toBeGreaterThan(0);
    const [mail] = await ctx.db.select().from(outboxMessages);
    expect(mail?.template).toBe("coverage-lead-to-sales");
    expect((await injectCall(ctx.app, CreateOutOfCoverageLeadCall, { body: lead })).status).toBe(401);
    const bad = await injectCall(ctx.app, CreateOutOfCoverageLeadCall, {
      token: tokens.sophea,
      body: { ...lead, contactNumber: "abc" },
    });
    expect(bad.status).toBe(400);
  });
});
