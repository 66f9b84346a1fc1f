import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { PlanChangeForm } from "./plan-change-form";

export const loader = loadScreen;
export const meta = screenMeta;

/** /upgrade: change the plan of one of the customer's services. */
export default function UpgradeRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>{() => <PlanChangeForm />}</WithLinkedCustomer>
    </SelfCareScreen>
  );
}
