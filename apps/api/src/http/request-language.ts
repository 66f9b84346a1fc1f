import { type Language, pickLanguage } from "@isp/contracts/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The language a call asks for by its Accept-Language header (spec §7), Khmer by default. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers["accept-language"]);
}

/** Marks every answer of a plugin as varying by language, so shared caches keep one copy per language. */
export function varyByLanguage(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("vary")) reply.header("vary", "Accept-Language");
  });
}
