import { describe, expect, it } from "vitest";
import { pickLanguage } from "./languages";

describe("pickLanguage", () => {
  it("defaults to Khmer", () => {
    expect(pickLanguage(undefined)).toBe("km");
    expect(pickLanguage("")).toBe("km");
    expect(pickLanguage("fr-FR,de;q=0.8")).toBe("km");
  });
  it("takes the best supported language by quality", () => {
    expect(pickLanguage("en-US,en;q=0.9")).toBe("en");
    expect(pickLanguage("fr;q=1, zh-CN;q=0.8, en;q=0.5")).toBe("zh");
    expect(pickLanguage("en;q=0, km")).toBe("km");
  });
});
