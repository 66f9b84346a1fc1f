import { Container, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { RouteGuard } from "../../auth/route-guard";
import { useTranslation } from "../../i18n/use-translation";
import { useScreen } from "../screens/screen-data";
import { PageHeading } from "../system/page-heading";
import { SelfCareNav } from "./self-care-nav";
import { SessionCheck } from "./session-check";
import { useProfileState } from "./use-profile-state";

/** Who is signed in, by the profile the API gives for the token (shared with the header's menu). */
function SignedInGreeting() {
  const { t } = useTranslation();
  const state = useProfileState();
  if (state.status !== "ready") return null;
  const { customer, name } = state.data;
  return (
    <Text c="dimmed" size="sm" mb="md" data-testid="signed-in-as">
      {t("auth.signedInAs", { name: customer?.name ?? name })}
      {customer ? ` · CID ${customer.customerId}` : ""}
    </Text>
  );
}

/**
 * The frame of every self-care screen: heading, navigation guard, the self-care menu, and the screen's
 * own messages (namespace `selfCare`, sent by the loader only to self-care screens). The screen itself
 * renders in the browser, once the guard has found a session.
 */
export function SelfCareScreen({ title, children }: { title?: string; children: ReactNode }) {
  const { entry, view } = useScreen("self-care");
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(i18n.language, "selfCare")) {
    i18n.addResourceBundle(i18n.language, "selfCare", view.messages);
  }
  return (
    <>
      <PageHeading entry={entry} title={title} />
      <RouteGuard entry={entry} waiting={<SessionCheck />}>
        <Container size="lg" py="md" className="self-care-layout">
          <SelfCareNav />
          <div className="self-care-content">
            <SignedInGreeting />
            {children}
          </div>
        </Container>
      </RouteGuard>
    </>
  );
}
