import { brand } from "@isp/brand";
import { z } from "zod";

/** Khmer is the default; English and Chinese follow (spec §1, §9). */
export const LANGUAGES = ["km", "en", "zh"] as const;
export const DEFAULT_LANGUAGE = "km";
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const LANGUAGE_COOKIE = `${brand.id}_lang`;
/** Browser-storage key of the language choice. */
export const LANGUAGE_STORAGE_KEY = `${brand.id}.language`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header; km when none fits. */
export function pickLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
