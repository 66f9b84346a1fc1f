import { ACCOUNT_PAGES } from "@isp/contracts/identity/account-pages";
import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { listRoutePaths, type RouteEntry, type Screen } from "./route-table";

// Each kind of screen is its own route module, so a page loads the code of what it shows and nothing
// else (a content page does not load the survey, the channel list or the search).
const SCREEN_MODULES: Record<Screen, string> = {
  page: "features/screens/page-route.tsx",
  news: "features/screens/news-route.tsx",
  "news-card": "features/screens/news-card-route.tsx",
  vacancy: "features/screens/vacancy-route.tsx",
  faq: "features/screens/faq-route.tsx",
  channels: "features/screens/channels-route.tsx",
  device: "features/screens/device-route.tsx",
  survey: "features/screens/survey-route.tsx",
  "survey-reasons": "features/screens/survey-reasons-route.tsx",
  "survey-thanks": "features/screens/survey-thanks-route.tsx",
  search: "features/screens/search-route.tsx",
  "coverage-map": "features/screens/coverage-route.tsx",
  offices: "features/screens/coverage-route.tsx",
  "live-traffic": "features/screens/coverage-route.tsx",
  "register-steps": "features/screens/register-steps-route.tsx",
  products: "features/products/products-by-type-route.tsx",
  "invoice-link": "features/billing/invoice-link-route.tsx",
  "pay-my-bill": "features/pay-my-bill/pay-my-bill-route.tsx",
  "gateway-checkout": "features/pay-my-bill/gateway-checkout-route.tsx",
  "payment-result": "features/pay-my-bill/payment-result-route.tsx",
  "unpaid-customer": "features/pay-my-bill/unpaid-customer-route.tsx",
  upcoming: "features/screens/system-route.tsx",
  private: "features/screens/auth-route.tsx",
  "sign-in": "features/screens/auth-route.tsx",
  "oidc-callback": "features/screens/auth-route.tsx",
  "oidc-callback-error": "features/screens/auth-route.tsx",
  "not-found": "features/screens/system-route.tsx",
  reload: "features/screens/system-route.tsx",
};

// Each self-care screen is its own module too (by route id); a private route without one shows the
// signed-in notice of auth-route.
const SELF_CARE_MODULES: Partial<Record<string, string>> = {
  contacts: "features/contacts/contacts-route.tsx",
  news: "features/news/my-news-route.tsx",
  myEze: "features/my-account/my-account-route.tsx",
  paymentInvoice: "features/billing/invoices-route.tsx",
  paymentHistory: "features/billing/payment-history-route.tsx",
  receiptTemplate: "features/billing/receipt-route.tsx",
  myOrders: "features/orders/my-orders-route.tsx",
  profileQuotation: "features/orders/quotation-route.tsx",
  upgrade: "features/plan-change/upgrade-route.tsx",
  products: "features/products/my-products-route.tsx",
  productSubscriptions: "features/products/product-subscriptions-route.tsx",
  profile: "features/profile/profile-route.tsx",
  profileData: "features/profile/profile-data-route.tsx",
  profileNewLocation: "features/profile/new-location-route.tsx",
  tickets: "features/screens/tickets-route.tsx",
};

const moduleOf = (entry: RouteEntry) =>
  (entry.screen === "private" ? SELF_CARE_MODULES[entry.id] : undefined) ?? SCREEN_MODULES[entry.screen];

// Every path and alias of spec §2. Aliases get their own route ids so the router can reuse the module.
export default [
  layout("features/layout/screen-errors-route.tsx", [
    ...listRoutePaths().map(({ path, entry, isAlias }) =>
      route(path, moduleOf(entry), { id: isAlias ? `${entry.id}@${path}` : entry.id }),
    ),
    // The identity provider's own pages (sign in, register, reset, link): not in the spec's route table,
    // never in the sitemap; the provider sends the browser there during a sign-in.
    route(ACCOUNT_PAGES.signIn, "features/screens/account-sign-in-route.tsx", { id: "accountSignIn" }),
    route(ACCOUNT_PAGES.register, "features/screens/account-register-route.tsx", { id: "accountRegister" }),
    route(ACCOUNT_PAGES.forgotPassword, "features/screens/account-forgot-password-route.tsx", {
      id: "accountForgotPassword",
    }),
    route(ACCOUNT_PAGES.linkCustomer, "features/screens/account-link-customer-route.tsx", {
      id: "accountLinkCustomer",
    }),
    route("*", "features/system/unknown-path.tsx", { id: "unknownPath" }),
  ]),
  route("sitemap.xml", "features/seo/sitemap-route.ts", { id: "sitemap" }),
  route("robots.txt", "features/seo/robots-route.ts", { id: "robots" }),
] satisfies RouteConfig;
