import { formatUsd } from "@isp/contracts/billing/format-usd";
import { planPriceText } from "@isp/contracts/catalog/plan-price-text";
import type { Plan } from "@isp/contracts/catalog/plans";
import type { Language } from "@isp/contracts/languages";
import { useTranslation } from "./use-translation";

export { formatUsd };

/** formatUsd in the page's language, for components. */
export function useFormatUsd(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return (amount) => formatUsd(amount, language);
}

/** A catalog plan's price in the page's language, as content pages print it ("$6.00 / user / month"). */
export function usePlanPriceText(): (plan: Plan) => string {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return (plan) => planPriceText(plan, language);
}
