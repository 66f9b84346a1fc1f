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
