import { describe, expect, it } from "vitest";
import { SYNONYM_GROUPS, synonymsOf } from "./synonyms";
import { termOf, tokenizeText } from "./tokenize-text";

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

  it("answers the other words of a term's group", () => {
    expect(synonymsOf(termOf("jobs"))).toEqual(expect.arrayContaining(["vacancy", "career"]));
    expect(synonymsOf("应聘")).toContain("招聘");
    expect(synonymsOf("router")).toEqual([]);
  });
});
