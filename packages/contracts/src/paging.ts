import { z } from "zod";
import { maxValue, minValue } from "./validation/rules";

/** limit/offset paging of list calls; the caller passes its page size (spec §9). */
export const PagingQuerySchema = z.object({
  limit: z.coerce.number<number>().int().min(1, minValue(1)).max(100, maxValue(100)).default(10),
  offset: z.coerce.number<number>().int().min(0, minValue(0)).default(0),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/**
 * A record id in a URL or form: callers give a number, the URL carries it as text. At most a
 * PostgreSQL integer, so a larger one is refused here rather than failing in the database.
 */
export const recordId = () => z.coerce.number<number>().int().positive().max(2_147_483_647);

export const IdParamsSchema = z.object({ id: recordId() });
