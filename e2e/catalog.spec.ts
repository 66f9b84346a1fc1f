import en from "../apps/web/app/features/products/messages/en.json" with { type: "json" };
import km from "../apps/web/app/features/products/messages/km.json" with { type: "json" };
import shellEn from "../apps/web/app/i18n/locales/en.json" with { type: "json" };
import shellKm from "../apps/web/app/i18n/locales/km.json" with { type: "json" };
import { signInWithTokens } from "./auth-helpers";
import { expect, expectNoAxeViolations, gotoIn, test, waitForHydration } from "./fixtures";

const MESSAGES = { en: { ...en, shell: shellEn }, km: { ...km, shell: shellKm } };
// MegaBiz 50 and MegaSurf 30 as the catalog prices them, written as each language writes money.
const MEGABIZ_50 = { en: "$49.00 / month", km: "49.00$ / ខែ" };
const MEGASURF_30 = { en: "$18.00 / month", km: "18.00$ / ខែ" };
// Prices that are not a flat month: per user, and a product tile's starting price.
const M365_STANDARD = { en: "$12.50 / user / month", km: "12.50$ / អ្នកប្រើ / ខែ" };
const ENTERPRISE_NETWORK_FROM = { en: "From $150.00 / month", km: "ចាប់ពី 150.00$ / ខែ" };

// Self-care screens render in the browser after the session check and their calls.
const SCREEN_TIMEOUT = 30_000;
test.describe.configure({ timeout: 90_000 });

for (const language of ["en", "km"] as const) {
  const t = MESSAGES[language];

  test(`the SME plans: one price list on the catalog screen and the SME and business pages, in ${language} @phone`, async ({
    page,
  }) => {
    await gotoIn(page, language, "/products/sme");
    const cards = page.getByTestId("plan-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText(MEGABIZ_50[language]);
    await expectNoAxeViolations(page);
    for (const path of ["/business/sme/internet", "/business"]) {
      await gotoIn(page, language, path);
      await expect(page.locator(".product-card").filter({ hasText: "MegaBiz 50" }).first()).toContainText(
        MEGABIZ_50[language],
      );
    }
  });

  test(`a visitor's plan card leads to the register steps with the plan kept, in ${language} @phone`, async ({
    page,
  }) => {
    await gotoIn(page, language, "/personal/mega_surf");
    await waitForHydration(page);
    const card = page.locator(".product-card").filter({ hasText: "MegaSurf 30" });
    await expect(card).toContainText(MEGASURF_30[language]);
    await card.getByRole("button", { name: t.shell.blocks.orderPlan }).click();
    // The choice's code, the register steps' code and data arrive first: a screen's time, not a click's.
    await expect(page).toHaveURL(/\/register-steps/, { timeout: SCREEN_TIMEOUT });
    const cookies = await page.context().cookies();
    const selected = cookies.find((cookie) => cookie.name.endsWith("_selected_product"));
    expect(JSON.parse(decodeURIComponent(selected?.value ?? "{}"))).toMatchObject({
      productId: 1,
      subscriptionId: 102,
      productTypeId: "consumer",
      isAddon: false,
    });
  });

  test(`business cards print the catalog's units and starting prices; a tile leads to its page, in ${language} @phone`, async ({
    page,
  }) => {
    await gotoIn(page, language, "/business/cloud_solutions");
    await expect(
      page.locator(".product-card").filter({ hasText: "Microsoft 365 Business Standard" }),
    ).toContainText(M365_STANDARD[language]);
    await gotoIn(page, language, "/business");
    await waitForHydration(page);
    const tile = page
      .locator(".product-card")
      .filter({ has: page.locator('a[href="/business/enterprise_network"]') });
    await expect(tile).toContainText(ENTERPRISE_NETWORK_FROM[language]);
    await tile.getByRole("link", { name: t.shell.common.learnMore }).click();
    await expect(page).toHaveURL(/\/business\/enterprise_network$/);
  });

  test(`a business offer sold by a person goes to the page's contact form, in ${language}`, async ({
    page,
  }) => {
    await gotoIn(page, language, "/business/unified_communication");
    await waitForHydration(page);
    const offer = page
      .locator(".promotion")
      .filter({ hasText: language === "en" ? "Free IP desk phones" : "ទូរស័ព្ទលើតុឥតគិតថ្លៃ" });
    await offer.getByRole("button", { name: t.shell.blocks.choosePromotion }).click();
    await expect(page).toHaveURL(/\/business\/unified_communication.*#contact$/);
  });

  test(`signed in, a plan card leads to the product's plans and on to the register steps, in ${language} @phone`, async ({
    page,
  }) => {
    await signInWithTokens(page, "dara", language);
    await gotoIn(page, language, "/personal/mega_surf");
    await waitForHydration(page);
    const card = page.locator(".product-card").filter({ hasText: "MegaSurf 30" });
    await card.getByRole("button", { name: t.shell.blocks.orderPlan }).click();
    await expect(page).toHaveURL(/\/product\/subscriptions\?action=register$/, { timeout: SCREEN_TIMEOUT });
    const plans = page.getByTestId("subscription");
    await expect(plans).toHaveCount(5, { timeout: SCREEN_TIMEOUT });
    const chosen = plans.and(page.locator('[aria-current="true"]'));
    await expect(chosen).toContainText(MEGASURF_30[language]);
    await expectNoAxeViolations(page);
    await chosen.getByRole("button", { name: t.continue }).click();
    await expect(page).toHaveURL(/\/register-steps/);
  });

  test(`a consumer asking for a business product is told they are not eligible, in ${language}`, async ({
    page,
    consoleErrors,
  }) => {
    // The catalog answers 404 for a product not theirs to order; the browser logs it.
    consoleErrors.allow(/status of 404/);
    await signInWithTokens(page, "dara", language);
    await gotoIn(page, language, "/product/subscriptions?productId=2&action=register");
    await expect(page.getByTestId("not-eligible")).toContainText(t.notEligible, { timeout: SCREEN_TIMEOUT });
  });
}

test("signed in, /products lists what the customer's type may order", async ({ page }) => {
  await signInWithTokens(page, "business", "en");
  await gotoIn(page, "en", "/products");
  const products = page.getByTestId("my-product");
  await expect(products.first()).toBeVisible({ timeout: SCREEN_TIMEOUT });
  await expect(products.filter({ hasText: "MegaBiz" })).toHaveCount(1);
  await expect(products.filter({ hasText: "MegaSurf" })).toHaveCount(0);
  await products.filter({ hasText: "MegaBiz" }).getByRole("link", { name: en.seePlans }).click();
  await expect(page).toHaveURL(/\/product\/subscriptions\?productId=2&action=register$/);
  await expect(page.getByTestId("subscription")).toHaveCount(4, { timeout: SCREEN_TIMEOUT });
});

test("an unknown product type is not found", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/products/enterprise");
  expect(response?.status()).toBe(404);
});
