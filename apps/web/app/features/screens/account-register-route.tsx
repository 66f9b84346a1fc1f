import { registerAction } from "../account/account-actions.server";
import { RegisterPage } from "../account/register-page";
import { loadAccountPage } from "./load-account-page.server";
import { screenMeta } from "./screen-data";

export const loader = loadAccountPage("register");
// The page's forms post here, so they work without JavaScript.
export const action = registerAction;
export const meta = screenMeta;
export default RegisterPage;
