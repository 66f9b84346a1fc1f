import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { HydrateLater } from "../../components/hydrate-later";
import { useTranslation } from "../../i18n/use-translation";
import { entryOfRouteId } from "../../route-table";
import { CookieBar } from "./cookie-bar";
import { LoadingBar } from "./loading-bar";
import { OrganizationData } from "./organization-data";
import { RequestErrorNotifier } from "./request-error-notifier";
import { SectionTimeout } from "./section-timeout";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function SiteShell({ children, hasConsent }: { children: ReactNode; hasConsent: boolean }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const isHeaderHidden = leaf ? (entryOfRouteId(leaf.id)?.hideHeader ?? false) : false;
  return (
    <>
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <LoadingBar />
      {isHeaderHidden ? null : (
        <HydrateLater>
          <SiteHeader />
        </HydrateLater>
      )}
      {/* The page's own content in a task after the router's and the shell's first render: together they
          made one long task on a slow phone. */}
      <HydrateLater>
        <main id="main" tabIndex={-1}>
          <SectionTimeout />
          {children}
        </main>
      </HydrateLater>
      {isHeaderHidden ? null : <SiteFooter />}
      {hasConsent ? null : (
        <HydrateLater>
          <CookieBar />
        </HydrateLater>
      )}
      <RequestErrorNotifier />
      <OrganizationData />
    </>
  );
}
