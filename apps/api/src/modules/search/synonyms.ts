import { SYNONYM_GROUPS } from "./search-words";
import { termOf } from "./tokenize-text";

const SYNONYMS = new Map<string, string[]>(
  SYNONYM_GROUPS.flatMap((group) => {
    const terms = group.map(termOf);
    return terms.map((term) => [term, terms.filter((other) => other !== term)]);
  }),
);

/** The other terms that mean what this one means (search-words.json; none for most). */
export function synonymsOf(term: string): string[] {
  return SYNONYMS.get(term) ?? [];
}
