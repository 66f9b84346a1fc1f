import { MOBILE_CLIENT_ID, SIGN_IN_SCOPE, WEB_CLIENT_ID } from "@isp/contracts/identity/clients";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "@isp/contracts/languages";
import { CONSENT_COOKIE } from "@isp/contracts/web-pages";
import type { Locator, Page, Request } from "@playwright/test";
import { DEV_MOBILE_CLIENT_SECRET } from "../apps/api/src/config";
import { TOKEN_REFRESH_LOCK, TOKEN_STORAGE_KEYS } from "../apps/web/app/auth/token-storage";
import { expect } from "./fixtures";

/** Sign-in is several round trips (provider, callback, token, profile): more than one expect's 5 s when busy. */
export const SIGN_IN_TIMEOUT = 30_000;

/** A demo customer of the embedded database (README). */
const DEMO_CUSTOMER = { login: "dara@demo.romdoul.example", password: "Romdoul-2026" };

export { LANGUAGE_STORAGE_KEY, TOKEN_REFRESH_LOCK, TOKEN_STORAGE_KEYS };

/** Whether a request is the web client's authorization request to the provider. */
export function isAuthorizationRequest(request: Request): boolean {
  const params = new URL(request.url()).searchParams;
  return params.get("client_id") === WEB_CLIENT_ID && params.get("response_type") === "code";
}

/** Whether a request is a call of the provider's token endpoint with the given grant. */
export function isTokenRequest(request: Request, grantType: string): boolean {
  return (
    request.method() === "POST" &&
    new URL(request.url()).pathname === "/identity/connect/token" &&
    new URLSearchParams(request.postData() ?? "").get("grant_type") === grantType
  );
}

/** The provider's sign-in form, in any language: the one asking for a login and a password. */
export function providerSignInForm(page: Page): Locator {
  return page.locator('form:has(input[name="login"]):has(input[name="password"])');
}

/** Signs in on the provider's page (any language), which must be showing or about to. */
export async function submitProviderSignIn(page: Page) {
  const form = providerSignInForm(page);
  await form.waitFor();
  await form.locator('input[name="login"]').fill(DEMO_CUSTOMER.login);
  await form.locator('input[name="password"]').fill(DEMO_CUSTOMER.password);
  await form.locator('button[type="submit"]').click();
}

/** The browser storage of the site: local storage keys and the stored access token. */
export async function readSiteStorage(page: Page) {
  return page.evaluate((accessTokenKey) => {
    return { keys: Object.keys(localStorage).sort(), accessToken: localStorage.getItem(accessTokenKey) };
  }, TOKEN_STORAGE_KEYS.accessToken);
}

/** The profile name the API gives for the page's stored token (what the header must show). */
export async function profileNameOf(page: Page): Promise<string> {
  const { accessToken } = await readSiteStorage(page);
  const response = await page.request.get("/sc-api/api/v1/profile", {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return data.customer?.name ?? data.name;
}

/** Signs in through a private route's guard and waits for the private screen to greet the customer. */
export async function signInAt(page: Page, language: "km" | "en", path: string) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}culture=${language}`);
  await submitProviderSignIn(page);
  await expect(page.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
}

/** The demo customers of the embedded database (README), by the name the tests use. */
export const DEMO_LOGINS = {
  dara: "dara@demo.romdoul.example",
  sophea: "sophea@demo.romdoul.example",
  business: "business@demo.romdoul.example",
} as const;

/**
 * Signs a demo customer in without the provider's pages (their journey has its own tests): tokens from
 * the mobile client's password grant, put in the site's storage before the page's scripts run. For
 * self-care tests, which are about the screens behind the sign-in.
 */
export async function signInWithTokens(
  page: Page,
  customer: keyof typeof DEMO_LOGINS,
  language: "km" | "en" | "zh",
) {
  const response = await page.request.post("/identity/connect/token", {
    headers: {
      authorization: `Basic ${Buffer.from(`${MOBILE_CLIENT_ID}:${DEV_MOBILE_CLIENT_SECRET}`).toString("base64")}`,
    },
    form: {
      grant_type: "password",
      username: DEMO_LOGINS[customer],
      password: DEMO_CUSTOMER.password,
      scope: SIGN_IN_SCOPE,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const tokens = (await response.json()) as { access_token: string; refresh_token?: string };
  // The server renders in the cookie's language; the page's scripts read browser storage. The cookie
  // bar has its own tests: here it would cover the screen's lower part (and axe would say so).
  const url = new URL(response.url()).origin;
  await page.context().addCookies([
    { name: LANGUAGE_COOKIE, value: language, url },
    { name: CONSENT_COOKIE, value: "accepted", url },
  ]);
  await page.addInitScript(
    ({ keys, accessToken, refreshToken, languageKey, language }) => {
      localStorage.setItem(keys.accessToken, accessToken);
      if (refreshToken) localStorage.setItem(keys.refreshToken, refreshToken);
      localStorage.setItem(languageKey, language);
    },
    {
      keys: TOKEN_STORAGE_KEYS,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      languageKey: LANGUAGE_STORAGE_KEY,
      language,
    },
  );
}
