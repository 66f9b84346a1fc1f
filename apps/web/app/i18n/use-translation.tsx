import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { I18n } from "./i18n";

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
