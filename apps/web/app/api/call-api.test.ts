// @vitest-environment jsdom
import { CreateEnquiryCall } from "@isp/contracts/enquiries/create-enquiry";
import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import { ApplyVacancyCall } from "@isp/contracts/vacancies/apply-vacancy";
import { GetVacancyCall } from "@isp/contracts/vacancies/get-vacancy";
import { ListVacanciesCall } from "@isp/contracts/vacancies/list-vacancies";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "../auth/oidc-client";
import { readAccessToken, storeTokens } from "../auth/token-storage";
import { ApiError, callApi, sendForm } from "./call-api";
import { requestState } from "./request-state";

// The OpenID Connect client's refresh: the provider is not part of these tests.
vi.mock("../auth/oidc-client", () => ({ refreshSession: vi.fn() }));

type Sent = { url: string; init: RequestInit };

/** Stands in for the network: records each request and answers with the given status and body. */
function stubFetch(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return sent;
}

const vacancy = {
  id: 5,
  name: "Network engineer",
  location: { name: "Phnom Penh" },
  vacancyCount: 2,
  endDate: "2030-01-31",
  description: "<p>Build it</p>",
};

describe("callApi in the browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__API_BASE__ = undefined;
    requestState.clearError();
  });

  it("builds the URL from the contract, sends Accept-Language and parses the answer (keeping only what it names)", async () => {
    let pendingDuring = -1;
    const sent: Sent[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      pendingDuring = requestState.get().pending;
      sent.push({ url, init });
      return new Response(JSON.stringify({ data: [vacancy], totalRows: 11 }), { status: 200 });
    });
    const answer = await callApi(ListVacanciesCall, { language: "en", query: { limit: 10, offset: 10 } });
    const { description: _notInTheList, ...listed } = vacancy;
    expect(answer).toEqual({ data: [listed], totalRows: 11 });
    expect(sent).toEqual([
      {
        url: "/admin-api/api/v1/Vacancies?limit=10&offset=10",
        init: { method: "GET", headers: { accept: "application/json", "accept-language": "en" } },
      },
    ]);
    expect(pendingDuring).toBe(1);
    expect(requestState.get()).toEqual({ pending: 0, error: null });
  });

  it("calls the API's own origin when the server named one, and never passes on a client address", async () => {
    window.__API_BASE__ = "https://api.example.com";
    const sent = stubFetch(200, { data: vacancy });
    await callApi(GetVacancyCall, { language: "km", params: { id: 5 }, clientIp: "203.0.113.9" });
    expect(sent[0]?.url).toBe("https://api.example.com/admin-api/api/v1/Vacancies/5");
    expect(sent[0]?.init.headers).not.toHaveProperty("x-forwarded-for");
  });

  it("throws an ApiError with the server's message on an error status, and clears it on the next call", async () => {
    stubFetch(404, { error: "not_found", message: "Vacancy not found or closed" });
    const failure = await callApi(GetVacancyCall, { language: "en", params: { id: 9 } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: "Vacancy not found or closed" });
    expect(requestState.get()).toEqual({
      pending: 0,
      error: { status: 404, message: "Vacancy not found or closed" },
    });

    stubFetch(200, { data: vacancy });
    await callApi(GetVacancyCall, { language: "en", params: { id: 5 } });
    expect(requestState.get().error).toBeNull();
  });

  it("uses the status text when an error answer has no message", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(callApi(GetVacancyCall, { language: "en", params: { id: 5 } })).rejects.toMatchObject({
      status: 502,
      message: "HTTP 502",
    });
  });

  it("refuses an answer that does not match the contract (status 502, naming the call and field)", async () => {
    stubFetch(200, { data: { ...vacancy, vacancyCount: "two" } });
    const failure = await callApi(GetVacancyCall, { language: "en", params: { id: 5 } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(502);
    expect(failure.message).toMatch(/GET Vacancies\/:id: the answer does not match its contract/);
    expect(failure.message).toMatch(/vacancyCount/);
  });

  it("reports a network failure with status 0", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(callApi(GetVacancyCall, { language: "zh", params: { id: 5 } })).rejects.toMatchObject({
      status: 0,
      message: "Failed to fetch",
    });
    expect(requestState.get().error).toEqual({ status: 0, message: "Failed to fetch" });
  });
});

const enquiry = {
  fullName: "Sok Dara",
  contactNumber: "+85512345678",
  email: null,
  supportSubjectId: 2,
  captchaResponse: "solved",
};

