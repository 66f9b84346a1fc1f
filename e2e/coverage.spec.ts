import type { Page } from "@playwright/test";
import en from "../apps/web/app/features/coverage/messages/en.json" with { type: "json" };
import km from "../apps/web/app/features/coverage/messages/km.json" with { type: "json" };
import { brand } from "../packages/brand/src/brand";
import { checkCoverageByAddress, NOT_SERVED, type Place, SERVED } from "./coverage-helpers";
import { expect, expectNoAxeViolations, gotoIn, test } from "./fixtures";

const MESSAGES = { en, km };

for (const language of ["km", "en"] as const) {
  const t = MESSAGES[language];
  const pick = (page: Page, place: Place) => checkCoverageByAddress(page, t, place, language);

  test(`coverage by address, without the map: served and not served, in ${language} @phone`, async ({
    page,
  }) => {
    await gotoIn(page, language, "/coverage_map");
    const check = page.getByTestId("coverage-check");
    // Nothing chosen: the commune is asked for, nothing is checked.
    await check.getByRole("button", { name: t.check }).click();
    await expect(check.getByText(t.required)).toBeVisible();
    await expect(page.getByTestId("coverage-result")).toHaveCount(0);

    await pick(page, SERVED);
    const result = page.getByTestId("coverage-result");
    await expect(result).toHaveAttribute("data-covered", "true");
    await expect(result).toContainText(t.covered);

    await pick(page, NOT_SERVED);
    await expect(result).toHaveAttribute("data-covered", "false");
    await expect(result).toContainText(t.notCovered.replace("{{brand}}", brand.name[language]));
    await expect(result.getByRole("link", { name: brand.hotline.display })).toHaveAttribute(
      "href",
      `tel:${brand.hotline.tel}`,
    );
    await expectNoAxeViolations(page);
  });

  test(`the served areas are listed in words, and a point picked on the map is checked, in ${language}`, async ({
    page,
  }) => {
    await gotoIn(page, language, "/coverage_map");
    await expect(page.getByTestId("served-areas")).toContainText(language === "km" ? "ភ្នំពេញ" : "Phnom Penh");
    const map = page.getByTestId("map");
    await expect(map).toHaveAttribute("data-map-state", /drawing|unavailable/);
    test.skip((await map.getAttribute("data-map-state")) === "unavailable", "no WebGL in this browser");
    await expect(map.locator("canvas")).toBeVisible({ timeout: 20_000 });
    await map.locator("canvas").click({ position: { x: 40, y: 40 } });
    await expect(page.getByTestId("coverage-result")).toHaveAttribute("data-covered", /true|false/);
    await expect(map.getByTestId("map-marker")).toHaveCount(1);
  });

  test(`branches: each with address, hours and a phone to call, in ${language} @phone`, async ({ page }) => {
    await gotoIn(page, language, "/offices");
    const branches = page.getByTestId("branch");
    await expect(branches).toHaveCount(9);
    await expect(branches.first()).toContainText(brand.address[language]);
    await expect(branches.first().getByRole("link", { name: "+855 23 888 168" })).toHaveAttribute(
      "href",
      "tel:+85523888168",
    );
    await expectNoAxeViolations(page);
  });

  test(`traffic cameras: a live one plays, an offline one shows its still and says so, in ${language} @phone`, async ({
    page,
  }) => {
    await gotoIn(page, language, "/coverage_map?tab=cameras");
    await expect(page.getByRole("link", { name: t.tabs.cameras })).toHaveAttribute("aria-current", "page");
    const offline = page.locator('[data-testid="camera"][data-camera-state="failed"]');
    await expect(offline).toHaveCount(1);
    await expect(offline).toContainText(t.offlineMessage);
    await expectNoAxeViolations(page);

    const live = page.getByTestId("camera").first();
    await live.getByRole("button").click();
    await expect(live).toHaveAttribute("data-camera-state", "playing");
    await expect
      .poll(() => live.locator("video").evaluate((video: HTMLVideoElement) => video.readyState), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2);
  });
}

test("/live_traffic shows the cameras alone, /coverage_map?tab=branches the branches", async ({ page }) => {
  await gotoIn(page, "en", "/live_traffic");
  await expect(page.getByTestId("camera")).toHaveCount(4);
  await expect(page.locator("nav.coverage-tabs")).toHaveCount(0);
  await gotoIn(page, "en", "/coverage_map?tab=branches");
  await expect(page.getByTestId("branch")).toHaveCount(9);
});
