import { readSiteStorage, SIGN_IN_TIMEOUT, signInAt, TOKEN_STORAGE_KEYS } from "./auth-helpers";
import { expect, test } from "./fixtures";

// Each test goes through the provider and back, several times: a few seconds per round on a busy machine.
test.slow();

test.describe("web-view mode (spec §2: a stored token stands in for sign-in)", () => {
  for (const language of ["km", "en"] as const) {
    test(`a private route shows with the token the app stored, without the header (${language}) @phone`, async ({
      page,
      browser,
    }) => {
      await signInAt(page, language, "/profile");
      const { accessToken } = await readSiteStorage(page);

      // The mobile app's web view: its own storage, holding only the access token it handed over.
      const app = await browser.newContext();
      await app.addInitScript(
        ([key, token]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, token);
        },
        [TOKEN_STORAGE_KEYS.accessToken, accessToken ?? ""] as const,
      );
      const view = await app.newPage();
      await view.goto(`/my_orders?isMobile=1&culture=${language}`);
      await expect(view.getByTestId("signed-in-as")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
      await expect(view.locator(".site-header")).toBeHidden();
      await expect(view.locator("html")).toHaveAttribute("lang", language);
      await app.close();
    });
  }

  test("without a stored token a private route is not found @phone", async ({ page, consoleErrors }) => {
    // The not-found page answers 404, which the browser reports as a failed load.
    consoleErrors.allow(/404/);
    await page.goto("/my_orders?isMobile=1");
    await page.waitForURL((url) => url.pathname === "/404");
    await expect(page.getByTestId("not-found")).toBeVisible();
  });
});
