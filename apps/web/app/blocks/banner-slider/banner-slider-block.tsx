import { BANNER_SLIDE_INTERVAL_MS } from "@isp/contracts/web-parts";
import { useReducedMotion } from "@mantine/hooks";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BannerSlide } from "../banner/banner-slide";
import type { BlockProps } from "../block-props";

/**
 * Banners that advance every 5000 ms (spec §9), pausing while hovered or focused and not at all for
 * visitors who prefer reduced motion; with previous/next/pause buttons and slide dots for keyboards
 * and screen readers. The first slide is server-rendered and visible before scripts run.
 */
export function BannerSliderBlock({ webPart, isFirst }: BlockProps) {
  const { t } = useTranslation();
  const isReducedMotion = useReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: BANNER_SLIDE_INTERVAL_MS,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      stopOnInteraction: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [isPlaying, setIsPlaying] = useState(true);
  const slides = webPart.webPartItems;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    if (isReducedMotion || !isPlaying) autoplay.stop();
    else autoplay.play();
  }, [embla, autoplay, isReducedMotion, isPlaying]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  if (slides.length === 0) return null;

  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label={webPart.title ?? t("common.carousel")}
    >
      <div className="banner-slider__viewport" ref={viewportRef}>
        <div className="banner-slider__track" aria-live={isPlaying ? "off" : "polite"}>
          {slides.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
            <div
              key={item.id}
              className="banner-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("common.slideOf", { current: index + 1, total: slides.length })}
              aria-hidden={index === selected ? undefined : true}
              inert={index === selected ? undefined : true}
            >
              <BannerSlide item={item} isPriority={isFirst && index === 0} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="banner-slider__controls">
          <button
            type="button"
            className="banner-slider__button"
            onClick={() => embla?.scrollPrev()}
            aria-label={t("common.previous")}
          >
            ‹
          </button>
          <button
            type="button"
            className="banner-slider__button"
            onClick={() => setIsPlaying((value) => !value)}
            aria-label={isPlaying && !isReducedMotion ? t("common.pause") : t("common.play")}
          >
            {isPlaying && !isReducedMotion ? "❚❚" : "▶"}
          </button>
          <button
            type="button"
            className="banner-slider__button"
            onClick={() => embla?.scrollNext()}
            aria-label={t("common.next")}
          >
            ›
          </button>
          <div className="banner-slider__dots">
            {slides.map((item, index) => (
              <button
                key={item.id}
                type="button"
                className="banner-slider__dot"
                aria-label={t("common.goToSlide", { number: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => scrollTo(index)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
