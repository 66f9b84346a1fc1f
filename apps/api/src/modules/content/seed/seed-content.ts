import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../../../db/client";
import type { Storage } from "../../../storage/storage";
import { savePage } from "../save-page";
import { pages } from "../tables";
import { aboutPages } from "./pages/about-pages";
import { businessHome } from "./pages/business-home";
import { businessPages } from "./pages/business-pages";
import { liveStream } from "./pages/live-stream";
import { PAGE_TITLES } from "./pages/page-titles";
import { personalInternet } from "./pages/personal-internet";
import { personalSmePages } from "./pages/personal-sme-pages";
import { seedContentLists } from "./seed-lists";
import type { SeedPage } from "./seed-types";

const mediaFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "media");

const WRITTEN_PAGES: SeedPage[] = [
  businessHome,
  personalInternet,
  liveStream,
  ...businessPages,
  ...personalSmePages,
  ...aboutPages,
];

/** Every page of the site: the written ones, and any titled page id not written yet with its title only. */
export const ALL_SEED_PAGES: SeedPage[] = [
  ...WRITTEN_PAGES,
  ...Object.entries(PAGE_TITLES)
    .filter(([id]) => !WRITTEN_PAGES.some((page) => page.id === id))
    .map(([id, text]) => ({ id, text, webParts: [] })),
];

/**
 * Seeds every page, vacancies (dated from `today`) and the FAQ when the content tables are empty;
 * answers whether it did.
 */
export async function seedContent(db: Database, storage: Storage, today: string): Promise<boolean> {
  const existing = await db.select({ id: pages.id }).from(pages).limit(1);
  if (existing.length > 0) return false;
  await seedContentLists(db, today);
  const readMedia = (fileName: string) => readFile(path.join(mediaFolder, path.basename(fileName)));
  for (const page of ALL_SEED_PAGES) await savePage(db, storage, page, readMedia);
  return true;
}
