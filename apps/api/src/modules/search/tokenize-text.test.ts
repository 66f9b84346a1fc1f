import { describe, expect, it } from "vitest";
import { foldCharacters, termOf, tokenizeText } from "./tokenize-text";

const termsOf = (text: string, language: "km" | "en" | "zh") =>
  tokenizeText(text, language).map((token) => token.term);

describe("tokenizeText", () => {
  it("finds Khmer words, written without spaces, with the ICU dictionary", () => {
    expect(termsOf("ការបង់ប្រាក់វិក្កយបត្រ", "km")).toEqual(["ការ", "បង់ប្រាក់", "វិក្កយបត្រ"]);
    expect(termsOf("សេវាកម្មមជ្ឈមណ្ឌលទិន្នន័យ", "km")).toEqual(["សេវាកម្ម", "មជ្ឈមណ្ឌល", "ទិន្នន័យ"]);
    expect(termsOf("ទូរទស្សន៍ និងអ៊ីនធឺណិតល្បឿនលឿន MegaSurf", "km")).toEqual([
      "ទូរទស្សន៍",
      "និង",
      "អ៊ីនធឺណិត",
      "ល្បឿន",
      "លឿន",
      "megasurf",
    ]);
  });

  it("finds Chinese words", () => {
    expect(termsOf("数据中心托管服务", "zh")).toEqual(["数据", "中心", "托管", "服务"]);
    expect(termsOf("如何应聘职位？", "zh")).toEqual(["如何", "应聘", "职位"]);
  });

  it("gives each word its place in the original text", () => {
    const text = "ល្បឿន ៣០ Mbps";
    const tokens = tokenizeText(text, "km");
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual(["ល្បឿន", "៣០", "Mbps"]);
    expect(tokens[1]?.term).toBe("30");
  });

  it("leaves out punctuation and the Khmer repetition sign", () => {
    expect(termsOf("តូចៗ។ Hello, world!", "km")).toEqual(["តូច", "hello", "world"]);
  });

  it("brings English plurals and possessives to their singular", () => {
    expect(termsOf("plans prices companies routers customer's", "en")).toEqual([
      "plan",
      "price",
      "company",
      "router",
      "customer",
    ]);
    expect(termsOf("news business address", "en")).toEqual(["news", "business", "address"]);
  });

  it("meets British and American spellings", () => {
    expect(termsOf("data centre fibre", "en")).toEqual(termsOf("data center fiber", "en"));
  });

  it("adds the joined form of hyphenated words, or keeps only it when asked", () => {
    expect(termsOf("Wi-Fi e-mail", "en")).toEqual(["wi", "wifi", "fi", "e", "email", "mail"]);
    expect(tokenizeText("Wi-Fi", "en", { hyphenated: "replace" })).toEqual([
      { term: "wifi", start: 0, end: 5 },
    ]);
  });
});

describe("foldCharacters", () => {
  it("keeps the length, so offsets into the folded text fit the original", () => {
    const text = "ＡＢＣ ឲ្យ បណ្ដាញ ៣០ It’s\u200bអុី";
    expect(foldCharacters(text)).toHaveLength(text.length);
  });

  it("folds look-alike Khmer spellings and Khmer digits", () => {
    expect(foldCharacters("បណ្ដាញ")).toBe(foldCharacters("បណ្តាញ"));
    expect(foldCharacters("ឲ្យ")).toBe(foldCharacters("ឱ្យ"));
    expect(foldCharacters("អុីនធឺណិត")).toBe("អ៊ីនធឺណិត");
    expect(foldCharacters("១២៣")).toBe("123");
  });

  it("folds case, full-width letters and curly apostrophes", () => {
    expect(foldCharacters("ＭegaＳurf It’s")).toBe("megasurf it's");
  });
});

describe("termOf", () => {
  it("is what tokenizeText gives for a single word", () => {
    expect(termOf("Routers")).toBe("router");
    expect(termOf("វិក្កយបត្រ")).toBe("វិក្កយបត្រ");
    expect(termOf("ｆｉｂｒｅ")).toBe("fiber");
  });
});
