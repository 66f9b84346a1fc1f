/** Widths and formats the file service resizes raster images to (`?w=` and `?fm=` on an image URL). */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920] as const;
export const IMAGE_VARIANT_FORMATS = ["avif", "webp"] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

const RASTER = /\.(png|jpe?g|webp)$/i;

export function isRasterImage(fileName: string): boolean {
  return RASTER.test(fileName);
}

/**
 * `<source>` sets for a raster image: each modern format at every variant width up to the original
 * width (never enlarged). Vector images get none.
 */
export function imageSources(url: string, fileName: string, originalWidth: number | null) {
  if (!isRasterImage(fileName)) return [];
  const widths = IMAGE_VARIANT_WIDTHS.filter((width) => !originalWidth || width <= originalWidth);
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((width) => `${url}?w=${width}&fm=${format} ${width}w`).join(", "),
  }));
}
