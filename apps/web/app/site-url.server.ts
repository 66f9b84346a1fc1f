import { parseEnv } from "@isp/contracts/env";

const configured = parseEnv(process.env).PUBLIC_URL?.replace(/\/$/, "");

/** Query values that pick what a page shows; others (culture, isMobile, tracking) are not part of its address. */
const MEANINGFUL_PARAMS = ["id", "contentId", "webPartId", "deviceId", "page"];

/** The page's public address for canonical links: PUBLIC_URL when set (behind a proxy), else the request's. */
export function publicUrlOf(url: URL): string {
  const params = new URLSearchParams();
  for (const name of MEANINGFUL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && !(name === "page" && value === "1")) params.set(name, value);
  }
  const search = params.toString();
  return `${configured ?? url.origin}${url.pathname}${search ? `?${search}` : ""}`;
}
