import type { Translations } from "../../../i18n/translations";

/** A news or media item; `body` is rich text; `imageFileName` names a file in ./media (1200x630). */
export type SeedNews = {
  /** Publication date, YYYY-MM-DD. */
  startDate: string;
  title: Translations<string>;
  lead: Translations<string>;
  body: Translations<string>;
  imageFileName: string;
  imageAlt: Translations<string>;
};
