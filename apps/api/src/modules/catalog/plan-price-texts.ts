import { formatUsd } from "@isp/contracts/billing/format-usd";
import type { Language } from "@isp/contracts/languages";
import type { DatabaseOrTransaction } from "../../db/client";
import { listPlans } from "./plans";

const PER_MONTH: Record<Language, string> = { km: "ខែ", en: "month", zh: "月" };
const ONE_OFF: Record<Language, string> = { km: "បង់ម្តង", en: "one-off", zh: "一次性" };

/**
 * The price of each plan as content pages print it ("$25.00 / month", "+ $35.00 one-off"), by
 * subscription id, so a plan card's price is the catalog's and is written nowhere else.
 */
export async function planPriceTexts(
  db: DatabaseOrTransaction,
  language: Language,
): Promise<Map<number, string>> {
  const plans = await listPlans(db, language);
  return new Map(
    plans.map((plan) => {
      const monthly =
        plan.monthlyFee > 0 ? `${formatUsd(plan.monthlyFee, language)} / ${PER_MONTH[language]}` : "";
      const oneOff = plan.oneOffFee > 0 ? `${formatUsd(plan.oneOffFee, language)} ${ONE_OFF[language]}` : "";
      return [plan.subscriptionId, monthly && oneOff ? `${monthly} + ${oneOff}` : monthly || oneOff];
    }),
  );
}
