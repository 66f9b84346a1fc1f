import type { Request } from "@playwright/test";
import {
  isTokenRequest,
  readSiteStorage,
  SIGN_IN_TIMEOUT,
  signInAt,
  TOKEN_STORAGE_KEYS,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

// Each test goes through the provider and back, several times: a few seconds per round on a busy machine.
test.slow();

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

    // An expired token is refused like one with a broken signature: the API answers 401 either way.
    const refused = `${signedIn.accessToken?.slice(0, -4)}AAAA`;
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
      TOKEN_STORAGE_KEYS.accessToken,
      refused,
    ] as const);

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
