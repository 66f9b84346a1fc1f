import { z } from "zod";
import { maxValue, minValue } from "./validation/rules";

/** limit/offset paging of list calls; the caller passes its page size (spec §9). */
export const PagingQuerySchema = z.object({
  limit: z.coerce.number<number>().int().min(1, minValue(1)).max(100, maxValue(100)).default(10),
  offset: z.coerce.number<number>().int().min(0, minValue(0)).default(0),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/** A record id in a path. Callers give a number; the URL carries it as text. */
export const IdParamsSchema = z.object({ id: z.coerce.number<number>().int().positive() });
