import { Container, Text, Title } from "@mantine/core";
import useEmblaCarousel from "embla-carousel-react";
import { useRefWhenNear } from "../../components/use-ref-when-near";
import { useTranslation } from "../../i18n/use-translation";
import type { BlockProps } from "../block-props";
import { WebPartHeading } from "../web-part-heading";

/**
 * Videos side by side: 3 on wide screens, 2 below 600 px, 1 below 480 px (spec §9; set in CSS). Videos
 * load nothing until played (preload none, with a poster) and stream with range requests.
 */
export function VideoCarouselBlock({ webPart }: BlockProps) {
  const { t } = useTranslation();
  const [emblaRef, embla] = useEmblaCarousel({ align: "start", slidesToScroll: 1 });
  // The carousel measures its slides when it starts: only once they are about to be seen.
  const viewportRef = useRefWhenNear(emblaRef);
  const items = webPart.webPartItems.filter((item) => item.videoUrl);
  if (items.length === 0) return null;
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      <section
        className="video-carousel"
        aria-roledescription="carousel"
        aria-label={webPart.title ?? t("blocks.videos")}
      >
        <div className="video-carousel__viewport" ref={viewportRef}>
          <div className="video-carousel__track">
            {items.map((item, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
              <div
                key={item.id}
                className="video-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t("common.slideOf", { current: index + 1, total: items.length })}
              >
                {/* biome-ignore lint/a11y/useMediaCaption: promotional clips without speech */}
                <video
                  className="video-carousel__video"
                  src={item.videoUrl ?? undefined}
                  poster={item.image?.url}
                  controls
                  preload="none"
                  playsInline
                  width={640}
                  height={360}
                  aria-label={item.title ?? undefined}
                />
                {item.title ? (
                  <Title order={3} size="h5" mt="xs">
                    {item.title}
                  </Title>
                ) : null}
                {item.description ? <Text size="sm">{item.description}</Text> : null}
              </div>
            ))}
          </div>
        </div>
        {items.length > 1 ? (
          <div className="video-carousel__controls">
            <button
              type="button"
              className="carousel-button"
              onClick={() => embla?.scrollPrev()}
              aria-label={t("common.previous")}
            >
              ‹
            </button>
            <button
              type="button"
              className="carousel-button"
              onClick={() => embla?.scrollNext()}
              aria-label={t("common.next")}
            >
              ›
            </button>
          </div>
        ) : null}
      </section>
    </Container>
  );
}
