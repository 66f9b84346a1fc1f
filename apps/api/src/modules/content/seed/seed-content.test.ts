import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../../../../../web/app/route-table";
import { ALL_SEED_PAGES } from "./seed-content";

const LANGUAGES = ["km", "en", "zh"] as const;
const mediaFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "media");
const KHMER = /[\u1780-\u17FF]/;
const HAN = /[\u4e00-\u9fff]/;

/** Every text of a translations object: the same fields in each language, none empty. */
function expectComplete(translations: Partial<Record<string, object>>, where: string) {
  const fieldSets = LANGUAGES.map((language) => {
    const fields = translations[language] as Record<string, unknown> | undefined;
    expect(fields, `${where}: ${language} missing`).toBeTruthy();
    return Object.keys(fields ?? {}).sort();
  });
  expect(fieldSets[1], `${where}: km and en differ`).toEqual(fieldSets[0]);
  expect(fieldSets[2], `${where}: zh and en differ`).toEqual(fieldSets[1]);
  for (const language of LANGUAGES) {
    for (const [field, value] of Object.entries((translations[language] ?? {}) as Record<string, unknown>)) {
      if (field === "imageAlt" && value === "") continue;
      expect(
        typeof value === "string" && value.trim().length > 0,
        `${where}: ${language}.${field} empty`,
      ).toBe(true);
    }
  }
}

describe("seeded content", () => {
  const byId = new Map(ALL_SEED_PAGES.map((page) => [page.id, page]));

  it("has a page with web parts for every page id of the route table", () => {
    const pageIds = new Set(ROUTE_TABLE.flatMap((entry) => (entry.pageId ? [entry.pageId] : [])));
    const missing = [...pageIds].filter((id) => (byId.get(id)?.webParts.length ?? 0) === 0);
    expect(missing).toEqual([]);
  });

  it("has every title and text in Khmer, English and Chinese", () => {
    for (const page of ALL_SEED_PAGES) {
      expectComplete(page.text, page.id);
      // A title that is a product name (Huawei Cloud) is the same in every language.
      if (page.text.km?.title !== page.text.en?.title) expect(page.text.km?.title, page.id).toMatch(KHMER);
      if (page.text.zh?.title !== page.text.en?.title) expect(page.text.zh?.title, page.id).toMatch(HAN);
      for (const [index, part] of page.webParts.entries()) {
        if (Object.keys(part.text).length > 0)
          expectComplete(part.text, `${page.id} part ${index} (${part.type})`);
        for (const [itemIndex, item] of part.items.entries()) {
          expectComplete(item.text, `${page.id} part ${index} item ${itemIndex}`);
        }
      }
    }
  });

  it("writes Khmer texts in Khmer script", () => {
    for (const page of ALL_SEED_PAGES) {
      for (const part of page.webParts) {
        for (const item of part.items) {
          for (const field of ["title", "description", "content", "bannerTitle", "memberPosition"] as const) {
            const text = item.text.km?.[field];
            // Product names (MegaSurf 60, Microsoft 365 Business Basic) stay as they are in every language.
            const isName = text === item.text.en?.[field];
            if (text && !isName && text.replace(/<[^>]*>/g, "").length > 24) {
              expect(text, `${page.id} ${part.type} ${field}`).toMatch(KHMER);
            }
          }
        }
      }
    }
  });

  it("refers only to media files that exist", () => {
    const missing: string[] = [];
    for (const page of ALL_SEED_PAGES) {
      for (const part of page.webParts) {
        for (const { data } of part.items) {
          const names = [
            data.image?.fileName,
            data.mobileImage?.fileName,
            data.titleIcon?.fileName,
            data.videoUrl,
            data.lottieFile,
            data.file,
            data.member?.photoFileName,
            data.banner?.video,
          ];
          for (const name of names) {
            if (name && !/^https?:/.test(name) && !existsSync(path.join(mediaFolder, name)))
              missing.push(`${page.id}: ${name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
