import type { Language } from "@isp/contracts/languages";
import { SEARCH_PAGE_SIZE, type SearchResponse } from "@isp/contracts/search/search-site";
import { servicePath } from "@isp/contracts/services";
import { apiFetch } from "../../api/api-fetch";

/** One page of results for a query, called for the visitor at `clientIp` (their search limit). */
export function fetchSearch(language: Language, query: string, page: number, clientIp: string | null) {
  const params = new URLSearchParams({
    q: query,
    limit: String(SEARCH_PAGE_SIZE),
    offset: String((page - 1) * SEARCH_PAGE_SIZE),
  });
  return apiFetch<SearchResponse>(servicePath("admin-api", `search?${params.toString()}`), {
    language,
    clientIp,
  });
}
