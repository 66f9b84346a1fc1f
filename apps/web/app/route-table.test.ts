import { describe, expect, it } from "vitest";
import en from "./i18n/locales/en.json";
import km from "./i18n/locales/km.json";
import zh from "./i18n/locales/zh.json";
import {
  breadcrumbOf,
  entryOfPath,
  entryOfRouteId,
  getRouteEntry,
  listRoutePaths,
  ROUTE_TABLE,
  SECTIONS,
} from "./route-table";

/** Spec §2, copied path by path: the table must answer every one of them. */
const SPEC_PATHS = [
  "/oidc-callback",
  "/oidc-callback-error",
  "/online-signup",
  "/register",
  "/login",
  "/about_us",
  "/about_us/overview",
  "/about_us/senior_leadership_team",
  "/about_us/csr",
  "/about_us/core_principle",
  "/about_us/qms",
  "/about_us/childsafe_certified",
  "/about_us/environment_ess",
  "/about_us/careers",
  "/careers",
  "/about_us/vacancy",
  "/about_us/achievement",
  "/about_us/news_and_media",
  "/about_us/news_and_media_card",
  "/personal/internet",
  "/megasurf",
  "/personal",
  "/personal/fttr",
  "/fttr",
  "/personal/iot",
  "/iot",
  "/personal/mega_surf",
  "/personal/ott_tv",
  "/personal/one_tv",
  "/personal/faq",
  "/personal/contactUs",
  "/personal/promo",
  "/pay_my_bill",
  "/channel",
  "/channel/:lang",
  "/survey",
  "/survey/:recommendScale/reasons",
  "/survey/:recommendScale/thanks",
  "/",
  "/business",
  "/business/internet",
  "/dia",
  "/business/internet/dia",
  "/business/aws",
  "/business/unified_communication",
  "/business/enterprise_network",
  "/network",
  "/business/enterprise_network/dplc",
  "/dplc",
  "/business/enterprise_network/iplc",
  "/iplc",
  "/business/enterprise_network/mpls",
  "/mpls",
  "/business/enterprise_network/vpls",
  "/vpls",
  "/business/data_center",
  "/business/data_center/colocation",
  "/business/data_center/web_hosting",
  "/business/cloud_solutions",
  "/ms365",
  "/business/digital_hr_service",
  "/business/digital_hr_service/mihcm_for_enterprise",
  "/mihcm",
  "/business/digital_hr_service/mia_for_ms_teams",
  "/mia",
  "/business/cloud_direct_connect",
  "/business/huawei_cloud",
  "/business/DDoS_protection",
  "/business/vm_ware",
  "/business/faq",
  "/business/contactUs",
  "/business/sme/internet",
  "/megabiz",
  "/business/sme/ott_tv",
  "/business/sme/one_tv",
  "/business/sme/we_watch",
  "/business/sme/data_center",
  "/business/sme/data_center/colocation",
  "/business/sme/data_center/web_hosting",
  "/business/sme/cloud_solutions",
  "/business/sme/digital_hr_service",
  "/mihcm-lite",
  "/products",
  "/products/:productType",
  "/product/subscriptions",
  "/coverage_map",
  "/offices",
  "/live_traffic",
  "/services",
  "/media",
  "/reload",
  "/search",
  "/device",
  "/faq",
  "/self_care/faq",
  "/self_care/contentsactUs",
  "/promos",
  "/privacy-policy",
  "/live-stream",
  "/invoice_template",
  "/register-steps",
  "/payment",
  "/unpaid-customer",
  "/profile",
  "/profile/data",
  "/profile/new_location",
  "/profile/quotation",
  "/my_eze",
  "/myeze",
  "/payment_invoice",
  "/payment_history",
  "/upgrade",
  "/my_orders",
  "/tickets",
  "/contacts",
  "/news",
  "/receipt_template",
  "/online_payment/pay88",
  "/online_payment/ababank",
  "/online_payment/wing",
  "/online_payment/wingkhqr",
  "/online_payment/wingwebsdk",
  "/online_payment/pay88/response",
  "/online_payment/wing/response",
  "/online_payment/aba/response",
  "/404",
];

