import { z } from "zod";

/** limit/offset paging of list calls; the caller passes its page size (spec §9). */
export const PagingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, { message: "The value must be greater than 0" }).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
