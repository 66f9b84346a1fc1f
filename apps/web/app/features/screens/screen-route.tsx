import { type MetaArgs, useLoaderData } from "react-router";
import { getRouteEntry } from "../../route-table";
import { PageScreen } from "../pages/page-screen";
import { NotFoundScreen } from "../system/not-found-screen";
import { OidcCallbackScreen } from "../system/oidc-callback-screen";
import { SignInScreen } from "../system/sign-in-screen";
import { UpcomingScreen } from "../system/upcoming-screen";
import type { loadScreen } from "./load-screen.server";
import { buildMeta } from "./meta";

type ScreenData = Awaited<ReturnType<typeof loadScreen>>["data"];

export function screenMeta({ loaderData }: MetaArgs) {
  return loaderData ? buildMeta((loaderData as ScreenData).meta) : [];
}

/** Renders whatever the route-table entry of the current route says it shows. */
export function ScreenRoute() {
  const { entryId, page } = useLoaderData() as ScreenData;
  const entry = getRouteEntry(entryId);
  switch (entry.screen) {
    case "page":
      return page && page.pageWebParts.length > 0 ? (
        <PageScreen page={page} entry={entry} />
      ) : (
        <UpcomingScreen entry={entry} title={page?.title} />
      );
    case "upcoming":
      return <UpcomingScreen entry={entry} />;
    case "private":
    case "sign-in":
      return <SignInScreen entry={entry} />;
    case "oidc-callback":
    case "oidc-callback-error":
      return <OidcCallbackScreen isError={entry.screen === "oidc-callback-error"} />;
    default:
      return <NotFoundScreen />;
  }
}
