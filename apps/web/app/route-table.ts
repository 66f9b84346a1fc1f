import { brand } from "@isp/brand";

/**
 * The sections of spec §2, which the spec loads lazily. The code is split finer than this: one route
 * module per kind of screen (routes.ts), and the heavier blocks load only on pages that show them.
 */
export const SECTIONS = [
  "coverage_map",
  "business",
  "contact_us",
  "channel",
  "self_care",
  "business_sme",
  "live-stream",
  "personal",
  "system",
  "faq",
  "payment",
  "about_us",
  "news_and_media",
  "survey",
] as const;
type Section = (typeof SECTIONS)[number];

/**
 * What a route shows:
 * - page: a content page (pageId) rendered from the content service's web parts;
 * - news: a content page followed by the paged news list; news-card: one news item (contentId);
 * - vacancy: one vacancy (id); faq: the FAQ of an audience; channels: the TV line-up; device: one device;
 * - survey, survey-reasons, survey-thanks: the customer survey's score, reasons and thanks (spec §2);
 * - search: the site search (q, page);
 * - coverage-map, offices, live-traffic: the coverage check, branches and traffic cameras (spec §2 Maps);
 * - register-steps: the seven-step order journey;
 * - products: the catalog's plans of one product type (productType), each with its order button;
 * - pay-my-bill: paying a CID's unpaid invoices without an account (a code by SMS, then KHQR or a gateway);
 * - gateway-checkout: the signed form that sends the payer to a gateway (orderId);
 * - payment-result: where the payer comes back from a gateway, and the thanks (orderId);
 * - unpaid-customer: where the network sends a customer suspended for an unpaid bill;
 * - invoice-link: one invoice opened by its own link, without signing in (customerId, invoiceId, token);
 * - upcoming: a public screen whose working version belongs to a later issue (title, breadcrumb, notice);
 * - private: needs sign-in (spec §6);
 * - sign-in: the identity provider's entry points (/login, /register, /online-signup);
 * - oidc-callback, oidc-callback-error, not-found, reload: system screens.
 */
export type Screen =
  | "page"
  | "news"
  | "news-card"
  | "vacancy"
  | "faq"
  | "channels"
  | "device"
  | "survey"
  | "survey-reasons"
  | "survey-thanks"
  | "search"
  | "coverage-map"
  | "offices"
  | "live-traffic"
  | "register-steps"
  | "products"
  | "invoice-link"
  | "pay-my-bill"
  | "gateway-checkout"
  | "payment-result"
  | "unpaid-customer"
  | "upcoming"
  | "private"
  | "sign-in"
  | "oidc-callback"
  | "oidc-callback-error"
  | "not-found"
  | "reload";

export type RouteEntry = {
  /** Unique id; also the translation key of the route's title (`routes.<id>`). */
  id: string;
  path: string;
  aliases?: readonly string[];
  section: Section;
  screen: Screen;
  isPublic: boolean;
  pageId?: string;
  /** Spec §2: no header on Channel, Channel.Lang, Survey*, UnpaidCustomer. */
  hideHeader?: boolean;
  /** For FAQ screens: whose questions (none: all). */
  faqAudience?: "personal" | "business" | "selfcare";
  /**
   * For private screens: roles of the access token of which any lets the customer in (spec §6; the
   * spec names none yet, so every signed-in customer passes).
   */
  roles?: readonly string[];
  /** For upcoming screens: the issue that builds the real screen. */
  upcoming?: "content" | "forms" | "self-care" | "ordering" | "payments";
};

const page = (
  id: string,
  path: string,
  section: Section,
  pageId: string,
  aliases?: string[],
): RouteEntry => ({
  id,
  path,
  section,
  screen: "page",
  isPublic: true,
  pageId,
  ...(aliases ? { aliases } : {}),
});

const upcoming = (
  id: string,
  path: string,
  section: Section,
  issue: NonNullable<RouteEntry["upcoming"]>,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ id, path, section, screen: "upcoming", isPublic: true, upcoming: issue, ...extra });

const faq = (id: string, path: string, faqAudience?: RouteEntry["faqAudience"]): RouteEntry => ({
  id,
  path,
  section: "faq",
  screen: "faq",
  isPublic: true,
  ...(faqAudience ? { faqAudience } : {}),
});

const payment = (
  id: string,
  path: string,
  screen: "gateway-checkout" | "payment-result" | "unpaid-customer",
): RouteEntry => ({
  id,
  path,
  section: "payment",
  screen,
  isPublic: true,
});

