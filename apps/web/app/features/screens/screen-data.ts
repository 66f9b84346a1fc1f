import { type MetaArgs, useLoaderData } from "react-router";
import { getRouteEntry, type RouteEntry } from "../../route-table";
import type { loadScreen } from "./load-screen.server";
import { buildMeta } from "./meta";
import type { ScreenView } from "./screen-view";

type ScreenData = Awaited<ReturnType<typeof loadScreen>>["data"];
type ViewKind = ScreenView["kind"];
/** The views that may have one of the kinds K (the survey's reasons and thanks share one view type). */
type ViewOf<K extends ViewKind> = ScreenView extends infer V
  ? V extends ScreenView
    ? [Extract<V["kind"], K>] extends [never]
      ? never
      : V
    : never
  : never;

/** The meta of every screen route: what its loader worked out (title, description, canonical URL). */
export function screenMeta({ loaderData }: MetaArgs) {
  return loaderData ? buildMeta((loaderData as ScreenData).meta) : [];
}

/**
 * The current route's table entry and its loader's view. Each screen's route module names the view
 * kinds it shows; the loader decides the kind from the same entry, so another kind is a programming error.
 */
export function useScreen<K extends ViewKind>(...kinds: K[]): { entry: RouteEntry; view: ViewOf<K> } {
  const { entryId, view } = useLoaderData() as ScreenData;
  if (!(kinds as string[]).includes(view.kind)) {
    throw new Error(`Route ${entryId} shows ${kinds.join(", ")}, but its loader found ${view.kind}`);
  }
  return { entry: getRouteEntry(entryId), view: view as ViewOf<K> };
}
