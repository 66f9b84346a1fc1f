import { type ApiRequestInit, getInProcessApi } from "@isp/contracts/http/api-transport";
import {
  type CallAnswer,
  type CallDefinition,
  type CallSpec,
  callUrl,
} from "@isp/contracts/http/define-call";
import { ErrorResponseSchema } from "@isp/contracts/http/error-responses";
import type { Language } from "@isp/contracts/languages";
import { type FieldError, ValidationErrorResponseSchema } from "@isp/contracts/validation/field-errors";
import { z } from "zod";
import { getTokenAfterUnauthorized } from "../auth/auth-session";
import { readAccessToken } from "../auth/token-storage";
import { browserApiBase, serverApiBase } from "./api-base";
import { requestState } from "./request-state";

export class ApiError extends Error {
  constructor(
    /** The answer's status; 0 when there was none (offline, timeout); 502 when it broke the contract. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// A part the call has: required unless all its fields are optional. A part it has not: not allowed.
type Part<Key extends string, Schema> = Schema extends z.ZodType
  ? Partial<z.input<Schema>> extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** The call's own parts: its params, query and body. */
export type CallParts<Call extends CallSpec> = Part<"params", Call["params"]> &
  Part<"query", Call["query"]> &
  Part<"body", Call["body"]>;

/** What a caller gives: the call's parts and the visitor's language. */
export type CallInput<Call extends CallSpec> = CallParts<Call> & {
  language: Language;
  /** On the server, the visitor the call is made for, so per-client limits count them. */
  clientIp?: string | null;
};

const isBrowser = typeof window !== "undefined";

/** Form data from a body's values: lists repeat their field, files keep their name, empty values go. */
function formDataOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : undefined);
      else form.append(name, String(item));
    }
  }
  return form;
}

function requestInitOf(
  call: CallDefinition,
  input: CallInput<CallDefinition>,
  accessToken: string | null,
): ApiRequestInit {
  const headers: Record<string, string> = { accept: "application/json", "accept-language": input.language };
  if (accessToken !== null) headers.authorization = `Bearer ${accessToken}`;
  if (input.clientIp && !isBrowser) headers["x-forwarded-for"] = input.clientIp;
  if (input.body === undefined) return { method: call.method, headers };
  if (call.bodyEncoding === "multipart") {
    return { method: call.method, headers, body: formDataOf(input.body as Record<string, unknown>) };
  }
  headers["content-type"] = "application/json";
  return { method: call.method, headers, body: JSON.stringify(input.body) };
}

/**
 * Sends a call from the browser to the API's origin, with the stored access token when signed in
 * (spec §7). On a 401 to a token it waits for the page's one refresh and sends the call once more
 * with the new token (spec §4); when the refresh signs the customer out, the 401 stands.
 */
async function sendFromBrowser(call: CallDefinition, input: CallInput<CallDefinition>): Promise<Response> {
  const url = `${browserApiBase()}${callUrl(call, input)}`;
  const accessToken = readAccessToken();
  const response = await fetch(url, requestInitOf(call, input, accessToken));
  if (response.status !== 401 || accessToken === null) return response;
  const freshToken = await getTokenAfterUnauthorized(accessToken);
  return freshToken === null ? response : fetch(url, requestInitOf(call, input, freshToken));
}

/**
 * Sends a call: from the browser with fetch to the API's origin; on the server (which knows no
 * visitor's token) to API_BASE_URL when it is set, else to the API in this process.
 */
function send(call: CallDefinition, input: CallInput<CallDefinition>): Promise<Response> {
  if (isBrowser) return sendFromBrowser(call, input);
  const path = callUrl(call, input);
  const init = requestInitOf(call, input, null);
  const base = serverApiBase();
  if (base) return fetch(`${base}${path}`, init);
  const inProcess = getInProcessApi();
  if (!inProcess) throw new Error("API_BASE_URL is not set and the API does not run in this process");
  return inProcess(path, init);
}

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

