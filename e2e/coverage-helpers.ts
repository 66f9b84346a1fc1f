import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// Gazetteer names (NCDD): Khmer for km, Latin for en. Phnom Penh's Chamkar Mon is served; Kratie is not.
export const SERVED = {
  province: { km: "ភ្នំពេញ", en: "Phnom Penh" },
  district: { km: "ចំការមន", en: "Chamkar Mon" },
  commune: { km: "ទន្លេបាសាក់", en: "Tonle Basak" },
};
export const NOT_SERVED = {
  province: { km: "ក្រចេះ", en: "Kratie" },
  district: { km: "ក្រចេះ", en: "Kracheh" },
  commune: { km: "ក្រគរ", en: "Krakor" },
};
export type Place = typeof SERVED;

/** Picks an option of a Mantine select with the keyboard only: focus, type, choose. */
async function chooseByKeyboard(page: Page, label: string, option: string) {
  const select = page.getByRole("combobox", { name: label, exact: true });
  await expect(select).toBeEnabled();
  await select.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Checks coverage at a commune by province → district → commune, the way without the map. */
export async function checkCoverageByAddress(
  page: Page,
  labels: { province: string; district: string; commune: string; check: string },
  place: Place,
  language: "km" | "en",
) {
  await chooseByKeyboard(page, labels.province, place.province[language]);
  await chooseByKeyboard(page, labels.district, place.district[language]);
  await chooseByKeyboard(page, labels.commune, place.commune[language]);
  await page.getByRole("button", { name: labels.check }).click();
}
