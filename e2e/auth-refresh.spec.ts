import type { Page, Request } from "@playwright/test";
import {
  isTokenRequest,
  readSiteStorage,
  SIGN_IN_TIMEOUT,
  signInAt,
  TOKEN_REFRESH_LOCK,
  TOKEN_STORAGE_KEYS,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

// Each test goes through the provider and back, several times: a few seconds per round on a busy machine.
test.slow();

/**
 * Stores an access token the API refuses in place of `accessToken`, and returns it. An expired token is
 * refused like one with a broken signature: the API answers 401 either way.
 */
async function storeRefusedAccessToken(page: Page, accessToken: string | null): Promise<string> {
  const refused = `${accessToken?.slice(0, -4)}AAAA`;
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    TOKEN_STORAGE_KEYS.accessToken,
    refused,
  ] as const);
  return refused;
}

for (const language of ["en", "km"] as const) {
  test(`an access token the API refuses is refreshed once for several requests, then they succeed (${language}) @phone`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    // The refused calls are logged by the browser itself; they are the point of this test.
    consoleErrors.allow(/status of 401/);
    await signInAt(page, language, "/profile");
    const signedIn = await readSiteStorage(page);
    const refreshToken = await page.evaluate(
      (key) => localStorage.getItem(key),
      TOKEN_STORAGE_KEYS.refreshToken,
    );

    const refused = await storeRefusedAccessToken(page, signedIn.accessToken);

    // Three tabs of the site at once, each asking for the profile with the refused token. The
    // provider's answer waits until all three were refused, so they are refused together: the tabs
    // share the tokens, and must refresh once (a rotated refresh token spent twice revokes the session).
    const refreshes: Request[] = [];
    const refusedCalls: Request[] = [];
    let releaseRefresh = () => {};
    const allRefused = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    context.on("request", (request) => {
      if (isTokenRequest(request, "refresh_token")) refreshes.push(request);
      if (
        new URL(request.url()).pathname === "/sc-api/api/v1/profile" &&
        request.headers().authorization === `Bearer ${refused}`
      ) {
        refusedCalls.push(request);
        if (refusedCalls.length === 3) releaseRefresh();
      }
    });
    await context.route("**/identity/connect/token", async (route) => {
      await allRefused;
      await route.continue();
    });
    const tabs = [page, await context.newPage(), await context.newPage()];
    await Promise.all(tabs.map((tab) => tab.goto("/profile")));
    for (const tab of tabs) {
      await expect(tab.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    }

    expect(refreshes).toHaveLength(1);
    expect(new URLSearchParams(refreshes[0]?.postData() ?? "").get("refresh_token")).toBe(refreshToken);
    expect(refusedCalls).toHaveLength(3);

    // Both tokens were replaced (the provider rotates refresh tokens).
    const after = await readSiteStorage(page);
    expect(after.accessToken).not.toBe(refused);
    expect(after.accessToken).not.toBe(signedIn.accessToken);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEYS.refreshToken)).not.toBe(
      refreshToken,
    );
  });
}

/**
 * Makes a tab see the other tabs' local-storage writes `lagMs` late, as a busy machine may: until then
 * it reads the old value, and it hears of the change (a `storage` event) only then.
 */
function seeOtherTabsWritesLate(lagMs: number) {
  const staleValues = new Map<string, string | null>();
  const readItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    return this === localStorage && staleValues.has(key)
      ? (staleValues.get(key) ?? null)
      : readItem.call(this, key);
  };
  window.addEventListener("storage", (event) => {
    const { key } = event;
    if (!event.isTrusted || key === null) return;
    event.stopImmediatePropagation();
    if (!staleValues.has(key)) staleValues.set(key, event.oldValue);
    setTimeout(() => {
      staleValues.delete(key);
      window.dispatchEvent(
        new StorageEvent("storage", { key, oldValue: event.oldValue, newValue: event.newValue }),
      );
    }, lagMs);
  });
}

test("a tab refused just after another tab refreshed takes its token, even before it sees it @phone", async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  await signInAt(page, "en", "/profile");
  const refused = await storeRefusedAccessToken(page, (await readSiteStorage(page)).accessToken);

  const refreshes: Request[] = [];
  context.on("request", (request) => {
    if (isTokenRequest(request, "refresh_token")) refreshes.push(request);
  });
  // The second tab's calls with the refused token are answered only once the first tab has refreshed
  // and let go of the refresh lock: the second tab then takes the lock at once, while the new token
  // is still on its way to it.
  const late = await context.newPage();
  await late.addInitScript(seeOtherTabsWritesLate, 2000);
  let firstTabDone = () => {};
  const firstTabRefreshed = new Promise<void>((resolve) => {
    firstTabDone = resolve;
  });
  await late.route("**/sc-api/**", async (route) => {
    if (route.request().headers().authorization === `Bearer ${refused}`) await firstTabRefreshed;
    await route.continue();
  });
  const lateRefused = late.waitForResponse(
    (response) =>
      response.request().headers().authorization === `Bearer ${refused}` && response.status() === 401,
  );
  const lateAsked = late.waitForRequest((request) => request.headers().authorization === `Bearer ${refused}`);
  await late.goto("/profile");
  await lateAsked;

  await page.reload();
  await expect(page.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  expect(refreshes).toHaveLength(1);
  const refreshLockHeld = () =>
    page.evaluate(
      async (name) => (await navigator.locks.query()).held?.some((lock) => lock.name === name) ?? false,
      TOKEN_REFRESH_LOCK,
    );
  await expect.poll(refreshLockHeld).toBe(false);
  firstTabDone();
  await lateRefused;

  await expect(late.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  expect(refreshes).toHaveLength(1);
  const { accessToken } = await readSiteStorage(page);
  expect(await late.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEYS.accessToken)).toBe(
    accessToken,
  );
});

test("a refresh token the provider refuses signs out", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 40[01]/);
  await signInAt(page, "en", "/profile");
  await page.evaluate(
    ([accessKey, refreshKey]) => {
      localStorage.setItem(accessKey, "refused.by.api");
      localStorage.setItem(refreshKey, "unknown-refresh-token");
    },
    [TOKEN_STORAGE_KEYS.accessToken, TOKEN_STORAGE_KEYS.refreshToken] as const,
  );
  const refresh = page.waitForResponse((response) => isTokenRequest(response.request(), "refresh_token"));
  // The profile call is refused, the refresh too: both tokens go, and the guard asks the provider
  // again (which, its own session still open, signs the customer straight back in).
  await page.goto("/profile");
  expect((await refresh).status()).toBeGreaterThanOrEqual(400);
  await expect(page.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  const stored = await readSiteStorage(page);
  expect(stored.accessToken).not.toBe("refused.by.api");
});
