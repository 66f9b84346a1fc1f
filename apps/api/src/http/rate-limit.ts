import fastifyRateLimit from "@fastify/rate-limit";
import { TOO_MANY_REQUESTS_MESSAGES } from "@isp/contracts/errors";
import type { FastifyInstance } from "fastify";
import { requestLanguage } from "./request-language";

/**
 * Per-client limits, in process (one instance; a shared store such as Redis when several run).
 * Only routes that ask for it are limited: see `formRateLimit` and `searchRateLimit`.
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: "too_many_requests",
      message: TOO_MANY_REQUESTS_MESSAGES[requestLanguage(request)],
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}

/** Route config of a form endpoint: `max` submissions per client and minute. */
export const formRateLimit = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/**
 * Route config of the site search: `max` searches per client and minute. Looser than forms (people
 * refine a query several times), tight enough that one client cannot keep the database busy. Same
 * shape as a form's, under the name that says what it limits.
 * @alias
 */
export const searchRateLimit: (max: number) => ReturnType<typeof formRateLimit> = formRateLimit;
