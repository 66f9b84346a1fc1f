import { z } from "zod";
import { defineCall } from "../http/define-call";

/** A branch (shop) where customers sign up, pay and collect equipment. */
export const BranchPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  openingHours: z.string(),
  /** International form, as dialled: "+855 23 888 168". */
  phones: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
});
export type BranchPoint = z.infer<typeof BranchPointSchema>;

/** Spec §7 `GET Map/branch_points` (map-api): the branches, answered as `{ points }`. */
export const ListBranchPointsCall = defineCall({
  method: "GET",
  service: "map-api",
  path: "Map/branch_points",
  tag: "map",
  summary: "The provider's branches with address, opening hours and phones",
  responses: { 200: z.object({ points: z.array(BranchPointSchema) }) },
});
