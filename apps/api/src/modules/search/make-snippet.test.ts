import type { SnippetPart } from "@isp/contracts/search/search-site";
import { describe, expect, it } from "vitest";
import { makeSnippet } from "./make-snippet";
import { parseQuery } from "./parse-query";

const snippetOf = (text: string, q: string, language: "en" | "km" | "zh" = "en") =>
  makeSnippet(text, language, parseQuery(q, language) ?? fail(q));

function fail(q: string): never {
  throw new Error(`no terms in ${q}`);
}

const marked = (parts: SnippetPart[]) =>
  parts.map((part) => (part.isMatch ? `[${part.text}]` : part.text)).join("");

describe("makeSnippet", () => {
  it("marks the matched words as they are written", () => {
    const { parts, matchStart } = snippetOf("Our new Wi-Fi 7 Routers are free.", "router wifi");
    expect(marked(parts)).toBe("Our new [Wi-Fi] 7 [Routers] are free.");
    expect(matchStart).toBe(8);
  });

  it("cuts the text around the place with the most different matched words", () => {
    const text = `${"Fiber for homes. ".repeat(20)}Pay your bill online with KHQR in seconds. ${"More text. ".repeat(20)}`;
    const { parts, matchStart } = snippetOf(text, "pay bill");
    const shown = marked(parts);
    expect(shown).toContain("[Pay] your [bill] online");
    expect(shown.startsWith("… ")).toBe(true);
    expect(shown.endsWith(" …")).toBe(true);
    expect(shown.length).toBeLessThan(230);
    expect(matchStart).toBe(text.indexOf("Pay"));
  });

  it("starts at the line of the match when it is close", () => {
    const text = `${"Intro words here. ".repeat(10)}\nThe installation fee is $25.`;
    expect(marked(snippetOf(text, "installation fee").parts)).toMatch(/^… The \[installation\] \[fee\]/);
  });

  it("never splits a Khmer word, which has no spaces around it", () => {
    const sentence = "ការដំឡើងគឺឥតគិតថ្លៃ នៅពេលអ្នកជ្រើសរើសកិច្ចសន្យា ១២ ខែ។ ";
    const text = `${sentence.repeat(6)}សម្រាប់កញ្ចប់ប្រចាំខែ មានថ្លៃដំឡើងម្ដង $25។ ${sentence.repeat(6)}`;
    const { parts } = snippetOf(text, "ថ្លៃដំឡើង", "km");
    const shown = parts.map((part) => part.text).join("");
    const inner = shown.replace(/^… /, "").replace(/ …$/, "");
    expect(text).toContain(inner);
    // The cut falls where a word starts: never on a dependent vowel or sign.
    expect(inner[0]).toMatch(/[\u1780-\u17b3]/);
    expect(parts.some((part) => part.isMatch && part.text.includes("ដំឡើង"))).toBe(true);
  });

  it("marks a Khmer word the dictionary splits differently, by the typed text", () => {
    const { parts } = snippetOf("ជួលរ៉ោតទ័រ Wi-Fi ក្នុងតម្លៃ $3", "រ៉ោតទ័រ", "km");
    expect(parts.find((part) => part.isMatch)?.text).toContain("រ៉ោ");
  });

  it("shows the start of the text when only the title matched", () => {
    const { parts, matchStart } = snippetOf("Fast fiber for every home.", "megasurf");
    expect(parts).toEqual([{ text: "Fast fiber for every home.", isMatch: false }]);
    expect(matchStart).toBeNull();
  });

  it("keeps markup-like text as plain text", () => {
    const { parts } = snippetOf("Use <b> tags & <script>alert(1)</script> router", "router");
    expect(parts.map((part) => part.text).join("")).toContain("<script>");
  });

  it("reads the lines of the document as one run", () => {
    expect(marked(snippetOf("MegaSurf 30\n$15 / month\nStudents", "students").parts)).toBe(
      "MegaSurf 30 · $15 / month · [Students]",
    );
  });
});
