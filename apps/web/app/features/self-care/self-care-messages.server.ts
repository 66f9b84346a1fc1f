import type { Language } from "@isp/contracts/languages";
import billingEn from "../billing/messages/en.json";
import billingKm from "../billing/messages/km.json";
import billingZh from "../billing/messages/zh.json";
import contactsEn from "../contacts/messages/en.json";
import contactsKm from "../contacts/messages/km.json";
import contactsZh from "../contacts/messages/zh.json";
import myAccountEn from "../my-account/messages/en.json";
import myAccountKm from "../my-account/messages/km.json";
import myAccountZh from "../my-account/messages/zh.json";
import shellEn from "./messages/en.json";
import shellKm from "./messages/km.json";
import shellZh from "./messages/zh.json";

/**
 * The self-care screens' messages, one part per feature under its name (i18next namespace `selfCare`).
 * Only self-care screens send them to the browser: public pages stay light.
 */
const MESSAGES = {
  en: { shell: shellEn, contacts: contactsEn, myAccount: myAccountEn, billing: billingEn },
  km: { shell: shellKm, contacts: contactsKm, myAccount: myAccountKm, billing: billingKm },
  zh: { shell: shellZh, contacts: contactsZh, myAccount: myAccountZh, billing: billingZh },
};

export type SelfCareMessages = (typeof MESSAGES)["en"];

export function getSelfCareMessages(language: Language): SelfCareMessages {
  // Khmer and Chinese have one plural form where English has two; locales.test.ts checks completeness.
  return MESSAGES[language] as unknown as SelfCareMessages;
}
