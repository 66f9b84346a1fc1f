import { formatUsd } from "../billing/format-usd";
import type { Language } from "../languages";
import type { Plan, PriceUnit } from "./plans";

/** What a price is per, after the amount: "/ user / month" ("/ អ្នកប្រើ / ខែ", "/ 用户 / 月"). */
const UNITS: Record<PriceUnit, Record<Language, string>> = {
  month: { km: "/ ខែ", en: "/ month", zh: "/ 月" },
  "user-month": { km: "/ អ្នកប្រើ / ខែ", en: "/ user / month", zh: "/ 用户 / 月" },
  "employee-month": { km: "/ បុគ្គលិក / ខែ", en: "/ employee / month", zh: "/ 员工 / 月" },
  "site-month": { km: "/ ទីតាំង / ខែ", en: "/ site / month", zh: "/ 站点 / 月" },
  "gb-month": { km: "/ GB / ខែ", en: "/ GB / month", zh: "/ GB / 月" },
  gb: { km: "/ GB", en: "/ GB", zh: "/ GB" },
};

/** A price paid once: after the amount in Khmer and English, before it in Chinese ("一次性 US$150.00"). */
const ONE_OFF: Record<Language, (amount: string) => string> = {
  km: (amount) => `${amount} បង់ម្តង`,
  en: (amount) => `${amount} one-off`,
  zh: (amount) => `一次性 ${amount}`,
};

/** A starting price: "ចាប់ពី …" and "From …" lead, Chinese ends with 起 ("US$150.00 / 月起"). */
const FROM: Record<Language, (price: string) => string> = {
  km: (price) => `ចាប់ពី ${price}`,
  en: (price) => `From ${price}`,
  zh: (price) => `${price}起`,
};

const FREE: Record<Language, string> = { km: "ឥតគិតថ្លៃ", en: "Free", zh: "免费" };

type PlanPrice = Pick<Plan, "monthlyFee" | "oneOffFee" | "priceUnit" | "isStartingPrice">;

/** The plan's price without "from": "$6.00 / user / month", "$25.00 / month + $35.00 one-off", "Free". */
function priceWithoutFrom(plan: PlanPrice, language: Language): string {
  const recurring =
    plan.monthlyFee > 0 ? `${formatUsd(plan.monthlyFee, language)} ${UNITS[plan.priceUnit][language]}` : "";
  const oneOff = plan.oneOffFee > 0 ? ONE_OFF[language](formatUsd(plan.oneOffFee, language)) : "";
  if (recurring && oneOff) return `${recurring} + ${oneOff}`;
  return recurring || oneOff || FREE[language];
}

/**
 * A plan's price as pages print it, in the page's language: the amount as the language writes money
 * (`formatUsd`), what it is per, a one-off fee, "from" for a starting price, and "Free" for none.
 */
export function planPriceText(plan: PlanPrice, language: Language): string {
  const price = priceWithoutFrom(plan, language);
  return plan.isStartingPrice && (plan.monthlyFee > 0 || plan.oneOffFee > 0) ? FROM[language](price) : price;
}

/**
 * What a product costs at least, for a tile that sums it up: "From" and its cheapest plan's price.
 * Only plans with a recurring fee for the service count (a free plan, a one-off fee and a usage price
 * per GB are no starting price for a subscription); null when it has none.
 */
export function productFromPriceText(plans: PlanPrice[], language: Language): string | null {
  const [cheapest] = plans
    .filter((plan) => plan.monthlyFee > 0 && plan.priceUnit !== "gb" && plan.priceUnit !== "gb-month")
    .sort((a, b) => a.monthlyFee - b.monthlyFee);
  return cheapest ? FROM[language](priceWithoutFrom({ ...cheapest, oneOffFee: 0 }, language)) : null;
}
