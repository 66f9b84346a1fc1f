import type { Language } from "../languages";

/** Where each language puts the currency (CLDR's patterns for USD in en, km and zh). */
const USD_PATTERNS: Record<Language, (digits: string) => string> = {
  en: (digits) => `$${digits}`,
  km: (digits) => `${digits}$`,
  zh: (digits) => `US$${digits}`,
};

/**
 * An amount in US dollars as the language writes money: `$1,234.50` in English, `1,234.50$` in Khmer,
 * `US$1,234.50` in Chinese. Written out rather than left to Intl, whose data differ between Node and
 * browsers (Chromium writes Khmer like English), so every page, the API's texts and tests agree.
 */
export function formatUsd(amount: number, language: Language): string {
  const [whole = "0", cents = "00"] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}${USD_PATTERNS[language](`${grouped}.${cents}`)}`;
}
