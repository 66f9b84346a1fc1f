import { z } from "zod";

// Apart from the messages in errors.ts, which every page shows: the schemas are needed only where an
// answer is parsed, and keep zod out of pages that parse none.

/** The shape of every error answer: a machine-readable code and a text for people. */
export const ErrorResponseSchema = z.object({ error: z.string(), message: z.string() });

/** A 500: the spec's system-error text and the request id the server logged it under. */
export const SystemErrorResponseSchema = ErrorResponseSchema.extend({ requestId: z.string() });
