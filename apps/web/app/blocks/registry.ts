import type { WebPartKind } from "@isp/contracts/web-parts";
import type { ComponentType } from "react";
import { BannerBlock } from "./banner/banner-block";
import { BannerSliderBlock } from "./banner-slider/banner-slider-block";
import type { BlockProps } from "./block-props";
import { ContactFormBlock } from "./contact-form/contact-form-block";
import { CustomerReviewsBlock } from "./customer-reviews/customer-reviews-block";
import { DevicePromotionBlock } from "./device-promotion/device-promotion-block";
import { FeatureOptionsBlock } from "./feature-options/feature-options-block";
import { FileDownloadBlock } from "./file-download/file-download-block";
import { LatestNewsBlock } from "./latest-news/latest-news-block";
import { ManagementTeamBlock } from "./management-team/management-team-block";
import { PartnerLogosBlock } from "./partner-logos/partner-logos-block";
import { PlainTextBlock } from "./plain-text/plain-text-block";
import { ProductCardsBlock } from "./product-cards/product-cards-block";
import { ProductPanelBlock } from "./product-panel/product-panel-block";
import { PromotionsBlock } from "./promotions/promotions-block";
import { VacancyListBlock } from "./vacancy-list/vacancy-list-block";
import { VideoCarouselBlock } from "./video-carousel/video-carousel-block";

/** Block components by the content service's webPartType name: one for every kind of spec §1. */
export const BLOCKS: Record<WebPartKind, ComponentType<BlockProps>> = {
  Banner: BannerBlock,
  BannerSlider: BannerSliderBlock,
  PlainText: PlainTextBlock,
  FeatureOptions: FeatureOptionsBlock,
  ProductPanel: ProductPanelBlock,
  ProductCards: ProductCardsBlock,
  Promotions: PromotionsBlock,
  PartnerLogos: PartnerLogosBlock,
  CustomerReviews: CustomerReviewsBlock,
  DevicePromotion: DevicePromotionBlock,
  VideoCarousel: VideoCarouselBlock,
  FileDownload: FileDownloadBlock,
  LatestNews: LatestNewsBlock,
  ManagementTeam: ManagementTeamBlock,
  VacancyList: VacancyListBlock,
  ContactForm: ContactFormBlock,
};

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
