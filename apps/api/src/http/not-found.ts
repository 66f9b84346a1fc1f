import type { FastifyReply } from "fastify";

/** The one shape of a 404 answer across modules. */
export function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send({ error: "not_found", message });
}
