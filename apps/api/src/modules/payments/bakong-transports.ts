import type { ApiTransport } from "@isp/contracts/http/api-transport";

/** Seconds the server waits for Bakong before leaving a payment pending for the next look. */
const BAKONG_TIMEOUT_MS = 10_000;

/** NBC's Bakong Open API at its address (BAKONG_API_URL). */
export function bakongTransport(baseUrl: string): ApiTransport {
  return (path, init) =>
    fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(BAKONG_TIMEOUT_MS) });
}
