import { listRoutePaths, type RouteEntry } from "../../route-table";

const BY_PATTERN = new Map(listRoutePaths().map(({ path, entry }) => [path, entry]));

/** The route-table entry behind the route pattern the router matched (e.g. `/channel/:lang`). */
export function findEntryForPattern(pattern: string): RouteEntry | undefined {
  return BY_PATTERN.get(pattern);
}
