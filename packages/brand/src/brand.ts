/**
 * The provider's identity: the one place a real ISP changes to put its own name, hotline, colours
 * and logo (src/logo.svg) on the product. Everything the user sees reads it from here.
 */
export const brand = {
  /** Also the prefix of browser-storage keys and cookies (spec §9: key names carry the product's name). */
  id: "romdoul",
  name: { km: "រំដួលណិត", en: "Romdoul Net", zh: "Romdoul Net 隆都网络" },
  legalName: "Romdoul Net Co., Ltd.",
  /** The registered name in Khmer, as invoices print it beside the English one. */
  legalNameKm: "ក្រុមហ៊ុន រំដួលណិត ខូ អិលធីឌី",
  /** VAT taxpayer identification number (fictional), printed on every invoice and receipt. */
  vatTin: "L001-108045217",
  /** The public site, as printed on paper (customers pay their bill there by CID). */
  website: "www.romdoul.example",
  /** 24/7 hotline, shown as dialled in Cambodia and linked in international form. */
  hotline: { display: "023 888 168", tel: "+85523888168" },
  email: "care@romdoul.example",
  careersEmail: "careers@romdoul.example",
  salesEmail: "sales@romdoul.example",
  address: {
    km: "អគារលេខ ១២ មហាវិថីព្រះមុនីវង្ស សង្កាត់ស្រះចក ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ",
    en: "No. 12, Preah Monivong Blvd, Srah Chak, Daun Penh, Phnom Penh",
    zh: "金边市 隆边区 斯拉乍分区 莫尼旺大道12号",
  },
  social: {
    facebook: "https://www.facebook.com/romdoul.example",
    telegram: "https://t.me/romdoul_example",
    youtube: "https://www.youtube.com/@romdoul.example",
  },
  /** Mantine colour scale of the primary colour (spec §9: purple), lightest to darkest. */
  primaryShades: [
    "#f5edfb",
    "#e6d6f3",
    "#cba9e7",
    "#af7adb",
    "#9853d1",
    "#8a3acb",
    "#782bb5",
    "#6a249f",
    "#5c1d8c",
    "#4b1473",
  ],
  /** Index of primaryShades used for buttons and links; chosen for 4.5:1 contrast on white. */
  primaryShade: 7,
  appName: "Romdoul App",
} as const;

export type Brand = typeof brand;
