import { loadScreen } from "../screens/load-screen.server";
import { screenMeta, useScreen } from "../screens/screen-data";
import { PayMyBillScreen } from "./pay-my-bill-screen";

export const loader = loadScreen;
export const meta = screenMeta;

export default function PayMyBillRoute() {
  const { entry, view } = useScreen("pay-my-bill");
  return <PayMyBillScreen entry={entry} view={view} />;
}
