import type { Page } from "@playwright/test";
import dictionaries from "../apps/api/src/modules/selfcare/seed/dictionaries.json" with { type: "json" };

/** A photo of an ID card as far as the server can tell: JPEG magic bytes. */
export const ID_PHOTO = {
  name: "id-card.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
};

/** A dictionary entry's name in the language, as the seed gives it. */
export const entryName = (list: keyof typeof dictionaries, id: number, language: "km" | "en") =>
  dictionaries[list].find((entry) => entry.id === id)?.[language] ?? "";

/** Picks an option of a Mantine select by the select's label and the option's text. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
