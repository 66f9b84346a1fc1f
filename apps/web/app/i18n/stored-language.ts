import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from "@isp/contracts/languages";

/** The language kept in browser storage (spec §9), else the page's own. */
export function readStoredLanguage(pageLanguage: Language): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : pageLanguage;
  } catch {
    return pageLanguage;
  }
}
