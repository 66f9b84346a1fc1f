import type { Language } from "@isp/contracts/languages";
import { SEARCH_MAX_OFFSET, SEARCH_PAGE_SIZE, SearchQuerySchema } from "@isp/contracts/search/search-site";
import { validationMessageOf } from "@isp/contracts/validation/messages";
import { ApiError } from "../../api/call-api";
import { fetchSearch } from "./search-api";
import type { SearchView } from "./search-view";

/**
 * What the search screen shows for `?q=&page=`: nothing yet without a query; the query's problem
 * (too long) or the API's refusal (too many searches) as a message; else one page of results.
 */
export async function loadSearchView(
  url: URL,
  language: Language,
  clientIp: string | null,
  requestedPage: number,
): Promise<SearchView> {
  const query = (url.searchParams.get("q") ?? "").trim();
  // Past the last page the API allows, show the empty end of the list rather than an error.
  const page = Math.min(requestedPage, Math.floor(SEARCH_MAX_OFFSET / SEARCH_PAGE_SIZE) + 1);
  const view: SearchView = { kind: "search", query, page, results: null, error: null };
  if (!query) return view;
  const checked = SearchQuerySchema.shape.q.safeParse(query);
  if (!checked.success)
    return { ...view, error: validationMessageOf(checked.error.issues[0]?.message, language) };
  try {
    return { ...view, results: await fetchSearch(language, query, page, clientIp) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 429 || error.status === 400)) {
      return { ...view, error: error.message };
    }
    throw error;
  }
}
