import { BANNER_SLIDE_INTERVAL_MS } from "@isp/contracts/web-parts";
import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

export type Embla = NonNullable<UseEmblaCarouselType[1]>;
export type SliderMotion = { embla: Embla; autoplay: AutoplayType };

/**
 * What moves the banner slider (Embla with its autoplay), loaded only when the slider first moves:
 * the server-rendered first slide needs none of it. Renders nothing; hands the carousel to the slider.
 */
export default function BannerSliderMotion({
  viewport,
  onReady,
}: {
  viewport: HTMLElement;
  onReady: (motion: SliderMotion) => void;
}) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: BANNER_SLIDE_INTERVAL_MS,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      stopOnInteraction: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  useEffect(() => viewportRef(viewport), [viewportRef, viewport]);
  useEffect(() => {
    if (embla) onReady({ embla, autoplay });
  }, [embla, autoplay, onReady]);
  return null;
}
