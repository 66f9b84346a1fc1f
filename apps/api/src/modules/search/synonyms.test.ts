import { describe, expect, it } from "vitest";
import { SPELLING_VARIANTS, SYNONYM_GROUPS } from "./search-words";
import { synonymsOf } from "./synonyms";
import { foldCharacters, termOf, tokenizeText } from "./tokenize-text";

describe("synonyms", () => {
  it("lists only words that are one search term, as the segmenter finds them", () => {
    for (const word of SYNONYM_GROUPS.flat()) {
      const language = /[\u1780-\u17ff]/.test(word) ? "km" : /[\u4e00-\u9fff]/.test(word) ? "zh" : "en";
      expect(
        tokenizeText(word, language).map((token) => token.term),
        word,
      ).toEqual([termOf(word)]);
    }
  });

  it("folds each Khmer spelling variant onto the site's spelling, keeping the text's length", () => {
    expect(SPELLING_VARIANTS.length).toBeGreaterThan(0);
    for (const { variant, spelling } of SPELLING_VARIANTS) {
      expect(variant.length, variant).toBe(spelling.length);
      expect(foldCharacters(`ក ${variant} ខ`), variant).toBe(`ក ${spelling} ខ`);
      expect(tokenizeText(variant, "km").map((token) => token.term)).toEqual([termOf(spelling)]);
    }
  });

  it("answers the other words of a term's group", () => {
    expect(synonymsOf(termOf("jobs"))).toEqual(expect.arrayContaining(["vacancy", "career"]));
    expect(synonymsOf("应聘")).toContain("招聘");
    expect(synonymsOf("router")).toEqual([]);
  });
});
