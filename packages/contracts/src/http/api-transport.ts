import type { HttpMethod } from "./define-call";

/** What a client sends: the body is JSON text or form data (multipart). */
export type ApiRequestInit = {
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string | FormData;
};

/**
 * Sends one API request (a path with its query, under the service prefixes) and gives its answer:
 * `fetch` over the network, or the API answering in the same process (no socket, no HTTP parsing),
 * which the server sets with `setInProcessApi`.
 */
export type ApiTransport = (path: string, init: ApiRequestInit) => Promise<Response>;

// A registered symbol: the web app's server build and the API load this module as separate copies,
// and Symbol.for gives both the same key.
const IN_PROCESS_API = Symbol.for("isp.in-process-api");
const holder = globalThis as typeof globalThis & { [IN_PROCESS_API]?: ApiTransport };

/** Lets server rendering call the API in this process; `undefined` takes it back. */
export function setInProcessApi(transport: ApiTransport | undefined): void {
  holder[IN_PROCESS_API] = transport;
}

/** The in-process API, when the server set one. */
export function getInProcessApi(): ApiTransport | undefined {
  return holder[IN_PROCESS_API];
}
