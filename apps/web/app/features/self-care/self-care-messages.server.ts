import type { Language } from "@isp/contracts/languages";
import ordersEn from "../orders/messages/en.json";
import ordersKm from "../orders/messages/km.json";
import ordersZh from "../orders/messages/zh.json";
import planChangeEn from "../plan-change/messages/en.json";
import planChangeKm from "../plan-change/messages/km.json";
import planChangeZh from "../plan-change/messages/zh.json";
import shellEn from "./messages/en.json";
import shellKm from "./messages/km.json";
import shellZh from "./messages/zh.json";

/**
 * The self-care screens' messages, one part per feature under its name (i18next namespace `selfCare`).
 * Only self-care screens send them to the browser: public pages stay light.
 */
const MESSAGES = {
  en: { shell: shellEn, orders: ordersEn, planChange: planChangeEn },
  km: { shell: shellKm, orders: ordersKm, planChange: planChangeKm },
  zh: { shell: shellZh, orders: ordersZh, planChange: planChangeZh },
};

export type SelfCareMessages = (typeof MESSAGES)["en"];

export function getSelfCareMessages(language: Language): SelfCareMessages {
  // Khmer and Chinese have one plural form where English has two; locales.test.ts checks completeness.
  return MESSAGES[language] as unknown as SelfCareMessages;
}
