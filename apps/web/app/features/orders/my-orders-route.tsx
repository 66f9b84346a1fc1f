import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { OrderList } from "./order-list";

export const loader = loadScreen;
export const meta = screenMeta;

/** /my_orders: order summaries with receipts and installation status. */
export default function MyOrdersRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>{() => <OrderList />}</WithLinkedCustomer>
    </SelfCareScreen>
  );
}
