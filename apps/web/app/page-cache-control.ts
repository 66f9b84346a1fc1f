import type { EntryContext } from "react-router";

/**
 * Public pages: browsers keep them a minute, shared caches (a CDN) five, and may serve a stale copy for
 * ten more while they fetch a new one. They differ by the language and cookie-bar cookies, hence
 * `Vary: Cookie` (a CDN keys on those two cookies instead; see docs/decisions.md).
 */
const PUBLIC_PAGE_HEADERS = {
  "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  Vary: "Cookie",
};
const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" };

/** Whether the matched screen said a search engine may index it (features/screens/load-screen.server.ts). */
function isIndexable(loaderData: unknown): boolean {
  if (typeof loaderData !== "object" || loaderData === null || !("meta" in loaderData)) return false;
  const { meta } = loaderData;
  return typeof meta === "object" && meta !== null && "isIndexable" in meta && meta.isIndexable === true;
}

/**
 * A page a search engine may index is the same for every visitor of a language, so any cache may keep
 * it. Everything else (search results, the survey, self-care screens, errors, not found) is private.
 */
export function pageCacheControl(context: EntryContext, status: number): Record<string, string> {
  const { matches, loaderData } = context.staticHandlerContext;
  const leaf = matches.at(-1);
  const isPublic = status === 200 && leaf !== undefined && isIndexable(loaderData[leaf.route.id]);
  return isPublic ? PUBLIC_PAGE_HEADERS : PRIVATE_PAGE_HEADERS;
}
