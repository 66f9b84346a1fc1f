import type { Language } from "@isp/contracts/languages";
import en from "./messages/en.json";
import km from "./messages/km.json";
import zh from "./messages/zh.json";

export type CoverageMessages = typeof en;

const MESSAGES: Record<Language, CoverageMessages> = { en, km, zh };

/** The coverage screens' messages (i18next namespace `coverage`): only these screens send them. */
export function getCoverageMessages(language: Language): CoverageMessages {
  return MESSAGES[language];
}
