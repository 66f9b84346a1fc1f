import { callUrl } from "@isp/contracts/http/define-call";
import { MOBILE_CLIENT_ID } from "@isp/contracts/identity/clients";
import { CreateTicketCall } from "@isp/contracts/tickets/create-ticket";
import { GetTicketCall } from "@isp/contracts/tickets/get-ticket";
import { ListTicketServicesCall } from "@isp/contracts/tickets/list-ticket-services";
import { ListTicketsBySidCall } from "@isp/contracts/tickets/list-tickets-by-sid";
import type { TicketDetail } from "@isp/contracts/tickets/ticket";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_MOBILE_CLIENT_SECRET } from "../../../config";
import { basicAuth, postToken } from "../../../test/sign-in-flow";
import { createTestApp } from "../../../test/test-app";
import { todayInCambodia } from "../../../time/cambodia-date";

type Context = Awaited<ReturnType<typeof createTestApp>>;

async function accessTokenOf(ctx: Context, username: string): Promise<string> {
  const response = await postToken(
    ctx.app,
    { grant_type: "password", username, password: "Romdoul-2026" },
    { authorization: basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET) },
  );
  expect(response.statusCode).toBe(200);
  return response.json().access_token;
}

describe("tickets (bs2-api)", () => {
  let ctx: Context;
  let dara: string;
  let sophea: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    [dara, sophea] = await Promise.all([
      accessTokenOf(ctx, "dara@demo.romdoul.example"),
      accessTokenOf(ctx, "sophea@demo.romdoul.example"),
    ]);
  });
  afterAll(() => ctx.close());

  const get = (url: string, token?: string, language = "en") =>
    ctx.app.inject({
      method: "GET",
      url,
      headers: { "accept-language": language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const post = (body: unknown, token?: string) =>
    ctx.app.inject({
      method: "POST",
      url: callUrl(CreateTicketCall),
      headers: { "accept-language": "en", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as object,
    });
  const listUrl = (query: Record<string, string | undefined>) => callUrl(ListTicketsBySidCall, { query });
  const ticketUrl = (ticketId: number | string) => callUrl(GetTicketCall, { params: { ticketId } });

  /** The list's answer, checked against its contract. */
  async function listOf(token: string, query: Record<string, string>) {
    const response = await get(listUrl(query), token);
    expect(response.statusCode, response.body).toBe(200);
    return ListTicketsBySidCall.responses[200].parse(response.json());
  }

  it("lists the caller's services to choose from, and nobody else's", async () => {
    const response = await get(callUrl(ListTicketServicesCall), dara);
    expect(response.statusCode).toBe(200);
    const { data } = ListTicketServicesCall.responses[200].parse(response.json());
    expect(data.map((service) => service.service_id)).toEqual(["10024501", "10024502"]);
    expect((await get(callUrl(ListTicketServicesCall))).statusCode).toBe(401);
  });

  it("lists a service's tickets of the past year by default, newest first, never cached", async () => {
    const response = await get(listUrl({ ServiceId: "10024501" }), dara);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const answer = ListTicketsBySidCall.responses[200].parse(response.json());
    const today = todayInCambodia();
    expect(answer.toDate).toBe(today);
    expect(answer.fromDate < today).toBe(true);
    expect(answer.data.map((ticket) => ticket.status)).toEqual(["in_progress", "resolved", "closed"]);
    const openedTimes = answer.data.map((ticket) => ticket.opened_at);
    expect(openedTimes).toEqual([...openedTimes].sort().reverse());
    expect(answer.data[0]).toMatchObject({
      service_id: "10024501",
      planado_status: "en_route",
      resolved_on: null,
    });
    expect(answer.data[1]?.resolved_on).not.toBeNull();
  });

  it("takes any valid range (the spec's fixed one included) and keeps tickets outside it out", async () => {
    const spec = await listOf(dara, { ServiceId: "10024501", FromDate: "2020-01-09", ToDate: "2021-11-02" });
    expect(spec).toMatchObject({ data: [], fromDate: "2020-01-09", toDate: "2021-11-02" });
    const full = await listOf(dara, { ServiceId: "10024501" });
    const oldest = full.data.at(-1);
    if (!oldest) throw new Error("the demo has tickets");
    // A range of exactly the oldest ticket's Cambodian day finds it alone.
    const day = new Date(Date.parse(oldest.opened_at) + 7 * 3600_000).toISOString().slice(0, 10);
    const oneDay = await listOf(dara, { ServiceId: "10024501", FromDate: day, ToDate: day });
    expect(oneDay.data.map((ticket) => ticket.ticket_id)).toEqual([oldest.ticket_id]);
  });

  it("refuses a bad range or ServiceId with 400 and field errors, never 5xx", async () => {
    for (const query of [
      { ServiceId: "10024501", FromDate: "2021-11-02", ToDate: "2020-01-09" },
      { ServiceId: "10024501", FromDate: "2010-01-01", ToDate: "2021-01-01" },
      { ServiceId: "10024501", FromDate: "2021-02-30" },
      { ServiceId: "10024501", ToDate: "yesterday" },
      { ServiceId: "SID-1" },
      {},
    ]) {
      const response = await get(listUrl(query), dara);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error).toBe("validation_failed");
    }
  });

  it("answers 404 for another customer's service or an unknown one, 401 without a token", async () => {
    expect((await get(listUrl({ ServiceId: "10031801" }), dara)).statusCode).toBe(404);
    expect((await get(listUrl({ ServiceId: "99999999" }), dara)).statusCode).toBe(404);
    const anonymous = await get(listUrl({ ServiceId: "10024501" }));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).not.toHaveProperty("data");
  });

  it("gives a ticket's detail: engineer, phone, timeline and last position, in the reader's script", async () => {
    const [current] = (await listOf(dara, { ServiceId: "10024501" })).data;
    if (!current) throw new Error("the demo has an open ticket");
    const response = await get(ticketUrl(current.ticket_id), dara);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const { data } = GetTicketCall.responses[200].parse(response.json());
    expect(data).toMatchObject({
      ticket_id: current.ticket_id,
      status: "in_progress",
      planado_status: "en_route",
      responsible_person_name: "Chea Sopheak",
      responsible_person_phone: "+85512734518",
      date_time_onside: null,
    });
    expect(data.timeline.map((event) => event.status)).toEqual(["created", "assigned", "en_route"]);
    expect(data.describe_issue.length).toBeGreaterThan(10);
    // Phnom Penh, taken minutes before the seed ran.
    expect(data.plando_gps_location?.latitude).toBeCloseTo(11.55, 1);
    expect(data.plando_gps_location?.longitude).toBeCloseTo(104.92, 1);
    expect(data.appointment_at && data.appointment_at > data.opened_at).toBe(true);

    const inKhmer = GetTicketCall.responses[200].parse(
      (await get(ticketUrl(current.ticket_id), dara, "km")).json(),
    );
    expect(inKhmer.data.responsible_person_name).toBe("ជា សុភ័ក្រ");
  });

  it("gives a resolved ticket's on-site time and resolution", async () => {
    const resolved = (await listOf(dara, { ServiceId: "10024501" })).data.find(
      (t) => t.status === "resolved",
    );
    if (!resolved) throw new Error("the demo has a resolved ticket");
    const { data } = GetTicketCall.responses[200].parse(
      (await get(ticketUrl(resolved.ticket_id), dara)).json(),
    );
    const onSite = data.timeline.find((event) => event.status === "on_site");
    expect(data.date_time_onside).toBe(onSite?.at);
    expect(data.resolved_on).not.toBeNull();
    expect(data.timeline.at(-1)?.status).toBe("work_done");
  });

  it("answers 404 for another customer's ticket or a guessed id, 400 for a bad id, 401 without a token", async () => {
    const [sopheasTicket] = (await listOf(sophea, { ServiceId: "10031801" })).data;
    if (!sopheasTicket) throw new Error("the demo has Sophea's tickets");
    const stolen = await get(ticketUrl(sopheasTicket.ticket_id), dara);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain(sopheasTicket.subject);
    expect((await get(ticketUrl(999_999), dara)).statusCode).toBe(404);
    expect((await get(ticketUrl("abc"), dara)).statusCode).toBe(400);
    expect((await get(ticketUrl("99999999999"), dara)).statusCode).toBe(400);
    expect((await get(ticketUrl(sopheasTicket.ticket_id))).statusCode).toBe(401);
  });

  it("opens a ticket for the caller's own service, which then lists and reads back", async () => {
    const response = await post(
      {
        serviceId: "10024502",
        subject: "  No signal on TV  ",
        describeIssue: "The set-top box says no signal.",
      },
      dara,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = CreateTicketCall.responses[201].parse(response.json()) as { data: TicketDetail };
    expect(data).toMatchObject({
      service_id: "10024502",
      subject: "No signal on TV",
      status: "open",
      planado_status: "created",
      responsible_person_name: null,
      plando_gps_location: null,
    });
    const listed = await listOf(dara, { ServiceId: "10024502" });
    expect(listed.data[0]?.ticket_id).toBe(data.ticket_id);
    expect((await get(ticketUrl(data.ticket_id), dara)).statusCode).toBe(200);
    expect((await get(ticketUrl(data.ticket_id), sophea)).statusCode).toBe(404);
  });

  it("refuses a ticket for another customer's service (404), bad fields (400) and no token (401)", async () => {
    const valid = {
      serviceId: "10024501",
      subject: "Slow",
      describeIssue: "Slow in the evening, every day.",
    };
    expect((await post({ ...valid, serviceId: "10031801" }, dara)).statusCode).toBe(404);
    expect((await post(valid)).statusCode).toBe(401);
    const bad = await post({ serviceId: "", subject: " ", describeIssue: "short" }, dara);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      serviceId: { key: "required" },
      subject: { key: "required", message: "Required field" },
      describeIssue: { key: "minLength" },
    });
    const long = await post({ ...valid, subject: "x".repeat(121), describeIssue: "y".repeat(2001) }, dara);
    expect(Object.keys(long.json().errors).sort()).toEqual(["describeIssue", "subject"]);
    const broken = await ctx.app.inject({
      method: "POST",
      url: callUrl(CreateTicketCall),
      headers: { authorization: `Bearer ${dara}`, "content-type": "application/json" },
      payload: '{"serviceId":',
    });
    expect(broken.statusCode).toBe(400);
    const before = await listOf(dara, { ServiceId: "10024501" });
    expect(before.data.every((ticket) => ticket.subject !== "Slow")).toBe(true);
  });
});
