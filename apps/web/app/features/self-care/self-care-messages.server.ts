import type { Language } from "@isp/contracts/languages";
import billingEn from "../billing/messages/en.json";
import billingKm from "../billing/messages/km.json";
import billingZh from "../billing/messages/zh.json";
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
  en: { shell: shellEn, billing: billingEn, tickets: ticketsEn },
  km: { shell: shellKm, billing: billingKm, tickets: ticketsKm },
  zh: { shell: shellZh, billing: billingZh, tickets: ticketsZh },
};

export type SelfCareMessages = (typeof MESSAGES)["en"];

export function getSelfCareMessages(language: Language): SelfCareMessages {
  // Khmer and Chinese have one plural form where English has two; locales.test.ts checks completeness.
  return MESSAGES[language] as unknown as SelfCareMessages;
}
