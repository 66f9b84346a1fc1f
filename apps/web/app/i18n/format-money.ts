import { formatUsd } from "@isp/contracts/billing/format-usd";
import type { Language } from "@isp/contracts/languages";
import { useTranslation } from "react-i18next";

export { formatUsd };

/** formatUsd in the page's language, for components. */
export function useFormatUsd(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return (amount) => formatUsd(amount, language);
}
