import type { Language } from "@isp/contracts/languages";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in US dollars as the language writes money: `$25.00` in English, `25.00$` in Khmer,
 * `US$25.00` in Chinese. Self-care screens format in the browser, so server and browser ICU data
 * never meet in one page.
 */
export function formatUsd(amount: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: "currency", currency: "USD" });
    formats.set(language, format);
  }
  return format.format(amount);
}
