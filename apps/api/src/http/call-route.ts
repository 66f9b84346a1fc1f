import {
  type CallAnswerInput,
  type CallDefinition,
  type CallSpec,
  callRoute,
} from "@isp/contracts/http/define-call";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";

type Schema<T> = T extends z.ZodType ? T : z.ZodUndefined;

/** A request whose params, query and (JSON) body the route has validated with the call's schemas. */
type CallRequest<Call extends CallSpec> = FastifyRequest<{
  Params: z.output<Schema<Call["params"]>>;
  Querystring: z.output<Schema<Call["query"]>>;
  // Form data is read as a stream by the handler, which validates it there.
  Body: Call["bodyEncoding"] extends "multipart" ? unknown : z.output<Schema<Call["body"]>>;
}>;

/**
 * Answers a call: returns the success answer (sent with the call's 2xx status), or the reply after
 * sending another status itself (404, 400 with field errors).
 */
export type CallHandler<Call extends CallSpec> = (
  request: CallRequest<Call>,
  reply: FastifyReply,
) => Promise<CallAnswerInput<Call> | FastifyReply>;

type ModuleInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Multipart bodies are streams the handler reads; the body schema only documents them. */
const validateAllButBody: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === "body"
    ? (data) => ({ value: data })
    : // Every part of a contract's schema is a zod schema.
      validatorCompiler(route as Parameters<FastifySchemaCompiler<z.ZodType>>[0]);

/**
 * Registers the route of one call from its contract: method and path, validation of params, query
 * and JSON body, serialisation of every answer by its status, and the OpenAPI entry. The module's
 * plugin must be registered under the call's service prefix (a call in the wrong module fails at start).
 */
export function routeCall<Call extends CallDefinition>(
  app: ModuleInstance,
  call: Call,
  /**
   * `compress: false` for a call that sends its answer already encoded; `onRequest` hooks run before
   * validation (after the app's and the module's), so they see the raw params.
   */
  options: Pick<RouteShorthandOptions, "config" | "bodyLimit" | "compress" | "onRequest">,
  handler: CallHandler<Call>,
): void {
  const route = callRoute(call);
  if (!route.startsWith(`${app.prefix}/`)) {
    throw new Error(`${call.method} ${route} is not under this module's prefix ${app.prefix || "/"}`);
  }
  const isMultipart = call.bodyEncoding === "multipart";
  app.route({
    ...options,
    method: call.method,
    url: route.slice(app.prefix.length),
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body
        ? { body: call.body, consumes: [isMultipart ? "multipart/form-data" : "application/json"] }
        : {}),
      response: call.responses,
    },
    ...(isMultipart ? { validatorCompiler: validateAllButBody } : {}),
    // A GET has no body to inflate: no per-request check for one.
    ...(call.method === "GET" ? { decompress: false as const } : {}),
    handler: async (request, reply) => {
      if (call.successStatus !== 200) reply.code(call.successStatus);
      // The validator compiler replaced params, query and body with their schemas' output.
      return handler(request as CallRequest<Call>, reply);
    },
  });
}
