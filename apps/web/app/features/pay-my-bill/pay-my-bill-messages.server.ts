import type { Language } from "@isp/contracts/languages";
import en from "./messages/en.json";
import km from "./messages/km.json";
import zh from "./messages/zh.json";

export type PayMyBillMessages = typeof en;

const MESSAGES: Record<Language, PayMyBillMessages> = { en, km, zh };

/** Pay-my-bill's messages (i18next namespace `payMyBill`): only its screen sends them. */
export function getPayMyBillMessages(language: Language): PayMyBillMessages {
  return MESSAGES[language];
}
