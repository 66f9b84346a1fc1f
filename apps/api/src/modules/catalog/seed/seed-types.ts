import type { Translations } from "../../../i18n/translations";

/** A TV channel of the line-up; `language` is the language it broadcasts in. */
export type SeedChannel = {
  number: number;
  name: string;
  category: "news" | "entertainment" | "movies" | "sports" | "kids" | "music" | "documentary" | "religion";
  language: "km" | "en" | "zh" | "th" | "ko" | "vi" | "ja" | "fr";
  isHd: boolean;
  description: Translations<string>;
  /** Packages that include it. */
  packages: ("oneTv" | "ottTv" | "smeTv")[];
};
