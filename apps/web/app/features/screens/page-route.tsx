import { lazy, Suspense } from "react";
import { PageScreen } from "../pages/page-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

// Rare (a page the content service has no web parts for yet): its code loads only then.
const UpcomingScreen = lazy(() =>
  import("../system/upcoming-screen").then((module) => ({ default: module.UpcomingScreen })),
);

/** A content page; one the content service has no web parts for yet says so. */
export default function PageRoute() {
  const { entry, view } = useScreen("page");
  return view.page.pageWebParts.length > 0 ? (
    <PageScreen page={view.page} entry={entry} extras={view.extras} />
  ) : (
    <Suspense fallback={null}>
      <UpcomingScreen entry={entry} title={view.page.title} />
    </Suspense>
  );
}
