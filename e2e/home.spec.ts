import { expect, expectNoAxeViolations, gotoIn, test, waitForHydration } from "./fixtures";

test.describe("home pages render fully on the server", () => {
  for (const [path, pageId] of [
    ["/", "BusinessHome"],
    ["/personal", "PersonalInternet"],
  ] as const) {
    test(`${path} has its blocks in the first HTML response`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`data-page-id="${pageId}"`);
      expect(html).toMatch(/data-web-part="(Banner|BannerSlider)"/);
      expect(html).toContain('data-web-part="ProductCards"');
      expect(html).toContain('data-web-part="PlainText"');
      expect(html).toMatch(/[\u1780-\u17FF]{4}/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="en"/i);
    });
  }
});

for (const language of ["km", "en"] as const) {
  for (const path of ["/", "/personal"]) {
    test(`${path} in ${language} has no axe violations @phone`, async ({ page }) => {
      await gotoIn(page, language, path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectNoAxeViolations(page);
    });
  }
}

test("the banner slider advances, pauses and is keyboard-operable", async ({ page }) => {
  await gotoIn(page, "en", "/");
  await waitForHydration(page);
  const slider = page.locator('[aria-roledescription="carousel"]');
  await expect(slider).toBeVisible();
  const current = () => slider.locator('.banner-slider__dot[aria-current="true"]').getAttribute("aria-label");
  expect(await current()).toBe("Go to slide 1");
  await slider.getByRole("button", { name: "Next" }).click();
  await expect.poll(current).toBe("Go to slide 2");
  await slider.getByRole("button", { name: "Go to slide 3" }).press("Enter");
  await expect.poll(current).toBe("Go to slide 3");
});

test("the banner slider cycles every 5 s by itself", async ({ page }) => {
  await gotoIn(page, "en", "/");
  await page.mouse.move(0, 700);
  const slider = page.locator('[aria-roledescription="carousel"]');
  const current = () => slider.locator('.banner-slider__dot[aria-current="true"]').getAttribute("aria-label");
  expect(await current()).toBe("Go to slide 1");
  await page.waitForTimeout(4000);
  expect(await current()).toBe("Go to slide 1");
  await expect.poll(current, { timeout: 4000 }).toBe("Go to slide 2");
});
