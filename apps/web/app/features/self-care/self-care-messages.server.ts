import type { Language } from "@isp/contracts/languages";
import ticketsEn from "../tickets/messages/en.json";
import ticketsKm from "../tickets/messages/km.json";
import ticketsZh from "../tickets/messages/zh.json";
import shellEn from "./messages/en.json";
import shellKm from "./messages/km.json";
import shellZh from "./messages/zh.json";

/**
 * The self-care screens' messages, one part per feature under its name (i18next namespace `selfCare`).
 * Only self-care screens send them to the browser: public pages stay light.
 */
const MESSAGES = {
  en: { shell: shellEn, tickets: ticketsEn },
  km: { shell: shellKm, tickets: ticketsKm },
  zh: { shell: shellZh, tickets: ticketsZh },
};

export type SelfCareMessages = (typeof MESSAGES)["en"];

export function getSelfCareMessages(language: Language): SelfCareMessages {
  // Khmer and Chinese have one plural form where English has two; locales.test.ts checks completeness.
  return MESSAGES[language] as unknown as SelfCareMessages;
}
