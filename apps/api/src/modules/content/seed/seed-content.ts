import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../../../db/client";
import type { Storage } from "../../../storage/storage";
import { savePage } from "../save-page";
import { pages } from "../tables";
import { businessHome } from "./pages/business-home";
import { PAGE_TITLES } from "./pages/page-titles";
import { personalInternet } from "./pages/personal-internet";
import type { SeedPage } from "./seed-types";

const mediaFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "media");

/** Pages with their blocks; every other page id starts with its titles only. */
export const SEED_PAGES: SeedPage[] = [businessHome, personalInternet];

/** Seeds every page id of the site when the content tables are empty; answers whether it did. */
export async function seedContent(db: Database, storage: Storage): Promise<boolean> {
  const existing = await db.select({ id: pages.id }).from(pages).limit(1);
  if (existing.length > 0) return false;
  const readMedia = (fileName: string) => readFile(path.join(mediaFolder, path.basename(fileName)));
  const full = new Map(SEED_PAGES.map((page) => [page.id, page]));
  for (const [id, text] of Object.entries(PAGE_TITLES)) {
    await savePage(db, storage, full.get(id) ?? { id, text, webParts: [] }, readMedia);
  }
  for (const page of SEED_PAGES) {
    if (!(page.id in PAGE_TITLES)) await savePage(db, storage, page, readMedia);
  }
  return true;
}
