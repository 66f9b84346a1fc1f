import { parseEnv } from "@isp/contracts/env";

let cachedServerBase: string | null | undefined;

/** The API's origin as the server sees it: API_BASE_URL, or null when the API runs in this process. */
export function serverApiBase(): string | null {
  cachedServerBase ??= parseEnv(process.env).API_BASE_URL ?? null;
  return cachedServerBase;
}

/** What the browser may know of the configuration: only the public API origin. */
export function publicApiBase(): string | null {
  return serverApiBase();
}

/** Where the browser calls the backend services: same origin unless the root loader said otherwise. */
export function browserApiBase(): string {
  return window.__API_BASE__ ?? "";
}

declare global {
  interface Window {
    __API_BASE__?: string;
  }
}