const survey = (id: string, path: string, screen: Screen): RouteEntry => ({
  id,
  path,
  section: "survey",
  screen,
  isPublic: true,
  hideHeader: true,
});

const signedIn = (id: string, path: string, aliases?: string[]): RouteEntry => ({
  id,
  path,
  section: "self_care",
  screen: "private",
  isPublic: false,
  ...(aliases ? { aliases } : {}),
});

/** Every path of spec §2 with its aliases. Order matters only for readability. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Business home and services
  page("businessHome", "/", "business", "BusinessHome", ["/business"]),
  page("businessInternet", "/business/internet", "business", "BusinessInternet", ["/dia"]),
  page("businessDia", "/business/internet/dia", "business", "Dia"),
  page("businessAws", "/business/aws", "business", "Aws"),
  page("businessUnifiedCommunication", "/business/unified_communication", "business", "UnifiedCommunication"),
  page("businessEnterpriseNetwork", "/business/enterprise_network", "business", "EnterpriseNetwork", [
    "/network",
  ]),
  page("businessDplc", "/business/enterprise_network/dplc", "business", "Dplc", ["/dplc"]),
  page("businessIplc", "/business/enterprise_network/iplc", "business", "Iplc", ["/iplc"]),
  page("businessMpls", "/business/enterprise_network/mpls", "business", "Mpls", ["/mpls"]),
  page("businessVpls", "/business/enterprise_network/vpls", "business", "Vpls", ["/vpls"]),
  page("businessDataCenter", "/business/data_center", "business", "DataCenter"),
  page("businessColocation", "/business/data_center/colocation", "business", "Colocation"),
  page("businessWebHosting", "/business/data_center/web_hosting", "business", "WebHosting"),
  page("businessCloudSolutions", "/business/cloud_solutions", "business", "CloudSolutions", ["/ms365"]),
  page("businessDigitalHr", "/business/digital_hr_service", "business", "DigitalHrService"),
  page(
    "businessMihcm",
    "/business/digital_hr_service/mihcm_for_enterprise",
    "business",
    "MihcmForEnterprise",
    ["/mihcm"],
  ),
  page("businessMia", "/business/digital_hr_service/mia_for_ms_teams", "business", "MiaForMsTeams", ["/mia"]),
  page("businessCloudDirectConnect", "/business/cloud_direct_connect", "business", "CloudDirectConnect"),
  page("businessHuaweiCloud", "/business/huawei_cloud", "business", "HuaweiCloud"),
  page("businessDdos", "/business/DDoS_protection", "business", "DdosProtection"),
  page("businessVmware", "/business/vm_ware", "business", "VmWare"),
  faq("businessFaq", "/business/faq", "business"),
  page("businessContactUs", "/business/contactUs", "contact_us", "BusinessContactUs"),

  // Small and medium business
  page("smeInternet", "/business/sme/internet", "business_sme", "SmeInternet", ["/megabiz"]),
  page("smeOttTv", "/business/sme/ott_tv", "business_sme", "SmeOttTv"),
  page("smeOneTv", "/business/sme/one_tv", "business_sme", "SmeOneTv"),
  page("smeWeWatch", "/business/sme/we_watch", "business_sme", "SmeWeWatch"),
  page("smeDataCenter", "/business/sme/data_center", "business_sme", "SmeDataCenter"),
  page("smeColocation", "/business/sme/data_center/colocation", "business_sme", "SmeColocation"),
  page("smeWebHosting", "/business/sme/data_center/web_hosting", "business_sme", "SmeWebHosting"),
  page("smeCloudSolutions", "/business/sme/cloud_solutions", "business_sme", "SmeCloudSolutions"),
  page("smeDigitalHr", "/business/sme/digital_hr_service", "business_sme", "SmeDigitalHrService", [
    "/mihcm-lite",
  ]),

  // Personal
  page("personalHome", "/personal", "personal", "PersonalInternet"),
  page("personalInternet", "/personal/internet", "personal", "PersonalInternet", ["/megasurf"]),
  page("personalFttr", "/personal/fttr", "personal", "Fttr", ["/fttr"]),
  page("personalIot", "/personal/iot", "personal", "Iot", ["/iot"]),
  page("personalMegaSurf", "/personal/mega_surf", "personal", "MegaSurf"),
  page("personalOttTv", "/personal/ott_tv", "personal", "OttTv"),
  page("personalOneTv", "/personal/one_tv", "personal", "OneTv"),
  faq("personalFaq", "/personal/faq", "personal"),
  page("personalContactUs", "/personal/contactUs", "contact_us", "PersonalContactUs"),
  page("personalPromo", "/personal/promo", "personal", "Promotions"),
  page("personalApp", `/personal/${brand.id}_app`, "personal", "App"),
  { id: "payMyBill", path: "/pay_my_bill", section: "payment", screen: "pay-my-bill", isPublic: true },

  // About us
  page("aboutUs", "/about_us", "about_us", "CompanyOverview"),
  page("aboutOverview", "/about_us/overview", "about_us", "CompanyOverview"),
  page("aboutLeadership", "/about_us/senior_leadership_team", "about_us", "SeniorLeadershipTeam"),
  page("aboutCsr", "/about_us/csr", "about_us", "Csr"),
  page("aboutCorePrinciple", "/about_us/core_principle", "about_us", "CorePrinciple"),
  page("aboutQms", "/about_us/qms", "about_us", "Qms"),
  page("aboutChildSafe", "/about_us/childsafe_certified", "about_us", "ChildSafeCertified"),
  page("aboutEnvironment", "/about_us/environment_ess", "about_us", "EnvironmentEss"),
  page("aboutCareers", "/about_us/careers", "about_us", "Careers", ["/careers"]),
  { id: "aboutVacancy", path: "/about_us/vacancy", section: "about_us", screen: "vacancy", isPublic: true },
  page("aboutAchievement", "/about_us/achievement", "about_us", "Achievement"),
  { ...page("aboutNews", "/about_us/news_and_media", "news_and_media", "NewsAndMedia"), screen: "news" },
  {
    id: "aboutNewsCard",
    path: "/about_us/news_and_media_card",
    section: "news_and_media",
    screen: "news-card",
    isPublic: true,
  },

  // Channel and survey (no header)
  {
    id: "channel",
    path: "/channel",
    section: "channel",
    screen: "channels",
    isPublic: true,
    hideHeader: true,
  },
  {
    id: "channelLang",
    path: "/channel/:lang",
    section: "channel",
    screen: "channels",
    isPublic: true,
    hideHeader: true,
  },
  survey("survey", "/survey", "survey"),
  survey("surveyReasons", "/survey/:recommendScale/reasons", "survey-reasons"),
  survey("surveyThanks", "/survey/:recommendScale/thanks", "survey-thanks"),

  // Products and ordering
  signedIn("products", "/products"),
  {
    id: "productsByType",
    path: "/products/:productType",
    section: "self_care",
    screen: "products",
    isPublic: true,
  },
  signedIn("productSubscriptions", "/product/subscriptions"),
  {
    id: "registerSteps",
    path: "/register-steps",
    section: "self_care",
    screen: "register-steps",
    isPublic: true,
  },

  // Maps and miscellaneous
  {
    id: "coverageMap",
    path: "/coverage_map",
    section: "coverage_map",
    screen: "coverage-map",
    isPublic: true,
  },
  { id: "offices", path: "/offices", section: "coverage_map", screen: "offices", isPublic: true },
  {
    id: "liveTraffic",
    path: "/live_traffic",
    section: "coverage_map",
    screen: "live-traffic",
    isPublic: true,
  },
  page("services", "/services", "system", "Services"),
  page("media", "/media", "news_and_media", "Media"),
  { id: "reload", path: "/reload", section: "system", screen: "reload", isPublic: true },
  { id: "search", path: "/search", section: "system", screen: "search", isPublic: true },
  { id: "device", path: "/device", section: "system", screen: "device", isPublic: true },
  faq("faq", "/faq"),
  faq("selfCareFaq", "/self_care/faq", "selfcare"),
  page("selfCareContactUs", "/self_care/contentsactUs", "contact_us", "SelfCareContactUs"),
  page("promos", "/promos", "personal", "Promotions"),
  page("privacyPolicy", "/privacy-policy", "system", "PrivacyPolicy"),
  page("liveStream", "/live-stream", "live-stream", "LiveStream"),
  {
    id: "invoiceTemplate",
    path: "/invoice_template",
    section: "payment",
    screen: "invoice-link",
    isPublic: true,
  },
  payment("payment", "/payment", "payment-result"),
  { ...payment("unpaidCustomer", "/unpaid-customer", "unpaid-customer"), hideHeader: true },

  // Self-care (sign-in required)
  signedIn("profile", "/profile"),
  signedIn("profileData", "/profile/data"),
  signedIn("profileNewLocation", "/profile/new_location"),
  signedIn("profileQuotation", "/profile/quotation"),
  signedIn("myEze", "/my_eze", ["/myeze"]),
  signedIn("paymentInvoice", "/payment_invoice"),
  signedIn("paymentHistory", "/payment_history"),
  signedIn("upgrade", "/upgrade"),
  signedIn("myOrders", "/my_orders"),
  signedIn("tickets", "/tickets"),
  signedIn("contacts", "/contacts"),
  signedIn("news", "/news"),
  signedIn("receiptTemplate", "/receipt_template"),

  // Online payment (public)
  payment("pay88", "/online_payment/pay88", "gateway-checkout"),
  payment("ababank", "/online_payment/ababank", "gateway-checkout"),
  payment("wing", "/online_payment/wing", "gateway-checkout"),
  upcoming("wingKhqr", "/online_payment/wingkhqr", "payment", "payments"),
  payment("wingWebSdk", "/online_payment/wingwebsdk", "gateway-checkout"),
  payment("pay88Response", "/online_payment/pay88/response", "payment-result"),
  payment("wingResponse", "/online_payment/wing/response", "payment-result"),
  payment("abaResponse", "/online_payment/aba/response", "payment-result"),
  payment("wingWebSdkResponse", "/online_payment/wingwebsdk/response", "payment-result"),

  // Authentication and system
  { id: "login", path: "/login", section: "system", screen: "sign-in", isPublic: true },
  { id: "register", path: "/register", section: "system", screen: "sign-in", isPublic: true },
  { id: "onlineSignup", path: "/online-signup", section: "system", screen: "sign-in", isPublic: true },
  { id: "oidcCallback", path: "/oidc-callback", section: "system", screen: "oidc-callback", isPublic: true },
  {
    id: "oidcCallbackError",
    path: "/oidc-callback-error",
    section: "system",
    screen: "oidc-callback-error",
    isPublic: true,
  },
  { id: "notFound", path: "/404", section: "system", screen: "not-found", isPublic: true },
];

/** Every path (canonical and alias) that the router answers, each with its entry. */
export function listRoutePaths(): { path: string; entry: RouteEntry; isAlias: boolean }[] {
  return ROUTE_TABLE.flatMap((entry) => [
    { path: entry.path, entry, isAlias: false },
    ...(entry.aliases ?? []).map((alias) => ({ path: alias, entry, isAlias: true })),
  ]);
}

