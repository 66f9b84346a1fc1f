import type { Language } from "@isp/contracts/languages";
import { getApiBase } from "./api-base";
import { requestState } from "./request-state";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const isBrowser = typeof window !== "undefined";

/**
 * Calls a backend service (path like `/admin-api/api/v1/pages/Home`) with the spec's headers
 * (Accept-Language, km by default). In the browser it feeds the shared request state.
 * `clientIp`: on the server, the visitor the call is made for, so per-client limits count them
 * rather than the web server.
 */
export async function apiFetch<T>(
  path: string,
  { language, clientIp }: { language: Language; clientIp?: string | null },
): Promise<T> {
  if (isBrowser) requestState.started();
  try {
    const response = await fetch(`${getApiBase()}${path}`, {
      headers: {
        accept: "application/json",
        "accept-language": language,
        ...(clientIp ? { "x-forwarded-for": clientIp } : {}),
      },
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ApiError(response.status, body?.message ?? response.statusText);
    }
    const data = (await response.json()) as T;
    if (isBrowser) requestState.succeeded();
    return data;
  } catch (error) {
    const failure =
      error instanceof ApiError
        ? error
        : new ApiError(0, error instanceof Error ? error.message : "Network error");
    if (isBrowser) requestState.failed({ status: failure.status, message: failure.message });
    throw failure;
  }
}
