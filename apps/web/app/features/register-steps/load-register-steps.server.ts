import { ListCatalogProductsCall } from "@isp/contracts/catalog/catalog-calls";
import { PRODUCT_TYPE_IDS } from "@isp/contracts/catalog/catalog-ids";
import type { ProductWithSubscriptions } from "@isp/contracts/catalog/plans";
import type { Language } from "@isp/contracts/languages";
import { callApi } from "../../api/call-api";
import { readSelectedProduct } from "../../blocks/promotions/promotion-choice";
import { getCoverageMessages } from "../coverage/coverage-messages.server";
import { getSelfCareMessages } from "../self-care/self-care-messages.server";
import { getRegisterStepsMessages } from "./register-steps-messages.server";
import type { JourneyCatalog, RegisterStepsView } from "./register-steps-view";

async function productsOf(language: Language, productTypeId: number) {
  return (await callApi(ListCatalogProductsCall, { language, query: { productTypeId, displayLevelId: 3 } }))
    .data;
}

const split = (products: ProductWithSubscriptions[]) => ({
  products: products.filter((product) => !product.isAddon),
  addons: products.filter((product) => product.isAddon),
});

/**
 * The catalog for both kinds of buyer, and the plan the visitor chose, if any: `?plan=` (a catalog page's
 * order button) or the selected-product cookie (a plan card or promotion).
 */
export async function loadRegisterStepsView(
  language: Language,
  request: Request,
  url: URL,
): Promise<RegisterStepsView> {
  const [consumer, sme, business] = await Promise.all([
    productsOf(language, PRODUCT_TYPE_IDS.consumer),
    productsOf(language, PRODUCT_TYPE_IDS.sme),
    productsOf(language, PRODUCT_TYPE_IDS.business),
  ]);
  const catalog: JourneyCatalog = { consumer: split(consumer), business: split([...sme, ...business]) };
  const selected = readSelectedProduct(request.headers.get("cookie") ?? "");
  const plans = [...consumer, ...sme, ...business].flatMap((product) => product.subscriptions);
  const preselected =
    plans.find((plan) => plan.code === url.searchParams.get("plan")) ??
    plans.find((plan) => plan.subscriptionId === selected?.subscriptionId) ??
    plans.find((plan) => plan.productId === selected?.productId);
  return {
    kind: "register-steps",
    catalog,
    preselectedPlanCode: preselected?.code ?? null,
    messages: getRegisterStepsMessages(language),
    coverageMessages: getCoverageMessages(language),
    selfCareMessages: getSelfCareMessages(language),
  };
}