const byId = new Map(ROUTE_TABLE.map((entry) => [entry.id, entry]));

// Paths match case-insensitively, as the router matches them.
const byPath = new Map(listRoutePaths().map(({ path, entry }) => [path.toLowerCase(), entry]));

/** The entry answering a path or route pattern of the table (`/careers`, `/channel/:lang`). */
export function entryOfPath(path: string): RouteEntry | undefined {
  return byPath.get(path.toLowerCase());
}

const byPageId = new Map<string, RouteEntry>();
for (const entry of ROUTE_TABLE) {
  // The first entry showing a page is its canonical place (/personal before /personal/internet).
  if (entry.pageId && !byPageId.has(entry.pageId)) byPageId.set(entry.pageId, entry);
}

/** The entry that shows a content page, by the page's id. */
export function entryOfPage(pageId: string): RouteEntry | undefined {
  return byPageId.get(pageId);
}

export function getRouteEntry(id: string): RouteEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown route id ${id}`);
  return entry;
}

/**
 * Breadcrumb trail: the entries whose paths (or aliases, like /business) are prefixes of this one.
 * Parameterised routes contribute their static ancestors only.
 */
export function breadcrumbOf(entry: RouteEntry): RouteEntry[] {
  const segments = entry.path.split("/").filter(Boolean);
  const trail: RouteEntry[] = [];
  for (let i = 1; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join("/")}`;
    const ancestor = entryOfPath(prefix);
    if (ancestor) trail.push(ancestor);
  }
  return trail;
}

/** The entry behind a router route id (aliases have ids like `personalInternet@/megasurf`). */
export function entryOfRouteId(routeId: string): RouteEntry | undefined {
  return byId.get(routeId.split("@")[0] ?? "");
}
