import { CONSENT_COOKIE } from "@isp/contracts/web-pages";
import { expect, expectNoAxeViolations, gotoIn, test, waitForHydration } from "./fixtures";

test.describe("site search", () => {
  test("searches in Khmer from the header and opens a question @phone", async ({ page }) => {
    await gotoIn(page, "km", "/");
    await page.locator(".site-header").getByRole("link", { name: "ស្វែងរក" }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole("searchbox", { name: "ស្វែងរកក្នុងគេហទំព័រ" });
    await expect(box).toBeFocused();
    await box.fill("វិក្កយបត្រ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("status").filter({ hasText: "«វិក្កយបត្រ»" })).toBeVisible();
    const results = page.locator(".search-result");
    await expect(results).toHaveCount(10);
    await expect(results.first().locator("mark").first()).toHaveText("វិក្កយបត្រ");
    await expectNoAxeViolations(page);

    const question = results.filter({ hasText: "សំណួរ" }).first();
    const title = (await question.getByRole("link").textContent()) ?? "";
    await question.getByRole("link").click();
    await expect(page).toHaveURL(/\/faq#question-\d+$/);
    const opened = page.locator(".faq-item[open]").filter({ hasText: title });
    await expect(opened).toHaveCount(1);
    await expect(opened).toBeInViewport();
  });

  test("searches in English on /search, pages through results and lands on a page section @phone", async ({
    page,
    baseURL,
  }) => {
    // Cookies accepted earlier: the bar would cover the page links at the bottom of a phone's screen.
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: "accepted", url: baseURL as string }]);
    await gotoIn(page, "en", "/search");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("fiber internet price");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: /results for “fiber internet price”/ });
    await expect(status).toBeVisible();
    const firstTitles = await page.locator(".search-result__link").allTextContents();
    expect(firstTitles).toHaveLength(10);

    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\?q=fiber\+internet\+price&page=2#search-results$/);
    await expect(page.locator("ol.search-results__list")).toHaveAttribute("start", "11");
    const secondTitles = await page.locator(".search-result__link").allTextContents();
    expect(secondTitles.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await gotoIn(page, "en", "/search?q=MegaSurf%2050");
    const offer = page.locator(".search-result").filter({ hasText: "Offer" }).first();
    await expect(offer.getByRole("link")).toHaveText("MegaSurf 50");
    await offer.getByRole("link").click();
    await page.waitForURL(/#.+$/);
    const anchor = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${anchor}"]`)).toContainText("MegaSurf 50");
  });

  for (const [language, query] of [
    ["km", "មជ្ឈមណ្ឌលទិន្នន័យ"],
    ["en", "fiber"],
  ] as const) {
    test(`a result in a section further down a page opens the page at that section (${language}) @phone`, async ({
      page,
    }) => {
      await gotoIn(page, language, `/search?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      // Within the app, as a visitor's click goes: the router renders the page, then scrolls to the part.
      await page.evaluate(() => Object.assign(window, { searchPageStillOpen: true }));
      const link = page.locator('.search-result__link[href*="#part-"]').first();
      const anchor = ((await link.getAttribute("href")) ?? "").split("#")[1];
      await link.click();
      await page.waitForURL(new RegExp(`#${anchor}$`));
      expect(await page.evaluate(() => "searchPageStillOpen" in window)).toBe(true);
      const section = page.locator(`[id="${anchor}"]`);
      const offset = await section.evaluate(
        (element) =>
          Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
          Number.parseFloat(getComputedStyle(element).scrollMarginTop),
      );
      // At the top of the screen, under the header, and still there once the page has settled: the parts
      // above it were laid out at their estimated height, and lazily loaded ones came later, which moved
      // it by up to 1,900 px.
      for (const wait of [0, 1000]) {
        await page.waitForTimeout(wait);
        const top = (await section.boundingBox())?.y ?? Number.NaN;
        expect(Math.abs(top - offset)).toBeLessThanOrEqual(2);
      }
    });
  }

  test("works without scripts, and search results are not indexed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?culture=en");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("router");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=router/);
    await expect(page.locator(".search-result").first()).toContainText(/router/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await context.close();
  });

  test("finds English product names typed on the Khmer site, and says so", async ({ page }) => {
    await gotoIn(page, "km", "/search?q=data%20centre%20colocation");
    await expect(page.getByText("លទ្ធផលទាំងនេះជាភាសាអង់គ្លេស")).toBeVisible();
    await expect(page.locator(".search-result").first()).toHaveAttribute("lang", "en");
    await expectNoAxeViolations(page);
  });

  test("explains when nothing matches and when a query is too long", async ({ page }) => {
    await gotoIn(page, "en", "/search?q=zzqxv");
    await expect(page.getByText("Nothing matches “zzqxv”")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the frequently asked questions" })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoIn(page, "zh", `/search?q=${"a".repeat(101)}`);
    await expect(page.getByRole("alert")).toHaveText("长度必须小于 101");
  });
});
