import { matchPath } from "react-router";
import { listRoutePaths, type RouteEntry } from "../../route-table";

const PATHS = listRoutePaths();

/** The route-table entry for a URL path, matched the way the router matches (case-insensitive). */
export function findEntryForPath(pathname: string): RouteEntry | undefined {
  return PATHS.find(({ path }) => matchPath({ path, caseSensitive: false, end: true }, pathname))?.entry;
}
