import type { BlockProps } from "../block-props";
import { BannerSlide } from "./banner-slide";

export function BannerBlock({ webPart, isFirst }: BlockProps) {
  const item = webPart.webPartItems[0];
  if (!item) return null;
  return <BannerSlide item={item} isPriority={isFirst} />;
}
