import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { AccountOverview } from "./account-overview";

export const loader = loadScreen;
export const meta = screenMeta;

/** /my_eze (alias /myeze): the customer's account. */
export default function MyAccountRoute() {
  return (
    <SelfCareScreen>
      <AccountOverview />
    </SelfCareScreen>
  );
}
