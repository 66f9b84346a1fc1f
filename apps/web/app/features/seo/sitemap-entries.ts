import { CHANNEL_LANGUAGES } from "@isp/contracts/channels/list-channels";
import { ROUTE_TABLE } from "../../route-table";

const INDEXED_SCREENS = new Set(["page", "news", "faq", "channels"]);

/** The site's own paths worth indexing: public screens that show content, parameters filled in. */
export function staticSitemapPaths(): string[] {
  return ROUTE_TABLE.filter((entry) => entry.isPublic && INDEXED_SCREENS.has(entry.screen)).flatMap(
    (entry) =>
      entry.path.includes(":lang")
        ? CHANNEL_LANGUAGES.map((language) => entry.path.replace(":lang", language))
        : [entry.path],
  );
}
