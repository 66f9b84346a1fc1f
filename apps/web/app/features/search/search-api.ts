import type { Language } from "@isp/contracts/languages";
import { SEARCH_PAGE_SIZE, SearchSiteCall } from "@isp/contracts/search/search-site";
import { callApi } from "../../api/call-api";

/** One page of results for a query, called for the visitor at `clientIp` (their search limit). */
export function fetchSearch(language: Language, query: string, page: number, clientIp: string | null) {
  return callApi(SearchSiteCall, {
    language,
    clientIp,
    query: { q: query, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE },
  });
}
