import { expect, gotoIn, test } from "./fixtures";

/**
 * A page that opens with a banner opens with its title and a line of text on the first screen: on a
 * phone a banner without them is a coloured block as tall as the screen. These pages once opened so.
 */
const PAGES_WITH_HEROES = [
  "/about_us/senior_leadership_team",
  "/about_us/csr",
  "/about_us/qms",
  "/about_us/core_principle",
  "/about_us/childsafe_certified",
  "/about_us/environment_ess",
  "/services",
  "/media",
];

for (const path of PAGES_WITH_HEROES) {
  test(`${path} opens with a banner's title and text on the first screen, in three languages @phone`, async ({
    page,
  }) => {
    const screenHeight = page.viewportSize()?.height ?? 0;
    for (const language of ["km", "en", "zh"] as const) {
      await gotoIn(page, language, path);
      const hero = page.locator("[data-web-part]").first().locator(".banner").first();
      await expect(hero, `${language}: the first part is a banner`).toBeVisible();
      for (const part of [hero.locator(".banner__title"), hero.locator(".banner__description")]) {
        await expect(part, language).toBeVisible();
        await expect(part, language).toHaveText(/\S/);
        const box = await part.boundingBox();
        expect(box && box.y + box.height, `${language}: on the first screen`).toBeLessThanOrEqual(
          screenHeight,
        );
      }
    }
  });
}
