import { LANGUAGES } from "@isp/contracts/languages";
import { describe, expect, it } from "vitest";
import { loadSeedProducts } from "../../catalog/seed/seed-catalog";
import { priceTokenCodes } from "../prose-prices";
import { loadSeedPages } from "./seed-content";
import { loadSeedLists } from "./seed-lists";

const planCodes = new Set(
  (await loadSeedProducts()).flatMap((product) => product.plans.map((plan) => plan.code)),
);
const files = [
  ...(await loadSeedPages()).map(({ id, ...page }) => ({ file: `pages/${id}.json`, content: page })),
  { file: "faq.json", content: (await loadSeedLists()).faq },
];

/** Every text of a seed file with its language (texts sit under a `km`, `en` or `zh` key). */
function textsOf(value: unknown, language?: string): { language: string; text: string }[] {
  if (typeof value === "string") return language ? [{ language, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((each) => textsOf(each, language));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, each]) =>
    textsOf(each, (LANGUAGES as readonly string[]).includes(key) ? key : language),
  );
}

/** A hand-written amount: "$1,200", "US$5", "USD 5", "30.00$", "5 美元", "៥ ដុល្លារ" (Khmer digits). */
const LITERAL_PRICE = /(?:US\$|\$|USD\s?)\s?([\d០-៩][\d០-៩,.]*)|([\d០-៩][\d០-៩,.]*)(?:\$|\s?美元|\s?ដុល្លារ)/g;

/** The amount as a plain number ("1200", "0.28"), whatever the digits and the punctuation after it. */
function amountOf(digits: string): string {
  const ascii = digits.replace(/[០-៩]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0));
  return String(Number(ascii.replace(/,/g, "").replace(/[.,]$/, "")));
}

/**
 * Prices still written by hand in prose, by seed file, with why each is no token: none is the price of a
 * catalog plan or add-on. A new hand-written price fails the test until someone makes it a token (it is
 * the catalog's) or adds it here with its reason.
 */
const LITERAL_PRICES: Record<string, Record<string, string>> = {
  "pages/Colocation.json": { "0.28": "power above the included amount, per kWh" },
  "pages/DdosProtection.json": { "960": "the Premium price on a 12-month contract (an offer)" },
  "pages/Fttr.json": {
    "0": "an offer: the extra room unit free for three months",
    "25": "FTTR Duo's own installation fee, not the home installation add-on",
    "35": "FTTR Trio's own installation fee, not the home installation add-on",
    "39": "the M6 mesh unit, a device sold in the shop",
  },
  "pages/HuaweiCloud.json": {
    "300": "Huawei Cloud credit (an offer)",
    "780": "three months of Cloud Connect 50 free (an offer)",
  },
  "pages/Iot.json": {
    "2": "cloud recording per camera, a service not in the catalog",
    "9": "the P1 smart plug (a device)",
    "12": "the D1 door sensor (a device)",
    "20": "the starter kit's saving (an offer)",
    "29": "the C2 indoor camera (a device)",
    "39": "the smart home starter kit (an offer)",
    "45": "the C4 outdoor camera (a device)",
  },
  "pages/MegaSurf.json": {
    "12": "the student price of MegaSurf 30 (an offer)",
    "30": "the router deposit on month-to-month plans",
    "468": "MegaSurf 100 for 14 months, paid for 12 (an offer)",
  },
  "pages/MihcmForEnterprise.json": { "1200": "what the free data migration is worth (an offer)" },
  "pages/OneTv.json": {
    "0": "an offer: the extra box free for the whole contract",
    "5": "the internet + TV bundle saving (an offer)",
    "7": "One TV Family in the bundle (an offer)",
  },
  "pages/OttTv.json": {
    "25": "the TV Stick HD (a device)",
    "35": "the Android TV box 4K (a device)",
    "39": "the M6 mesh unit (a device)",
  },
  "pages/Promotions.json": {
    "0": "an offer: the extra room unit free for three months",
    "20": "the smart home kit's saving (an offer)",
    "35": "the Android TV box's normal price (a device)",
    "39": "the smart home kit (an offer)",
    "59": "the smart home kit's normal price (an offer)",
    "468": "MegaSurf 100 for 14 months, paid for 12 (an offer)",
  },
  "pages/SmeOttTv.json": {
    "25": "the TV Stick HD (a device)",
    "49": "the Android TV box 4K Pro (a device)",
    "79": "the S1 signage player (a device)",
  },
  "pages/SmeWebHosting.json": { "150": "website design, a service quoted outside the catalog" },
  "pages/TermsAndConditions.json": { "5": "the reconnection fee" },
  "pages/UnifiedCommunication.json": {
    "0.015": "local calls per minute (usage, not a plan)",
    "0.03": "international calls per minute (usage, not a plan)",
    "300": "three months of Cloud PBX free (an offer)",
    "650": "what the free IP desk phones are worth (an offer)",
  },
  "pages/WebHosting.json": {
    "6": "the Business plan's price for the first three months (an offer)",
    "35": "a free domain for the first year (an offer)",
  },
  "faq.json": { "10": "the technician's call-out fee" },
};

// Issue 12: a price is written once, in the catalog; sentences name it with {{price:<plan code>}}.
describe("prices in seeded prose", () => {
  it("name plans and add-ons the catalog has", () => {
    const tokens = files.flatMap(({ file, content }) =>
      textsOf(content).flatMap(({ text }) => priceTokenCodes(text).map((code) => ({ file, code }))),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(100);
    expect(tokens.filter(({ code }) => !planCodes.has(code))).toEqual([]);
  });

  it("name the same plans in every language", () => {
    for (const { file, content } of files) {
      const codesIn = (language: string) =>
        textsOf(content)
          .filter((text) => text.language === language)
          .flatMap(({ text }) => priceTokenCodes(text))
          .sort();
      expect(codesIn("km"), file).toEqual(codesIn("en"));
      expect(codesIn("zh"), file).toEqual(codesIn("en"));
    }
  });

  it("write by hand only the prices allowed here, in every language", () => {
    for (const { file, content } of files) {
      for (const language of LANGUAGES) {
        const amounts = textsOf(content)
          .filter((text) => text.language === language)
          .flatMap(({ text }) =>
            Array.from(text.matchAll(LITERAL_PRICE), (match) => match[1] ?? match[2] ?? ""),
          )
          .map(amountOf);
        const allowed = Object.keys(LITERAL_PRICES[file] ?? {});
        expect([...new Set(amounts)].sort(), `${file} ${language}`).toEqual(allowed.sort());
      }
    }
  });
});
