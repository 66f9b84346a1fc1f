import { z } from "zod";
import { defineCall } from "../http/define-call";

/** GeoJSON (RFC 7946) positions are [longitude, latitude]; a ring is closed (its last point is its first). */
const PositionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const RingSchema = z.array(PositionSchema).min(4);
const PolygonRingsSchema = z.array(RingSchema).min(1);

/** An area's shape: one polygon (outer ring, then holes) or several (a town and its island). */
export const CoverageGeometrySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Polygon"), coordinates: PolygonRingsSchema }),
  z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(PolygonRingsSchema).min(1) }),
]);
export type CoverageGeometry = z.infer<typeof CoverageGeometrySchema>;

export const CoverageAreaSchema = z.object({
  type: z.literal("Feature"),
  id: z.string(),
  properties: z.object({ name: z.string() }),
  geometry: CoverageGeometrySchema,
});

/** The areas the network reaches, as a GeoJSON feature collection that a map draws as it is. */
export const CoverageSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(CoverageAreaSchema),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** Spec §7 `GET map/coverage` (map-api): the provider's coverage areas, named in the caller's language. */
export const ListCoverageCall = defineCall({
  method: "GET",
  service: "map-api",
  path: "map/coverage",
  tag: "map",
  summary: "The provider's coverage areas (GeoJSON)",
  responses: { 200: z.object({ coverage: CoverageSchema }) },
});
