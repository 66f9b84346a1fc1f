import { PageScreen } from "../pages/page-screen";
import { UpcomingScreen } from "../system/upcoming-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

/** A content page; one the content service has no web parts for yet says so. */
export default function PageRoute() {
  const { entry, view } = useScreen("page");
  return view.page.pageWebParts.length > 0 ? (
    <PageScreen page={view.page} entry={entry} extras={view.extras} />
  ) : (
    <UpcomingScreen entry={entry} title={view.page.title} />
  );
}
