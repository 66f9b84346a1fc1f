import type { ComponentType } from "react";
import { BannerBlock } from "./banner/banner-block";
import { BannerSliderBlock } from "./banner-slider/banner-slider-block";
import type { BlockProps } from "./block-props";
import { PlainTextBlock } from "./plain-text/plain-text-block";
import { ProductCardsBlock } from "./product-cards/product-cards-block";

/** Block components by the content service's webPartType name. */
const BLOCKS: Record<string, ComponentType<BlockProps>> = {
  Banner: BannerBlock,
  BannerSlider: BannerSliderBlock,
  PlainText: PlainTextBlock,
  ProductCards: ProductCardsBlock,
};

const reported = new Set<string>();

/** The component for a kind; null (and one log line per kind) when the kind is unknown. */
export function getBlock(kind: string): ComponentType<BlockProps> | null {
  const block = BLOCKS[kind];
  if (!block && !reported.has(kind)) {
    reported.add(kind);
    console.warn(`No block component for web part kind "${kind}"; it is not shown.`);
  }
  return block ?? null;
}
