import { forgotPasswordAction } from "../account/account-actions.server";
import { ForgotPasswordPage } from "../account/forgot-password-page";
import { loadAccountPage } from "./load-account-page.server";
import { screenMeta } from "./screen-data";

export const loader = loadAccountPage("forgotPassword");
// The page's forms post here, so they work without JavaScript.
export const action = forgotPasswordAction;
export const meta = screenMeta;
export default ForgotPasswordPage;
