import type { Image } from "@isp/contracts/pages/get-page";

/**
 * An image of the content service (a web part, a news item, a device) with its size reserved (no layout shift); below the fold it loads lazily. Raster
 * images come as AVIF or WebP at the width the layout needs (`sizes`); vector images as they are.
 */
export function ContentImage({
  image,
  className,
  isPriority = false,
  sizes = "100vw",
}: {
  image: Pick<Image, "url" | "alt" | "title" | "width" | "height"> & { sources?: Image["sources"] };
  className?: string;
  isPriority?: boolean;
  sizes?: string;
}) {
  const img = (
    <img
      className={className}
      src={image.url}
      alt={image.alt ?? ""}
      title={image.title ?? undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : undefined}
      decoding="async"
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
