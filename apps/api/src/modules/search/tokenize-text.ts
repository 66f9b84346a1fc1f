import type { Language } from "@isp/contracts/languages";
import { SPELLING_VARIANTS } from "./search-words";

/** A word of a text: its search term and where it sits in the original text (UTF-16 offsets). */
export type Token = { term: string; start: number; end: number };

const KHMER_DIGIT_ZERO = 0x17e0;
const FULLWIDTH_START = 0xff01;
const FULLWIDTH_END = 0xff5e;
const FULLWIDTH_OFFSET = 0xff01 - 0x21;
const COENG = "\u17d2";
// Vowel signs written above a letter: before them, the vowel sign U (ុ) is typed for the look-alike
// TRIISAP (៊), as in អុីនធឺណិត for អ៊ីនធឺណិត.
const UPPER_VOWEL = /[\u17b7-\u17ba\u17be]/;
const ZERO_WIDTH = /\u00ad|\u200c|\u200d|\u2060|\ufeff/g;
const LATIN_WORD = /^[a-z][a-z']*$/;

/**
 * Folds the spellings people mix up onto one, without changing the text's length (so offsets into
 * the folded text are offsets into the original):
 * - case; full-width Latin letters and digits (typed with Chinese input methods);
 * - Khmer digits (៣០ = 30);
 * - Khmer subscript DA and TA (្ដ / ្ត), which look alike and are both in common use (បណ្ដាញ, បណ្តាញ);
 * - the two letters QOO (ឲ / ឱ) of ឲ្យ / ឱ្យ; the vowel sign U typed for TRIISAP before an upper vowel;
 * - curly apostrophes and the zero-width space some Khmer keyboards put between words;
 * - Khmer words people spell in several ways (អ៊ីនធើណិត, អ៊ីនធឺណែត for អ៊ីនធឺណិត; search-words.json).
 */
export function foldCharacters(text: string): string {
  let folded = foldEachCharacter(text);
  for (const { variant, spelling } of SPELLING_VARIANTS) {
    if (folded.includes(variant)) folded = folded.replaceAll(variant, spelling);
  }
  return folded;
}

function foldEachCharacter(text: string): string {
  let folded = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    const code = char.charCodeAt(0);
    if (code >= KHMER_DIGIT_ZERO && code <= KHMER_DIGIT_ZERO + 9) {
      folded += String.fromCharCode(0x30 + code - KHMER_DIGIT_ZERO);
    } else if (code >= FULLWIDTH_START && code <= FULLWIDTH_END) {
      folded += String.fromCharCode(code - FULLWIDTH_OFFSET).toLowerCase();
    } else if (char === "\u178a" && text[index - 1] === COENG) {
      folded += "\u178f";
    } else if (char === "\u17b2") {
      folded += "\u17b1";
    } else if (char === "\u17bb" && UPPER_VOWEL.test(text[index + 1] ?? "")) {
      folded += "\u17ca";
    } else if (char === "\u2019" || char === "\u2018") {
      folded += "'";
    } else if (char === "\u200b" || char === "\u3000") {
      folded += " ";
    } else {
      const lower = char.toLowerCase();
      folded += lower.length === 1 ? lower : char;
    }
  }
  return folded;
}

// British spellings used in the content next to the American ones people type (and the reverse).
const SPELLINGS: Record<string, string> = {
  centre: "center",
  fibre: "fiber",
  colour: "color",
  programme: "program",
  licence: "license",
  organisation: "organization",
  catalogue: "catalog",
};

// Plural-looking words that are not plurals.
const INVARIANT = new Set(["news", "series", "always", "perhaps", "across", "address", "business", "access"]);

/**
 * Harman's "S" stemmer (1991) for English words: plurals and possessives meet their singular
 * ("plans" finds "plan", "companies" finds "company"), nothing more aggressive. Words in -is
 * (this, analysis) are left alone too.
 */
