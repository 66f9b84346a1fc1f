import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../../db/client";
import { listSeedFiles, readSeedFile, SeedFileError, seedFolderOf } from "../../../db/seed-files";
import type { Storage } from "../../../storage/storage";
import { savePage } from "../save-page";
import { pages } from "../tables";
import { seedContentLists } from "./seed-lists";
import { type SeedPage, SeedPageFileSchema, SeedPageIdSchema } from "./seed-schemas";

const seedFolder = seedFolderOf(import.meta.url);

/** Every page of the site, from pages/<pageId>.json (in `folder`), checked against the block types. */
export async function loadSeedPages(folder = seedFolder): Promise<SeedPage[]> {
  const files = await listSeedFiles(folder, "pages");
  return Promise.all(
    files.map(async (file) => {
      const id = path.basename(file, ".json");
      if (!SeedPageIdSchema.safeParse(id).success)
        throw new SeedFileError(`${file}: the file name is not a page id (letters, digits, - and _)`);
      return { id, ...(await readSeedFile(folder, file, SeedPageFileSchema)) };
    }),
  );
}

/**
 * Seeds every page, vacancies (dated from `today`) and the FAQ when the content tables are empty;
 * answers whether it did.
 */
export async function seedContent(db: Database, storage: Storage, today: string): Promise<boolean> {
  const existing = await db.select({ id: pages.id }).from(pages).limit(1);
  if (existing.length > 0) return false;
  await seedContentLists(db, today);
  const mediaFolder = path.join(seedFolder, "media");
  const readMedia = (fileName: string) => readFile(path.join(mediaFolder, path.basename(fileName)));
  for (const page of await loadSeedPages()) await savePage(db, storage, page, readMedia);
  return true;
}
