import { Card } from "@mantine/core";
import { useNavigate } from "react-router";
import { getRouteEntry } from "../../route-table";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { LocationForm } from "./location-form";

import { ProfileNotices } from "./profile-notices";

export const loader = loadScreen;
export const meta = screenMeta;

/** /profile/new_location: adds an installation location to the customer's profile. */
export default function NewLocationRoute() {
  const navigate = useNavigate();
  return (
    <SelfCareScreen>
      <ProfileNotices />
      <WithLinkedCustomer>
        {() => (
          <Card withBorder>
            <LocationForm onSaved={() => navigate(getRouteEntry("profile").path)} />
          </Card>
        )}
      </WithLinkedCustomer>
    </SelfCareScreen>
  );
}
