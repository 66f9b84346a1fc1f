import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { QuotationList } from "./quotation-list";

export const loader = loadScreen;
export const meta = screenMeta;

/** /profile/quotation: the business customer's quotations, line by line with VAT and totals. */
export default function QuotationRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>{() => <QuotationList />}</WithLinkedCustomer>
    </SelfCareScreen>
  );
}
