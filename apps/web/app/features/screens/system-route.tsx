import { NotFoundScreen } from "../system/not-found-screen";
import { UpcomingScreen } from "../system/upcoming-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

/** Screens without data of their own: coming-soon notices, not found. */
export default function SystemRoute() {
  const { entry } = useScreen("none");
  switch (entry.screen) {
    case "upcoming":
      return <UpcomingScreen entry={entry} />;
    default:
      return <NotFoundScreen />;
  }
}
