import type { SearchTarget } from "@isp/contracts/search/search-site";
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/** A tsvector, written as its text form (terms with positions and weights, built by the indexer). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Where a section of a page's text starts, and the anchor a result whose match is there leads to. */
export type SearchSection = { start: number; anchor: string };

/** The site-search index: one row per thing to find and language, rebuilt from the modules' documents. */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    refId: text("ref_id").notNull(),
    language: text("language").notNull(),
    title: text("title").notNull(),
    context: text("context"),
    /** Plain text of the parts, one per line: snippets are cut from it. */
    body: text("body").notNull(),
    sections: jsonb("sections").$type<SearchSection[]>().notNull(),
    target: jsonb("target").$type<SearchTarget>().notNull(),
    /** Title and body with case and look-alike spellings folded, for substring matching. */
    foldedTitle: text("folded_title").notNull(),
    foldedBody: text("folded_body").notNull(),
    /**
     * Segmented, folded terms: title weighted A, headings B, body C. Stored uncompressed (migration
     * 0018): every search reads it.
     */
    vector: tsvector("vector").notNull(),
    visibleFrom: date("visible_from", { mode: "string" }),
    visibleUntil: date("visible_until", { mode: "string" }),
  },
  (table) => [
    unique("search_documents_ref").on(table.kind, table.refId, table.language),
    index("search_documents_vector").using("gin", table.vector),
    index("search_documents_language").on(table.language),
  ],
);

/** One row: what the index was built from, so a start-up can tell whether it must be rebuilt. */
export const searchIndexState = pgTable("search_index_state", {
  id: integer("id").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  documents: integer("documents").notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull(),
});
