import { getRouteEntry, type RouteEntry } from "../../route-table";

type NavGroup = { labelKey: string; entries: RouteEntry[] };
export type NavMenu = { id: string; labelKey: string; href: string; groups: NavGroup[] };

const entries = (...ids: string[]) => ids.map(getRouteEntry);

/** The header menu (spec §1: Personal, Business with its SME section, About us), by route id. */
export const NAV_MENUS: NavMenu[] = [
  {
    id: "personal",
    labelKey: "nav.personal",
    href: "/personal",
    groups: [
      {
        labelKey: "nav.personalServices",
        entries: entries(
          "personalInternet",
          "personalFttr",
          "personalIot",
          "personalOttTv",
          "personalOneTv",
          "personalApp",
          "personalPromo",
        ),
      },
      {
        labelKey: "nav.support",
        entries: entries("payMyBill", "coverageMap", "personalFaq", "personalContactUs"),
      },
    ],
  },
  {
    id: "business",
    labelKey: "nav.business",
    href: "/business",
    groups: [
      {
        labelKey: "nav.businessServices",
        entries: entries(
          "businessInternet",
          "businessEnterpriseNetwork",
          "businessDataCenter",
          "businessCloudSolutions",
          "businessAws",
          "businessHuaweiCloud",
          "businessCloudDirectConnect",
          "businessVmware",
          "businessDdos",
          "businessUnifiedCommunication",
          "businessDigitalHr",
          "businessContactUs",
        ),
      },
      {
        labelKey: "nav.smeServices",
        entries: entries(
          "smeInternet",
          "smeOttTv",
          "smeOneTv",
          "smeWeWatch",
          "smeDataCenter",
          "smeCloudSolutions",
          "smeDigitalHr",
        ),
      },
    ],
  },
  {
    id: "aboutUs",
    labelKey: "nav.aboutUs",
    href: "/about_us",
    groups: [
      {
        labelKey: "nav.aboutUs",
        entries: entries(
          "aboutOverview",
          "aboutLeadership",
          "aboutCorePrinciple",
          "aboutCsr",
          "aboutQms",
          "aboutChildSafe",
          "aboutEnvironment",
          "aboutAchievement",
          "aboutNews",
          "aboutCareers",
        ),
      },
    ],
  },
];

export const FOOTER_LINKS = entries(
  "payMyBill",
  "coverageMap",
  "aboutCareers",
  "faq",
  "aboutNews",
  "promos",
  "privacyPolicy",
);

/** The signed-in customer's menu: the self-care screens (spec §2), by route id. */
export const SELF_CARE_LINKS = entries(
  "profile",
  "profileData",
  "myEze",
  "myOrders",
  "paymentInvoice",
  "paymentHistory",
  "upgrade",
  "tickets",
  "contacts",
  "news",
);
