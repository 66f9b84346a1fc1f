import { loadScreen } from "../screens/load-screen.server";
import { screenMeta, useScreen } from "../screens/screen-data";
import { UnpaidCustomerScreen } from "./unpaid-customer-screen";

export const loader = loadScreen;
export const meta = screenMeta;

export default function UnpaidCustomerRoute() {
  const { entry, view } = useScreen("pay-my-bill");
  return <UnpaidCustomerScreen entry={entry} view={view} />;
}
