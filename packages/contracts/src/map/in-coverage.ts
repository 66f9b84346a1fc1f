import { z } from "zod";
import { defineCall } from "../http/define-call";

/** A degree of the query, read as a number: empty, not a number or out of range is refused. */
const degrees = (limit: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number<number>().min(-limit).max(limit),
  );

/** A WGS 84 point; out of range or not a number → 400. */
export const CoordinatesSchema = z.object({ lat: degrees(90), lng: degrees(180) });
export type Coordinates = z.infer<typeof CoordinatesSchema>;

/** Whether the network reaches a place, and the coverage area it falls in (null when not covered). */
export const CoverageAnswerSchema = z.object({
  data: z.object({
    inCoverage: z.boolean(),
    area: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
});

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
  responses: { 200: CoverageAnswerSchema },
});

/** A commune or sangkat by its six-digit gazetteer code (spec §3 Location: province → district → commune). */
export const CommuneParamsSchema = z.object({ code: z.string().regex(/^\d{6}$/) });

/**
 * Coverage by address, for visitors who do not use the map: whether the network serves a commune
 * (chosen province → district → commune). Not in the spec; the same answer as `map/in_coverage`.
 */
export const CommuneCoverageCall = defineCall({
  method: "GET",
  service: "map-api",
  path: "map/in_coverage/communes/:code",
  tag: "map",
  summary: "Whether the provider's network serves a commune (gazetteer code)",
  params: CommuneParamsSchema,
  responses: { 200: CoverageAnswerSchema },
});