const SPEC_PRIVATE = [
  "/products",
  "/product/subscriptions",
  "/profile",
  "/profile/data",
  "/profile/new_location",
  "/profile/quotation",
  "/my_eze",
  "/myeze",
  "/payment_invoice",
  "/payment_history",
  "/upgrade",
  "/my_orders",
  "/tickets",
  "/contacts",
  "/news",
  "/receipt_template",
];

describe("route table", () => {
  const paths = listRoutePaths();
  const byPath = new Map(paths.map((route) => [route.path, route]));

  it("answers every path and alias of spec §2", () => {
    const missing = SPEC_PATHS.filter((path) => !byPath.has(path));
    expect(missing).toEqual([]);
  });

  it("has no path twice", () => {
    const all = paths.map((route) => route.path.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });

  it("marks exactly the spec's sign-in routes private", () => {
    const privatePaths = paths.filter((route) => !route.entry.isPublic).map((route) => route.path);
    expect(privatePaths.sort()).toEqual([...SPEC_PRIVATE].sort());
  });

  it("sends aliases to the same screen as their canonical path", () => {
    expect(byPath.get("/megasurf")?.entry).toBe(getRouteEntry("personalInternet"));
    expect(byPath.get("/careers")?.entry).toBe(byPath.get("/about_us/careers")?.entry);
    expect(byPath.get("/mihcm")?.entry.pageId).toBe("MihcmForEnterprise");
    expect(entryOfRouteId("personalInternet@/megasurf")?.id).toBe("personalInternet");
  });

  it("gives the personal home the page id PersonalInternet and every page screen a page id", () => {
    expect(byPath.get("/personal")?.entry.pageId).toBe("PersonalInternet");
    for (const entry of ROUTE_TABLE.filter((candidate) => candidate.screen === "page")) {
      expect(entry.pageId, entry.id).toBeTruthy();
    }
  });

  it("hides the header exactly on the channel, survey and unpaid-customer screens", () => {
    const hidden = ROUTE_TABLE.filter((entry) => entry.hideHeader).map((entry) => entry.id);
    expect(hidden.sort()).toEqual(
      ["channel", "channelLang", "survey", "surveyReasons", "surveyThanks", "unpaidCustomer"].sort(),
    );
  });

  it("puts every route in one of the spec's lazy-loaded sections", () => {
    for (const entry of ROUTE_TABLE) expect(SECTIONS).toContain(entry.section);
    expect(new Set(ROUTE_TABLE.map((entry) => entry.section)).size).toBe(SECTIONS.length);
  });

  it("has a title for every route in km, en and zh", () => {
    for (const entry of ROUTE_TABLE) {
      for (const messages of [en, km, zh]) {
        expect(messages.routes[entry.id as keyof typeof messages.routes], `${entry.id}`).toBeTruthy();
      }
    }
  });

  it("finds the entry of a path, alias or pattern, case-insensitively", () => {
    expect(entryOfPath("/business/DDoS_protection")?.id).toBe("businessDdos");
    expect(entryOfPath("/business/ddos_protection")?.id).toBe("businessDdos");
    expect(entryOfPath("/careers")?.id).toBe("aboutCareers");
    expect(entryOfPath("/channel/:lang")?.id).toBe("channelLang");
    expect(entryOfPath("/no/such")).toBeUndefined();
  });

  it("builds breadcrumbs from the ancestors' paths", () => {
    expect(breadcrumbOf(getRouteEntry("businessColocation")).map((entry) => entry.id)).toEqual([
      "businessHome",
      "businessDataCenter",
    ]);
    expect(breadcrumbOf(getRouteEntry("smeColocation")).map((entry) => entry.id)).toEqual([
      "businessHome",
      "smeDataCenter",
    ]);
  });
});
