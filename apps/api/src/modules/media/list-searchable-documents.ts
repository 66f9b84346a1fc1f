import { LANGUAGES } from "@isp/contracts/languages";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import type { SearchableDocument } from "../search/searchable-document";
import { newsContents } from "./tables";

/** News items for the site search, in every language; each is found from its start date on. */
export async function listSearchableDocuments(db: Database): Promise<SearchableDocument[]> {
  const rows = await db.select().from(newsContents).orderBy(asc(newsContents.id));
  return LANGUAGES.flatMap((language) =>
    rows.map(
      (row): SearchableDocument => ({
        kind: "news",
        refId: String(row.id),
        language,
        title: pickText(row.title, language) ?? "",
        context: row.startDate,
        parts: [
          { text: pickText(row.lead, language), weight: "B" },
          { text: pickText(row.body, language), isRichText: true },
        ],
        target: { type: "news", contentId: row.id },
        visibleFrom: row.startDate,
      }),
    ),
  );
}
