import type { Language } from "@isp/contracts/languages";

/**
 * Dates and money as each language writes them on paper. The screens keep the spec's YYYY-MM-DD (§9);
 * a printed invoice spells the month out ("24 វិច្ឆិកា 2026", "24 November 2026", "2026年11月24日"),
 * which no reader can take for another day. Formatting runs on the server only, so one ICU decides.
 */
const LOCALES: Record<Language, string> = { km: "km-KH", en: "en-GB", zh: "zh-CN" };

const CAMBODIA_TIME_ZONE = "Asia/Phnom_Penh";

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();
const usdFormats = new Map<Language, Intl.NumberFormat>();
const khrFormats = new Map<Language, Intl.NumberFormat>();

function cached<T>(formats: Map<Language, T>, language: Language, make: (locale: string) => T): T {
  let format = formats.get(language);
  if (!format) {
    format = make(LOCALES[language]);
    formats.set(language, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD), the same day wherever the server runs. */
export function formatDocumentDate(date: string, language: Language): string {
  const format = cached(
    dateFormats,
    language,
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
  );
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A moment, in Cambodian time with a 24-hour clock (spec §9: HH:mm). */
export function formatDocumentDateTime(dateTime: string, language: Language): string {
  const format = cached(
    dateTimeFormats,
    language,
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: "long",
        timeStyle: "short",
        hourCycle: "h23",
        timeZone: CAMBODIA_TIME_ZONE,
      }),
  );
  return format.format(new Date(dateTime));
}

/** US dollars with cents: "12.50$" in Khmer, "$12.50" in English, "US$12.50" in Chinese. */
export function formatUsd(amount: number, language: Language): string {
  const format = cached(
    usdFormats,
    language,
    (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }),
  );
  return format.format(amount);
}

/** Riels, which have no coins in use: whole riels. */
export function formatKhr(amount: number, language: Language): string {
  const format = cached(
    khrFormats,
    language,
    (locale) =>
      new Intl.NumberFormat(locale, { style: "currency", currency: "KHR", maximumFractionDigits: 0 }),
  );
  return format.format(amount);
}

/** A quantity: whole units without decimals, parts of a month with up to two. */
export function formatQuantity(quantity: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(quantity);
}
