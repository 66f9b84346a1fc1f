import { linkCustomerAction } from "../account/account-actions.server";
import { LinkCustomerPage } from "../account/link-customer-page";
import { loadAccountPage } from "./load-account-page.server";
import { screenMeta } from "./screen-data";

export const loader = loadAccountPage("linkCustomer");
// The page's forms post here, so they work without JavaScript.
export const action = linkCustomerAction;
export const meta = screenMeta;
export default LinkCustomerPage;
