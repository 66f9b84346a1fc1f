import type { WebPartKind } from "@isp/contracts/web-parts";
import type { ItemData, ItemText, PageText, Translations, WebPartText } from "../tables";

/** One seeded item; image file names refer to files in ./media, copied into storage at seed time. */
export type SeedItem = { data: ItemData; text: Translations<ItemText> };

export type SeedWebPart = {
  type: WebPartKind;
  anchor?: string;
  backgroundColor?: string;
  backgroundGradient?: string;
  textColor?: string;
  actionUrl?: string;
  optionType?: { id: number; name: string };
  text: Translations<WebPartText>;
  items: SeedItem[];
};

/** A page of the content service with its texts in km, en and zh. */
export type SeedPage = { id: string; text: Translations<PageText>; webParts: SeedWebPart[] };

/** A job opening of the careers pages; `description` is rich text (duties, requirements, benefits). */
export type SeedVacancy = {
  name: Translations<string>;
  location: Translations<string>;
  vacancyCount: number;
  /** Last day to apply, counted from the day the database is seeded, so the demo never expires. */
  closesInDays: number;
  description: Translations<string>;
};

/** A FAQ category and its questions; `audiences` says on which FAQ pages it appears. */
export type SeedFaqCategory = {
  key: string;
  audiences: ("personal" | "business" | "selfcare")[];
  name: Translations<string>;
  items: { question: Translations<string>; answer: Translations<string> }[];
};
