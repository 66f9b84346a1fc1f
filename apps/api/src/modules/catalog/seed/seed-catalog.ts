import { CHANNEL_CATEGORIES, CHANNEL_LANGUAGES, TV_PACKAGES } from "@isp/contracts/channels/list-channels";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { buildTranslationsSchema } from "../../../i18n/translations";
import { channels } from "../tables";

/** channels.json: the TV line-up; `language` is the one a channel broadcasts in, `packages` those that hold it. */
const SeedChannelsFileSchema = z.array(
  z.strictObject({
    number: z.number().int().positive(),
    name: z.string().min(1),
    category: z.enum(CHANNEL_CATEGORIES),
    language: z.enum(CHANNEL_LANGUAGES),
    isHd: z.boolean(),
    description: buildTranslationsSchema(z.string().min(1)),
    packages: z.array(z.enum(TV_PACKAGES)).min(1),
  }),
);

/** The TV line-up of a fresh install, from channels.json in `folder`. */
export function loadSeedChannels(folder = seedFolderOf(import.meta.url)) {
  return readSeedFile(folder, "channels.json", SeedChannelsFileSchema);
}

/** Seeds the TV line-up when it is empty. */
export async function seedCatalog(db: Database): Promise<boolean> {
  if ((await db.select({ id: channels.id }).from(channels).limit(1)).length > 0) return false;
  await db.insert(channels).values(await loadSeedChannels());
  return true;
}
