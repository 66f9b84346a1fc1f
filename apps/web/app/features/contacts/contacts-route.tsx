import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { ContactChannels } from "./contact-channels";

export const loader = loadScreen;
export const meta = screenMeta;

/** /contacts: how a signed-in customer reaches customer care. */
export default function ContactsRoute() {
  return (
    <SelfCareScreen>
      <ContactChannels />
    </SelfCareScreen>
  );
}
