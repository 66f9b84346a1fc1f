import { readFileSync } from "node:fs";
import { LanguageSchema } from "@isp/contracts/languages";
import { SearchKindSchema, type SearchResult } from "@isp/contracts/search/search-site";
import { z } from "zod";

/**
 * A result a visitor would be glad to see first: a document by its id ("faq:6", "page:Careers"), or
 * one of a kind by its title or context (as typed, or a pattern).
 */
const WantedSchema = z.union([
  z.string().regex(/^[a-z]+:[\w-]+$/),
  z.strictObject({
    kind: SearchKindSchema,
    title: z.string().optional(),
    titlePattern: z.string().optional(),
    context: z.string().optional(),
    contextPattern: z.string().optional(),
  }),
]);
type Wanted = z.infer<typeof WantedSchema>;

const RelevanceCaseSchema = z.strictObject({
  language: LanguageSchema,
  q: z.string().min(1),
  want: z.array(WantedSchema).min(1),
});
export type RelevanceCase = z.infer<typeof RelevanceCaseSchema>;

/**
 * Realistic queries over the seeded content in the three languages (relevance-queries.json), each with
 * the results a visitor would be glad to see first. The relevance test and `npm run bench` both use them.
 */
export function loadRelevanceCases(): RelevanceCase[] {
  const file = new URL("./relevance-queries.json", import.meta.url);
  return z.array(RelevanceCaseSchema).parse(JSON.parse(readFileSync(file, "utf8")));
}

function fits(value: string | null, exact: string | undefined, pattern: string | undefined): boolean {
  if (exact !== undefined && value !== exact) return false;
  return pattern === undefined || new RegExp(pattern).test(value ?? "");
}

function isWanted(result: SearchResult, wanted: Wanted): boolean {
  if (typeof wanted === "string") return result.id === wanted;
  return (
    result.kind === wanted.kind &&
    fits(result.title, wanted.title, wanted.titlePattern) &&
    fits(result.context, wanted.context, wanted.contextPattern)
  );
}

/** Where the first wanted result stands (1 = first), or null when none of `results` is wanted. */
export function rankOfWanted(results: SearchResult[], relevanceCase: RelevanceCase): number | null {
  const index = results.findIndex((result) => relevanceCase.want.some((wanted) => isWanted(result, wanted)));
  return index === -1 ? null : index + 1;
}
