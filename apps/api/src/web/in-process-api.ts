import type { ApiTransport } from "@isp/contracts/http/api-transport";
import type { FastifyInstance } from "fastify";

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The API answering server rendering in this process: each call goes through Fastify's whole route
 * (validation, limits, hooks, serialisation) by `inject`, without a socket or HTTP parsing.
 */
export function inProcessApi(app: FastifyInstance): ApiTransport {
  return async (path, { method, headers, body }) => {
    let payload: string | Buffer | undefined;
    const requestHeaders = { ...headers };
    if (body instanceof FormData) {
      // Let the platform write the multipart body and its boundary, as fetch would.
      const encoded = new Response(body);
      requestHeaders["content-type"] = encoded.headers.get("content-type") ?? "multipart/form-data";
      payload = Buffer.from(await encoded.arrayBuffer());
    } else {
      payload = body;
    }
    const answer = await app.inject({
      method,
      url: path,
      headers: requestHeaders,
      ...(payload === undefined ? {} : { payload }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    return new Response(BODILESS_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
