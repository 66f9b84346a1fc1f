import { describe, expect, it } from "vitest";
import { parseQuery, quoteLexeme, scriptLanguageOf } from "./parse-query";

describe("parseQuery", () => {
  it("keeps the words that say what the query is about", () => {
    expect(parseQuery("How do I change my Wi-Fi password?", "en")?.terms).toEqual([
      "change",
      "wifi",
      "password",
    ]);
    expect(parseQuery("តើខ្ញុំបង់វិក្កយបត្រដោយរបៀបណា", "km")?.terms).toEqual(["បង់", "វិក្កយបត្រ"]);
    expect(parseQuery("如何缴纳账单", "zh")?.terms).not.toContain("如何");
  });

  it("never looks for a lone Khmer consonant, which nearly every Khmer text has", () => {
    expect(parseQuery("ត", "km")).toBeNull();
    expect(parseQuery("ក ខ វិក្កយបត្រ", "km")?.terms).toEqual(["វិក្កយបត្រ"]);
    // A consonant with the sign for a subscript after it is an unfinished cluster.
    expect(parseQuery("ក្ ្ ្", "km")).toBeNull();
  });

  it("gives each term its own query, and one that finds it in titles only", () => {
    const query = parseQuery("fiber rout", "en");
    expect(query?.termQueries).toEqual(["'fiber'", "'rout':*"]);
    expect(query?.titleTermQueries).toEqual(["'fiber':A", "'rout':*A"]);
    expect(parseQuery("pay", "en")?.titleTermQueries).toEqual(["('pay':*A | 'payment':A)"]);
  });

  it("keeps common words when the query has nothing else", () => {
    expect(parseQuery("the", "en")?.terms).toEqual(["the"]);
  });

  it("is null for a query without words", () => {
    expect(parseQuery(" ?! … ", "en")).toBeNull();
  });

  it("matches the last word as a prefix, except numbers and very short words", () => {
    expect(parseQuery("fiber rout", "en")?.allTermsQuery).toBe("'fiber' & 'rout':*");
    expect(parseQuery("MegaSurf 30", "en")?.allTermsQuery).toBe("'megasurf' & '30'");
    expect(parseQuery("static ip", "en")?.prefixTerm).toBeNull();
    expect(parseQuery("宽", "zh")?.prefixTerm).toBe("宽");
  });

  it("asks for every term, or any of them, with their synonyms", () => {
    const query = parseQuery("job Phnom Penh", "en");
    expect(query?.allTermsQuery).toBe(
      "('job' | 'career' | 'vacancy' | 'hiring' | 'recruitment') & 'phnom' & 'penh':*",
    );
    expect(query?.anyTermQuery).toBe(
      "('job' | 'career' | 'vacancy' | 'hiring' | 'recruitment') | 'phnom' | 'penh':*",
    );
    expect(query?.synonyms).toContain("vacancy");
  });

  it("keeps the typed parts of a Khmer or Chinese query to match as text", () => {
    expect(parseQuery("អុីនធឺណិត  Wi-Fi", "km")?.substrings).toEqual(["អ៊ីនធឺណិត", "wi-fi"]);
    expect(parseQuery("fiber internet", "en")?.substrings).toEqual([]);
    expect(parseQuery("网", "zh")?.substrings).toEqual(["网"]);
  });

  it("does not look for typed parts that nearly every text has: one letter, or signs alone", () => {
    expect(parseQuery("តម្លៃ ្", "km")?.substrings).toEqual(["តម្លៃ"]);
    expect(parseQuery("wifi ក", "km")?.substrings).toEqual(["wifi"]);
    expect(parseQuery("ក a", "km")?.substrings).toEqual([]);
    expect(parseQuery("ទៅ", "km")?.substrings).toEqual([]);
    expect(parseQuery("កញ្ចប់ 50", "km")?.substrings).toEqual(["កញ្ចប់", "50"]);
  });

  it("cannot be broken out of by quotes or backslashes", () => {
    expect(quoteLexeme("it's")).toBe("'it''s'");
    expect(quoteLexeme("a\\b")).toBe("'a\\\\b'");
  });
});

describe("scriptLanguageOf", () => {
  it("tells the language a query is written in by its script", () => {
    expect(scriptLanguageOf("វិក្កយបត្រ")).toBe("km");
    expect(scriptLanguageOf("宽带")).toBe("zh");
    expect(scriptLanguageOf("data centre")).toBe("en");
    expect(scriptLanguageOf("2025")).toBeNull();
  });
});
