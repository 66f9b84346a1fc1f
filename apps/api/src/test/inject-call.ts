import { type CallAnswer, type CallDefinition, callUrl } from "@isp/contracts/http/define-call";
import type { LightMyRequestResponse as InjectResponse } from "fastify";
import type { App } from "../app";

type CallRequest = {
  /** Loosely typed on purpose: tests also send junk (text for ids, values out of range). */
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  language?: string;
  /** A bearer token for private calls. */
  token?: string;
  /** A JSON body, sent as it is (tests also send junk). */
  body?: unknown;
};

/**
 * The answer of a call as its contract describes it: the status must be one the contract declares,
 * and the body is parsed with that status's schema (a mismatch fails the test).
 */
function answerOf(call: CallDefinition, response: InjectResponse): { status: number; body: unknown } {
  const schema = call.responses[response.statusCode];
  if (!schema) {
    throw new Error(
      `${call.method} ${call.path} answered ${response.statusCode}, which its contract does not declare`,
    );
  }
  return { status: response.statusCode, body: schema.parse(response.body === "" ? null : response.json()) };
}

/** Calls the API by a contract (URL from its path template and query) and parses the answer with it. */
export async function injectCall(
  app: App,
  call: CallDefinition,
  { params, query, language, token, body }: CallRequest = {},
) {
  const response = await app.inject({
    method: call.method,
    url: callUrl(call, { params, query }),
    headers: {
      ...(language ? { "accept-language": language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return answerOf(call, response);
}

/** The success answer of a call, parsed by its contract; any other status fails the test. */
export async function callOk<Call extends CallDefinition>(
  app: App,
  call: Call,
  request: CallRequest = {},
): Promise<CallAnswer<Call>> {
  const { status, body } = await injectCall(app, call, request);
  if (status !== call.successStatus) {
    throw new Error(`${call.method} ${call.path} answered ${status}: ${JSON.stringify(body)}`);
  }
  return body as CallAnswer<Call>;
}
