import {
  MALFORMED_REQUEST_MESSAGES,
  METHOD_NOT_ALLOWED_MESSAGES,
  NOT_FOUND_MESSAGES,
  PAYLOAD_TOO_LARGE_MESSAGES,
  SYSTEM_ERROR_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGES,
  UNSUPPORTED_MEDIA_TYPE_MESSAGES,
} from "@isp/contracts/errors";
import type { Language } from "@isp/contracts/languages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { requestLanguage } from "./request-language";
import { sendValidationErrors } from "./validation-errors";

type ClientError = { error: string; messages: Record<Language, string> };

const MALFORMED: ClientError = { error: "bad_request", messages: MALFORMED_REQUEST_MESSAGES };

/** What each 4xx says; any other 4xx (a bad header, a bad URL) is a request that cannot be read. */
const CLIENT_ERRORS: Partial<Record<number, ClientError>> = {
  404: { error: "not_found", messages: NOT_FOUND_MESSAGES },
  405: { error: "method_not_allowed", messages: METHOD_NOT_ALLOWED_MESSAGES },
  // @fastify/multipart says 406 to a body that is not multipart; the accurate status is 415.
  406: { error: "unsupported_media_type", messages: UNSUPPORTED_MEDIA_TYPE_MESSAGES },
  413: { error: "payload_too_large", messages: PAYLOAD_TOO_LARGE_MESSAGES },
  415: { error: "unsupported_media_type", messages: UNSUPPORTED_MEDIA_TYPE_MESSAGES },
  429: { error: "too_many_requests", messages: TOO_MANY_REQUESTS_MESSAGES },
};

/** A 4xx status as answered: 406 becomes 415 (see above), anything else stays. */
const answeredStatus = (status: number) => (status === 406 ? 415 : status);

/**
 * Answers a request the client got wrong with `{ error, message }` in its language (spec §8). The JSON is
 * sent as text so that a route's response schemas, which describe what its handler answers, are not
 * applied to an answer given before the handler ran (a body that did not parse, a size limit).
 */
export function sendClientError(request: FastifyRequest, reply: FastifyReply, status: number) {
  const { error, messages } = CLIENT_ERRORS[status] ?? MALFORMED;
  return reply
    .code(answeredStatus(status))
    .type("application/json; charset=utf-8")
    .send(JSON.stringify({ error, message: messages[requestLanguage(request)] }));
}

/**
 * The one error handler: field errors as 400 with each field's message, other client errors as a localised
 * 4xx, anything else as the spec's system error with a request id to find it in the log.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split("/").filter(Boolean),
      message: issue.message ?? "",
    }));
    return sendValidationErrors(request, reply, issues);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, "client error");
    return sendClientError(request, reply, status);
  }
  request.log.error({ err: error }, "request failed");
  return reply
    .code(500)
    .type("application/json; charset=utf-8")
    .send(JSON.stringify({ error: "system_error", message: SYSTEM_ERROR_MESSAGE, requestId: request.id }));
}

/**
 * The Fetch API cannot even describe TRACE, TRACK or CONNECT (the web app's renderer then fails) and
 * TRACE echoes headers back (cross-site tracing): no address of this process takes them.
 */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

export function refuseUnservedMethods(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    if (!REFUSED_METHODS.has(request.method)) return done();
    sendClientError(request, reply.header("allow", "GET, HEAD, POST"), 405);
  });
}
