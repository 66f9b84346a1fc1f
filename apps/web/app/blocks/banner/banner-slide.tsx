import type { Image, WebPartItem } from "@isp/contracts/pages/get-page";
import { IMAGE_BREAKPOINT_PX } from "@isp/contracts/web-parts";
import { Text, Title } from "@mantine/core";
import { SmartLinkButton } from "../web-part-heading";

const MOBILE_MEDIA = `(max-width: ${IMAGE_BREAKPOINT_PX - 1}px)`;

/**
 * A raster image's AVIF and WebP versions at every width (a banner spans the screen), so a phone
 * downloads one sized for it; a vector image has none and is used as it is.
 */
function FormatSources({ image, media }: { image: Image; media?: string }) {
  return image.sources.map((source) => (
    <source
      key={source.type}
      media={media}
      type={source.type}
      srcSet={source.srcSet}
      sizes="100vw"
      width={image.width ?? undefined}
      height={image.height ?? undefined}
    />
  ));
}

/**
 * One banner: web and mobile images switched at 600 px (spec §9), or a video, with its text over it.
 * The first banner of a page is the likely LCP element, so it loads eagerly with high priority.
 */
export function BannerSlide({ item, isPriority }: { item: WebPartItem; isPriority: boolean }) {
  const banner = item.banner;
  const web = banner?.webImage ?? item.image;
  const mobile = banner?.mobileImage;
  const actionUrl = banner?.actionUrl ?? item.actionUrl;
  const title = banner?.title ?? item.title;
  const description = banner?.description ?? item.description;
  return (
    <div className="banner">
      {banner?.video ? (
        <video className="banner__media" src={banner.video} autoPlay muted loop playsInline />
      ) : web ? (
        <picture>
          {mobile ? (
            <>
              <FormatSources image={mobile} media={MOBILE_MEDIA} />
              <source
                media={MOBILE_MEDIA}
                srcSet={mobile.url}
                width={mobile.width ?? undefined}
                height={mobile.height ?? undefined}
              />
            </>
          ) : null}
          <FormatSources image={web} />
          <img
            className="banner__media"
            src={web.url}
            alt={web.alt ?? ""}
            title={web.title ?? undefined}
            width={web.width ?? undefined}
            height={web.height ?? undefined}
            loading={isPriority ? "eager" : "lazy"}
            fetchPriority={isPriority ? "high" : "auto"}
            decoding={isPriority ? "sync" : "async"}
          />
        </picture>
      ) : null}
      {title || description ? (
        <div className="banner__content">
          {title ? (
            <Title order={2} className="banner__title">
              {title}
            </Title>
          ) : null}
          {description ? <Text className="banner__description">{description}</Text> : null}
          {actionUrl && item.showButton && item.title ? (
            <div className="banner__buttons" data-web-layout={banner?.webButtonsLayout ?? undefined}>
              <SmartLinkButton href={actionUrl} variant="white" size="lg">
                {item.title}
              </SmartLinkButton>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
