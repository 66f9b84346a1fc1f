import type { Language } from "@isp/contracts/languages";
import type { Profile } from "@isp/contracts/selfcare/get-profile";
import { Alert, Button, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "./call-state-view";
import { useProfileState } from "./use-profile-state";

type LinkedCustomer = NonNullable<Profile["customer"]>;

/** Asks the identity provider to link a customer id to the signed-in account, then comes back here. */
function LinkCustomerNotice() {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "shell" });
  const { pathname, search } = useLocation();
  const startLink = () =>
    void import("../../auth/oidc-client").then(({ startSignIn }) =>
      startSignIn({
        target: `${pathname}${search}`,
        screen: "link-customer",
        language: i18n.language as Language,
      }),
    );
  return (
    <Alert color="yellow" data-testid="no-customer">
      <Text mb="sm">{t("noCustomer")}</Text>
      <Button onClick={startLink}>{t("linkCustomer")}</Button>
    </Alert>
  );
}

/**
 * The customer record the signed-in account is linked to, for screens about a customer's services,
 * bills and tickets; an account without one is offered the link.
 */
export function WithLinkedCustomer({ children }: { children: (customer: LinkedCustomer) => ReactNode }) {
  const state = useProfileState();
  return (
    <CallStateView state={state} reload={() => window.location.reload()}>
      {(loaded) => (loaded.customer ? children(loaded.customer) : <LinkCustomerNotice />)}
    </CallStateView>
  );
}
