import { describe, expect, it } from "vitest";
import { getSelfCareMessages } from "../features/self-care/self-care-messages.server";
import en from "./locales/en.json";
import km from "./locales/km.json";
import zh from "./locales/zh.json";

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([key, child]) =>
      flatten(child, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** i18next plural forms differ by language (English one/other, Khmer and Chinese other only). */
const withoutPlural = (key: string) => key.replace(/_(one|other)$/, "");

describe.each([
  ["shell", en, km, zh],
  ["self-care", getSelfCareMessages("en"), getSelfCareMessages("km"), getSelfCareMessages("zh")],
])("%s translations", (_bundle, enBundle, kmBundle, zhBundle) => {
  const english = flatten(enBundle);
  it.each([
    ["km", kmBundle],
    ["zh", zhBundle],
  ])("%s has every English key, non-empty, with the same placeholders", (_language, messages) => {
    const other = flatten(messages);
    const keysOf = (record: Record<string, string>) =>
      [...new Set(Object.keys(record).map(withoutPlural))].sort();
    expect(keysOf(other)).toEqual(keysOf(english));
    for (const [key, text] of Object.entries(other)) {
      const englishText = english[key] ?? english[key.replace(/_other$/, "_one")] ?? "";
      expect(text, key).toBeTruthy();
      expect(placeholders(text), key).toEqual(placeholders(englishText));
    }
  });
});

describe("shell translations", () => {
  it("writes Khmer in Khmer script and Chinese in Han characters", () => {
    expect(km.errors.system).toMatch(/[\u1780-\u17FF]/);
    expect(zh.errors.system).toMatch(/[\u4e00-\u9fff]/);
    expect(en.errors.system).toBe("A system error has occurred, contact your system administrator.");
  });
});
