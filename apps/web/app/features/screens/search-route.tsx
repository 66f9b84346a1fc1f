import { SearchScreen } from "../search/search-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function SearchRoute() {
  const { entry, view } = useScreen("search");
  return <SearchScreen entry={entry} view={view} />;
}
