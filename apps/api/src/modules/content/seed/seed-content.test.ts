import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LANGUAGES } from "@isp/contracts/languages";
import { afterAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../../../../../web/app/route-table";
import { seedFolderOf } from "../../../db/seed-files";
import { loadSeedPages } from "./seed-content";
import { loadSeedLists } from "./seed-lists";

const seedFolder = seedFolderOf(import.meta.url);
const mediaFolder = path.join(seedFolder, "media");
// Loading checks every data file against its schema: a broken file fails here, naming file and field.
const ALL_SEED_PAGES = await loadSeedPages();
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

describe("seed data files", () => {
  it("hold the vacancies and the FAQ in every language", async () => {
    const { vacancies, faq } = await loadSeedLists();
    expect(vacancies.length).toBeGreaterThan(0);
    expect(faq.flatMap((category) => category.items).length).toBeGreaterThan(0);
  });

  const brokenFolder = mkdtemp(path.join(tmpdir(), "seed-pages-"));
  afterAll(async () => rm(await brokenFolder, { recursive: true, force: true }));

  /** Writes `page` as pages/<name> of a scratch seed folder and answers what loading it says. */
  async function loadBroken(name: string, page: unknown): Promise<string> {
    const folder = await brokenFolder;
    await rm(path.join(folder, "pages"), { recursive: true, force: true });
    await mkdir(path.join(folder, "pages"));
    await writeFile(path.join(folder, "pages", name), JSON.stringify(page));
    return loadSeedPages(folder).then(
      () => "loaded",
      (error: Error) => error.message,
    );
  }

  it("names the file and the field of every error in a page", async () => {
    const page = JSON.parse(await readFile(path.join(seedFolder, "pages/BusinessHome.json"), "utf8"));
    page.webParts[0].items[0].text.km.bannerTitel = "typo";
    delete page.webParts[1].text.zh;
    page.webParts[2].type = "Carousel";
    page.webParts[3].items[0].data.image.width = "96";
    expect(await loadBroken("BusinessHome.json", page)).toBe(
      [
        'pages/BusinessHome.json: webParts[0].items[0].text.km: Unrecognized key: "bannerTitel"',
        "pages/BusinessHome.json: webParts[1].text.zh: Invalid input: expected object, received undefined",
        "pages/BusinessHome.json: webParts[2].type: Invalid discriminator value. Expected 'Banner' | 'BannerSlider' | " +
          "'PlainText' | 'FeatureOptions' | 'ProductPanel' | 'ProductCards' | 'Promotions' | 'PartnerLogos' | " +
          "'CustomerReviews' | 'DevicePromotion' | 'VideoCarousel' | 'FileDownload' | 'LatestNews' | " +
          "'ManagementTeam' | 'VacancyList' | 'ContactForm'",
        "pages/BusinessHome.json: webParts[3].items[0].data.image.width: Invalid input: expected number, received string",
      ].join("\n"),
    );
  });

  it("refuses fields a kind does not show, items it does not hold, bad anchors, option types and colours, and a name that is no page id", async () => {
    const page = JSON.parse(await readFile(path.join(seedFolder, "pages/BusinessInternet.json"), "utf8"));
    expect(await loadBroken("BusinessInternet.json", page)).toBe("loaded");
    const contactForm = page.webParts.findIndex((part: { type: string }) => part.type === "ContactForm");
    page.webParts[contactForm].items = [page.webParts[0].items[0]];
    page.webParts[0].items[0].data = { file: "brochure.pdf" };
    expect(await loadBroken("BusinessInternet.json", page)).toBe(
      [
        'pages/BusinessInternet.json: webParts[0].items[0].data: Unrecognized key: "file"',
        `pages/BusinessInternet.json: webParts[${contactForm}].items: ContactForm holds no items`,
      ].join("\n"),
    );
    const [banner, cards, features] = page.webParts;
    banner.items[0].data = {};
    page.webParts[contactForm].items = [];
    cards.anchor = features.anchor;
    cards.optionType = features.optionType;
    features.optionType = { id: 2, name: "Icons" };
    features.backgroundColor = "purple";
    expect(await loadBroken("BusinessInternet.json", page)).toBe(
      [
        "pages/BusinessInternet.json: webParts[1].optionType: only FeatureOptions parts have an option type",
        "pages/BusinessInternet.json: webParts[2].backgroundColor: a colour as #rrggbb",
        'pages/BusinessInternet.json: webParts[2].optionType: must be one of { "id": 1, "name": "Icons" }, ' +
          '{ "id": 2, "name": "Bullets" }, { "id": 3, "name": "Checks" }',
      ].join("\n"),
    );
    page.webParts = page.webParts.filter((part: { optionType?: unknown }) => !part.optionType);
    page.webParts[0].anchor = "part-3";
    expect(await loadBroken("BusinessInternet.json", page)).toBe(
      "pages/BusinessInternet.json: webParts[0].anchor: part-N is kept for parts without an anchor",
    );
    page.webParts[0].anchor = page.webParts[1].anchor;
    expect(await loadBroken("BusinessInternet.json", page)).toBe(
      "pages/BusinessInternet.json: webParts[1].anchor: used twice on the page",
    );
    expect(await loadBroken("Business Home.json", {})).toBe(
      "pages/Business Home.json: the file name is not a page id (letters, digits, - and _)",
    );
  });
});
