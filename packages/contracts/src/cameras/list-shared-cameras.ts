import { z } from "zod";
import { defineCall } from "../http/define-call";

/** A live traffic camera the provider shares with the public. */
export const CameraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** "live": `streamUrl` plays (HLS); "offline": only the last still, with a message. */
  status: z.enum(["live", "offline"]),
  streamUrl: z.string().nullable(),
  stillUrl: z.string(),
});
export type Camera = z.infer<typeof CameraSchema>;

/** Spec §7 `GET cameras/shared` (media-api): the shared traffic cameras, for /live_traffic and the map. */
export const ListSharedCamerasCall = defineCall({
  method: "GET",
  service: "media-api",
  path: "cameras/shared",
  tag: "media",
  summary: "The live traffic cameras shared with the public (HLS streams and stills)",
  responses: { 200: z.object({ data: z.array(CameraSchema) }) },
});
