import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { TicketsScreen } from "../tickets/tickets-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

/** /tickets: the customer's support tickets, a ticket's field service and engineer, a new ticket. */
export default function TicketsRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>{() => <TicketsScreen />}</WithLinkedCustomer>
    </SelfCareScreen>
  );
}
