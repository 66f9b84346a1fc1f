import type { SeedItem, SeedWebPart } from "../seed-types";

/** Image sizes of the business pages' artwork in ../media (all `biz-*` files unless noted). */
export const webBanner = (fileName: string) => ({ fileName, width: 1600, height: 600 });
export const mobileBanner = (fileName: string) => ({ fileName, width: 720, height: 900 });
export const icon = (fileName: string) => ({ fileName, width: 96, height: 96 });
export const panelImage = (fileName: string) => ({ fileName, width: 800, height: 600 });
export const promoImage = (fileName: string) => ({ fileName, width: 800, height: 500 });
const logoImage = (fileName: string) => ({ fileName, width: 240, height: 120 });
/** Video posters are shared files (`video-*.svg`), not part of the `biz-*` set. */
export const videoPoster = (fileName: string) => ({ fileName, width: 640, height: 360 });

export const ICONS_OPTION = { id: 1, name: "Icons" };
export const BULLETS_OPTION = { id: 2, name: "Bullets" };
export const CHECKS_OPTION = { id: 3, name: "Checks" };

/** The closing block of every business service page: the sales enquiry form, reachable as #contact. */
export function salesContactForm(): SeedWebPart {
  return {
    type: "ContactForm",
    anchor: "contact",
    backgroundColor: "#f5edfb",
    text: {
      km: {
        title: "ពិភាក្សាជាមួយក្រុមលក់សេវាអាជីវកម្មរបស់យើង",
        description:
          "ប្រាប់យើងអំពីទីតាំង និងតម្រូវការរបស់អ្នក។ ទីប្រឹក្សាអាជីវកម្មនឹងទូរស័ព្ទទៅអ្នកវិញក្នុងរយៈពេលមួយថ្ងៃធ្វើការ ឬអ្នកអាចទូរស័ព្ទមកយើងបានគ្រប់ពេលតាមលេខ 023 888 168។",
      },
      en: {
        title: "Talk to our business sales team",
        description:
          "Tell us about your sites and what you need. A business consultant will call you back within one working day, or call us any time on 023 888 168.",
      },
      zh: {
        title: "联系我们的企业销售团队",
        description:
          "请告诉我们您的站点情况和业务需求，企业顾问将在一个工作日内回电；您也可以随时拨打 023 888 168。",
      },
    },
    items: [],
  };
}

/**
 * Partner logos of the business pages. Every partner is a fictional brand made for this site; the
 * name is the same in every language.
 */
const PARTNERS = {
  apsira: "Apsira Apps",
  chanra: "Chanra Cooling",
  kampra: "Kampra Analytics",
  kravix: "Kravix Systems",
  lotara: "Lotara Backup",
  mekora: "Mekora Data",
  nagaro: "Nagaro Link",
  preyla: "Preyla Power",
  sovanta: "Sovanta Labs",
  tonlix: "Tonlix Cloud",
  vattra: "Vattra Secure",
} as const;

export type PartnerKey = keyof typeof PARTNERS;

export function partnerLogo(key: PartnerKey): SeedItem {
  const name = PARTNERS[key];
  return {
    data: { image: logoImage(`biz-logo-${key}.svg`) },
    text: {
      km: { title: name, imageAlt: `និមិត្តសញ្ញារបស់ ${name}` },
      en: { title: name, imageAlt: `${name} logo` },
      zh: { title: name, imageAlt: `${name} 标志` },
    },
  };
}
