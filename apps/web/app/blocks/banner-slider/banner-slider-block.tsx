import { BANNER_SLIDE_INTERVAL_MS } from "@isp/contracts/web-parts";
import { useReducedMotion } from "@mantine/hooks";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { BannerSlide } from "../banner/banner-slide";
import type { BlockProps } from "../block-props";
import type { Embla, SliderMotion } from "./banner-slider-motion";

// Embla is 7 kB of gzipped JavaScript: it loads when the slider first moves, not with the page.
const BannerSliderMotion = lazy(() => import("./banner-slider-motion"));

/**
 * Banners that advance every 5000 ms (spec §9), pausing while hovered or focused and not at all for
 * visitors who prefer reduced motion; with previous/next/pause buttons and slide dots for keyboards
 * and screen readers. The first slide is server-rendered and visible before scripts run, and needs no
 * carousel code: that loads when the first advance is due, or as soon as a visitor points at or
 * focuses the slider (what they ask for before it has arrived is done when it has).
 */
export function BannerSliderBlock({ webPart, isFirst }: BlockProps) {
  const { t } = useTranslation();
  const isReducedMotion = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const [isMotionWanted, setIsMotionWanted] = useState(false);
  const [motion, setMotion] = useState<SliderMotion>();
  const [selected, setSelected] = useState(0);
  const [isPlaying, setIsPlaying] = useState(true);
  // The visitor's request made before the carousel code arrived.
  const pending = useRef<((embla: Embla) => void) | null>(null);
  const slides = webPart.webPartItems;

  const withEmbla = useCallback(
    (action: (embla: Embla) => void) => {
      if (motion) return action(motion.embla);
      pending.current = action;
      setIsMotionWanted(true);
    },
    [motion],
  );

  // The first advance, until the carousel code (and its autoplay) runs the slider.
  useEffect(() => {
    if (motion || slides.length < 2 || isReducedMotion || !isPlaying) return;
    const timer = setTimeout(() => {
      // Held (hovered or focused): no advance; the autoplay that loads now waits too (below).
      if (viewport.current?.matches(":hover, :focus-within")) setIsMotionWanted(true);
      else withEmbla((embla) => embla.scrollNext());
    }, BANNER_SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [motion, slides.length, isReducedMotion, isPlaying, withEmbla]);

  useEffect(() => {
    if (!motion) return;
    const { embla } = motion;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    pending.current?.(embla);
    pending.current = null;
    return () => {
      embla.off("select", onSelect);
    };
  }, [motion]);

  useEffect(() => {
    if (!motion) return;
    // Autoplay pauses on the pointer's entering the slides and resumes on its leaving; one already over
    // them when the code arrived entered before.
    if (isReducedMotion || !isPlaying || viewport.current?.matches(":hover")) motion.autoplay.stop();
    else motion.autoplay.play();
  }, [motion, isReducedMotion, isPlaying]);

  const wantMotion = useCallback(() => setIsMotionWanted(true), []);
  const scrollTo = useCallback((index: number) => withEmbla((embla) => embla.scrollTo(index)), [withEmbla]);
  if (slides.length === 0) return null;

  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label={webPart.title ?? t("common.carousel")}
      onPointerEnter={slides.length > 1 ? wantMotion : undefined}
      onFocus={slides.length > 1 ? wantMotion : undefined}
    >
      {isMotionWanted && viewport.current ? (
        <Suspense fallback={null}>
          <BannerSliderMotion viewport={viewport.current} onReady={setMotion} />
        </Suspense>
      ) : null}
      <div className="banner-slider__viewport" ref={viewport}>
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
            onClick={() => withEmbla((embla) => embla.scrollPrev())}
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
            onClick={() => withEmbla((embla) => embla.scrollNext())}
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
