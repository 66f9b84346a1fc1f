import type { Language } from "@isp/contracts/languages";
import type { NewsContentDetail } from "@isp/contracts/news/get-content";
import type { ListContentsQuery, NewsContent } from "@isp/contracts/news/list-contents";
import { newsImageUrl } from "@isp/contracts/pages/file-urls";
import { imageSources } from "@isp/contracts/pages/image-variants";
import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { newsContents } from "./tables";

type NewsRow = typeof newsContents.$inferSelect;

function toContent(row: NewsRow, language: Language): NewsContent {
  return {
    id: row.id,
    title: pickText(row.title, language) ?? "",
    lead: pickText(row.lead, language) ?? "",
    startDate: row.startDate,
    contentImages: [
      {
        storageFile: { fileName: row.imageFileName },
        url: newsImageUrl(row.id, row.imageFileName),
        alt: pickText(row.imageAlt, language) ?? null,
        width: row.imageWidth,
        height: row.imageHeight,
        sources: imageSources(newsImageUrl(row.id, row.imageFileName), row.imageFileName, row.imageWidth),
      },
    ],
  };
}

function toDetail(row: NewsRow, language: Language): NewsContentDetail {
  return { ...toContent(row, language), body: pickText(row.body, language) ?? "" };
}

/** Published news (start date today or earlier) between the dates asked for, newest first. */
export async function listContents(
  db: Database,
  language: Language,
  { fromDate, toDate, limit, offset }: ListContentsQuery,
  today: string,
): Promise<{ data: NewsContent[]; totalRows: number }> {
  const conditions: SQL[] = [lte(newsContents.startDate, today)];
  if (fromDate) conditions.push(gte(newsContents.startDate, fromDate));
  if (toDate) conditions.push(lte(newsContents.startDate, toDate));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsContents)
      .where(where)
      .orderBy(desc(newsContents.startDate), desc(newsContents.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(newsContents).where(where),
  ]);
  return { data: rows.map((row) => toContent(row, language)), totalRows: total?.value ?? 0 };
}

/** One published news item with its body; null when unknown or not yet published. */
export async function getContent(db: Database, id: number, language: Language, today: string) {
  const [row] = await db
    .select()
    .from(newsContents)
    .where(and(eq(newsContents.id, id), lte(newsContents.startDate, today)));
  return row ? toDetail(row, language) : null;
}

/** The main (featured) item: the newest published one. */
export async function getMainContent(db: Database, language: Language, today: string) {
  const [row] = await db
    .select()
    .from(newsContents)
    .where(lte(newsContents.startDate, today))
    .orderBy(desc(newsContents.startDate), desc(newsContents.id))
    .limit(1);
  return row ? toDetail(row, language) : null;
}

/** The stored image of a news item, if that is its file name. */
export async function findNewsImage(db: Database, id: number, fileName: string) {
  const [row] = await db
    .select({ fileName: newsContents.imageFileName })
    .from(newsContents)
    .where(and(eq(newsContents.id, id), eq(newsContents.imageFileName, fileName)));
  return row ? `news/${id}/${row.fileName}` : null;
}