describe("sendForm", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends a JSON body and gives the parsed answer", async () => {
    const sent = stubFetch(201, { data: { id: 42 } });
    const result = await sendForm(CreateEnquiryCall, { language: "km", body: enquiry });
    expect(result).toEqual({ isOk: true, data: { data: { id: 42 } } });
    expect(sent[0]?.url).toBe("/admin-api/api/v1/supportRequests");
    expect(sent[0]?.init).toMatchObject({
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "km" },
    });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(enquiry);
  });

  it("sends form data for a multipart call: files keep their name, numbers become text", async () => {
    const sent = stubFetch(201, { data: { id: 7 } });
    const cv = new File(["%PDF-1.7"], "my cv.pdf", { type: "application/pdf" });
    await sendForm(ApplyVacancyCall, {
      language: "en",
      params: { vacancy: 3 },
      body: {
        FirstName: "Dara",
        LastName: "Sok",
        Email: "dara@example.com",
        ContactNumber: "012 345 678",
        Comment: "Hello",
        VacancyId: 3,
        Cv: cv,
        captchaResponse: "solved",
      },
    });
    expect(sent[0]?.url).toBe("/admin-api/api/v1/Vacancies/3/apply");
    const form = sent[0]?.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("VacancyId")).toBe("3");
    expect(form.get("FirstName")).toBe("Dara");
    expect((form.get("Cv") as File).name).toBe("my cv.pdf");
    // The browser writes the multipart boundary itself.
    expect(sent[0]?.init.headers).not.toHaveProperty("content-type");
  });

  it("gives the field errors and message of a 400 as values", async () => {
    stubFetch(400, {
      error: "validation_failed",
      message: "Please correct the highlighted fields",
      errors: { contactNumber: { key: "phone", message: "Invalid phone format" } },
    });
    expect(await sendForm(CreateEnquiryCall, { language: "en", body: enquiry })).toEqual({
      isOk: false,
      status: 400,
      message: "Please correct the highlighted fields",
      fieldErrors: { contactNumber: { key: "phone", message: "Invalid phone format" } },
    });
  });

  it("gives a 429's message, and status 0 when the request never got an answer", async () => {
    stubFetch(429, { error: "too_many_requests", message: "Too many attempts" });
    expect(await sendForm(CreateEnquiryCall, { language: "en", body: enquiry })).toEqual({
      isOk: false,
      status: 429,
      message: "Too many attempts",
      fieldErrors: {},
    });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendForm(CreateEnquiryCall, { language: "en", body: enquiry })).toEqual({
      isOk: false,
      status: 0,
      message: null,
      fieldErrors: {},
    });
  });

  it("treats a success answer that breaks the contract as not sent", async () => {
    stubFetch(201, { data: { id: "forty-two" } });
    expect(await sendForm(CreateEnquiryCall, { language: "en", body: enquiry })).toMatchObject({
      isOk: false,
      status: 502,
    });
  });
});

const profile = { accountId: "a1", name: "Sok Dara", email: null, phone: null, customer: null };

/** The API: 200 with the profile for the valid token, 401 for any other or none. */
function stubProfileApi(validToken: string): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const authorization = (init.headers as Record<string, string>).authorization;
    return authorization === `Bearer ${validToken}`
      ? new Response(JSON.stringify({ data: profile }), { status: 200 })
      : new Response(JSON.stringify({ error: "unauthorized", message: "Sign-in required" }), { status: 401 });
  });
  return sent;
}

const authorizationOf = (sent: Sent) => (sent.init.headers as Record<string, string>).authorization;

describe("callApi with a session (spec §4, §7)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(refreshSession).mockReset();
    localStorage.clear();
    requestState.clearError();
  });

  it("sends no Authorization header when signed out", async () => {
    const sent = stubFetch(200, { data: vacancy });
    await callApi(GetVacancyCall, { language: "en", params: { id: 5 } });
    expect(sent[0]?.init.headers).not.toHaveProperty("authorization");
  });

  it("sends the stored access token as a bearer token", async () => {
    storeTokens({ accessToken: "at-1", refreshToken: "rt-1", idToken: null });
    const sent = stubProfileApi("at-1");
    expect(await callApi(GetProfileCall, { language: "en" })).toEqual({ data: profile });
    expect(sent.map(authorizationOf)).toEqual(["Bearer at-1"]);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it("refreshes once for several calls refused together, and retries each with the new token", async () => {
    storeTokens({ accessToken: "at-expired", refreshToken: "rt-1", idToken: null });
    let finishRefresh = () => {};
    vi.mocked(refreshSession).mockImplementation(
      () =>
        new Promise((resolve) => {
          finishRefresh = () => {
            storeTokens({ accessToken: "at-2", refreshToken: "rt-2", idToken: null });
            resolve("at-2");
          };
        }),
    );
    const sent = stubProfileApi("at-2");
    const calls = [1, 2, 3].map(() => callApi(GetProfileCall, { language: "km" }));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    await vi.waitFor(() => expect(refreshSession).toHaveBeenCalled());
    finishRefresh();
    expect(await Promise.all(calls)).toEqual([{ data: profile }, { data: profile }, { data: profile }]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(refreshSession).toHaveBeenCalledWith("at-expired");
    expect(sent.map(authorizationOf)).toEqual([
      "Bearer at-expired",
      "Bearer at-expired",
      "Bearer at-expired",
      "Bearer at-2",
      "Bearer at-2",
      "Bearer at-2",
    ]);
    expect(requestState.get()).toEqual({ pending: 0, error: null });
  });

  it("lets the 401 stand when the refresh signs the customer out", async () => {
    storeTokens({ accessToken: "at-expired", refreshToken: "rt-spent", idToken: null });
    vi.mocked(refreshSession).mockImplementation(async () => {
      localStorage.clear();
      return null;
    });
    const sent = stubProfileApi("at-2");
    await expect(callApi(GetProfileCall, { language: "en" })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
  });

  it("does not refresh on a 401 to a call sent without a token", async () => {
    const sent = stubProfileApi("at-2");
    await expect(callApi(GetProfileCall, { language: "en" })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
