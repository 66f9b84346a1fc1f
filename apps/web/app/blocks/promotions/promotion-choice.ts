import { brand } from "@isp/brand";
import { PRODUCT_CATEGORY_IDS } from "@isp/contracts/catalog/catalog-ids";
import type { Plan, Product } from "@isp/contracts/catalog/plans";
import type { WebPartItem } from "@isp/contracts/pages/get-page";

/** Spec §3 "Selected product", kept in a cookie until the order journey reads it. */
export type SelectedProduct = {
  productId: number | null;
  productTypeId: "consumer" | "business" | "sme";
  subscriptionId: number | null;
  productCategoryId: number | null;
  isAddon: boolean;
  actionUrl: string | null;
  title: string;
};

const SELECTED_PRODUCT_COOKIE = `${brand.id}_selected_product`;

/**
 * Business, TV and enterprise-network offers are sold by a person: they go to the page's contact form,
 * as does an offer aimed at that form itself (`#contact`).
 */
const CONTACT_TARGETS = [
  /^\/business(\/|$|\?|#)/,
  /ott_tv|one_tv|we_watch/,
  /enterprise_network/,
  /^#contact$/,
];

export function productTypeOfPath(pathname: string): SelectedProduct["productTypeId"] {
  if (pathname.startsWith("/business/sme")) return "sme";
  if (pathname === "/" || pathname.startsWith("/business")) return "business";
  return "consumer";
}

/**
 * The selection a content block's plan card or offer makes (blocks reach it through `useChooseOffer`,
 * which loads this module on the first click).
 * @public
 */
export function selectionOf(item: WebPartItem, pathname: string): SelectedProduct {
  return {
    productId: item.productId,
    productTypeId: productTypeOfPath(pathname),
    subscriptionId: item.subscriptionId,
    productCategoryId: item.productCategoryId,
    isAddon: item.isAddon,
    actionUrl: item.actionUrl,
    title: item.title ?? "",
  };
}

/** A plan chosen on a catalog screen (/products/…, /product/subscriptions), in the same shape as a card's. */
export function selectionOfPlan(product: Product, plan: Plan): SelectedProduct {
  return {
    productId: product.productId,
    productTypeId: product.productType,
    subscriptionId: plan.subscriptionId,
    productCategoryId: PRODUCT_CATEGORY_IDS[product.category],
    isAddon: product.isAddon,
    actionUrl: "/register-steps",
    title: plan.name,
  };
}

/**
 * Where a chosen promotion leads (spec §4): signed in, to the subscriptions (action register unless an
 * add-on); otherwise to the register steps, except business, TV and enterprise-network offers, which go
 * to the contact anchor of the same page; a MegaBiz or MegaSurf offer aimed at /business still goes to
 * the register steps.
 */
export function promotionTarget(selection: SelectedProduct, { isSignedIn }: { isSignedIn: boolean }): string {
  if (isSignedIn)
    return selection.isAddon ? "/product/subscriptions" : "/product/subscriptions?action=register";
  const target = selection.actionUrl ?? "";
  const isMegaPlan = /mega\s?(biz|surf)/i.test(selection.title);
  if (isMegaPlan && /^\/business\/?$/.test(target)) return "/register-steps";
  if (CONTACT_TARGETS.some((pattern) => pattern.test(target))) return "#contact";
  return "/register-steps";
}

export function selectedProductCookie(selection: SelectedProduct): string {
  return `${SELECTED_PRODUCT_COOKIE}=${encodeURIComponent(JSON.stringify(selection))}; Path=/; Max-Age=${7 * 24 * 3600}; SameSite=Lax`;
}

/** The selection kept by `selectedProductCookie`, read back from a Cookie header; null if none or unreadable. */
export function readSelectedProduct(cookieHeader: string): SelectedProduct | null {
  const value = cookieHeader
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${SELECTED_PRODUCT_COOKIE}=`))
    ?.slice(SELECTED_PRODUCT_COOKIE.length + 1);
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<SelectedProduct>;
    return typeof parsed === "object" && parsed !== null ? (parsed as SelectedProduct) : null;
  } catch {
    return null;
  }
}