/** The success answer, parsed by the call's schema: an answer that breaks the contract is an error. */
function parseAnswer<Call extends CallDefinition>(call: Call, body: unknown): CallAnswer<Call> {
  const schema = call.responses[call.successStatus] as z.ZodType<CallAnswer<Call>>;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(
    502,
    `${call.method} ${call.path}: the answer does not match its contract\n${z.prettifyError(parsed.error)}`,
  );
}

/** The server's message of an error answer, else the status text. */
function errorMessageOf(response: Response, body: unknown): string {
  const parsed = ErrorResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.message : response.statusText || `HTTP ${response.status}`;
}

/**
 * Calls a backend service by its contract: builds the URL from the path template, params and query,
 * sends the spec's headers (Accept-Language, km by default), and parses the answer with the contract.
 * Any other status throws an ApiError with the server's message. In the browser it feeds the shared
 * request state (loading indicator and system-error notice).
 */
export async function callApi<Call extends CallDefinition>(
  call: Call,
  input: CallInput<Call>,
): Promise<CallAnswer<Call>> {
  if (isBrowser) requestState.started();
  try {
    const response = await send(call, input as CallInput<CallDefinition>);
    const body = await readJson(response);
    if (response.status !== call.successStatus)
      throw new ApiError(response.status, errorMessageOf(response, body));
    const answer = parseAnswer(call, body);
    if (isBrowser) requestState.succeeded();
    return answer;
  } catch (error) {
    const failure =
      error instanceof ApiError
        ? error
        : new ApiError(0, error instanceof Error ? error.message : "Network error");
    if (isBrowser) requestState.failed({ status: failure.status, message: failure.message });
    throw failure;
  }
}

export type SendResult<T> =
  | { isOk: true; data: T }
  | {
      isOk: false;
      /** 0 when the request never got an answer (offline, timeout). */
      status: number;
      /** The server's localised message, when it gave one. */
      message: string | null;
      /** Field-level errors of a 400 answer, by field key (spec §8). */
      fieldErrors: Record<string, FieldError>;
    };

/** A failed send's field messages by field key, for the `error` of each field. */
export function fieldMessagesOf(fieldErrors: Record<string, FieldError>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, error.message]));
}

/**
 * Sends a form by its call's contract. Failures come back as values, not exceptions, because forms
 * show them beside their fields rather than as a system error.
 */
export async function sendForm<Call extends CallDefinition>(
  call: Call,
  input: CallInput<Call>,
): Promise<SendResult<CallAnswer<Call>>> {
  let response: Response;
  try {
    response = await send(call, input as CallInput<CallDefinition>);
  } catch {
    return { isOk: false, status: 0, message: null, fieldErrors: {} };
  }
  const body = await readJson(response);
  if (response.status === call.successStatus) {
    try {
      return { isOk: true, data: parseAnswer(call, body) };
    } catch {
      return { isOk: false, status: 502, message: null, fieldErrors: {} };
    }
  }
  const message = ErrorResponseSchema.safeParse(body).data?.message ?? null;
  const fieldErrors = ValidationErrorResponseSchema.safeParse(body).data?.errors ?? {};
  return { isOk: false, status: response.status, message, fieldErrors };
}

/**
 * The file a call answers (a PDF), fetched from the browser like `callApi` does (the stored token, one
 * refresh on a 401); any other status throws an ApiError with the server's message.
 */
export async function fetchCallFile(call: CallDefinition, input: CallInput<CallDefinition>): Promise<Blob> {
  const response = await sendFromBrowser(call, input).catch((error: unknown) => {
    throw new ApiError(0, error instanceof Error ? error.message : "Network error");
  });
  if (response.status !== call.successStatus) {
    throw new ApiError(response.status, errorMessageOf(response, await readJson(response)));
  }
  return response.blob();
}
