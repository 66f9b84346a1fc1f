import { type MetaArgs, useLoaderData } from "react-router";
import { getRouteEntry } from "../../route-table";
import { VacancyScreen } from "../careers/vacancy-screen";
import { ChannelsScreen } from "../channels/channels-screen";
import { DeviceScreen } from "../devices/device-screen";
import { FaqScreen } from "../faq/faq-screen";
import { NewsCardScreen } from "../news/news-card-screen";
import { NewsList } from "../news/news-list";
import { PageScreen } from "../pages/page-screen";
import { SearchScreen } from "../search/search-screen";
import { SurveyQuestionScreen } from "../survey/survey-question-screen";
import { SurveyReasonsScreen } from "../survey/survey-reasons-screen";
import { SurveyThanksScreen } from "../survey/survey-thanks-screen";
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

/** Renders whatever the route-table entry of the current route says it shows, from the loader's view. */
export function ScreenRoute() {
  const { entryId, view } = useLoaderData() as ScreenData;
  const entry = getRouteEntry(entryId);
  switch (view.kind) {
    case "page":
      return view.page.pageWebParts.length > 0 ? (
        <PageScreen page={view.page} entry={entry} extras={view.extras} />
      ) : (
        <UpcomingScreen entry={entry} title={view.page.title} />
      );
    case "news":
      return (
        <>
          <PageScreen page={view.page} entry={entry} extras={view.extras} />
          <NewsList news={view.news} />
        </>
      );
    case "news-card":
      return <NewsCardScreen entry={entry} item={view.item} />;
    case "vacancy":
      return <VacancyScreen entry={entry} vacancy={view.vacancy} />;
    case "faq":
      return <FaqScreen entry={entry} categories={view.categories} />;
    case "channels":
      return <ChannelsScreen channels={view.channels} broadcastLanguage={view.broadcastLanguage} />;
    case "device":
      return <DeviceScreen entry={entry} device={view.device} />;
    case "survey":
      return <SurveyQuestionScreen />;
    case "survey-reasons":
      return <SurveyReasonsScreen recommendScale={view.recommendScale} />;
    case "survey-thanks":
      return <SurveyThanksScreen recommendScale={view.recommendScale} />;
    case "search":
      return <SearchScreen entry={entry} view={view} />;
    default:
      break;
  }
  switch (entry.screen) {
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
