import { parseEnv } from "@isp/contracts/env";

/**
 * Base URL of the backend services. In the browser: same origin unless API_BASE_URL points elsewhere
 * (passed down by the root loader). On the server: API_BASE_URL, else this very process on loopback.
 */
export function getApiBase(): string {
  if (typeof window !== "undefined") return window.__API_BASE__ ?? "";
  return serverApiBase();
}

let cachedServerBase: string | undefined;
function serverApiBase(): string {
  if (cachedServerBase === undefined) {
    const env = parseEnv(process.env);
    cachedServerBase = env.API_BASE_URL ?? `http://127.0.0.1:${env.PORT}`;
  }
  return cachedServerBase;
}

/** What the browser may know of the configuration: only the public API origin. */
export function publicApiBase(): string | null {
  return parseEnv(process.env).API_BASE_URL ?? null;
}

declare global {
  interface Window {
    __API_BASE__?: string;
  }
}
