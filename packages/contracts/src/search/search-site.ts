import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { LanguageSchema } from "../languages";
import { maxValue, minValue, requiredText } from "../validation/rules";

/** What a result is; the web shows it as a badge. Products are the offers on content pages and devices. */
export const SEARCH_KINDS = ["page", "product", "faq", "news", "vacancy"] as const;
export const SearchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKindSchema>;

/** Longest query accepted: a question typed in full fits; longer input is not a search. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results per page of the search screen. */
export const SEARCH_PAGE_SIZE = 10;
const MAX_LIMIT = 50;
/** Deep pages of a search are never read; the cap keeps each call cheap. */
export const SEARCH_MAX_OFFSET = 1000;

/** GET admin-api/api/v1/search?q=&limit=&offset= (spec §7 "GET search with params"). */
export const SearchQuerySchema = z.object({
  q: requiredText(SEARCH_QUERY_MAX_LENGTH),
  limit: z.coerce
    .number<number>()
    .int()
    .min(1, minValue(1))
    .max(MAX_LIMIT, maxValue(MAX_LIMIT))
    .default(SEARCH_PAGE_SIZE),
  offset: z.coerce
    .number<number>()
    .int()
    .min(0, minValue(0))
    .max(SEARCH_MAX_OFFSET, maxValue(SEARCH_MAX_OFFSET))
    .default(0),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * Where a result leads, as ids: the web app turns them into its own paths (its route table knows
 * which path shows a page), so no path is written twice.
 */
export const SearchTargetSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("page"), pageId: z.string(), anchor: z.string().nullable() }),
  z.object({ type: z.literal("faq"), questionId: z.number().int() }),
  z.object({ type: z.literal("news"), contentId: z.number().int() }),
  z.object({ type: z.literal("vacancy"), vacancyId: z.number().int() }),
  z.object({ type: z.literal("device"), webPartId: z.number().int(), deviceId: z.number().int() }),
]);
export type SearchTarget = z.infer<typeof SearchTargetSchema>;

/** A piece of a snippet; matched words have `isMatch`. Plain text, so no markup can be injected. */
export const SnippetPartSchema = z.object({ text: z.string(), isMatch: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPartSchema>;

export const SearchResultSchema = z.object({
  /** Stable across searches and languages: the kind and the found thing's own id. */
  id: z.string(),
  kind: SearchKindSchema,
  title: z.string(),
  /** Where the result sits: the page of a product, the category of a question, a vacancy's place, a news date. */
  context: z.string().nullable(),
  snippet: z.array(SnippetPartSchema),
  target: SearchTargetSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  data: z.array(SearchResultSchema),
  totalRows: z.number().int(),
  /**
   * The language of the results: the caller's, or the one the query is written in when only that one
   * has matches (English product names typed on the Khmer site).
   */
  language: LanguageSchema,
  /** True when no result has every word, so these match only some of them. */
  isPartialMatch: z.boolean(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const SearchSiteCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "search",
  tag: "search",
  summary: "Pages, products, FAQ, news and vacancies matching q, best first, in the Accept-Language language",
  query: SearchQuerySchema,
  responses: { 200: SearchResponseSchema, 429: ErrorResponseSchema },
});
