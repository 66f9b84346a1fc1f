import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type en from "./locales/en.json";

export type Messages = typeof en;

/**
 * One i18next instance per request on the server and one per page load in the browser, holding only
 * the current language: switching language reloads the page, which the server renders in it.
 */
export function createI18n(language: Language, messages: Messages): i18n {
  const instance = createInstance();
  const resources: Resource = { [language]: { translation: messages } };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { appName: brand.appName } },
    returnNull: false,
  });
  return instance;
}
