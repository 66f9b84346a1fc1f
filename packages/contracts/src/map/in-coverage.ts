import { z } from "zod";
import { defineCall } from "../http/define-call";

/** A WGS 84 point; strings from the query are read as numbers, out of range or not a number → 400. */
export const CoordinatesSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof CoordinatesSchema>;

/**
 * Spec §7 `GET map/in_coverage?lat&lng` (map-api): whether the provider's network reaches a point, and
 * the coverage area it falls in (null when not covered).
 */
export const InCoverageCall = defineCall({
  method: "GET",
  service: "map-api",
  path: "map/in_coverage",
  tag: "map",
  summary: "Whether a point is in the provider's coverage",
  query: CoordinatesSchema,
  responses: {
    200: z.object({
      data: z.object({
        inCoverage: z.boolean(),
        area: z.object({ id: z.string(), name: z.string() }).nullable(),
      }),
    }),
  },
});
