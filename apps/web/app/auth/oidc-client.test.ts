// @vitest-environment jsdom
import { WEB_CLIENT_ID } from "@isp/contracts/identity/clients";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "./oidc-client";
import { subscribeToSession } from "./session-events";
import { fakeJwt } from "./test-tokens.test-utils";
import { readAccessToken, readRefreshToken, storeTokens, TOKEN_REFRESH_LOCK } from "./token-storage";

const AUTHORITY = "https://id.example.com/identity";
const DISCOVERY = {
  issuer: AUTHORITY,
  authorization_endpoint: `${AUTHORITY}/auth`,
  token_endpoint: `${AUTHORITY}/connect/token`,
  end_session_endpoint: `${AUTHORITY}/session/end`,
  jwks_uri: `${AUTHORITY}/jwks`,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The provider: its discovery document, and a token endpoint answering what the test says. */
function stubProvider(tokenAnswer: () => Response | Promise<Response>) {
  const tokenRequests: URLSearchParams[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `${AUTHORITY}/.well-known/openid-configuration`) return json(DISCOVERY);
    if (url === DISCOVERY.token_endpoint) {
      tokenRequests.push(new URLSearchParams(String(init?.body)));
      return tokenAnswer();
    }
    return json({ error: "not_found" }, 404);
  });
  return tokenRequests;
}

const oldAccessToken = fakeJwt({ sub: "acc-1", exp: 1_000 });
const newAccessToken = fakeJwt({ sub: "acc-1", exp: 2_000 });

describe("refreshSession (spec §7 token call with the refresh token)", () => {
  beforeEach(() => {
    window.__AUTH__ = { authority: AUTHORITY, clientId: WEB_CLIENT_ID };
    storeTokens({ accessToken: oldAccessToken, refreshToken: "rt-1", idToken: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("exchanges the refresh token and keeps the rotated pair under the brand keys", async () => {
    const tokenRequests = stubProvider(() =>
      json({ access_token: newAccessToken, refresh_token: "rt-2", token_type: "Bearer", expires_in: 300 }),
    );
    const changes = vi.fn();
    const unsubscribe = subscribeToSession(changes);
    expect(await refreshSession(oldAccessToken)).toBe(newAccessToken);
    unsubscribe();
    expect(tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(tokenRequests[0] ?? [])).toMatchObject({
      grant_type: "refresh_token",
      refresh_token: "rt-1",
      client_id: WEB_CLIENT_ID,
    });
    expect([readAccessToken(), readRefreshToken()]).toEqual([newAccessToken, "rt-2"]);
    expect(changes).toHaveBeenCalled();
  });

  it.each([
    ["an expired, reused or revoked refresh token (400 invalid_grant)", 400, "invalid_grant"],
    ["a refused client (401)", 401, "invalid_client"],
  ])("signs out on %s", async (_case, status, error) => {
    stubProvider(() => json({ error, error_description: "no" }, status));
    const changes = vi.fn();
    const unsubscribe = subscribeToSession(changes);
    expect(await refreshSession(oldAccessToken)).toBeNull();
    unsubscribe();
    expect([readAccessToken(), readRefreshToken()]).toEqual([null, null]);
    expect(changes).toHaveBeenCalled();
  });

  it("keeps the session when the provider cannot be reached", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stubProvider(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(await refreshSession(oldAccessToken)).toBeNull();
    expect([readAccessToken(), readRefreshToken()]).toEqual([oldAccessToken, "rt-1"]);
    expect(warn).toHaveBeenCalled();
  });

  it("takes the token another tab stored meanwhile, without calling the provider", async () => {
    const tokenRequests = stubProvider(() => json({}, 500));
    storeTokens({ accessToken: newAccessToken, refreshToken: "rt-2", idToken: null });
    expect(await refreshSession(oldAccessToken)).toBe(newAccessToken);
    expect(tokenRequests).toHaveLength(0);
  });

  /** Web Locks as another tab left them: `held` is what `query()` reports; every request is granted. */
  function stubLocks(held: string[]) {
    const requests: { name: string; options: LockOptions }[] = [];
    const locks = {
      query: async () => ({ held: held.map((name) => ({ name })) }),
      request: (name: string, ...args: unknown[]) => {
        const callback = args.at(-1) as (lock: unknown) => unknown;
        const options = args.length > 1 ? (args[0] as LockOptions) : {};
        requests.push({ name, options });
        return Promise.resolve(callback({ name }));
      },
    };
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { locks }));
    return requests;
  }

  it("waits for the token of a tab that has just refreshed, which reaches this tab's storage late", async () => {
    const tokenRequests = stubProvider(() => json({}, 500));
    stubLocks(["romdoul.token-refreshed"]);
    setTimeout(() => {
      storeTokens({ accessToken: newAccessToken, refreshToken: "rt-2", idToken: null });
      window.dispatchEvent(new StorageEvent("storage", { key: "any" }));
    }, 30);
    expect(await refreshSession(oldAccessToken)).toBe(newAccessToken);
    expect(tokenRequests).toHaveLength(0);
  });

  it("refreshes under the lock, then marks the refresh for the tabs that come next", async () => {
    const tokenRequests = stubProvider(() =>
      json({ access_token: newAccessToken, refresh_token: "rt-2", token_type: "Bearer", expires_in: 900 }),
    );
    const lockRequests = stubLocks([]);
    expect(await refreshSession(oldAccessToken)).toBe(newAccessToken);
    expect(tokenRequests).toHaveLength(1);
    expect(lockRequests).toEqual([
      { name: TOKEN_REFRESH_LOCK, options: {} },
      { name: "romdoul.token-refreshed", options: { mode: "shared" } },
    ]);
  });

  it("does not call the provider without a refresh token (a web view's handed-over token)", async () => {
    localStorage.clear();
    storeTokens({ accessToken: oldAccessToken, refreshToken: null, idToken: null });
    const tokenRequests = stubProvider(() => json({}, 500));
    expect(await refreshSession(oldAccessToken)).toBeNull();
    expect(tokenRequests).toHaveLength(0);
    expect(readAccessToken()).toBe(oldAccessToken);
  });
});
