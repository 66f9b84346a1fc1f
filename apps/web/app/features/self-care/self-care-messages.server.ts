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
import ordersEn from "../orders/messages/en.json";
import ordersKm from "../orders/messages/km.json";
import ordersZh from "../orders/messages/zh.json";
import planChangeEn from "../plan-change/messages/en.json";
import planChangeKm from "../plan-change/messages/km.json";
import planChangeZh from "../plan-change/messages/zh.json";
import productsEn from "../products/messages/en.json";
import productsKm from "../products/messages/km.json";
import productsZh from "../products/messages/zh.json";
import profileEn from "../profile/messages/en.json";
import profileKm from "../profile/messages/km.json";
import profileZh from "../profile/messages/zh.json";
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
const FEATURES = {
  billing: { en: billingEn, km: billingKm, zh: billingZh },
  contacts: { en: contactsEn, km: contactsKm, zh: contactsZh },
  myAccount: { en: myAccountEn, km: myAccountKm, zh: myAccountZh },
  orders: { en: ordersEn, km: ordersKm, zh: ordersZh },
  planChange: { en: planChangeEn, km: planChangeKm, zh: planChangeZh },
  products: { en: productsEn, km: productsKm, zh: productsZh },
  profile: { en: profileEn, km: profileKm, zh: profileZh },
  tickets: { en: ticketsEn, km: ticketsKm, zh: ticketsZh },
  shell: { en: shellEn, km: shellKm, zh: shellZh },
};

type Feature = keyof typeof FEATURES;
export type SelfCareMessages = { [F in Feature]: (typeof FEATURES)[F]["en"] };

export function getSelfCareMessages(language: Language): SelfCareMessages {
  const features = Object.keys(FEATURES) as Feature[];
  // Khmer and Chinese have one plural form where English has two; locales.test.ts checks completeness.
  return Object.fromEntries(
    features.map((feature) => [feature, FEATURES[feature][language]]),
  ) as unknown as SelfCareMessages;
}
