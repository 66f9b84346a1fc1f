import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { buildTranslationsSchema } from "../../../i18n/translations";
import type { Storage } from "../../../storage/storage";
import { addDays } from "../../../time/cambodia-date";
import { sanitizeRichText } from "../../content/sanitize-rich-text";
import { cameras, newsContents } from "../tables";

const seedFolder = seedFolderOf(import.meta.url);
const NEWS_IMAGE = { width: 1600, height: 840 };

const TextSchema = buildTranslationsSchema(z.string().min(1));

/** news.json: news and media items, oldest first; `body` is rich text. */
const SeedNewsFileSchema = z.array(
  z.strictObject({
    /** Publication date, counted back from the day the database is seeded. */
    publishedDaysAgo: z.number().int().nonnegative(),
    title: TextSchema,
    lead: TextSchema,
    body: TextSchema,
    /** A 1600x840 JPEG in ./media. */
    imageFileName: z.string().min(1),
    imageAlt: TextSchema,
  }),
);

/** The news of a fresh install, from news.json in `folder`. */
export function loadSeedNews(folder = seedFolder) {
  return readSeedFile(folder, "news.json", SeedNewsFileSchema);
}

/**
 * Seeds the news when there is none, dated back from `today`, storing each image where
 * contents/{id}/{fileName} serves it.
 */
export async function seedMedia(db: Database, storage: Storage, today: string): Promise<boolean> {
  if ((await db.select({ id: newsContents.id }).from(newsContents).limit(1)).length > 0) return false;
  for (const news of await loadSeedNews()) {
    const body = Object.fromEntries(
      Object.entries(news.body).map(([language, html]) => [language, sanitizeRichText(html ?? "")]),
    );
    const [saved] = await db
      .insert(newsContents)
      .values({
        startDate: addDays(today, -news.publishedDaysAgo),
        title: news.title,
        lead: news.lead,
        body,
        imageFileName: news.imageFileName,
        imageWidth: NEWS_IMAGE.width,
        imageHeight: NEWS_IMAGE.height,
        imageAlt: news.imageAlt,
      })
      .returning({ id: newsContents.id });
    if (!saved) throw new Error(`News ${news.title.en} was not saved`);
    await storage.put(
      `news/${saved.id}/${news.imageFileName}`,
      await readFile(path.join(seedFolder, "media", path.basename(news.imageFileName))),
    );
  }
  return true;
}

/** cameras.json: the shared traffic cameras; the live ones play the sample stream in ./cameras. */
const SeedCamerasFileSchema = z.array(
  z.strictObject({
    id: z.number().int().positive(),
    name: TextSchema,
    location: TextSchema,
    latitude: z.number().min(9.5).max(14.7),
    longitude: z.number().min(102.3).max(107.7),
    isLive: z.boolean(),
    stillFileName: z.string().regex(/^[\w.-]+\.jpg$/),
  }),
);

function loadSeedCameras(folder = seedFolder) {
  return readSeedFile(folder, "cameras.json", SeedCamerasFileSchema);
}

/** The sample HLS recording (6 s, 640×360, H.264 baseline) that every seeded live camera plays. */
const SAMPLE_STREAM_FILES = [
  "stream.m3u8",
  "stream-init.mp4",
  "stream-0.m4s",
  "stream-1.m4s",
  "stream-2.m4s",
];

/** Seeds the traffic cameras when there are none, storing each still and live stream under cameras/{id}/. */
export async function seedCameras(db: Database, storage: Storage): Promise<boolean> {
  if ((await db.select({ id: cameras.id }).from(cameras).limit(1)).length > 0) return false;
  const seedCameras = await loadSeedCameras();
  const read = (fileName: string) => readFile(path.join(seedFolder, "cameras", fileName));
  for (const camera of seedCameras) {
    await storage.put(`cameras/${camera.id}/${camera.stillFileName}`, await read(camera.stillFileName));
    if (!camera.isLive) continue;
    for (const fileName of SAMPLE_STREAM_FILES) {
      await storage.put(`cameras/${camera.id}/${fileName}`, await read(fileName));
    }
  }
  await db.insert(cameras).values(seedCameras.map((camera, position) => ({ ...camera, position })));
  return true;
}
