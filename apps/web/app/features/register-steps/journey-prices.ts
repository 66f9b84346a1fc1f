import { INSTALLATION_PLAN_CODES } from "@isp/contracts/catalog/catalog-ids";
import type { Plan } from "@isp/contracts/catalog/plans";
import { priceOrder } from "@isp/contracts/orders/order-price";
import type { OrderDraft } from "./order-draft";
import type { JourneyCatalog } from "./register-steps-view";

const cents = (dollars: number) => Math.round(dollars * 100);

/** The plans of the draft as the catalog prices them, and the price the server will charge. */
export function priceDraft(catalog: JourneyCatalog, draft: OrderDraft) {
  const { products, addons } = catalog[draft.buyer];
  const plans = [...products, ...addons].flatMap((product) => product.subscriptions);
  const byCode = (code: string | null) => plans.find((plan) => plan.code === code);
  const plan = byCode(draft.planCode);
  const chosenAddons = draft.addonPlanCodes.map(byCode).filter((each): each is Plan => Boolean(each));
  const installation = byCode(INSTALLATION_PLAN_CODES[draft.buyer]);
  const items = [plan, ...chosenAddons, installation]
    .filter((each): each is Plan => Boolean(each))
    .map((each) => ({
      code: each.code,
      monthlyFeeCents: cents(each.monthlyFee),
      oneOffFeeCents: cents(each.oneOffFee),
      isInstallation: each === installation,
    }));
  return { plan, chosenAddons, installation, price: priceOrder(items, draft.periodMonths) };
}