function stemEnglish(word: string): string {
  let stem = word.replace(/'s?$/, "");
  if (stem.length > 3 && !INVARIANT.has(stem)) {
    if (/[^ae]ies$/.test(stem)) stem = `${stem.slice(0, -3)}y`;
    else if (/[^aeo]es$/.test(stem)) stem = stem.slice(0, -1);
    else if (/[^uis]s$/.test(stem)) stem = stem.slice(0, -1);
  }
  return SPELLINGS[stem] ?? stem;
}

/** The search term of a word as it appears in a text or a query. */
export function termOf(word: string): string {
  const folded = foldCharacters(word.normalize("NFKC")).replace(ZERO_WIDTH, "");
  return LATIN_WORD.test(folded) ? stemEnglish(folded) : folded;
}

const segmenters = new Map<Language, Intl.Segmenter>();

function segmenterFor(language: Language): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

// A word starts with a letter or digit; modifier letters such as the Khmer repetition sign ៗ are not words.
const ALPHANUMERIC = /^(?!\p{Lm})[\p{L}\p{N}]/u;
// ការ turns a Khmer verb into a noun (ដំឡើង install, ការដំឡើង installation); the dictionary keeps
// some such nouns as one word, which a visitor typing the verb would otherwise not find. Words of one
// short syllable after ការ are words of their own (ការងារ work, ការពារ protect), not verbs made nouns.
const KHMER_NOMINALISER = "ការ";
const KHMER_VERB = /^[\u1780-\u17b3][\u1780-\u17dd]{3,}$/;
const LATIN_OR_DIGIT = /^[a-z0-9]+$/i;

/**
 * The words of a text with their terms. Khmer and Chinese are written without spaces between words,
 * so words are found with ICU's dictionary segmentation (`Intl.Segmenter`), which handles every script.
 *
 * Words joined by a hyphen (Wi-Fi, e-mail) also give their joined form ("wifi"), spanning both, so
 * either spelling finds the other. A Khmer noun made with ការ also gives the verb it is made of.
 * `hyphenated: "replace"` keeps only the joined form and only the verb: a query for "Wi-Fi" then
 * asks for one word rather than two, and ការដំឡើង for what both the noun and the verb are indexed as.
 */
export function tokenizeText(
  text: string,
  language: Language,
  { hyphenated = "add" }: { hyphenated?: "add" | "replace" } = {},
): Token[] {
  const tokens: Token[] = [];
  let previous: Token | undefined;
  let previousWord = "";
  // Segmenting the folded text finds the same words in either spelling; folding keeps every offset.
  const folded = foldCharacters(text);
  for (const { segment, index, isWordLike } of segmenterFor(language).segment(folded)) {
    if (!isWordLike || !ALPHANUMERIC.test(segment)) continue;
    const term = termOf(segment);
    if (!term) continue;
    const token = { term, start: index, end: index + segment.length };
    const verb = term.slice(KHMER_NOMINALISER.length);
    if (term.startsWith(KHMER_NOMINALISER) && KHMER_VERB.test(verb)) {
      const verbToken = { ...token, term: verb };
      if (hyphenated === "replace") {
        tokens.push(verbToken);
        previous = undefined;
        continue;
      }
      tokens.push(verbToken);
    }
    const isJoined =
      previous !== undefined &&
      previous.end + 1 === index &&
      folded[previous.end] === "-" &&
      LATIN_OR_DIGIT.test(previousWord) &&
      LATIN_OR_DIGIT.test(segment);
    if (isJoined && previous) {
      const joined = { term: termOf(previousWord + segment), start: previous.start, end: token.end };
      if (hyphenated === "replace") {
        tokens[tokens.length - 1] = joined;
        previous = undefined;
        continue;
      }
      tokens.push(joined);
    }
    tokens.push(token);
    previous = token;
    previousWord = segment;
  }
  return tokens;
}
