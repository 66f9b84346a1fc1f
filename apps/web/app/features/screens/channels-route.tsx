import { ChannelsScreen } from "../channels/channels-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function ChannelsRoute() {
  const { view } = useScreen("channels");
  return <ChannelsScreen channels={view.channels} broadcastLanguage={view.broadcastLanguage} />;
}
