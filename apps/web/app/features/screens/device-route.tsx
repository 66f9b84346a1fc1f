import { DeviceScreen } from "../devices/device-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function DeviceRoute() {
  const { entry, view } = useScreen("device");
  return <DeviceScreen entry={entry} device={view.device} />;
}
