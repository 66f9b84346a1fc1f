import type { Language } from "@isp/contracts/languages";
import type { Messages } from "./i18n";
import en from "./locales/en.json";
import km from "./locales/km.json";
import zh from "./locales/zh.json";

// Khmer and Chinese have one plural form where English has two (i18next `_one`/`_other` keys), so their
// types differ from English; locales.test.ts checks that every language has every message.
const MESSAGES: Record<Language, Messages> = {
  km: km as unknown as Messages,
  en,
  zh: zh as unknown as Messages,
};

export function getMessages(language: Language): Messages {
  return MESSAGES[language];
}
