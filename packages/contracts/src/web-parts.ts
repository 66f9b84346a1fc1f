/** Web part kinds of spec §1/§3, by their webPartType name as the content service sends it. */
export const WEB_PART_KINDS = [
  "Banner",
  "BannerSlider",
  "PlainText",
  "FeatureOptions",
  "ProductPanel",
  "ProductCards",
  "Promotions",
  "PartnerLogos",
  "CustomerReviews",
  "DevicePromotion",
  "VideoCarousel",
  "FileDownload",
  "LatestNews",
  "ManagementTeam",
  "VacancyList",
  "ContactForm",
] as const;
export type WebPartKind = (typeof WEB_PART_KINDS)[number];

/** Spec §9 constants that the blocks follow. */
export const BANNER_SLIDE_INTERVAL_MS = 5000;
export const IMAGE_BREAKPOINT_PX = 600;
export const DEFAULT_COLUMNS = { mobile: 10, small: 6, medium: 3, panel: 12 } as const;

/** Feature option types (spec §9): 1 icon cards; the two fixed ids below render as bullet lists. */
export const FEATURE_OPTION_TYPES = { icons: 1, bullets: 2, checks: 3 } as const;
export const BULLET_OPTION_TYPE_IDS: readonly number[] = [
  FEATURE_OPTION_TYPES.bullets,
  FEATURE_OPTION_TYPES.checks,
];
