import { brand } from "@isp/brand";
import { describe, expect, it } from "vitest";
import { createI18n, type Messages } from "./i18n";
import en from "./locales/en.json";
import km from "./locales/km.json";

describe("createI18n", () => {
  const english = createI18n("en", en);

  it("finds nested keys and fills placeholders, the app's name without being passed", () => {
    expect(english.fixedT()("blocks.closes", { date: "5 May" })).toBe("Apply by 5 May");
    expect(english.fixedT()("routes.personalApp")).toBe(brand.appName);
  });

  it("picks the plural form of the language", () => {
    const t = english.fixedT();
    expect(t("blocks.positions", { count: 1 })).toBe("1 position");
    expect(t("blocks.positions", { count: 3 })).toBe("3 positions");
    expect(createI18n("km", km as unknown as Messages).fixedT()("blocks.positions", { count: 1 })).toBe(
      "1 មុខតំណែង",
    );
  });

  it("reads a namespace added later, under a key prefix", () => {
    expect(english.hasResourceBundle("en", "selfCare")).toBe(false);
    english.addResourceBundle("en", "selfCare", { shell: { hello: "Hello {{name}}" } });
    expect(english.hasResourceBundle("en", "selfCare")).toBe(true);
    expect(english.hasResourceBundle("km", "selfCare")).toBe(false);
    expect(english.fixedT("selfCare", "shell")("hello", { name: "Dara" })).toBe("Hello Dara");
  });

  it("answers a missing key with the default value, else the key, leaving unknown placeholders", () => {
    const t = english.fixedT();
    expect(t("nowhere.key", { defaultValue: "Fallback" })).toBe("Fallback");
    expect(t("nowhere.key")).toBe("nowhere.key");
    expect(t("blocks.closes")).toBe("Apply by {{date}}");
  });
});
