import { OidcCallbackErrorScreen, OidcCallbackScreen } from "../sign-in/oidc-callback-screen";
import { SelfCareSoonScreen } from "../sign-in/self-care-soon-screen";
import { SignInStartScreen } from "../sign-in/sign-in-start-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

/**
 * The screens of signing in: the sign-in entry points, the provider's callback and its error page, and
 * the private screens behind the navigation guard. The OpenID Connect client loads from here on demand.
 */
export default function AuthRoute() {
  const { entry } = useScreen("none", "self-care");
  switch (entry.screen) {
    case "sign-in":
      return <SignInStartScreen entry={entry} />;
    case "oidc-callback":
      return <OidcCallbackScreen />;
    case "oidc-callback-error":
      return <OidcCallbackErrorScreen />;
    default:
      return <SelfCareSoonScreen entry={entry} />;
  }
}
