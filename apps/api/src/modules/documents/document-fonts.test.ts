import { describe, expect, it } from "vitest";
import { buildFontFaceCss } from "./document-fonts";

const familiesOf = (css: string) =>
  [...css.matchAll(/font-family:'([^']+)';font-weight:(\d+)/g)].map(
    ([, family, weight]) => `${family} ${weight}`,
  );

describe("document fonts", () => {
  it("inlines the Khmer font's Latin subset alone for Latin text, not Chinese subsets that also list ASCII", () => {
    expect(familiesOf(buildFontFaceCss("Invoice INV-2026 total $40.70"))).toEqual([
      "Noto Sans Khmer 400",
      "Noto Sans Khmer 700",
    ]);
  });

  it("adds the Khmer subset for Khmer text and the Chinese subsets holding the characters used", () => {
    const khmer = buildFontFaceCss("សុខ ដារា");
    expect(familiesOf(khmer)).toEqual([
      "Noto Sans Khmer 400",
      "Noto Sans Khmer 400",
      "Noto Sans Khmer 700",
      "Noto Sans Khmer 700",
    ]);
    expect(khmer).toContain("U+1780-17ff");

    const chinese = familiesOf(buildFontFaceCss("发票 合计"));
    expect(chinese.filter((face) => face.startsWith("Noto Sans SC")).length).toBeGreaterThan(0);
    // A few subsets per weight, never the hundred that exist.
    expect(chinese.length).toBeLessThan(12);
  });
});
