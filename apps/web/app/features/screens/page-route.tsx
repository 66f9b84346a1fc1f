import { lazy, Suspense } from "react";
import { loadBlocksOf } from "../../blocks/registry";
import { PageScreen } from "../pages/page-screen";
import type { Route } from "./+types/page-route";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

/**
 * A client-side navigation shows the page once the code of its blocks is here: a block still on its way
 * showed nothing, then pushed the parts after it down, away from where a link to one of them scrolled.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const screen = await serverLoader();
  if (screen.view.kind === "page") await loadBlocksOf(screen.view.page.pageWebParts);
  return screen;
}

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
