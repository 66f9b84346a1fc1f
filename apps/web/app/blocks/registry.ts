import type { WebPart } from "@isp/contracts/pages/get-page";
import type { WebPartKind } from "@isp/contracts/web-parts";
import type { ComponentType } from "react";
import { BannerBlock } from "./banner/banner-block";
import type { BlockProps } from "./block-props";
import { isLazyBlock, lazyBlock } from "./lazy-block";
import { PlainTextBlock } from "./plain-text/plain-text-block";
import { canOrder, hasMoreText } from "./product-cards/card-actions";
import { ProductCardsBlock } from "./product-cards/product-cards-block";

/**
 * Block components by the content service's webPartType name: one for every kind of spec §1. The
 * blocks most pages open with (banner, text, product cards) come with the page's code; the others,
 * below the fold or heavy (carousels, video, forms with their captcha), load only where a page shows them.
 */
export const BLOCKS: Record<WebPartKind, ComponentType<BlockProps>> = {
  Banner: BannerBlock,
  BannerSlider: lazyBlock(() =>
    import("./banner-slider/banner-slider-block").then((module) => module.BannerSliderBlock),
  ),
  PlainText: PlainTextBlock,
  FeatureOptions: lazyBlock(() =>
    import("./feature-options/feature-options-block").then((module) => module.FeatureOptionsBlock),
  ),
  ProductPanel: lazyBlock(() =>
    import("./product-panel/product-panel-block").then((module) => module.ProductPanelBlock),
  ),
  ProductCards: ProductCardsBlock,
  Promotions: lazyBlock(() =>
    import("./promotions/promotions-block").then((module) => module.PromotionsBlock),
  ),
  PartnerLogos: lazyBlock(() =>
    import("./partner-logos/partner-logos-block").then((module) => module.PartnerLogosBlock),
  ),
  CustomerReviews: lazyBlock(() =>
    import("./customer-reviews/customer-reviews-block").then((module) => module.CustomerReviewsBlock),
  ),
  DevicePromotion: lazyBlock(() =>
    import("./device-promotion/device-promotion-block").then((module) => module.DevicePromotionBlock),
  ),
  VideoCarousel: lazyBlock(() =>
    import("./video-carousel/video-carousel-block").then((module) => module.VideoCarouselBlock),
  ),
  FileDownload: lazyBlock(() =>
    import("./file-download/file-download-block").then((module) => module.FileDownloadBlock),
  ),
  LatestNews: lazyBlock(() =>
    import("./latest-news/latest-news-block").then((module) => module.LatestNewsBlock),
  ),
  ManagementTeam: lazyBlock(() =>
    import("./management-team/management-team-block").then((module) => module.ManagementTeamBlock),
  ),
  VacancyList: lazyBlock(() =>
    import("./vacancy-list/vacancy-list-block").then((module) => module.VacancyListBlock),
  ),
  ContactForm: lazyBlock(() =>
    import("./contact-form/contact-form-block").then((module) => module.ContactFormBlock),
  ),
};

/**
 * Kinds with nothing for the browser to do, only text, pictures and links: a server page keeps their
 * HTML and never hydrates them (components/server-html.tsx). A kind with a button, a form, a carousel
 * or an animation is not one of them.
 */
export const SERVER_ONLY_KINDS: ReadonlySet<string> = new Set<WebPartKind>([
  "Banner",
  "PlainText",
  "ProductPanel",
  "PartnerLogos",
  "CustomerReviews",
  "DevicePromotion",
  "FileDownload",
  "LatestNews",
  "ManagementTeam",
  "VacancyList",
]);

export function isServerOnly(webPart: WebPart): boolean {
  const kind = webPart.webPartType.name;
  // Feature options are still pictures and text, unless one of them is an animation.
  if (kind === "FeatureOptions") return !webPart.webPartItems.some((item) => item.lottieUrl);
  // Product cards that only link to their products' pages, without a plan to order or text to open.
  if (kind === "ProductCards")
    return !webPart.webPartItems.some((item) => canOrder(item) || hasMoreText(item));
  return SERVER_ONLY_KINDS.has(kind);
}

const reported = new Set<string>();

/** The component for a kind; null (and one log line per kind) when the kind is unknown. */
export function getBlock(kind: string): ComponentType<BlockProps> | null {
  const block = (BLOCKS as Record<string, ComponentType<BlockProps>>)[kind];
  if (!block && !reported.has(kind)) {
    reported.add(kind);
    console.warn(`No block component for web part kind "${kind}"; it is not shown.`);
  }
  return block ?? null;
}

/** Loads the code of a page's lazily loaded blocks, so that the page renders whole (page-route.tsx). */
export async function loadBlocksOf(webParts: WebPart[]): Promise<void> {
  const blocks = webParts.map((webPart) => getBlock(webPart.webPartType.name));
  await Promise.all(blocks.map((block) => (block && isLazyBlock(block) ? block.load() : null)));
}
