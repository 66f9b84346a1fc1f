import { LANGUAGES, type Language } from "@isp/contracts/languages";
import { z } from "zod";

/** A text in each language, keyed by language code (km, en, zh). */
export type Translations<T> = Partial<Record<string, T>>;

/** The text of a language, falling back to Khmer (the default), then to any language present. */
export function pickText<T>(translations: Translations<T>, language: Language): T | undefined {
  return translations[language] ?? translations.km ?? Object.values(translations)[0];
}

/** A schema for `schema` in every language of the site, each one required, no other keys. */
export function buildTranslationsSchema<S extends z.ZodType>(schema: S) {
  return z.strictObject(
    Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as Record<Language, S>,
  );
}
