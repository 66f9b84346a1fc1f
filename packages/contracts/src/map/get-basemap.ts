import { z } from "zod";
import { defineCall } from "../http/define-call";

/** A raster tile server drawn under the built-in basemap, with the credit its licence asks for. */
export const MapTilesSchema = z.object({
  /** A URL template with {z}, {x} and {y}. */
  url: z.string(),
  attribution: z.string().nullable(),
});
export type MapTiles = z.infer<typeof MapTilesSchema>;

/**
 * The maps' settings: the tile server for street detail (MAP_TILE_URL), or null when there is none
 * and the built-in Cambodia basemap stands alone (it is shipped with the web app).
 */
export const GetBasemapCall = defineCall({
  method: "GET",
  service: "map-api",
  path: "basemap",
  tag: "map",
  summary: "The maps' settings: the street-detail tile server, if any",
  responses: { 200: z.object({ data: z.object({ tiles: MapTilesSchema.nullable() }) }) },
});
