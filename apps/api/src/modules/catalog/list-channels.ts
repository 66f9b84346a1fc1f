import type { Channel, ListChannelsQuery } from "@isp/contracts/channels/list-channels";
import type { Language } from "@isp/contracts/languages";
import { and, arrayContains, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { channels } from "./tables";

/** The TV line-up by channel number, optionally in one broadcast language or one package. */
export async function listChannels(
  db: Database,
  language: Language,
  query: ListChannelsQuery,
): Promise<Channel[]> {
  const conditions: SQL[] = [];
  if (query.language) conditions.push(eq(channels.language, query.language));
  if (query.package) conditions.push(arrayContains(channels.packages, [query.package]));
  const rows = await db
    .select()
    .from(channels)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(channels.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    category: row.category as Channel["category"],
    language: row.language as Channel["language"],
    isHd: row.isHd,
    description: pickText(row.description, language) ?? "",
    packages: row.packages as Channel["packages"],
  }));
}
