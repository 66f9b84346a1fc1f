import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RouteGuard } from "../../auth/route-guard";
import { useScreen } from "../screens/screen-data";
import { PageHeading } from "../system/page-heading";
import { SelfCareNav } from "./self-care-nav";
import { SessionCheck } from "./session-check";

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
          <div className="self-care-content">{children}</div>
        </Container>
      </RouteGuard>
    </>
  );
}
