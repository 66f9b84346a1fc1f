import type { Translations } from "../../../i18n/translations";

/** A news or media item; `body` is rich text; `imageFileName` names a file in ./media (a 1600x840 JPEG). */
export type SeedNews = {
  /** Publication date, counted back from the day the database is seeded. */
  publishedDaysAgo: number;
  title: Translations<string>;
  lead: Translations<string>;
  body: Translations<string>;
  imageFileName: string;
  imageAlt: Translations<string>;
};
