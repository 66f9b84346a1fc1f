import { faqQuestionAnchor } from "@isp/contracts/faq/list-public-faq";
import type { SearchTarget } from "@isp/contracts/search/search-site";
import { entryOfPage, getRouteEntry } from "../../route-table";

/**
 * The site path a search result leads to. The API names what it found (a page and section, a
 * question, a news item…); the route table knows where each is shown. Null for a page no route shows.
 */
export function searchResultHref(target: SearchTarget): string | null {
  switch (target.type) {
    case "page": {
      const entry = entryOfPage(target.pageId);
      if (!entry) return null;
      return target.anchor ? `${entry.path}#${target.anchor}` : entry.path;
    }
    case "faq":
      return `${getRouteEntry("faq").path}#${faqQuestionAnchor(target.questionId)}`;
    case "news":
      return `${getRouteEntry("aboutNewsCard").path}?contentId=${target.contentId}`;
    case "vacancy":
      return `${getRouteEntry("aboutVacancy").path}?id=${target.vacancyId}`;
    case "device":
      return `${getRouteEntry("device").path}?webPartId=${target.webPartId}&deviceId=${target.deviceId}`;
  }
}
