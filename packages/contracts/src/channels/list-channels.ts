import { z } from "zod";
import { defineCall } from "../http/define-call";

export const CHANNEL_CATEGORIES = [
  "news",
  "entertainment",
  "movies",
  "sports",
  "kids",
  "music",
  "documentary",
  "religion",
] as const;
export const CHANNEL_LANGUAGES = ["km", "en", "zh", "th", "ko", "vi", "ja", "fr"] as const;
export const TV_PACKAGES = ["oneTv", "ottTv", "smeTv"] as const;

/**
 * GET catalog-api/api/v1/Channels?language=&package= — the TV line-up (the spec shows the screens but not
 * the call): channels by number, optionally only those broadcasting in one language or in one package.
 */
export const ListChannelsQuerySchema = z.object({
  language: z.enum(CHANNEL_LANGUAGES).optional(),
  package: z.enum(TV_PACKAGES).optional(),
});
export type ListChannelsQuery = z.infer<typeof ListChannelsQuerySchema>;

export const ChannelSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  category: z.enum(CHANNEL_CATEGORIES),
  language: z.enum(CHANNEL_LANGUAGES),
  isHd: z.boolean(),
  description: z.string(),
  packages: z.array(z.enum(TV_PACKAGES)),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ListChannelsResponseSchema = z.object({ data: z.array(ChannelSchema) });
export type ListChannelsResponse = z.infer<typeof ListChannelsResponseSchema>;

export const ListChannelsCall = defineCall({
  method: "GET",
  service: "catalog-api",
  path: "Channels",
  tag: "catalog",
  summary: "The TV line-up by number, optionally by broadcast language or package",
  query: ListChannelsQuerySchema,
  responses: { 200: ListChannelsResponseSchema },
});
