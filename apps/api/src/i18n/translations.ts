import type { Language } from "@isp/contracts/languages";

/** A text in each language, keyed by language code (km, en, zh). */
export type Translations<T> = Partial<Record<string, T>>;

/** The text of a language, falling back to Khmer (the default), then to any language present. */
export function pickText<T>(translations: Translations<T>, language: Language): T | undefined {
  return translations[language] ?? translations.km ?? Object.values(translations)[0];
}
