import en from "../apps/web/app/features/profile/messages/en.json" with { type: "json" };
import km from "../apps/web/app/features/profile/messages/km.json" with { type: "json" };
import { SIGN_IN_TIMEOUT, signInWithTokens } from "./auth-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { choose, entryName, ID_PHOTO } from "./profile-helpers";

const MESSAGES = { en, km };

// Gazetteer names (NCDD): Khmer for km, Latin for en.
const UNITS = {
  province: { km: "ភ្នំពេញ", en: "Phnom Penh" },
  district: { km: "ចំការមន", en: "Chamkar Mon" },
  commune: { km: "ទន្លេបាសាក់", en: "Tonle Basak" },
};

// Sign-in, the profile, the dictionaries and axe are many round trips: minutes on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const language of ["km", "en"] as const) {
  const t = MESSAGES[language];

  test(`a consumer sees their profile in ${language} @phone`, async ({ page }) => {
    await signInWithTokens(page, "dara", language);
    await page.goto("/profile");
    const personal = page.getByTestId("personal-data");
    await expect(personal).toContainText("សុខ ដារា", { timeout: SIGN_IN_TIMEOUT });
    await expect(personal).toContainText("100245");
    await expect(page.getByTestId("locations")).toContainText(
      language === "km" ? "បុរីប៉េងហួត" : "Borey Peng Huoth",
    );
    await expectNoAxeViolations(page);
  });

  test(`a consumer edits their personal data with an ID photo in ${language}`, async ({ page }) => {
    await signInWithTokens(page, "dara", language);
    await page.goto("/profile");
    await page.getByRole("link", { name: t.editPersonal }).click({ timeout: SIGN_IN_TIMEOUT });
    await expect(page).toHaveURL(/\/profile\/data$/);
    const form = page.getByTestId("personal-form");
    await expect(form.getByRole("textbox", { name: t.firstName, exact: true })).toHaveValue("Dara", {
      timeout: SIGN_IN_TIMEOUT,
    });
    // A Latin name with a digit is refused beside the field, before anything is sent.
    await form.getByRole("textbox", { name: t.firstName, exact: true }).fill("D4ra");
    await form.getByRole("button", { name: t.save }).click();
    await expect(form.getByText(language === "km" ? "បញ្ចូលតែអក្សរប៉ុណ្ណោះ" : "Only letters")).toBeVisible();
    // The form with an error beside its field: still accessible. From the top of the page: scrolled to
    // the field, the sticky header covers part of a menu link, which axe counts as a small target.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    await form.getByRole("textbox", { name: t.firstName, exact: true }).fill("Dara");
    await choose(page, t.nationality, entryName("nationality", 1, language));
    await form.getByRole("textbox", { name: t.secondaryPhone, exact: true }).fill("097 612 345");
    await form.locator('input[type="file"]').setInputFiles(ID_PHOTO);
    await form.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/profile$/);
    const personal = page.getByTestId("personal-data");
    await expect(personal).toContainText(t.photoOnFile, { timeout: SIGN_IN_TIMEOUT });
    await expect(personal).toContainText("+85597612345");
  });

  test(`a consumer adds an installation location through the cascades in ${language}`, async ({ page }) => {
    await signInWithTokens(page, "dara", language);
    await page.goto("/profile/new_location");
    const form = page.getByTestId("location-form");
    await expect(form).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    await choose(page, t.locationType, entryName("locationType", 2, language));
    await choose(page, t.locationName, entryName("locationName", 201, language));
    await choose(page, t.locationProject, entryName("locationProject", 2012, language));
    await choose(page, t.province, UNITS.province[language]);
    await choose(page, t.district, UNITS.district[language]);
    await choose(page, t.commune, UNITS.commune[language]);
    await form.getByRole("textbox", { name: t.floor, exact: true }).fill("9");
    await form.getByRole("textbox", { name: t.room, exact: true }).fill(`90${language === "km" ? 1 : 2}`);
    await form.getByRole("textbox", { name: t.latitude, exact: true }).fill("11.5587");
    await form.getByRole("textbox", { name: t.longitude, exact: true }).fill("104.9338");
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.locationSaved)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("locations")).toContainText(
      language === "km"
        ? "សង្កាត់ទន្លេបាសាក់ ខណ្ឌចំការមន រាជធានីភ្នំពេញ"
        : "Sangkat Tonle Basak, Khan Chamkar Mon, Phnom Penh",
      { timeout: SIGN_IN_TIMEOUT },
    );
  });

  test(`a business customer edits its company information in ${language}`, async ({ page }) => {
    await signInWithTokens(page, "business", language);
    await page.goto("/profile");
    await expect(page.getByTestId("company-data")).toContainText("K001-901234567", {
      timeout: SIGN_IN_TIMEOUT,
    });
    await page.getByRole("link", { name: t.editCompany }).click();
    const form = page.getByTestId("business-form");
    await form.getByRole("textbox", { name: t.contactEmail, exact: true }).fill("chanthou@");
    await form.getByRole("button", { name: t.save }).click();
    await expect(form.getByText(language === "km" ? "អ៊ីមែលមិនត្រឹមត្រូវ" : "Invalid Email")).toBeVisible();
    await form
      .getByRole("textbox", { name: t.contactEmail, exact: true })
      .fill("chanthou.lim@mekong-riverside.example");
    await form
      .getByRole("textbox", { name: t.contactName, exact: true })
      .fill(language === "km" ? "Lim Chanthou" : "Heng Sokunthea");
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("company-data")).toContainText(
      language === "km" ? "Lim Chanthou" : "Heng Sokunthea",
      { timeout: SIGN_IN_TIMEOUT },
    );
  });
}
