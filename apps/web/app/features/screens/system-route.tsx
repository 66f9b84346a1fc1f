import { NotFoundScreen } from "../system/not-found-screen";
import { OidcCallbackScreen } from "../system/oidc-callback-screen";
import { SignInScreen } from "../system/sign-in-screen";
import { UpcomingScreen } from "../system/upcoming-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

/** Screens without data of their own: coming-soon notices, sign-in, the sign-in callback, not found. */
export default function SystemRoute() {
  const { entry } = useScreen("none");
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
