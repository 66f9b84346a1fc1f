import { loadScreen } from "../screens/load-screen.server";
import { screenMeta, useScreen } from "../screens/screen-data";
import { PaymentResultScreen } from "./payment-result-screen";

export const loader = loadScreen;
export const meta = screenMeta;

export default function PaymentResultRoute() {
  const { entry, view } = useScreen("pay-my-bill");
  return <PaymentResultScreen entry={entry} view={view} />;
}
