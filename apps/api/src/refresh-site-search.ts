import type { Database } from "./db/client";
import { listSearchableDocuments as listContentDocuments } from "./modules/content/list-searchable-documents";
import { listSearchableDocuments as listNewsDocuments } from "./modules/media/list-searchable-documents";
import { refreshSearchIndex } from "./modules/search/refresh-search-index";

/**
 * Rebuilds the site search from the pages, FAQ, vacancies and news when they changed. The search module
 * indexes what it is given; which modules feed it is decided here, beside the app that composes them.
 */
export function refreshSiteSearch(db: Database) {
  return refreshSearchIndex(db, [listContentDocuments, listNewsDocuments]);
}
