import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { InvoiceLists } from "./invoice-lists";

export const loader = loadScreen;
export const meta = screenMeta;

/** /payment_invoice: the customer's unpaid invoices, then the paid ones, each with its detail and PDF. */
export default function InvoicesRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>
        {(customer) => <InvoiceLists customerId={customer.customerId} />}
      </WithLinkedCustomer>
    </SelfCareScreen>
  );
}
