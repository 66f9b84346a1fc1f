import type { Language } from "@isp/contracts/languages";
import type { Messages } from "./i18n";
import en from "./locales/en.json";
import km from "./locales/km.json";
import zh from "./locales/zh.json";

const MESSAGES: Record<Language, Messages> = { km, en, zh };

export function getMessages(language: Language): Messages {
  return MESSAGES[language];
}
