import { signInAction } from "../account/account-actions.server";
import { SignInPage } from "../account/sign-in-page";
import { loadAccountPage } from "./load-account-page.server";
import { screenMeta } from "./screen-data";

export const loader = loadAccountPage("signIn");
// The page's forms post here, so they work without JavaScript.
export const action = signInAction;
export const meta = screenMeta;
export default SignInPage;
