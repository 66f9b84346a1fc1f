import type { Language } from "@isp/contracts/languages";
import type { SnippetPart } from "@isp/contracts/search/search-site";
import type { ParsedQuery } from "./parse-query";
import { foldCharacters, type Token, tokenizeText } from "./tokenize-text";

type Range = { start: number; end: number; key: string };

// About two lines of text on a phone. Khmer spends more code units per letter (vowel signs and
// subscripts) and Chinese fewer letters per idea.
const SNIPPET_LENGTH: Record<Language, number> = { en: 200, km: 180, zh: 90 };
// How much text to show before the first match, as a share of the snippet.
const LEAD_SHARE = 0.25;
const MAX_RANGES = 300;
// Documents' words, kept between searches: the texts change only when the index is rebuilt, and
// segmenting and folding a long Khmer page takes milliseconds. Bounded (a few pages per result, three
// languages).
const MAX_INDEXED_TEXTS = 3000;
const indexedTexts = new Map<string, IndexedText>();

/** A text's words, where each term occurs, and the text folded (as long as the text: same offsets). */
type IndexedText = { tokens: Token[]; occurrences: Map<string, Token[]>; folded: string };

function indexedTextOf(text: string, language: Language): IndexedText {
  const key = `${language}\n${text}`;
  let indexed = indexedTexts.get(key);
  if (!indexed) {
    if (indexedTexts.size >= MAX_INDEXED_TEXTS) indexedTexts.clear();
    const tokens = tokenizeText(text, language);
    const occurrences = new Map<string, Token[]>();
    for (const token of tokens) {
      const found = occurrences.get(token.term);
      if (found) found.push(token);
      else occurrences.set(token.term, [token]);
    }
    indexed = { tokens, occurrences, folded: foldCharacters(text) };
    indexedTexts.set(key, indexed);
  }
  return indexed;
}

/** Where the query's words occur in a text: whole words (prefix for the last term) and typed substrings. */
function findMatches({ occurrences, folded }: IndexedText, query: ParsedQuery): Range[] {
  const terms = new Set([...query.terms, ...query.synonyms]);
  const ranges: Range[] = [];
  for (const [term, tokens] of occurrences) {
    if (terms.has(term) || (query.prefixTerm && term.startsWith(query.prefixTerm))) {
      for (const token of tokens) ranges.push({ start: token.start, end: token.end, key: term });
    }
  }
  for (const part of query.substrings) {
    for (
      let at = folded.indexOf(part);
      at >= 0 && ranges.length < MAX_RANGES;
      at = folded.indexOf(part, at + 1)
    ) {
      ranges.push({ start: at, end: at + part.length, key: part });
    }
  }
  return mergeRanges(ranges);
}

/** Sorted ranges with overlapping ones joined (a hyphenated word and its halves, a substring and its words). */
function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ ...range });
    }
    if (merged.length >= MAX_RANGES) break;
  }
  return merged;
}

/** The window of `length` that shows the most different matched words, then the most matches. */
function bestWindow(ranges: Range[], length: number): { start: number; end: number } | null {
  let best: { start: number; distinct: number; count: number } | null = null;
  for (const [index, first] of ranges.entries()) {
    const keys = new Set<string>();
    let count = 0;
    for (const range of ranges.slice(index)) {
      if (range.end > first.start + length) break;
      keys.add(range.key);
      count++;
    }
    if (!best || keys.size > best.distinct || (keys.size === best.distinct && count > best.count)) {
      best = { start: first.start, distinct: keys.size, count };
    }
  }
  return best ? { start: best.start, end: best.start + length } : null;
}

/** Moves the start of a cut to the start of a line or word (Khmer and Chinese have no spaces to go by). */
function snapStart(text: string, tokens: Token[], position: number, firstMatch: number): number {
  if (position <= 0) return 0;
  const lineStart = text.lastIndexOf("\n", firstMatch - 1) + 1;
  if (lineStart >= position) return lineStart;
  const word = tokens.find((token) => token.start >= position);
  return word && word.start <= firstMatch ? word.start : firstMatch;
}

/** Moves the end of a cut back to the end of a word, keeping the last match. */
function snapEnd(text: string, tokens: Token[], position: number, lastMatchEnd: number): number {
  if (position >= text.length) return text.length;
  let end = lastMatchEnd;
  for (const token of tokens) {
    if (token.end > position) break;
    if (token.end > end) end = token.end;
  }
  return end;
}

/**
 * A short extract of a document's text around its best match, with the matched words marked. It is
 * cut from the original text (not the folded terms), so it reads as written. Returns where the
 * first shown match is (null when the text has none), to link to the section holding it.
 */
export function makeSnippet(
  text: string,
  language: Language,
  query: ParsedQuery,
): { parts: SnippetPart[]; matchStart: number | null } {
  const length = SNIPPET_LENGTH[language];
  const indexed = indexedTextOf(text, language);
  const { tokens } = indexed;
  const ranges = findMatches(indexed, query);
  const window = bestWindow(ranges, length);
  let start = 0;
  let end = Math.min(text.length, length);
  if (window) {
    const firstMatch = window.start;
    const shown = ranges.filter((range) => range.start >= firstMatch && range.end <= window.end);
    const lastMatchEnd = shown.at(-1)?.end ?? firstMatch;
    start = snapStart(text, tokens, firstMatch - Math.round(length * LEAD_SHARE), firstMatch);
    end = snapEnd(text, tokens, start + length, lastMatchEnd);
  } else {
    end = snapEnd(text, tokens, end, 0);
  }
  const parts: SnippetPart[] = [];
  const push = (piece: string, isMatch: boolean) => {
    // The body keeps one part of the document per line; a snippet reads them as one run.
    const clean = piece.replace(/\n+/g, " · ");
    if (clean) parts.push({ text: clean, isMatch });
  };
  if (start > 0) push("… ", false);
  let at = start;
  for (const range of ranges) {
    if (range.start < start || range.end > end) continue;
    push(text.slice(at, range.start), false);
    push(text.slice(range.start, range.end), true);
    at = range.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(" …", false);
  const firstShown = ranges.find((range) => range.start >= start && range.end <= end);
  return { parts: mergeText(parts), matchStart: firstShown?.start ?? null };
}

/** Joins neighbouring parts of the same kind ("… " and the text after it). */
function mergeText(parts: SnippetPart[]): SnippetPart[] {
  const merged: SnippetPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && last.isMatch === part.isMatch) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
