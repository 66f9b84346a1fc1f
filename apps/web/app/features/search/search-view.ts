import type { SearchResponse } from "@isp/contracts/search/search-site";

/** The search screen's data: the query as typed, the page asked for, its results or what went wrong. */
export type SearchView = {
  kind: "search";
  query: string;
  page: number;
  results: SearchResponse | null;
  error: string | null;
};
