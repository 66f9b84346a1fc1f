import { type Language, pickLanguage } from "@isp/contracts/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The language a call asks for by its Accept-Language header (spec §7), Khmer by default. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers["accept-language"]);
}

/**
 * Marks every answer of a plugin as varying by language, so shared caches keep one copy per language.
 * Set before the route runs, so a route that varies by more says so by setting its own.
 */
export function varyByLanguage(app: FastifyInstance): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("vary", "Accept-Language");
    done();
  });
}
