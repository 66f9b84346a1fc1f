import { listRoutePaths } from "../apps/web/app/route-table";
import { expect, test } from "./fixtures";

/** A concrete URL for a route path: parameters get plausible values. */
function concrete(path: string): string {
  return path.replace(":lang", "km").replace(":recommendScale", "9").replace(":productType", "consumer");
}

const EXPECTED_MARKER: Record<string, RegExp> = {
  page: /data-page-id=|data-testid="upcoming-screen"/,
  upcoming: /data-testid="upcoming-screen"/,
  private: /data-testid="sign-in-required"/,
  "sign-in": /data-testid="sign-in-unavailable"/,
  "oidc-callback": /role="status"/,
  "oidc-callback-error": /role="alert"/,
  "not-found": /data-testid="not-found"/,
};

test.describe("every route of spec §2 answers", () => {
  for (const { path, entry } of listRoutePaths()) {
    test(`${path} (${entry.screen})`, async ({ request }) => {
      const response = await request.get(concrete(path), { maxRedirects: 0 });
      if (entry.screen === "reload") {
        expect(response.status()).toBe(302);
        expect(response.headers().location).toBe("/");
        return;
      }
      expect(response.status()).toBe(entry.screen === "not-found" ? 404 : 200);
      const html = await response.text();
      expect(html).toMatch(EXPECTED_MARKER[entry.screen] as RegExp);
      expect(html).toContain('<html lang="km"');
    });
  }
});

test("an unknown path redirects to /404", async ({ page, consoleErrors }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId("not-found")).toBeVisible();
  // The not-found page answers with status 404, which the browser reports as a failed load.
  expect(consoleErrors).toEqual([expect.stringContaining("404")]);
  consoleErrors.length = 0;
});

test("/reload goes to a local target only", async ({ request }) => {
  const local = await request.get("/reload?to=/personal", { maxRedirects: 0 });
  expect(local.headers().location).toBe("/personal");
  const foreign = await request.get("/reload?to=//evil.example", { maxRedirects: 0 });
  expect(foreign.headers().location).toBe("/");
});

test("client-side navigation between sections works @phone", async ({ page }) => {
  await page.goto("/personal");
  await expect(page.locator("[data-page-id=PersonalInternet]")).toBeVisible();
  await page.goto("/business/data_center/colocation?culture=en");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Data Centre");
});
