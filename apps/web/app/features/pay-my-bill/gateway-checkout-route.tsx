import { loadScreen } from "../screens/load-screen.server";
import { screenMeta, useScreen } from "../screens/screen-data";
import { GatewayCheckoutScreen } from "./gateway-checkout-screen";

export const loader = loadScreen;
export const meta = screenMeta;

export default function GatewayCheckoutRoute() {
  const { entry, view } = useScreen("pay-my-bill");
  return <GatewayCheckoutScreen entry={entry} view={view} />;
}
