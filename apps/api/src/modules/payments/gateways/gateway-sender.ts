import type { ApiTransport } from "@isp/contracts/http/api-transport";
import type { FastifyBaseLogger } from "fastify";
import type { GatewaySender } from "./card-gateways";

/** How long the server waits for a gateway before leaving a payment as it was, to be asked again. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Sends gateway requests: over HTTP to a real gateway, through `inject` to a sandbox in this process
 * (its settings give a path, not an origin). No answer in time, or a network failure, gives null.
 */
export function gatewaySender(inProcess: ApiTransport, log: Pick<FastifyBaseLogger, "warn">): GatewaySender {
  return async ({ url, method, headers, body }) => {
    try {
      const response = url.startsWith("/")
        ? await inProcess(url, { method, headers, body })
        : await fetch(url, { method, headers, body, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
      return await response.text();
    } catch (error) {
      log.warn({ err: error, url: url.split("?")[0] }, "gateway did not answer");
      return null;
    }
  };
}
