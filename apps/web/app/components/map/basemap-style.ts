import { brand } from "@isp/brand";
import type { MapTiles } from "@isp/contracts/map/get-basemap";
import type { FeatureCollection } from "geojson";
import type { StyleSpecification } from "maplibre-gl";

/** Credit for the shipped basemap (README "Map data"). */
const BASEMAP_ATTRIBUTION = "Natural Earth · NCDD gazetteer (ODbL)";

const SEA = "#dde8f1";
const LAND = "#f4f2f6";
const [COUNTRY_FILL, , , PROVINCE_LINE, , , , COUNTRY_LINE] = brand.primaryShades;

/**
 * The maps' style: the built-in Cambodia basemap (land, the country and its provinces in the brand's
 * purples), with a tile server's streets beneath it when one is set. Without one it needs nothing
 * from the internet. Province names are drawn by the page (map-canvas.tsx), which shapes Khmer.
 */
export function basemapStyle(basemap: FeatureCollection, tiles: MapTiles | null): StyleSpecification {
  const hasTiles = tiles !== null;
  return {
    version: 8,
    sources: {
      basemap: { type: "geojson", data: basemap, attribution: BASEMAP_ATTRIBUTION },
      ...(tiles
        ? {
            streets: {
              type: "raster" as const,
              tiles: [tiles.url],
              tileSize: 256,
              maxzoom: 19,
              ...(tiles.attribution ? { attribution: tiles.attribution } : {}),
            },
          }
        : {}),
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": SEA } },
      hasTiles
        ? { id: "streets", type: "raster", source: "streets" }
        : {
            id: "land",
            type: "fill",
            source: "basemap",
            filter: ["==", ["get", "kind"], "land"],
            paint: { "fill-color": LAND },
          },
      {
        id: "country-fill",
        type: "fill",
        source: "basemap",
        filter: ["==", ["get", "kind"], "country"],
        // Over street tiles, a tint that leaves the streets readable.
        paint: { "fill-color": COUNTRY_FILL, "fill-opacity": hasTiles ? 0.25 : 1 },
      },
      {
        id: "province-lines",
        type: "line",
        source: "basemap",
        filter: ["==", ["get", "kind"], "province"],
        paint: {
          "line-color": PROVINCE_LINE,
          "line-width": ["interpolate", ["linear"], ["zoom"], 5, 0.6, 10, 1.6],
        },
      },
      {
        id: "country-line",
        type: "line",
        source: "basemap",
        filter: ["==", ["get", "kind"], "country"],
        paint: {
          "line-color": COUNTRY_LINE,
          "line-width": ["interpolate", ["linear"], ["zoom"], 5, 1.2, 10, 3],
        },
      },
    ],
  };
}

export type ProvinceLabel = { code: string; name: string; longitude: number; latitude: number };

/** The province names to draw, in the reader's script: Khmer for Khmer, the gazetteer's Latin otherwise. */
export function provinceLabelsOf(basemap: FeatureCollection, language: string): ProvinceLabel[] {
  return basemap.features.flatMap((feature) => {
    const properties = feature.properties ?? {};
    if (properties.kind !== "province-label" || feature.geometry.type !== "Point") return [];
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const name = String(language === "km" ? properties.nameKm : properties.nameLatin);
    return [{ code: String(properties.code), name, longitude, latitude }];
  });
}
