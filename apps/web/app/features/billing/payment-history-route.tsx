import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { PaymentList } from "./payment-list";

export const loader = loadScreen;
export const meta = screenMeta;

/** /payment_history: the customer's payments, newest first, each with its receipt PDF. */
export default function PaymentHistoryRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>
        {(customer) => <PaymentList customerId={customer.customerId} />}
      </WithLinkedCustomer>
    </SelfCareScreen>
  );
}
