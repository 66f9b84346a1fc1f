import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import { Card } from "@mantine/core";
import { useNavigate } from "react-router";
import { getRouteEntry } from "../../route-table";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { CallStateView } from "../self-care/call-state-view";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { useCall } from "../self-care/use-call";
import { BusinessDataForm } from "./business-data-form";
import { PersonalDataForm } from "./personal-data-form";

import { ProfileNotices } from "./profile-notices";

export const loader = loadScreen;
export const meta = screenMeta;

function ProfileDataEditor() {
  const profile = useCall(GetProfileCall, {});
  const navigate = useNavigate();
  const backToProfile = () => navigate(getRouteEntry("profile").path);
  return (
    <CallStateView state={profile} reload={profile.reload}>
      {({ data: { customer } }) => (
        <Card withBorder>
          {customer?.personal ? (
            <PersonalDataForm personal={customer.personal} onSaved={backToProfile} />
          ) : null}
          {customer?.company ? <BusinessDataForm company={customer.company} onSaved={backToProfile} /> : null}
        </Card>
      )}
    </CallStateView>
  );
}

/** /profile/data: a consumer edits their personal data, a business customer its company information. */
export default function ProfileDataRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>{() => <ProfileDataEditor />}</WithLinkedCustomer>
      <ProfileNotices />
    </SelfCareScreen>
  );
}
