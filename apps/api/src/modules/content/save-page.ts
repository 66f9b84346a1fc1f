import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Storage } from "../../storage/storage";
import { sanitizeRichText } from "./sanitize-rich-text";
import type { SeedItem, SeedPage } from "./seed/seed-schemas";
import { pages, type Translations, webPartItems, webParts } from "./tables";
import type { ItemText } from "./web-part-fields";

/** Rich-text fields are sanitised when written, so every reader can render them as they are. */
function sanitizeItemText(text: Translations<ItemText>): Translations<ItemText> {
  return Object.fromEntries(
    Object.entries(text).map(([language, fields]) => [
      language,
      fields && {
        ...fields,
        ...(fields.content ? { content: sanitizeRichText(fields.content) } : {}),
        ...(fields.description ? { description: sanitizeRichText(fields.description) } : {}),
      },
    ]),
  );
}

/** The item's own files by storage folder; absolute URLs (files hosted elsewhere) are not stored. */
function storedFilesOf({ data }: SeedItem): [folder: string, fileName: string][] {
  const files: [string, string | undefined][] = [
    ["images", data.image?.fileName],
    ["images", data.mobileImage?.fileName],
    ["images", data.titleIcon?.fileName],
    ["videos", data.videoUrl],
    ["videos", data.banner?.video],
    ["animations", data.lottieFile],
    ["documents", data.file],
  ];
  return files.flatMap(([folder, fileName]) =>
    fileName && !/^https?:/.test(fileName) ? [[folder, fileName]] : [],
  );
}

/**
 * Replaces a page and its web parts. Item files are read by `readMedia` and stored under the web part
 * they belong to (team photos under their member), where the file URLs of spec §7 find them.
 */
export async function savePage(
  db: Database,
  storage: Storage,
  page: SeedPage,
  readMedia: (fileName: string) => Promise<Buffer>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(pages).where(eq(pages.id, page.id));
    await tx.insert(pages).values({ id: page.id, text: page.text });
    for (const [position, part] of page.webParts.entries()) {
      const [saved] = await tx
        .insert(webParts)
        .values({
          pageId: page.id,
          position,
          type: part.type,
          anchor: part.anchor ?? null,
          backgroundColor: part.backgroundColor ?? null,
          backgroundGradient: part.backgroundGradient ?? null,
          textColor: part.textColor ?? null,
          actionUrl: part.actionUrl ?? null,
          optionTypeId: part.optionType?.id ?? null,
          optionTypeName: part.optionType?.name ?? null,
          text: part.text,
        })
        .returning({ id: webParts.id });
      if (!saved) throw new Error(`Web part of ${page.id} was not saved`);
      for (const [itemPosition, item] of part.items.entries()) {
        await tx.insert(webPartItems).values({
          webPartId: saved.id,
          position: itemPosition,
          data: item.data,
          text: sanitizeItemText(item.text),
        });
        for (const [folder, fileName] of storedFilesOf(item)) {
          await storage.put(`webparts/${saved.id}/${folder}/${fileName}`, await readMedia(fileName));
        }
        const member = item.data.member;
        if (member?.photoFileName) {
          await storage.put(
            `team/${member.id}/${member.photoFileName}`,
            await readMedia(member.photoFileName),
          );
        }
      }
    }
  });
}
