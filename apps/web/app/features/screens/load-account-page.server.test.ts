import { setInProcessApi } from "@isp/contracts/http/api-transport";
import type { InteractionDetails } from "@isp/contracts/identity/interaction";
import { LANGUAGE_COOKIE } from "@isp/contracts/languages";
import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadAccountPage } from "./load-account-page.server";

const UID = "interaction-uid-1234";

const DETAILS: InteractionDetails = {
  uid: UID,
  prompt: "login",
  screen: "sign-in",
  clientName: "Website",
  culture: null,
  loginHint: null,
  signedInName: null,
};

/** The API in this process, answering the interaction (or 404) and recording the paths asked. */
function stubInteraction(details: InteractionDetails | null, status = details ? 200 : 404): string[] {
  const asked: string[] = [];
  setInProcessApi(async (path) => {
    asked.push(path);
    const body = details ?? { error: "interaction_not_found", message: "Expired" };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return asked;
}

function load(query = "", { language = "en" as string | null, uid = UID } = {}) {
  const headers: Record<string, string> = language ? { cookie: `${LANGUAGE_COOKIE}=${language}` } : {};
  const request = new Request(`http://localhost/account/register/${uid}${query}`, { headers });
  return loadAccountPage("register")({ request, params: { uid } } as unknown as LoaderFunctionArgs);
}

/** The status and data of what the loader answered or threw (a redirect is a Response). */
async function outcome(promise: Promise<unknown>) {
  const result = (await promise.catch((thrown) => thrown)) as
    | Response
    | { data: Record<string, unknown>; init: { status: number } | null };
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  return { status: result.init?.status, data: result.data };
}

afterEach(() => setInProcessApi(undefined));

describe("the loader of a provider page", () => {
  it("gives the interaction, the page's title in the visitor's language, and no index", async () => {
    const asked = stubInteraction(DETAILS);
    const result = await outcome(load());
    expect(asked).toEqual([`/identity/api/v1/interactions/${UID}`]);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      interaction: DETAILS,
      codeStep: null,
      meta: { title: "Create an account", language: "en", isIndexable: false },
    });
  });

  it("shows the code step the query names", async () => {
    stubInteraction(DETAILS);
    const result = await outcome(load("?verification=v1&channel=email&to=d***%40example.com"));
    expect(result.data?.codeStep).toEqual({
      verificationId: "v1",
      channel: "email",
      destination: "d***@example.com",
    });
  });

  it("says the sign-in expired (404) for an unknown interaction or a malformed uid", async () => {
    stubInteraction(null);
    const expired = await outcome(load("", { language: "km" }));
    expect(expired).toMatchObject({ status: 404, data: { interaction: null } });
    expect(expired.data).toMatchObject({ meta: { title: expect.stringMatching(/[\u1780-\u17FF]/) } });
    const asked = stubInteraction(DETAILS);
    expect(await outcome(load("", { uid: "bad uid" }))).toMatchObject({
      status: 404,
      data: { interaction: null },
    });
    expect(asked).toEqual([]);
  });

  it("speaks the client's language when the visitor chose none, through ?culture=", async () => {
    stubInteraction({ ...DETAILS, culture: "zh" });
    expect(await outcome(load("?verification=v1", { language: null }))).toEqual({
      status: 302,
      location: `/account/register/${UID}?verification=v1&culture=zh`,
    });
  });

  it("keeps the visitor's own choice over the client's language, and Khmer needs no redirect", async () => {
    stubInteraction({ ...DETAILS, culture: "zh" });
    expect(await outcome(load("", { language: "en" }))).toMatchObject({ status: 200 });
    stubInteraction({ ...DETAILS, culture: "km" });
    expect(await outcome(load("", { language: null }))).toMatchObject({ status: 200 });
  });

  it("is a system error when the API fails", async () => {
    stubInteraction({ ...DETAILS }, 500);
    expect(await outcome(load())).toMatchObject({ status: 502 });
  });
});
