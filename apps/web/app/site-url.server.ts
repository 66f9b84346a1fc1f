import { parseEnv } from "@isp/contracts/env";

const configured = parseEnv(process.env).PUBLIC_URL?.replace(/\/$/, "");

/** The site's public address for canonical links: PUBLIC_URL when set (behind a proxy), else the request's. */
export function publicUrlOf(url: URL): string {
  return `${configured ?? url.origin}${url.pathname}`;
}
