import { readFileSync } from "node:fs";
import { LanguageSchema } from "@isp/contracts/languages";
import { z } from "zod";

const SearchWordsSchema = z.object({
  synonyms: z.record(LanguageSchema, z.array(z.array(z.string().min(1)).min(2))),
  spellings: z.record(z.string().min(1), z.array(z.string().min(1))),
});

/**
 * The words of search-words.json, kept by the content team: what visitors type for what the site says.
 * Read once at start-up; a malformed file stops the server rather than searching without it.
 */
const words = SearchWordsSchema.parse(
  JSON.parse(readFileSync(new URL("./search-words.json", import.meta.url), "utf8")),
);

/** Groups of words that find each other, over all languages (each word one search term). */
export const SYNONYM_GROUPS: readonly string[][] = Object.values(words.synonyms).flat();

/** Other spellings of a word, each with the one the site uses; both are the same length. */
export const SPELLING_VARIANTS: ReadonlyArray<{ variant: string; spelling: string }> = Object.entries(
  words.spellings,
).flatMap(([spelling, variants]) => variants.map((variant) => ({ variant, spelling })));
