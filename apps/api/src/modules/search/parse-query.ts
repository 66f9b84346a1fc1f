import type { Language } from "@isp/contracts/languages";
import { synonymsOf } from "./synonyms";
import { foldCharacters, termOf, tokenizeText } from "./tokenize-text";

// Words too common to say what a query is about ("how do I pay my bill" is about paying a bill).
// They are dropped from a query that has other words; the index keeps them.
const STOPWORDS = new Set(
  [
    // English
    ..."a an and are at be by can do does for from how i in is it me my of on or our that the this to we what when where which why with you your".split(
      " ",
    ),
    // Khmer: conjunctions, prepositions, pronouns, question words, and ការ that makes verbs nouns
    ..."និង នៃ ដែល ជា នៅ ក្នុង សម្រាប់ របស់ ពី បាន មាន ទៅ ដល់ ឬ ការ តើ ខ្ញុំ អ្នក យើង ដោយ លើ តាម ជាមួយ ហើយ ទេ ដែរ អ្វី របៀប របៀបណា ដូចម្ដេច ណា ឬទេ នេះ នោះ ក៏ ត្រូវ ឱ្យ ដើម្បី".split(
      " ",
    ),
    // Chinese
    ..."的 了 和 与 及 或 是 在 我 我的 你 您 吗 呢 吧 怎么 怎样 如何 什么 哪里 哪 为什么 可以 能".split(" "),
  ].map(termOf),
);

const KHMER = /[\u1780-\u17ff\u19e0-\u19ff]/;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const LATIN = /[a-z]/i;
const DIGITS = /^\d+$/;

/** The language a text is written in, by its script: what a query finds when the visitor's has nothing. */
export function scriptLanguageOf(text: string): Language | null {
  if (KHMER.test(text)) return "km";
  if (HAN.test(text)) return "zh";
  if (LATIN.test(text)) return "en";
  return null;
}

/** A term as tsquery text: quoted, with quotes and backslashes escaped. */
export function quoteLexeme(term: string): string {
  return `'${term.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

export type ParsedQuery = {
  /** The terms to look for, stopwords dropped when other terms remain. */
  terms: string[];
  /** For each term, a tsquery text of it and its synonyms (the last one also as a prefix). */
  termQueries: string[];
  /** The same, found only in titles (weight A): a title says what a document is about. */
  titleTermQueries: string[];
  /** The same, found in titles, headings and names (weights A and B). */
  headingTermQueries: string[];
  /** Other words for those terms (synonyms.ts), found as well. */
  synonyms: string[];
  /** The last term, matched as a prefix ("rout" finds "router"); null when too short or a number. */
  prefixTerm: string | null;
  /** Every term (tsquery text). */
  allTermsQuery: string;
  /** Any term (tsquery text), for when no document has them all. */
  anyTermQuery: string;
  /**
   * The query's space-separated parts, folded, when it is written in Khmer or Chinese: a document
   * containing all of them as text matches too, in case the dictionary split a word differently there.
   */
  substrings: string[];
  /** The whole query folded, to favour titles that contain it as typed. */
  folded: string;
};

// A Khmer consonant alone, which is what the segmenter leaves of a word it does not know (អ៊ីនធឺណែត
// before its spelling was listed gave អ៊ី ន ធឺ ណែ ត): it would match nearly every Khmer text. With the
// sign that puts the next consonant under it (ក្), it is an unfinished cluster, no word either.
const LONE_KHMER_CONSONANT = /^[\u1780-\u17a2]\u17d2?$/;

// Letters a typed part needs to say something: Khmer consonants and independent vowels (not the signs
// around them), Latin letters and digits. One of them alone, or signs alone (្), is in nearly every text.
const PART_LETTER = /[\u1780-\u17b3a-z0-9]/g;

/** Whether a typed part is worth looking for as text: a Han character, or two letters at least. */
function isTellingPart(part: string): boolean {
  return HAN.test(part) || (part.match(PART_LETTER)?.length ?? 0) >= 2;
}

/** Whether a term may stand for longer words: not numbers, and not one or two Latin letters. */
function isPrefixable(term: string): boolean {
  if (DIGITS.test(term)) return false;
  return HAN.test(term) || term.length >= 3;
}

/** Turns what a visitor typed into terms the same way documents are indexed; null when it has no words. */
export function parseQuery(query: string, language: Language): ParsedQuery | null {
  const tokens = tokenizeText(query, scriptLanguageOf(query) ?? language, { hyphenated: "replace" });
  const allTerms = [...new Set(tokens.map((token) => token.term))].filter(
    (term) => !LONE_KHMER_CONSONANT.test(term),
  );
  if (allTerms.length === 0) return null;
  const meaningful = allTerms.filter((term) => !STOPWORDS.has(term));
  const terms = meaningful.length > 0 ? meaningful : allTerms;
  const lastTerm = terms.at(-1) as string;
  const prefixTerm = isPrefixable(lastTerm) ? lastTerm : null;
  // A term with its synonyms, the last one also as a prefix; `weight` "A" finds it in titles only,
  // "AB" in titles and headings.
  const lexemesOf = (term: string, weight: "" | "A" | "AB") => {
    const lexeme = (word: string, isPrefix: boolean) =>
      isPrefix || weight ? `${quoteLexeme(word)}:${isPrefix ? "*" : ""}${weight}` : quoteLexeme(word);
    const all = [lexeme(term, term === prefixTerm), ...synonymsOf(term).map((other) => lexeme(other, false))];
    return all.length > 1 ? `(${all.join(" | ")})` : (all[0] as string);
  };
  const lexemes = terms.map((term) => lexemesOf(term, ""));
  const folded = foldCharacters(query).replace(/\s+/g, " ").trim();
  return {
    terms,
    termQueries: lexemes,
    titleTermQueries: terms.map((term) => lexemesOf(term, "A")),
    headingTermQueries: terms.map((term) => lexemesOf(term, "AB")),
    synonyms: terms.flatMap(synonymsOf),
    prefixTerm,
    allTermsQuery: lexemes.join(" & "),
    anyTermQuery: lexemes.join(" | "),
    substrings: KHMER.test(query) || HAN.test(query) ? folded.split(" ").filter(isTellingPart) : [],
    folded,
  };
}
