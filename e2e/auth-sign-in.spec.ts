import { SIGN_IN_SCOPE } from "@isp/contracts/identity/clients";
import {
  isAuthorizationRequest,
  LANGUAGE_STORAGE_KEY,
  profileNameOf,
  providerSignInForm,
  readSiteStorage,
  SIGN_IN_TIMEOUT,
  submitProviderSignIn,
  TOKEN_STORAGE_KEYS,
} from "./auth-helpers";
import { expect, expectNoAxeViolations, gotoIn, test, waitForHydration } from "./fixtures";

// Each test goes through the provider and back, several times: a few seconds per round on a busy machine.
test.slow();

const SIGN_IN_TEXT = { km: "ចូលគណនី", en: "Sign in" };
const SIGN_OUT_TEXT = { km: "ចាកចេញ", en: "Sign out" };

for (const language of ["km", "en"] as const) {
  test(`the guard signs in with the path and culture, a reload stays signed in, sign-out ends it (${language}) @phone`, async ({
    page,
    baseURL,
  }) => {
    // Three trips through the provider (sign in, sign out, sign in again): on a busy machine with a
    // phone's emulation, more than a slow test's 90 s.
    test.setTimeout(180_000);
    // Spec §2: a private route without a session starts sign-in, carrying the path, ssoParams,
    // action and the stored language as culture.
    const authorization = page.waitForRequest(isAuthorizationRequest);
    await gotoIn(page, language, "/product/subscriptions?action=register&ssoParams=promo-7");
    const params = new URL((await authorization).url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      culture: language,
      ui_locales: language,
      action: "register",
      ssoParams: "promo-7",
      screen: "sign-in",
      scope: SIGN_IN_SCOPE,
      code_challenge_method: "S256",
      redirect_uri: `${baseURL}/oidc-callback`,
    });
    expect(params.get("code_challenge")).toBeTruthy();

    // The provider's page speaks the stored language.
    await expect(providerSignInForm(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await submitProviderSignIn(page);

    // Back at the intended path, with its query; the API answers the profile for the token.
    await expect(page.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      "/product/subscriptions?action=register&ssoParams=promo-7",
    );
    const name = await profileNameOf(page);
    await expect(page.getByTestId("signed-in-as")).toContainText(name);
    await expectNoAxeViolations(page);

    // Spec §9: local storage holds the access token, the refresh token and the language, nothing else.
    const stored = await readSiteStorage(page);
    expect(stored.keys).toEqual(
      [LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEYS.accessToken, TOKEN_STORAGE_KEYS.refreshToken].sort(),
    );

    await page.reload();
    await expect(page.getByTestId("signed-in-as")).toContainText(name, { timeout: SIGN_IN_TIMEOUT });

    // Sign out from the header's account menu, or on a phone from the menu drawer.
    await waitForHydration(page);
    const burger = page.locator("button.mantine-Burger-root");
    if (await burger.isVisible()) {
      await burger.click();
      await page.getByRole("button", { name: SIGN_OUT_TEXT[language] }).click();
    } else {
      await expect(page.getByTestId("account-name")).toHaveText(name);
      await page.locator(".account-menu .disclosure__button").click();
      await page.getByRole("button", { name: SIGN_OUT_TEXT[language] }).click();
    }
    // The provider may ask to confirm the end of its session.
    await page.waitForURL((url) => url.pathname === "/" || url.pathname.startsWith("/identity/"));
    if (new URL(page.url()).pathname.startsWith("/identity/")) {
      await page.locator('button[type="submit"], input[type="submit"]').first().click();
    }
    await page.waitForURL((url) => url.pathname === "/");
    await waitForHydration(page);
    expect((await readSiteStorage(page)).keys).toEqual([LANGUAGE_STORAGE_KEY]);
    if (!(await burger.isVisible())) {
      await expect(page.getByRole("link", { name: SIGN_IN_TEXT[language], exact: true })).toBeVisible();
    }

    // The provider's session ended too: a private route asks for the password again.
    await page.goto("/profile");
    await expect(providerSignInForm(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  });
}

test("/register and /online-signup open the provider's registration in the stored language", async ({
  page,
}) => {
  for (const path of ["/register", "/online-signup"]) {
    const authorization = page.waitForRequest(isAuthorizationRequest);
    await gotoIn(page, "en", path);
    const params = new URL((await authorization).url()).searchParams;
    expect(params.get("screen")).toBe("register");
    expect(params.get("ui_locales")).toBe("en");
    await expect(page.getByTestId("account-register")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  }
});

test("/login from the header signs in and lands on the profile", async ({ page }) => {
  await gotoIn(page, "en", "/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await submitProviderSignIn(page);
  await expect(page.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  expect(new URL(page.url()).pathname).toBe("/profile");
});

test("'Back to the site' on the provider's page leaves the sign-in for the home page, signed out", async ({
  page,
}) => {
  await gotoIn(page, "en", "/login");
  await providerSignInForm(page).waitFor({ timeout: SIGN_IN_TIMEOUT });
  await page.getByRole("button", { name: "Back to the site" }).click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
});

test("a failed callback shows 'Error in authentication'", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Sign-in failed/);
  await gotoIn(page, "en", "/");
  await page.goto("/oidc-callback?code=forged&state=unknown");
  await page.waitForURL((url) => url.pathname === "/oidc-callback-error");
  await expect(page.getByRole("alert")).toContainText("Error in authentication");
  await expectNoAxeViolations(page);
});
