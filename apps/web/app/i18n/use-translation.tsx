import type { Language } from "@isp/contracts/languages";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { I18n, Messages } from "./i18n";
import en from "./locales/en.json?url";
import km from "./locales/km.json?url";
import zh from "./locales/zh.json?url";

/**
 * The shell's messages in the page's language. Pages do not carry them in their data: the server
 * renders with its own copy (entry.server.tsx), the browser fetches the built file after the page has
 * loaded (entry.client.tsx), once for every page, since its name holds its content's hash. In the
 * page they were a seventh of the compressed HTML, which then took one more round trip on a slow link.
 * They live here rather than in a module of their own, which would be one more file for every page.
 */
export const MessagesContext = createContext<Messages | null>(null);

export const MESSAGES_URLS: Record<Language, string> = { km, en, zh };

const I18nContext = createContext<I18n | null>(null);

/** Gives the screens below it the page's messages (root.tsx; tests). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The page's `t` for a namespace (the shell's by default), with keys under `keyPrefix` when given, and
 * the messages themselves (`i18n.language`, namespaces features add). The same call as react-i18next's,
 * which the app used before: i18next and react-i18next were 18 kB of every page's gzipped JavaScript.
 */
export function useTranslation(namespace?: string, { keyPrefix }: { keyPrefix?: string } = {}) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it");
  const t = useMemo(() => i18n.fixedT(namespace, keyPrefix), [i18n, namespace, keyPrefix]);
  return { t, i18n };
}
