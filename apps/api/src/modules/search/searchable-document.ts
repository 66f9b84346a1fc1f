import type { Language } from "@isp/contracts/languages";
import type { SearchKind, SearchTarget } from "@isp/contracts/search/search-site";

/**
 * A piece of a document's text. `weight` "B" is for headings, names and prices (ranked above body
 * text, "C"); `isRichText` marks sanitised HTML; `anchor` is the section of the page it sits in.
 */
export type SearchablePart = {
  text: string | null | undefined;
  weight?: "B" | "C";
  isRichText?: boolean;
  anchor?: string;
};

/**
 * What a module offers the search index: one thing a visitor can land on, in one language. Modules list
 * theirs with a `listSearchableDocuments(db)` function; the search module never reads their tables.
 */
export type SearchableDocument = {
  kind: SearchKind;
  /** Unique within the kind (a page id, an item id…), the same in every language. */
  refId: string;
  language: Language;
  title: string;
  /** A short line shown with the result, and indexed as a heading: the page of a product, a question's category… */
  context: string | null;
  parts: SearchablePart[];
  /** Words that say what it is without being written on it ("price" for an offer with a price). */
  keywords?: string[];
  target: SearchTarget;
  /** Found only from this day (news start dates), YYYY-MM-DD. */
  visibleFrom?: string;
  /** Found only until this day (vacancy closing dates), YYYY-MM-DD. */
  visibleUntil?: string;
};
