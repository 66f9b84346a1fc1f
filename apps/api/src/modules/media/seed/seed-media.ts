import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../../../db/client";
import type { Storage } from "../../../storage/storage";
import { addDays } from "../../../time/cambodia-date";
import { sanitizeRichText } from "../../content/sanitize-rich-text";
import { newsContents } from "../tables";
import { NEWS } from "./news";

const mediaFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "media");
const NEWS_IMAGE = { width: 1600, height: 840 };

/**
 * Seeds the news when there is none, dated back from `today`, storing each image where
 * contents/{id}/{fileName} serves it.
 */
export async function seedMedia(db: Database, storage: Storage, today: string): Promise<boolean> {
  if ((await db.select({ id: newsContents.id }).from(newsContents).limit(1)).length > 0) return false;
  for (const news of NEWS) {
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
      await readFile(path.join(mediaFolder, path.basename(news.imageFileName))),
    );
  }
  return true;
}
